import { errorMessage } from '@carat/api-client';
import { type OrderCreate, useCreateOrder, useUploadFile } from '@carat/api-client/react';
import { engravingLength, isCurrency, localize, ORDER_STAGE_INFO, ORDER_STAGES } from '@carat/domain';
import { FormField, Input, Textarea, toast } from '@carat/ui';
import { type Locale, useI18n } from '@carat/ui/i18n';
import { orderInputSchema } from '@carat/validation/orders';
import { ImagePlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  ClientChoice,
  type ClientChoiceValues,
  clientBody,
  clientFieldOf,
} from '#components/ClientChoice.tsx';
import { type CreateDialogProps, FormDialog } from '#components/FormDialog.tsx';
import { PhotoStrip } from '#components/PhotoStrip.tsx';
import { SelectField } from '#components/SelectField.tsx';
import { showSaveError } from '#lib/saveError.ts';
import { schemaResolver } from '#lib/schemaResolver.ts';

type Stage = (typeof ORDER_STAGES)[number];

interface FormValues extends ClientChoiceValues {
  item: string;
  metal: string;
  stones: string;
  size: string;
  engraving: string;
  price: string;
  deposit: string;
  dueDate: string;
  stage: Stage;
  notes: string;
  images: { id: string; name: string }[];
}

const empty: FormValues = {
  clientMode: 'existing',
  clientId: '',
  clientName: '',
  clientEmail: '',
  clientPhone: '',
  item: '',
  metal: '',
  stones: '',
  size: '',
  engraving: '',
  price: '',
  deposit: '',
  dueDate: '',
  stage: 'enquiry',
  notes: '',
  images: [],
};

/** The form's values as the API takes them: a client picked, or one created with the order. */
function toBody(values: FormValues): Record<string, unknown> {
  const { clientMode, clientId, clientName, clientEmail, clientPhone, images, ...order } = values;
  return { ...order, ...clientBody(values), imageFileIds: images.map((image) => image.id) };
}

/** The schema's paths, as the form names its fields. */
const fieldOf = (path: string): keyof FormValues =>
  clientFieldOf(path) ?? (path.startsWith('imageFileIds') ? 'images' : (path as keyof FormValues));

/** Validates with the API's own schema, in the reader's language. */
const orderResolver = (locale: Locale, currency: string) =>
  schemaResolver(orderInputSchema(locale, isCurrency(currency) ? currency : 'GBP'), toBody, fieldOf);

/** 'Nouvelle Commande': pick or create the client, describe the piece, its price and deposit. */
export function NewOrderDialog({ open, onOpenChange, onCreated, currency }: CreateDialogProps) {
  const { t, locale } = useI18n();
  const create = useCreateOrder();
  const upload = useUploadFile();
  const form = useForm<FormValues>({ resolver: orderResolver(locale, currency), defaultValues: empty });
  const errors = form.formState.errors;
  const [uploading, setUploading] = useState<string[]>([]);
  const images = form.watch('images');
  const engraving = form.watch('engraving');

  useEffect(() => {
    if (open) form.reset(empty);
  }, [open, form]);

  const addImages = async (files: FileList | null) => {
    for (const file of Array.from(files ?? [])) {
      setUploading((names) => [...names, file.name]);
      try {
        const stored = await upload.mutateAsync({ file, kind: 'reference' });
        form.setValue('images', [...form.getValues('images'), { id: stored.id, name: file.name }], {
          shouldValidate: form.formState.isSubmitted,
        });
      } catch (error) {
        toast.error(t('orders.form.uploadFailed', { name: file.name, reason: errorMessage(error, locale) }));
      } finally {
        setUploading((names) => names.filter((name) => name !== file.name));
      }
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const order = await create.mutateAsync(toBody(values) as OrderCreate);
      toast.success(t('orders.created', { number: order.number }));
      onCreated(order.id);
    } catch (error) {
      showSaveError(error, {
        title: t('orders.saveFailed'),
        locale,
        onField: (path, message) => form.setError(fieldOf(path), { message }),
      });
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('orders.form.title')}
      description={t('orders.form.description')}
      formId="new-order-form"
      cancelLabel={t('orders.form.cancel')}
      submitLabel={t('orders.form.save')}
      submitting={create.isPending}
      submitDisabled={uploading.length > 0}
      contentClassName="max-h-[92dvh] overflow-y-auto sm:max-w-2xl"
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-5" id="new-order-form">
        <ClientChoice form={form} messages="orders.form" />

        <FormField label={t('orders.form.item')} error={errors.item?.message} required>
          <Input placeholder={t('orders.form.itemPlaceholder')} {...form.register('item')} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField label={t('orders.form.metal')} error={errors.metal?.message}>
            <Input {...form.register('metal')} />
          </FormField>
          <FormField label={t('orders.form.stones')} error={errors.stones?.message}>
            <Input {...form.register('stones')} />
          </FormField>
          <FormField label={t('orders.form.size')} error={errors.size?.message}>
            <Input {...form.register('size')} />
          </FormField>
        </div>
        <FormField
          label={t('orders.form.engraving')}
          error={errors.engraving?.message}
          hint={t('orders.form.engravingHint', { count: engravingLength(engraving ?? '') })}
        >
          <Input {...form.register('engraving')} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField label={t('orders.form.price', { currency })} error={errors.price?.message} required>
            <Input inputMode="decimal" autoComplete="off" {...form.register('price')} />
          </FormField>
          <FormField label={t('orders.form.deposit', { currency })} error={errors.deposit?.message}>
            <Input inputMode="decimal" autoComplete="off" {...form.register('deposit')} />
          </FormField>
          <FormField label={t('orders.form.dueDate')} error={errors.dueDate?.message}>
            <Input type="date" {...form.register('dueDate')} />
          </FormField>
        </div>
        <SelectField
          control={form.control}
          name="stage"
          label={t('orders.form.stage')}
          error={errors.stage?.message}
          options={ORDER_STAGES.map((stage) => ({
            value: stage,
            label: localize(ORDER_STAGE_INFO[stage].label, locale),
          }))}
        />
        <FormField label={t('orders.form.notes')} error={errors.notes?.message}>
          <Textarea rows={3} {...form.register('notes')} />
        </FormField>
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">{t('orders.form.images')}</legend>
          <p className="text-xs text-muted-foreground">{t('orders.form.imagesHint')}</p>
          <PhotoStrip
            photos={images}
            uploading={uploading}
            onRemove={(id) =>
              form.setValue(
                'images',
                images.filter((other) => other.id !== id),
              )
            }
            removeLabel={(name) => t('orders.form.imageRemove', { name })}
            uploadingLabel={(name) => t('orders.form.uploading', { name })}
          >
            {images.length + uploading.length < 10 ? (
              <li>
                <label className="flex size-20 cursor-pointer items-center justify-center rounded-md border border-dashed border-border text-muted-foreground hover:border-gold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring">
                  <ImagePlus aria-hidden="true" />
                  <span className="sr-only">{t('orders.form.images')}</span>
                  <input
                    type="file"
                    accept="image/png,image/jpeg,image/svg+xml"
                    multiple
                    className="sr-only"
                    onChange={(e) => {
                      void addImages(e.target.files);
                      e.target.value = '';
                    }}
                  />
                </label>
              </li>
            ) : null}
          </PhotoStrip>
          {errors.images ? (
            <p className="text-sm font-medium text-destructive">{errors.images.message}</p>
          ) : null}
        </fieldset>
      </form>
    </FormDialog>
  );
}
