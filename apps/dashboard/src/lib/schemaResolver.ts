import { fieldErrors } from '@carat/validation/field-errors';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver, ResolverOptions, ResolverResult } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form validated with the API's own schema: the values are shaped as the API takes them (`toBody`), and
 * each message goes under the form's field for the schema's path (`fieldOf`), the first one per field.
 */
export function schemaResolver<V extends FieldValues>(
  schema: {
    safeParse(input: unknown): { success: true } | { success: false; error: Pick<z.ZodError, 'issues'> };
  },
  toBody: (values: V) => unknown,
  fieldOf: (path: string) => keyof V,
): Resolver<V> {
  return async (values) => {
    const result = schema.safeParse(toBody(values));
    if (result.success) return { values, errors: {} };
    const errors: FieldErrors<V> = {};
    for (const [path, message] of Object.entries(fieldErrors(result.error))) {
      const field = fieldOf(path);
      if (!errors[field]) (errors as Record<keyof V, unknown>)[field] = { type: 'validation', message };
    }
    return { values: {}, errors };
  };
}

/**
 * A resolver that checks whatever a form's fields hold against a shared zod schema, for a form of any
 * values `V`: the fields hold what a person typed ('' for an empty field, 0 for no star), which the schema
 * parses at run time as it would any input, so the form's values need not be the schema's input type. The
 * submit receives what the fields hold (`V`), as the dialogs send it. Generic, so `useForm<FormValues>`
 * takes it without a cast at the call.
 */
export function zodFormResolver(schema: z.ZodType<FieldValues, FieldValues>) {
  const resolve: Resolver<FieldValues> = zodResolver(schema);
  return <V extends FieldValues>(values: V, context: unknown, options: ResolverOptions<V>) =>
    resolve(values, context, options as ResolverOptions<FieldValues>) as Promise<ResolverResult<V>>;
}
