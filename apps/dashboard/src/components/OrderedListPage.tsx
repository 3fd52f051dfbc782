import { errorMessage } from '@carat/api-client';
import { Badge, Button, Card, CardContent, EmptyState, toast } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { type ReactElement, type ReactNode, useState } from 'react';
import { ConfirmDeleteDialog } from '#components/ConfirmDeleteDialog.tsx';
import { ListSkeleton } from '#components/ListStates.tsx';
import { ReorderButtons } from '#components/ReorderButtons.tsx';

/** The texts of one ordered list page, in the reader's language. */
export interface OrderedListTexts {
  title: string;
  subtitle: string;
  new: string;
  loadFailed: string;
  emptyTitle: string;
  emptyDescription: string;
  moveFailed: string;
  deleted: string;
  deleteFailed: string;
  deleteTitle: string;
  deleteBody: string;
  cancel: string;
  deleteConfirm: string;
  published: string;
  hidden: string;
  edit: (name: string) => string;
  delete: (name: string) => string;
}

/** An item of the list, as far as the page goes. */
export interface OrderedItem {
  id: string;
  published: boolean;
}

/**
 * A showroom list the jeweller orders by hand (collections, collaborations): each row with its picture,
 * name, a line of its own and shown/hidden, moved with 'Monter' and 'Descendre', edited in the page's
 * dialog, deleted after a confirmation; the loading, error-with-retry and empty states around it.
 */
export function OrderedListPage<Item extends OrderedItem>({
  texts,
  icon,
  list,
  move,
  moving,
  remove,
  removing,
  nameOf,
  imageOf,
  detailOf,
  dialog,
}: {
  texts: OrderedListTexts;
  icon: ReactElement<{ className?: string }>;
  list: {
    isLoading: boolean;
    error: Error | null;
    data: { items: Item[] } | undefined;
    refetch: () => unknown;
  };
  move: (item: Item, position: number) => Promise<unknown>;
  moving: boolean;
  remove: (item: Item) => Promise<unknown>;
  removing: boolean;
  nameOf: (item: Item) => string;
  imageOf: (item: Item) => string | null;
  detailOf: (item: Item) => ReactNode;
  /** The create-or-edit dialog (editing null: a new item). */
  dialog: (props: {
    open: boolean;
    editing: Item | null;
    onOpenChange: (open: boolean) => void;
  }) => ReactNode;
}) {
  const { t, locale } = useI18n();
  const [editor, setEditor] = useState<{ open: boolean; editing: Item | null }>({
    open: false,
    editing: null,
  });
  const [deleting, setDeleting] = useState<Item | null>(null);
  const items = list.data?.items ?? [];

  const moveTo = async (item: Item, position: number) => {
    try {
      await move(item, position);
    } catch (error) {
      toast.error(texts.moveFailed, { description: errorMessage(error, locale) });
    }
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove(deleting);
      toast.success(texts.deleted);
      setDeleting(null);
    } catch (error) {
      toast.error(texts.deleteFailed, { description: errorMessage(error, locale) });
    }
  };
  const newButton = (
    <Button onClick={() => setEditor({ open: true, editing: null })}>
      <Plus aria-hidden="true" />
      {texts.new}
    </Button>
  );

  return (
    <div className="grid gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="font-display text-4xl">{texts.title}</h1>
          <p className="max-w-2xl text-muted-foreground">{texts.subtitle}</p>
        </div>
        {newButton}
      </header>
      {list.isLoading ? (
        <ListSkeleton itemClassName="h-20" count={3} />
      ) : list.error ? (
        <EmptyState
          title={texts.loadFailed}
          description={errorMessage(list.error, locale)}
          action={<Button onClick={() => list.refetch()}>{t('common.retry')}</Button>}
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={icon}
          title={texts.emptyTitle}
          description={texts.emptyDescription}
          action={newButton}
        />
      ) : (
        <ol className="grid gap-3" aria-label={texts.title}>
          {items.map((item, index) => {
            const name = nameOf(item);
            const image = imageOf(item);
            return (
              <li key={item.id}>
                <Card>
                  <CardContent className="flex flex-wrap items-center gap-4 p-4">
                    {image ? (
                      <img src={image} alt="" className="size-16 rounded-md object-cover" />
                    ) : (
                      <span
                        className="flex size-16 items-center justify-center rounded-md bg-muted [&>svg]:size-6 [&>svg]:text-muted-foreground"
                        aria-hidden="true"
                      >
                        {icon}
                      </span>
                    )}
                    <div className="grid min-w-0 flex-1 gap-1">
                      <h2 className="truncate font-medium">{name}</h2>
                      <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                        {detailOf(item)}
                        <Badge variant={item.published ? 'success' : 'secondary'}>
                          {item.published ? texts.published : texts.hidden}
                        </Badge>
                      </p>
                    </div>
                    <div className="flex items-center gap-1">
                      <ReorderButtons
                        name={name}
                        index={index}
                        count={items.length}
                        disabled={moving}
                        onMove={(to) => void moveTo(item, to)}
                      />
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={texts.edit(name)}
                        onClick={() => setEditor({ open: true, editing: item })}
                      >
                        <Pencil aria-hidden="true" />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={texts.delete(name)}
                        onClick={() => setDeleting(item)}
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </div>
                  </CardContent>
                </Card>
              </li>
            );
          })}
        </ol>
      )}
      {dialog({
        open: editor.open,
        editing: editor.editing,
        onOpenChange: (open) => setEditor((d) => ({ ...d, open })),
      })}
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={texts.deleteTitle}
        description={texts.deleteBody}
        cancelLabel={texts.cancel}
        confirmLabel={texts.deleteConfirm}
        pending={removing}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}

/** The page's texts from the feature's messages, which use the same keys under their own prefix. */
export function useOrderedListTexts(prefix: 'collections' | 'collaborations'): OrderedListTexts {
  const { t } = useI18n();
  const text = (key: string, vars?: Record<string, string>) =>
    t(`${prefix}.${key}` as 'collections.title', vars);
  return {
    title: text('title'),
    subtitle: text('subtitle'),
    new: text('new'),
    loadFailed: text('loadFailed'),
    emptyTitle: text('empty.title'),
    emptyDescription: text('empty.description'),
    moveFailed: text('moveFailed'),
    deleted: text('deleted'),
    deleteFailed: text('saveFailed'),
    deleteTitle: text('deleteTitle'),
    deleteBody: text('deleteBody'),
    cancel: text('cancel'),
    deleteConfirm: text('deleteConfirm'),
    published: text('published'),
    hidden: text('hidden'),
    edit: (name) => text('edit', { name }),
    delete: (name) => text('delete', { name }),
  };
}
