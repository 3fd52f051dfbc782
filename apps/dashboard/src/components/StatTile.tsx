import { Card, CardContent, Skeleton } from '@carat/ui';
import type { ComponentType, ReactNode } from 'react';

/** One figure on a page's row of tiles; a skeleton while it loads. */
export function StatTile({
  label,
  value,
  icon: Icon,
  loading,
  hint,
}: {
  label: string;
  value: ReactNode;
  icon?: ComponentType<{ className?: string }>;
  loading?: boolean;
  hint?: ReactNode;
}) {
  return (
    <Card>
      <CardContent className="flex items-start justify-between gap-3 p-5">
        <div className="min-w-0">
          <p className="text-sm text-muted-foreground">{label}</p>
          {loading ? (
            <Skeleton className="mt-2 h-8 w-20" />
          ) : (
            <p className="mt-1 font-display text-3xl" data-testid="stat-value">
              {value}
            </p>
          )}
          {hint ? <p className="mt-1 text-xs text-muted-foreground">{hint}</p> : null}
        </div>
        {Icon ? <Icon className="size-5 shrink-0 text-gold-text" aria-hidden="true" /> : null}
      </CardContent>
    </Card>
  );
}
