import type { ComponentProps, ReactNode } from 'react';
import { cn } from '#lib/utils/cn.ts';

export interface EmptyStateProps extends Omit<ComponentProps<'div'>, 'title'> {
  /** A decorative icon (hidden from screen readers). */
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Usually a Button ('Ajouter un bloc'…). */
  action?: ReactNode;
  /** The heading level of the title, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
}

/** What a list or page shows when it has nothing yet, with the next step to take. */
export function EmptyState({
  icon,
  title,
  description,
  action,
  headingLevel = 3,
  className,
  ...props
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-lg border border-dashed border-border px-6 py-12 text-center',
        className,
      )}
      {...props}
    >
      {icon ? (
        <div
          aria-hidden="true"
          className="mb-1 flex size-12 items-center justify-center rounded-full border border-gold/50 bg-gold/10 text-gold-text [&_svg]:size-6"
        >
          {icon}
        </div>
      ) : null}
      <Heading className="font-display text-2xl font-semibold">{title}</Heading>
      {description ? <p className="max-w-sm text-sm text-muted-foreground">{description}</p> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
