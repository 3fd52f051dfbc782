import { errorMessage } from '@carat/api-client';
import {
  type ManagedCollaboration,
  useDeleteCollaboration,
  useManagedCollaborations,
  useUpdateCollaboration,
} from '@carat/api-client/react';
import { Badge, Button, Card, CardContent, EmptyState, toast } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { Pencil, Plus, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '#components/ConfirmDeleteDialog.tsx';
import { ListSkeleton } from '#components/ListStates.tsx';
import { ReorderButtons } from '#components/ReorderButtons.tsx';
import { CollaborationDialog } from './CollaborationDialog.tsx';

/**
 * 'Collaborations': the celebrities who wore the jeweller's pieces, in the showroom's order (moved with
 * 'Monter' and 'Descendre'), each created, edited or deleted here; the showroom's 'View all' reads them.
 */
export function CollaborationsPage() {
  const { t, locale } = useI18n();
  const list = useManagedCollaborations();
  const update = useUpdateCollaboration();
  const remove = useDeleteCollaboration();
  const [dialog, setDialog] = useState<{ open: boolean; editing: ManagedCollaboration | null }>({
    open: false,
    editing: null,
  });
  const [deleting, setDeleting] = useState<ManagedCollaboration | null>(null);
  const items = list.data?.items ?? [];

  const move = async (item: ManagedCollaboration, position: number) => {
    try {
      await update.mutateAsync({ id: item.id, change: { position } });
    } catch (error) {
      toast.error(t('collaborations.moveFailed'), { description: errorMessage(error, locale) });
    }
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(t('collaborations.deleted'));
      setDeleting(null);
    } catch (error) {
      toast.error(t('collaborations.saveFailed'), { description: errorMessage(error, locale) });
    }
  };
  const newButton = (
    <Button onClick={() => setDialog({ open: true, editing: null })}>
      <Plus aria-hidden="true" />
      {t('collaborations.new')}
    </Button>
  );

  return (
    <div className="grid gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="font-display text-4xl">{t('collaborations.title')}</h1>
          <p className="max-w-2xl text-muted-foreground">{t('collaborations.subtitle')}</p>
        </div>
        {newButton}
      </header>
      {list.isLoading ? (
        <ListSkeleton itemClassName="h-20" count={3} />
      ) : list.error ? (
        <EmptyState
          title={t('collaborations.loadFailed')}
          description={errorMessage(list.error, locale)}
          action={<Button onClick={() => list.refetch()}>{t('common.retry')}</Button>}
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={<Star />}
          title={t('collaborations.empty.title')}
          description={t('collaborations.empty.description')}
          action={newButton}
        />
      ) : (
        <ol className="grid gap-3" aria-label={t('collaborations.title')}>
          {items.map((item, index) => (
            <li key={item.id}>
              <Card>
                <CardContent className="flex flex-wrap items-center gap-4 p-4">
                  {item.imageUrl ? (
                    <img src={item.imageUrl} alt="" className="size-16 rounded-md object-cover" />
                  ) : (
                    <span
                      className="flex size-16 items-center justify-center rounded-md bg-muted"
                      aria-hidden="true"
                    >
                      <Star className="size-6 text-muted-foreground" />
                    </span>
                  )}
                  <div className="grid min-w-0 flex-1 gap-1">
                    <h2 className="truncate font-medium">{item.title}</h2>
                    <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                      {t('collaborations.byline', { celebrity: item.celebrity, year: String(item.year) })}
                      <Badge variant={item.published ? 'success' : 'secondary'}>
                        {item.published ? t('collaborations.published') : t('collaborations.hidden')}
                      </Badge>
                    </p>
                  </div>
                  <div className="flex items-center gap-1">
                    <ReorderButtons
                      name={item.title}
                      index={index}
                      count={items.length}
                      disabled={update.isPending}
                      onMove={(to) => void move(item, to)}
                    />
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t('collaborations.edit', { name: item.title })}
                      onClick={() => setDialog({ open: true, editing: item })}
                    >
                      <Pencil aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t('collaborations.delete', { name: item.title })}
                      onClick={() => setDeleting(item)}
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
      <CollaborationDialog
        open={dialog.open}
        editing={dialog.editing}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
      />
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('collaborations.deleteTitle')}
        description={t('collaborations.deleteBody')}
        cancelLabel={t('collaborations.cancel')}
        confirmLabel={t('collaborations.deleteConfirm')}
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}
