import { Button, FormField, Input } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { type ReactNode, useState } from 'react';
import type { FieldValues, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { applyServerErrors } from '#lib/serverErrors.ts';
import { honeypotClass } from './types.ts';

/**
 * The submission of a visitor's form (enquiry basket, custom request, review): the values go to `send`;
 * a refusal shows each field's message under its field and a sentence for the rest (`formError`).
 */
export function useContactForm<T extends FieldValues>(
  form: UseFormReturn<T>,
  send: (values: T) => Promise<void>,
  onInvalid?: () => void,
) {
  const { t } = useI18n();
  const [formError, setFormError] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await send(values);
    } catch (error) {
      setFormError(
        applyServerErrors(error, form.setError, { generic: t('form.error'), tooMany: t('form.tooMany') }),
      );
    }
  }, onInvalid);
  return { submit, formError };
}

type FieldError = { message?: string } | undefined;

/** Name and email (both required), and the phone (optional) when the form asks for it. */
export function ContactFields({
  name,
  email,
  phone,
  errors,
}: {
  name: UseFormRegisterReturn;
  email: UseFormRegisterReturn;
  phone?: UseFormRegisterReturn;
  errors: { name?: FieldError; email?: FieldError; phone?: FieldError };
}) {
  const { t } = useI18n();
  return (
    <>
      <FormField label={t('form.name')} required error={errors.name?.message}>
        <Input autoComplete="name" {...name} />
      </FormField>
      <FormField label={t('form.email')} required error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...email} />
      </FormField>
      {phone ? (
        <FormField label={t('form.phoneOptional')} error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" {...phone} />
        </FormField>
      ) : null}
    </>
  );
}

/** The end of a visitor's form: the honeypot (robots fill it), what went wrong, and the submit button. */
export function ContactFormEnd({
  website,
  formError,
  submitting,
  children,
}: {
  website: UseFormRegisterReturn;
  formError: string | null;
  submitting: boolean;
  /** The submit button's text. */
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <>
      <div className={honeypotClass} aria-hidden="true">
        <label>
          {t('form.website')}
          <input tabIndex={-1} autoComplete="off" {...website} />
        </label>
      </div>
      {formError ? (
        <p role="alert" className="text-sm text-destructive">
          {formError}
        </p>
      ) : null}
      <Button type="submit" loading={submitting}>
        {children}
      </Button>
    </>
  );
}
