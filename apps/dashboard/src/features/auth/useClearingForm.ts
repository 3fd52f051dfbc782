import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, type Path, type UseFormProps, useForm } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form validated by a shared zod schema on submit, whose field errors show under each field and
 * clear as soon as that field is edited (the spec's rule), rather than re-validating on every key.
 */
export function useClearingForm<T extends FieldValues>(
  schema: z.ZodType,
  options: Omit<UseFormProps<T>, 'resolver'> = {},
) {
  const form = useForm<T>({
    ...options,
    resolver: zodResolver(schema as never) as never,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const field = (name: Path<T>) => form.register(name, { onChange: () => form.clearErrors(name) });
  return { form, field };
}
