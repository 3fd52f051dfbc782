import { ApiError } from '@carat/api-client';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Shows a refused submission on the form: each field's message under its field, and a sentence for the
 * rest. The values stay as typed: nothing is lost on a server error.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  messages: { generic: string; tooMany: string },
): string | null {
  if (error instanceof ApiError) {
    if (error.status === 429) return messages.tooMany;
    const entries = Object.entries(error.fields);
    for (const [field, message] of entries) setError(field as Path<T>, { type: 'server', message });
    if (entries.length > 0) return null;
  }
  return messages.generic;
}
