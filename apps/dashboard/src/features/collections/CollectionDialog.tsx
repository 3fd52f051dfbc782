import {
  type CollectionSummary,
  type ProductItem,
  useCreateCollection,
  useProductList,
  useUpdateCollection,
} from '@carat/api-client/react';
import {
  Button,
  FormField,
  Input,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Textarea,
} from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { collectionInputSchema } from '@carat/validation/catalogue-settings';
import { X } from 'lucide-react';
import { useId } from 'react';
import { FormDialog } from '#components/FormDialog.tsx';
import { ImageUploadField } from '#components/ImageUploadField.tsx';
import { ReorderButtons } from '#components/ReorderButtons.tsx';
import { SwitchField } from '#components/SwitchField.tsx';
import { useDialogForm } from '#components/useDialogForm.ts';
import { movePiece } from './piece-order.ts';

interface Values {
  nameFr: string;
  nameEn: string;
  descriptionFr: string;
  descriptionEn: string;
  coverImage: string | null;
  published: boolean;
  productIds: string[];
}

const blank: Values = {
  nameFr: '',
  nameEn: '',
  descriptionFr: '',
  descriptionEn: '',
  coverImage: null,
  published: true,
  productIds: [],
};

function valuesOf(collection: CollectionSummary | null): Values {
  if (!collection) return blank;
  return {
    nameFr: collection.nameFr ?? '',
    nameEn: collection.nameEn ?? '',
    descriptionFr: collection.descriptionFr ?? '',
    descriptionEn: collection.descriptionEn ?? '',
    coverImage: collection.coverImage,
    published: collection.published,
    productIds: [...collection.productIds],
  };
}

/** Create or edit a collection: names, descriptions, cover, shown or not, and its pieces in order. */
export function CollectionDialog({
  open,
  onOpenChange,
  editing,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The collection to edit; null creates one. */
  editing: CollectionSummary | null;
}) {
  const { t } = useI18n();
  const formId = useId();
  const create = useCreateCollection();
  const update = useUpdateCollection();
  const products = useProductList();
  const { values, set, errors, submit } = useDialogForm({
    open,
    editing,
    valuesOf,
    toBody: (v: Values) => ({ ...v }),
    schema: collectionInputSchema,
    save: (body, item) =>
      item ? update.mutateAsync({ id: item.id, change: body }) : create.mutateAsync(body),
    savedText: t('collections.saved'),
    failedText: t('collections.saveFailed'),
    onDone: () => onOpenChange(false),
  });
  const byId = new Map<string, ProductItem>((products.data ?? []).map((p) => [p.id, p]));
  const available = (products.data ?? []).filter((p) => !values.productIds.includes(p.id));
  const withPhoto = (products.data ?? []).filter((p) => values.productIds.includes(p.id) && p.cover?.url);

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? t('collections.dialog.editTitle') : t('collections.dialog.createTitle')}
      description={t('collections.dialog.description')}
      formId={formId}
      cancelLabel={t('collections.cancel')}
      submitLabel={t('collections.dialog.save')}
      submitting={create.isPending || update.isPending}
      contentClassName="max-h-[90dvh] overflow-y-auto sm:max-w-2xl"
    >
      <form id={formId} onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('collections.field.nameFr')} error={errors.nameFr}>
          <Input value={values.nameFr} onChange={(e) => set('nameFr', e.target.value)} />
        </FormField>
        <FormField label={t('collections.field.nameEn')} error={errors.nameEn}>
          <Input value={values.nameEn} onChange={(e) => set('nameEn', e.target.value)} />
        </FormField>
        <FormField label={t('collections.field.descriptionFr')} error={errors.descriptionFr}>
          <Textarea
            rows={3}
            value={values.descriptionFr}
            onChange={(e) => set('descriptionFr', e.target.value)}
          />
        </FormField>
        <FormField label={t('collections.field.descriptionEn')} error={errors.descriptionEn}>
          <Textarea
            rows={3}
            value={values.descriptionEn}
            onChange={(e) => set('descriptionEn', e.target.value)}
          />
        </FormField>
        <div className="grid gap-2 sm:col-span-2">
          <ImageUploadField
            label={t('collections.field.cover')}
            value={values.coverImage}
            onChange={(url) => set('coverImage', url)}
            error={errors.coverImage}
            hint={`${t('image.hint')} ${t('collections.field.coverHint')}`}
          />
          {withPhoto.length > 0 ? (
            <fieldset className="grid gap-2">
              <legend className="text-sm">{t('collections.field.coverFromPiece')}</legend>
              <div className="flex flex-wrap gap-2">
                {withPhoto.map((p) => (
                  <button
                    key={p.id}
                    type="button"
                    aria-pressed={values.coverImage === p.cover?.url}
                    aria-label={p.name}
                    onClick={() => set('coverImage', p.cover?.url ?? null)}
                    className="rounded-md border border-border p-0.5 aria-pressed:border-primary aria-pressed:ring-2 aria-pressed:ring-primary"
                  >
                    <img src={p.cover?.url} alt="" className="size-14 rounded object-cover" />
                  </button>
                ))}
              </div>
            </fieldset>
          ) : null}
        </div>
        <SwitchField
          className="sm:col-span-2"
          label={t('collections.field.published')}
          checked={values.published}
          onCheckedChange={(checked) => set('published', checked)}
        />
        <fieldset className="grid gap-2 sm:col-span-2">
          <legend className="mb-1 text-sm font-medium">{t('collections.field.pieces')}</legend>
          {values.productIds.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('collections.field.noPieces')}</p>
          ) : (
            <ol className="grid gap-2">
              {values.productIds.map((id, index) => {
                const piece = byId.get(id);
                const name = piece?.name ?? id;
                return (
                  <li key={id} className="flex items-center gap-3 rounded-md border border-border p-2">
                    {piece?.cover?.url ? (
                      <img src={piece.cover.url} alt="" className="size-10 rounded object-cover" />
                    ) : (
                      <span className="size-10 rounded bg-muted" aria-hidden="true" />
                    )}
                    <span className="min-w-0 flex-1 truncate text-sm">
                      {name}
                      {piece && !piece.published ? (
                        <span className="ms-2 text-xs text-muted-foreground">
                          ({t('collections.field.draft')})
                        </span>
                      ) : null}
                    </span>
                    <ReorderButtons
                      name={name}
                      index={index}
                      count={values.productIds.length}
                      onMove={(to) => set('productIds', movePiece(values.productIds, index, to))}
                    />
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={t('collections.field.removePiece', { name })}
                      onClick={() =>
                        set(
                          'productIds',
                          values.productIds.filter((p) => p !== id),
                        )
                      }
                    >
                      <X aria-hidden="true" />
                    </Button>
                  </li>
                );
              })}
            </ol>
          )}
          {errors.productIds ? (
            <p role="alert" className="text-sm text-destructive">
              {errors.productIds}
            </p>
          ) : null}
          {products.data && products.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('collections.field.noCatalogue')}</p>
          ) : available.length > 0 ? (
            <FormField label={t('collections.field.addPiece')}>
              {(wiring) => (
                <Select value="" onValueChange={(id) => set('productIds', [...values.productIds, id])}>
                  <SelectTrigger {...wiring} className="sm:max-w-sm">
                    <SelectValue placeholder={t('collections.field.addPiecePlaceholder')} />
                  </SelectTrigger>
                  <SelectContent>
                    {available.map((p) => (
                      <SelectItem key={p.id} value={p.id}>
                        {p.name}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            </FormField>
          ) : null}
        </fieldset>
      </form>
    </FormDialog>
  );
}
