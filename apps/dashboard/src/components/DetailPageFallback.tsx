import { Button, Skeleton } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** The link back to a detail page's list, above its heading. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button variant="ghost" asChild className="w-fit">
      <Link to={to}>
        <ArrowLeft aria-hidden="true" /> {children}
      </Link>
    </Button>
  );
}

/**
 * What a detail page shows before its record is there: the back link with a skeleton while it loads, or
 * with why it failed and a retry.
 */
export function DetailPageFallback({
  back,
  loading,
  failedText,
  onRetry,
}: {
  back: ReactNode;
  loading: boolean;
  failedText: string;
  onRetry: () => void;
}) {
  const { t } = useI18n();
  if (loading) {
    return (
      <div className="grid gap-4" aria-busy="true">
        {back}
        <span className="sr-only" role="status">
          {t('common.loading')}
        </span>
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      {back}
      <p role="alert">{failedText}</p>
      <Button variant="outline" className="w-fit" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
