import { ApiError, errorMessage } from '@carat/api-client';
import {
  type ProductCategoryItem,
  useCategories,
  useCreateCategory,
  useDeleteCategory,
  useReorderCategories,
  useUpdateCategory,
} from '@carat/api-client/react';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  Input,
  Skeleton,
  toast,
} from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { categoryInputSchema } from '@carat/validation/catalogue-settings';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { ChoiceField } from '#components/SelectField.tsx';
import { SwitchField } from '#components/SwitchField.tsx';
import { checkWith } from '#lib/checkWith.ts';

/** A list in a new order: the item at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/**
 * Settings → 'Catégories' (ADR 076): the jeweller's own product categories. Each has a French and an
 * English name, a place in the order (buttons, or Alt+↑/↓ on a row's buttons) and whether the showroom
 * shows it as a tab; one its pieces use is deleted only by moving them to another.
 */
export function CategoriesSettings() {
  const { t, locale } = useI18n();
  const categories = useCategories();
  const reorder = useReorderCategories();
  const [deleting, setDeleting] = useState<ProductCategoryItem | null>(null);
  const [announce, setAnnounce] = useState('');
  const rows = useRef(new Map<string, HTMLElement>());

  if (categories.isLoading) return <Skeleton className="h-96" />;
  if (categories.error) return <p role="alert">{errorMessage(categories.error, locale)}</p>;
  const items = categories.data?.items ?? [];

  const move = async (index: number, to: number, focusKey?: string) => {
    const item = items[index];
    if (!item || to < 0 || to >= items.length) return;
    try {
      await reorder.mutateAsync(moved(items, index, to).map((c) => c.key));
      setAnnounce(t('settings.categories.movedTo', { name: item.name, position: String(to + 1) }));
      // The focus follows the row moved, so ↑/↓ can be pressed again.
      if (focusKey) requestAnimationFrame(() => rows.current.get(focusKey)?.focus());
    } catch (error) {
      toast.error(t('settings.saveFailed'), { description: errorMessage(error, locale) });
    }
  };
  const onRowKey = (event: KeyboardEvent, index: number, key: string) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    void move(index, event.key === 'ArrowUp' ? index - 1 : index + 1, key);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">{t('settings.categories.title')}</CardTitle>
        <p className="max-w-3xl text-sm text-muted-foreground">{t('settings.categories.intro')}</p>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ol className="grid gap-3" aria-label={t('settings.categories.title')}>
          {items.map((category, index) => (
            <li
              key={category.key}
              ref={(node) => {
                if (node) rows.current.set(category.key, node);
                else rows.current.delete(category.key);
              }}
              tabIndex={-1}
              onKeyDown={(event) => onRowKey(event, index, category.key)}
              data-testid={`category-${category.key}`}
              className="rounded-md border p-3 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <CategoryRow
                category={category}
                first={index === 0}
                last={index === items.length - 1}
                moving={reorder.isPending}
                onMove={(delta) => void move(index, index + delta, category.key)}
                onDelete={() => setDeleting(category)}
              />
            </li>
          ))}
        </ol>
        <p className="sr-only" aria-live="polite">
          {announce}
        </p>
        <AddCategory />
      </CardContent>
      <DeleteCategoryDialog
        category={deleting}
        others={items.filter((c) => c.key !== deleting?.key)}
        onClose={() => setDeleting(null)}
      />
    </Card>
  );
}

