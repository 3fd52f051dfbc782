import { Skeleton } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';

/**
 * Stands in for a page while its code (its own chunk) loads: a title, a row of tiles and a list, the shape
 * most back-office pages have, so the page lands without a jump.
 */
export function PageSkeleton() {
  const { t } = useI18n();
  return (
    <div className="grid gap-6" role="status" aria-busy="true" aria-label={t('common.loading')}>
      <Skeleton className="h-10 w-64 max-w-full" />
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-20" />
        ))}
      </div>
      <div className="grid gap-2">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-12" />
        ))}
      </div>
    </div>
  );
}

/**
 * The first paint of a deep link, before the layout's code is there: the page's skeleton in the page's margins.
 * Without the router: the sign-in page, which starts without it, shows it first too (ADR 100).
 */
export function AppSkeleton() {
  return (
    <div className="min-h-dvh bg-background px-4 py-6 md:px-8 md:py-8">
      <PageSkeleton />
    </div>
  );
}
