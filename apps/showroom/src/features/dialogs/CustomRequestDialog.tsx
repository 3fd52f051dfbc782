import { useCustomRequest } from '@carat/api-client/react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  FormField,
  Input,
  Textarea,
  toast,
} from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { type CustomRequestInput, customRequestSchema } from '@carat/validation/showroom';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useShowroomScope } from '#lib/ShowroomScope.tsx';
import { ContactFields, ContactFormEnd, useContactForm } from './ContactForm.tsx';
import { RequestPhotoPicker, useRequestPhotos } from './RequestPhotos.tsx';
import type { PanelProps } from './types.ts';

/** The Custom Jewelry tile: a request that lands in the jeweller's leads and inbox. */
export default function CustomRequestDialog({ open, onOpenChange }: PanelProps) {
  const { t, locale } = useI18n();
  const { slug } = useShowroomScope();
  const send = useCustomRequest(slug);
  const form = useForm<CustomRequestInput>({
    resolver: zodResolver(customRequestSchema(locale)),
    defaultValues: { name: '', email: '', phone: '', budget: '', message: '', website: '' },
  });
  const { errors } = form.formState;
  const photos = useRequestPhotos(slug);

  const { submit, formError } = useContactForm(form, async (values) => {
    await send.mutateAsync({ ...values, locale, ...(photos.ids.length ? { photoIds: photos.ids } : {}) });
    toast.success(t('custom.sent'), { description: t('custom.sentText') });
    form.reset();
    photos.reset();
    onOpenChange(false);
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common.close')}>
        <DialogHeader>
          <DialogTitle>{t('custom.title')}</DialogTitle>
          <DialogDescription>{t('custom.description')}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <ContactFields
            name={form.register('name')}
            email={form.register('email')}
            phone={form.register('phone')}
            errors={errors}
          />
          <FormField label={t('custom.budget')} error={errors.budget?.message}>
            <Input {...form.register('budget')} />
          </FormField>
          <FormField label={t('custom.message')} required error={errors.message?.message}>
            <Textarea rows={4} {...form.register('message')} />
          </FormField>
          <RequestPhotoPicker state={photos} />
          <ContactFormEnd
            website={form.register('website')}
            formError={formError}
            submitting={form.formState.isSubmitting || photos.uploading}
          >
            {t('custom.send')}
          </ContactFormEnd>
        </form>
      </DialogContent>
    </Dialog>
  );
}
