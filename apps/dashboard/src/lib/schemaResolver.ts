import { fieldErrors } from '@carat/validation/field-errors';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
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
