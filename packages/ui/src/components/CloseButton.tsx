import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { cn } from '#lib/utils/cn.ts';

/** The × in the top corner of a dialog or a sheet, named for screen readers by `label`. */
export function CloseButton({ label }: { label: string }) {
  return (
    <DialogPrimitive.Close
      className={cn(
        'absolute end-4 top-4 inline-flex size-8 cursor-pointer items-center justify-center rounded-md',
        'text-muted-foreground outline-none transition-colors hover:bg-accent hover:text-foreground',
        'focus-visible:ring-2 focus-visible:ring-ring',
      )}
    >
      <X aria-hidden="true" className="size-4" />
      <span className="sr-only">{label}</span>
    </DialogPrimitive.Close>
  );
}
