import { errorMessage } from '@carat/api-client';
import { Button, cn } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import type { ReactNode } from 'react';

/**
 * A page's row of tiles (StatTile), named for screen readers, and what went wrong reading them (with a
 * retry when `onRetry` is given).
 */
export function StatTiles({
  label,
  error,
  onRetry,
  className = 'grid-cols-2 lg:grid-cols-4',
  children,
}: {
  label: string;
  error?: Error | null;
  onRetry?: () => unknown;
  className?: string;
  children: ReactNode;
}) {
  const { t, locale } = useI18n();
  return (
    <>
      <section aria-label={label} className={cn('grid gap-4', className)}>
        {children}
      </section>
      {error ? (
        onRetry ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-destructive">
            <p>{errorMessage(error, locale)}</p>
            <Button variant="outline" size="sm" onClick={() => onRetry()}>
              {t('common.retry')}
            </Button>
          </div>
        ) : (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(error, locale)}
          </p>
        )
      ) : null}
    </>
  );
}
