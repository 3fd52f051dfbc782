import { Toaster, toast } from '@carat/ui';
import { useEffect } from 'react';

export interface SignedOutToastProps {
  title: string;
  message: string;
}

/** The toaster with the sign-out toast; loaded only when the dashboard sent the visitor here signed out. */
export default function SignedOutToast({ title, message }: SignedOutToastProps) {
  // Rendered after the Toaster, so the toaster is listening when this effect runs.
  useEffect(() => {
    toast.success(title, { description: message });
  }, [title, message]);
  return <Toaster />;
}
