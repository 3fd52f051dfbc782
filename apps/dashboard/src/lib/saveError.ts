import { ApiError } from '@carat/api-client';
import { toast } from '@carat/ui';

/**
 * After a failed save: the server's per-field messages go on their fields (answers true), any other
 * failure is a toast titled `title` (answers false).
 */
export function showSaveError(
  error: unknown,
  { title, onField }: { title: string; onField: (field: string, message: string) => void },
): boolean {
  if (error instanceof ApiError && Object.keys(error.fields).length) {
    for (const [field, message] of Object.entries(error.fields)) onField(field, message);
    return true;
  }
  toast.error(title, { description: (error as Error).message });
  return false;
}
