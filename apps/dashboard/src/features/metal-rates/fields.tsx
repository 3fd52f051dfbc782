import { cn } from '@carat/ui';
import type { ComponentProps } from 'react';

/** A native select styled like the kit's inputs (the platform's control for keyboards and screen readers). */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 text-sm',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
      {...props}
    />
  );
}
