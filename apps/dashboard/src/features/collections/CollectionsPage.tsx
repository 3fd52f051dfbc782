import { errorMessage } from '@carat/api-client';
import {
  type CollectionSummary,
  useCollections,
  useDeleteCollection,
  useUpdateCollection,
} from '@carat/api-client/react';
import { Badge, Button, Card, CardContent, EmptyState, toast } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { FolderOpen, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '#components/ConfirmDeleteDialog.tsx';
import { ListSkeleton } from '#components/ListStates.tsx';
import { ReorderButtons } from '#components/ReorderButtons.tsx';
import { CollectionDialog } from './CollectionDialog.tsx';

/**
 * 'Collections': the jeweller's own groups of pieces, in the showroom's order (moved with 'Monter' and
 * 'Descendre'), each created, edited or deleted here.
 */
export function CollectionsPage() {
  const { t, locale } = useI18n();
  const list = useCollections();
  const update = useUpdateCollection();
  const remove = useDeleteCollection();
  const [dialog, setDialog] = useState<{ open: boolean; editing: CollectionSummary | null }>({
    open: false,
    editing: null,
  });
  const [deleting, setDeleting] = useState<CollectionSummary | null>(null);
  const items = list.data?.items ?? [];

  const move = async (collection: CollectionSummary, position: number) => {
    try {
      await update.mutateAsync({ id: collection.id, change: { position } });
    } catch (error) {
      toast.error(t('collections.moveFailed'), { description: errorMessage(error, locale) });
    }
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(t('collections.deleted'));
      setDeleting(null);
    } catch (error) {
      toast.error(t('collections.saveFailed'), { description: errorMessage(error, locale) });
    }
  };
  const newButton = (
    <Button onClick={() => setDialog({ open: true, editing: null })}>
      <Plus aria-hidden="true" />
      {t('collections.new')}
    </Button>
  );

  return (
    <div className="grid gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="font-display text-4xl">{t('collections.title')}</h1>
          <p className="max-w-2xl text-muted-foreground">{t('collections.subtitle')}</p>
        </div>
        {newButton}
      </header>
      {list.isLoading ? (
        <ListSkeleton itemClassName="h-20" count={3} />
      ) : list.error ? (
        <EmptyState
          title={t('collections.loadFailed')}
          description={errorMessage(list.error, locale)}
          action={<Button onClick={() => list.refetch()}>{t('common.retry')}</Button>}
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={<FolderOpen />}
          title={t('collections.empty.title')}
          description={t('collections.empty.description')}
          action={newButton}
        />
      ) : (
        <ol className="grid gap-3" aria-label={t('collections.title')}>
          {items.map((collection, index) => (
            <li key={collection.id}>
              <Card>
                <CardContent className="flex flex-wrap items-center gap-4 p-4">
                  {collection.coverImage ? (
                    <img src={collection.coverImage} alt="" className="size-16 rounded-md object-cover" />
                  ) : (
                    <span
                      className="flex size-16 items-center justify-center rounded-md bg-muted"
                      aria-hidden="true"
                    >
                      <FolderOpen className="size-6 text-muted-foreground" />
                    </span>
                  )}
                  <div className="grid min-w-0 flex-1 gap-1">
                    <h2 className="truncate font-medium">{collection.name}</h2>
                    <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                      {t('collections.pieces', { count: collection.productCount })}
                      <Badge variant={collection.published ? 'success' : 'secondary'}>
                        {collection.published ? t('collections.published') : t('collections.hidden')}
                      </Badge>
                    </p>
                  </div>
                  <div className="flex items-center gap-1">
                    <ReorderButtons
                      name={collection.name}
                      index={index}
                      count={items.length}
                      disabled={update.isPending}
                      onMove={(to) => void move(collection, to)}
                    />
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t('collections.edit', { name: collection.name })}
                      onClick={() => setDialog({ open: true, editing: collection })}
                    >
                      <Pencil aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t('collections.delete', { name: collection.name })}
                      onClick={() => setDeleting(collection)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                </CardContent>
              </Card>
            </li>
          ))}
        </ol>
      )}
      <CollectionDialog
        open={dialog.open}
        editing={dialog.editing}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
      />
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('collections.deleteTitle')}
        description={t('collections.deleteBody')}
        cancelLabel={t('collections.cancel')}
        confirmLabel={t('collections.deleteConfirm')}
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}
