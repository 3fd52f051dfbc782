import { useCustomRequest } from '@carat/api-client/react';
import {
  Button,
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
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useShowroomScope } from '#lib/ShowroomScope.tsx';
import { applyServerErrors } from '#lib/serverErrors.ts';
import { honeypotClass, type PanelProps } from './types.ts';

/** The Custom Jewelry tile: a request that lands in the jeweller's leads and inbox. */
export default function CustomRequestDialog({ open, onOpenChange }: PanelProps) {
  const { t, locale } = useI18n();
  const { slug } = useShowroomScope();
  const send = useCustomRequest(slug);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<CustomRequestInput>({
    resolver: zodResolver(customRequestSchema(locale)),
    defaultValues: { name: '', email: '', phone: '', budget: '', message: '', website: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await send.mutateAsync({ ...values, locale });
      toast.success(t('custom.sent'), { description: t('custom.sentText') });
      form.reset();
      onOpenChange(false);
    } catch (error) {
      setFormError(
        applyServerErrors(error, form.setError, { generic: t('form.error'), tooMany: t('form.tooMany') }),
      );
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common.close')}>
        <DialogHeader>
          <DialogTitle>{t('custom.title')}</DialogTitle>
          <DialogDescription>{t('custom.description')}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <FormField label={t('form.name')} required error={errors.name?.message}>
            <Input autoComplete="name" {...form.register('name')} />
          </FormField>
          <FormField label={t('form.email')} required error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...form.register('email')} />
          </FormField>
          <FormField label={t('form.phoneOptional')} error={errors.phone?.message}>
            <Input type="tel" autoComplete="tel" {...form.register('phone')} />
          </FormField>
          <FormField label={t('custom.budget')} error={errors.budget?.message}>
            <Input {...form.register('budget')} />
          </FormField>
          <FormField label={t('custom.message')} required error={errors.message?.message}>
            <Textarea rows={4} {...form.register('message')} />
          </FormField>
          <div className={honeypotClass} aria-hidden="true">
            <label>
              {t('form.website')}
              <input tabIndex={-1} autoComplete="off" {...form.register('website')} />
            </label>
          </div>
          {formError ? (
            <p role="alert" className="text-sm text-destructive">
              {formError}
            </p>
          ) : null}
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('custom.send')}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
