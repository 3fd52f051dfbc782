import { Card, CardContent, Skeleton } from '@carat/ui';
import type { ComponentType, ReactNode } from 'react';

/** One figure on a page's row of tiles; a skeleton while it loads. */
export function StatTile({
  label,
  value,
  icon: Icon,
  loading,
  hint,
  hintLine = false,
}: {
  label: string;
  value: ReactNode;
  icon?: ComponentType<{ className?: string }>;
  loading?: boolean;
  hint?: ReactNode;
  /** A hint line comes with the figure: its place is kept while it loads, so the tiles do not grow. */
  hintLine?: boolean;
}) {
  return (
    <Card>
      <CardContent className="flex items-start justify-between gap-3 p-5">
        <div className="min-w-0">
          <p className="text-sm text-muted-foreground">{label}</p>
          {loading ? (
            // The figure's line box (text-3xl: 2.25rem), so nothing moves when it comes.
            <Skeleton className="mt-1 h-9 w-20" />
          ) : (
            <p className="mt-1 font-display text-3xl" data-testid="stat-value">
              {value}
            </p>
          )}
          {hint ? (
            <p className="mt-1 text-xs text-muted-foreground">{hint}</p>
          ) : loading && hintLine ? (
            <Skeleton className="mt-1 h-4 w-28" />
          ) : null}
        </div>
        {Icon ? <Icon className="size-5 shrink-0 text-gold-text" aria-hidden="true" /> : null}
      </CardContent>
    </Card>
  );
}
