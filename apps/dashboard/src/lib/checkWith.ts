import { fieldErrors } from '@carat/validation/field-errors';
import type { z } from 'zod';

/**
 * A body checked with the API's own schema before it is sent: null when it passes, else the first
 * message per field (dotted paths, as the API's 422 `fields`).
 */
export function checkWith(
  schema: {
    safeParse(input: unknown): { success: true } | { success: false; error: Pick<z.ZodError, 'issues'> };
  },
  body: unknown,
): Record<string, string> | null {
  const result = schema.safeParse(body);
  return result.success ? null : fieldErrors(result.error);
}
