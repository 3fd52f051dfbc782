import { Toaster, toast } from '@carat/ui';

/** The toaster and its `toast`, in a chunk of their own: loaded once the page is up, not before. */
export { toast };

export function ToasterHost() {
  return <Toaster position="top-center" />;
}
