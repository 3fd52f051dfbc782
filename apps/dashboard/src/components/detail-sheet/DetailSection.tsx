import { cn } from '@carat/ui';
import type { ReactNode } from 'react';

/** A titled part of a detail sheet's body (the order's stage, its invoices, the client's contact). */
export function DetailSection({
  title,
  className = 'gap-3',
  children,
}: {
  title: string;
  /** The gap between the title and what follows. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={cn('grid', className)}>
      <h3 className="font-display text-lg">{title}</h3>
      {children}
    </section>
  );
}
