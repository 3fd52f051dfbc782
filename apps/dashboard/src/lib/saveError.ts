import { ApiError, errorMessage } from '@carat/api-client';
import { toast } from '@carat/ui';
import type { Locale } from '@carat/ui/i18n';

/**
 * After a failed save: the server's per-field messages go on their fields (answers true), any other
 * failure is a toast titled `title` with the catalogue's message for its code in `locale` (answers false).
 */
export function showSaveError(
  error: unknown,
  {
    title,
    locale,
    onField,
  }: { title: string; locale: Locale; onField: (field: string, message: string) => void },
): boolean {
  if (error instanceof ApiError && Object.keys(error.fields).length) {
    for (const [field, message] of Object.entries(error.fields)) onField(field, message);
    return true;
  }
  toast.error(title, { description: errorMessage(error, locale) });
  return false;
}
