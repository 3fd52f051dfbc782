import { ApiError, errorMessage } from '@carat/api-client';
import type { Locale } from '@carat/domain/locale';
import { toast } from '@carat/ui';

/** A refused create: the server's per-field messages under their fields, the code's message in a toast. */
export function showCreateError(setFieldErrors: (fields: Record<string, string>) => void, locale: Locale) {
  return (error: unknown) => {
    if (error instanceof ApiError && error.fields) setFieldErrors(error.fields);
    toast.error(errorMessage(error, locale));
  };
}
