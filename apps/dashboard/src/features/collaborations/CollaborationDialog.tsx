import {
  type ManagedCollaboration,
  useCreateCollaboration,
  useUpdateCollaboration,
} from '@carat/api-client/react';
import { FormField, Input, Textarea } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { collaborationInputSchema } from '@carat/validation/catalogue-settings';
import { useId } from 'react';
import { FormDialog } from '#components/FormDialog.tsx';
import { ImageUploadField } from '#components/ImageUploadField.tsx';
import { SwitchField } from '#components/SwitchField.tsx';
import { useDialogForm } from '#components/useDialogForm.ts';

interface Values {
  title: string;
  celebrity: string;
  year: string;
  description: string;
  imageUrl: string | null;
  published: boolean;
}

function valuesOf(c: ManagedCollaboration | null): Values {
  return c
    ? {
        title: c.title,
        celebrity: c.celebrity,
        year: String(c.year),
        description: c.description,
        imageUrl: c.imageUrl,
        published: c.published,
      }
    : {
        title: '',
        celebrity: '',
        year: String(new Date().getFullYear()),
        description: '',
        imageUrl: null,
        published: true,
      };
}

/** Create or edit a collaboration: title, celebrity, year, description, image, shown or not. */
export function CollaborationDialog({
  open,
  onOpenChange,
  editing,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  editing: ManagedCollaboration | null;
}) {
  const { t } = useI18n();
  const formId = useId();
  const create = useCreateCollaboration();
  const update = useUpdateCollaboration();
  const { values, set, errors, submit } = useDialogForm({
    open,
    editing,
    valuesOf,
    toBody: (v: Values) => ({ ...v, year: v.year.trim() === '' ? Number.NaN : Number(v.year) }),
    schema: collaborationInputSchema,
    save: (body, item) =>
      item ? update.mutateAsync({ id: item.id, change: body }) : create.mutateAsync(body),
    savedText: t('collaborations.saved'),
    failedText: t('collaborations.saveFailed'),
    onDone: () => onOpenChange(false),
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? t('collaborations.dialog.editTitle') : t('collaborations.dialog.createTitle')}
      description={t('collaborations.dialog.description')}
      formId={formId}
      cancelLabel={t('collaborations.cancel')}
      submitLabel={t('collaborations.dialog.save')}
      submitting={create.isPending || update.isPending}
      contentClassName="max-h-[90dvh] overflow-y-auto sm:max-w-xl"
    >
      <form id={formId} onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('collaborations.field.title')}
          error={errors.title}
          required
          className="sm:col-span-2"
        >
          <Input value={values.title} onChange={(e) => set('title', e.target.value)} />
        </FormField>
        <FormField label={t('collaborations.field.celebrity')} error={errors.celebrity} required>
          <Input value={values.celebrity} onChange={(e) => set('celebrity', e.target.value)} />
        </FormField>
        <FormField label={t('collaborations.field.year')} error={errors.year} required>
          <Input
            inputMode="numeric"
            value={values.year}
            onChange={(e) => set('year', e.target.value.replace(/[^0-9]/g, '').slice(0, 4))}
          />
        </FormField>
        <FormField
          label={t('collaborations.field.description')}
          error={errors.description}
          className="sm:col-span-2"
        >
          <Textarea
            rows={3}
            value={values.description}
            onChange={(e) => set('description', e.target.value)}
          />
        </FormField>
        <div className="sm:col-span-2">
          <ImageUploadField
            label={t('collaborations.field.image')}
            value={values.imageUrl}
            onChange={(url) => set('imageUrl', url)}
            error={errors.imageUrl}
            hint={t('image.hint')}
          />
        </div>
        <SwitchField
          className="sm:col-span-2"
          label={t('collaborations.field.published')}
          checked={values.published}
          onCheckedChange={(checked) => set('published', checked)}
        />
      </form>
    </FormDialog>
  );
}
