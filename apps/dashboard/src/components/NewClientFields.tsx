import { FormField, Input } from '@carat/ui';
import type { UseFormRegisterReturn } from 'react-hook-form';

type FieldError = { message?: string } | undefined;

/**
 * A client written in a form rather than picked from the book: the name (required), the email and, when
 * the form asks for it, the phone. Texts come from the caller, so each form keeps its own words.
 */
export function NewClientFields({
  name,
  email,
  phone,
  errors,
  labels,
  emailRequired = false,
}: {
  name: UseFormRegisterReturn;
  email: UseFormRegisterReturn;
  phone?: UseFormRegisterReturn;
  errors: { clientName?: FieldError; clientEmail?: FieldError; clientPhone?: FieldError };
  labels: { name: string; email: string; phone?: string };
  emailRequired?: boolean;
}) {
  return (
    <>
      <FormField label={labels.name} error={errors.clientName?.message} required>
        <Input autoComplete="off" {...name} />
      </FormField>
      <FormField label={labels.email} error={errors.clientEmail?.message} required={emailRequired}>
        <Input type="email" autoComplete="off" {...email} />
      </FormField>
      {phone ? (
        <FormField label={labels.phone ?? ''} error={errors.clientPhone?.message}>
          <Input type="tel" autoComplete="off" {...phone} />
        </FormField>
      ) : null}
    </>
  );
}
