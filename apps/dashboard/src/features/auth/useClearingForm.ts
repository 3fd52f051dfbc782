import { type FieldValues, type Path, type Resolver, type UseFormProps, useForm } from 'react-hook-form';
import type { z } from 'zod';

/** A shared zod schema, or how to fetch it when the form is first checked (the sign-in pages: ADR 047). */
export type FormSchema = FormZodSchema | (() => Promise<FormZodSchema>);
type FormZodSchema = z.ZodType<FieldValues, FieldValues>;

/**
 * A form validated by a shared zod schema on submit, whose field errors show under each field and
 * clear as soon as that field is edited (the spec's rule), rather than re-validating on every key. The
 * resolver (and a schema given as a loader) loads on the first submit, so zod is not part of the page's
 * first load when the page fetches its schema on demand.
 */
export function useClearingForm<T extends FieldValues>(
  schema: FormSchema,
  options: Omit<UseFormProps<T>, 'resolver'> = {},
) {
  const resolver: Resolver<T> = async (values, context, resolverOptions) => {
    const [{ zodFormResolver }, resolved] = await Promise.all([
      import('#lib/schemaResolver.ts'),
      typeof schema === 'function' ? schema() : schema,
    ]);
    return zodFormResolver(resolved)(values, context, resolverOptions);
  };
  const form = useForm<T>({ ...options, resolver, mode: 'onSubmit', reValidateMode: 'onSubmit' });
  const field = (name: Path<T>) => form.register(name, { onChange: () => form.clearErrors(name) });
  return { form, field };
}
