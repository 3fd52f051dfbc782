import { type ComponentProps, type RefObject, useEffect, useRef, useState } from 'react';
import { cn } from '#lib/utils/cn.ts';

export interface TableProps extends ComponentProps<'table'> {
  /** Classes for the wrapper that scrolls sideways when the table is wider than its container. */
  containerClassName?: string;
}

/** Whether an element's content is wider than the element, kept up to date as either resizes. */
function useOverflowsX<T extends HTMLElement>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, []);
  return [ref, overflows];
}

/**
 * A data table. When it is wider than its container the wrapper scrolls and becomes focusable, so keyboard
 * users can scroll it too (WCAG 2.1.1); otherwise it adds no tab stop.
 */
export function Table({ className, containerClassName, ...props }: TableProps) {
  const [containerRef, overflows] = useOverflowsX<HTMLDivElement>();
  return (
    <div
      ref={containerRef}
      // Focusable only while it scrolls, so keyboard users can scroll it too.
      tabIndex={overflows ? 0 : undefined}
      className={cn(
        'relative w-full overflow-x-auto rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring',
        containerClassName,
      )}
    >
      <table className={cn('w-full caption-bottom border-collapse text-sm', className)} {...props} />
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('[&_tr]:border-b [&_tr]:border-border', className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}

export function TableFooter({ className, ...props }: ComponentProps<'tfoot'>) {
  return (
    <tfoot
      className={cn('border-t border-border bg-muted font-medium [&>tr]:last:border-b-0', className)}
      {...props}
    />
  );
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return (
    <tr
      className={cn(
        'border-b border-border transition-colors hover:bg-muted/60 data-[state=selected]:bg-muted',
        className,
      )}
      {...props}
    />
  );
}

export function TableHead({ className, scope = 'col', ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope={scope}
      className={cn(
        'h-11 whitespace-nowrap px-3 text-start align-middle text-xs font-semibold uppercase tracking-wider',
        'text-muted-foreground',
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('whitespace-nowrap px-3 py-3 align-middle', className)} {...props} />;
}

export function TableCaption({ className, ...props }: ComponentProps<'caption'>) {
  return <caption className={cn('mt-4 text-sm text-muted-foreground', className)} {...props} />;
}