function CategoryRow({
  category,
  first,
  last,
  moving,
  onMove,
  onDelete,
}: {
  category: ProductCategoryItem;
  first: boolean;
  last: boolean;
  moving: boolean;
  onMove: (delta: -1 | 1) => void;
  onDelete: () => void;
}) {
  const { t, locale } = useI18n();
  const update = useUpdateCategory();
  const [nameFr, setNameFr] = useState(category.nameFr);
  const [nameEn, setNameEn] = useState(category.nameEn);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    setNameFr(category.nameFr);
    setNameEn(category.nameEn);
  }, [category.nameFr, category.nameEn]);
  const renamed = nameFr !== category.nameFr || nameEn !== category.nameEn;

  const save = async (change: { nameFr?: string; nameEn?: string; visible?: boolean }) => {
    try {
      await update.mutateAsync({ key: category.key, change });
      setErrors({});
      toast.success(t('settings.saved'));
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length) setErrors(error.fields);
      else toast.error(t('settings.saveFailed'), { description: errorMessage(error, locale) });
    }
  };
  const label = category.name;

  return (
    <div className="grid gap-3 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] md:items-end">
      <FormField label={t('settings.categories.nameFr')} error={errors.nameFr}>
        <Input value={nameFr} onChange={(e) => setNameFr(e.target.value)} />
      </FormField>
      <FormField label={t('settings.categories.nameEn')} error={errors.nameEn}>
        <Input value={nameEn} onChange={(e) => setNameEn(e.target.value)} />
      </FormField>
      <div className="flex flex-wrap items-center gap-2">
        {renamed ? (
          <Button size="sm" loading={update.isPending} onClick={() => void save({ nameFr, nameEn })}>
            {t('settings.categories.rename')}
          </Button>
        ) : null}
        <Button
          size="icon"
          variant="outline"
          aria-label={t('settings.categories.moveUp', { name: label })}
          aria-keyshortcuts="Alt+ArrowUp"
          disabled={first || moving}
          onClick={() => onMove(-1)}
        >
          <ArrowUp aria-hidden />
        </Button>
        <Button
          size="icon"
          variant="outline"
          aria-label={t('settings.categories.moveDown', { name: label })}
          aria-keyshortcuts="Alt+ArrowDown"
          disabled={last || moving}
          onClick={() => onMove(1)}
        >
          <ArrowDown aria-hidden />
        </Button>
        <Button
          size="icon"
          variant="outline"
          aria-label={t('settings.categories.delete', { name: label })}
          onClick={onDelete}
        >
          <Trash2 aria-hidden />
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-4 text-sm text-muted-foreground md:col-span-3">
        <SwitchField
          label={t('settings.categories.visible')}
          checked={category.visible}
          onCheckedChange={(visible) => void save({ visible })}
        />
        <span>
          {t('settings.categories.pieces', { count: String(category.productCount) })} · {category.key}
        </span>
      </div>
    </div>
  );
}

function AddCategory() {
  const { t, locale } = useI18n();
  const create = useCreateCategory();
  const [nameFr, setNameFr] = useState('');
  const [nameEn, setNameEn] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const body = { nameFr, nameEn };
    const invalid = checkWith(categoryInputSchema(locale), body);
    if (invalid) {
      setErrors(invalid);
      return;
    }
    try {
      await create.mutateAsync(body);
      setNameFr('');
      setNameEn('');
      setErrors({});
      toast.success(t('settings.categories.added'));
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length) setErrors(error.fields);
      else toast.error(t('settings.saveFailed'), { description: errorMessage(error, locale) });
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('settings.categories.add')}
      className="grid gap-3 border-t pt-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] md:items-end"
    >
      <FormField label={t('settings.categories.newNameFr')} error={errors.nameFr} required>
        <Input value={nameFr} onChange={(e) => setNameFr(e.target.value)} />
      </FormField>
      <FormField label={t('settings.categories.newNameEn')} error={errors.nameEn ?? errors.key} required>
        <Input value={nameEn} onChange={(e) => setNameEn(e.target.value)} />
      </FormField>
      <Button type="submit" loading={create.isPending}>
        {t('settings.categories.add')}
      </Button>
    </form>
  );
}

/** 'Supprimer la catégorie ?': with pieces in it, where to move them first. */
function DeleteCategoryDialog({
  category,
  others,
  onClose,
}: {
  category: ProductCategoryItem | null;
  others: readonly ProductCategoryItem[];
  onClose: () => void;
}) {
  const { t, locale } = useI18n();
  const remove = useDeleteCategory();
  const [moveTo, setMoveTo] = useState('');
  useEffect(() => {
    setMoveTo(others[0]?.key ?? '');
  }, [others]);
  const inUse = (category?.productCount ?? 0) > 0;

  const confirm = async () => {
    if (!category) return;
    try {
      const { moved: count } = await remove.mutateAsync({
        key: category.key,
        ...(inUse && moveTo ? { moveTo } : {}),
      });
      toast.success(t('settings.categories.deleted', { count: String(count) }));
      onClose();
    } catch (error) {
      toast.error(t('settings.saveFailed'), { description: errorMessage(error, locale) });
    }
  };

  return (
    <Dialog open={category !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('settings.categories.deleteTitle', { name: category?.name ?? '' })}</DialogTitle>
          <DialogDescription>
            {inUse
              ? t('settings.categories.deleteInUse', { count: String(category?.productCount ?? 0) })
              : t('settings.categories.deleteEmpty')}
          </DialogDescription>
        </DialogHeader>
        {inUse ? (
          <ChoiceField
            label={t('settings.categories.moveTo')}
            value={moveTo}
            onChange={setMoveTo}
            options={others.map((c) => ({ value: c.key, label: c.name }))}
          />
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('settings.categories.cancel')}
          </Button>
          <Button
            variant="destructive"
            loading={remove.isPending}
            disabled={inUse && !moveTo}
            onClick={() => void confirm()}
          >
            {inUse ? t('settings.categories.moveAndDelete') : t('settings.categories.deleteConfirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
