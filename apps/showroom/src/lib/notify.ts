/**
 * Toasts from code that ships with the first page: the toast library is fetched on first use (it is
 * usually already there: the toaster loads right after the page).
 */
type Options = { description?: string; action?: { label: string; onClick: () => void } };

export function notify(kind: 'success' | 'error', title: string, options?: Options): void {
  void import('#lib/toaster.tsx').then(({ toast }) => toast[kind](title, options));
}
