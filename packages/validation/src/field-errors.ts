import type { z } from 'zod';

/** Where an issue that belongs to no field (the value as a whole) is reported. */
export const FORM_ERROR_KEY = '_form';

/**
 * The first message per field, keyed by dotted path ('email', 'items.0.price'), as forms show one message
 * under each field and the API returns them as `fields` in its 400/422 answers.
 */
export function fieldErrors(error: Pick<z.ZodError, 'issues'>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length === 0 ? FORM_ERROR_KEY : issue.path.map(String).join('.');
    if (!Object.hasOwn(errors, key)) errors[key] = issue.message;
  }
  return errors;
}
