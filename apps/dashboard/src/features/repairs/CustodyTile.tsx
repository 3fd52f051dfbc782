import type { Custody } from '@carat/api-client/react';
import { useCustody, useMe } from '@carat/api-client/react';
import { Button, Card, CardContent, cn, Progress, Skeleton } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { AlertTriangle, Vault } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useBasePath } from '#lib/base-path.tsx';
import { money } from '#lib/format.ts';

/**
 * The pieces in custody against the insurer's limit: how many, and (for owner and admin, to whom the API
 * answers it) their total declared value, a gauge to the limit and a warning past it. Staff see the count.
 */
export function CustodyFigures({
  custody,
  currency,
  loading = false,
  error = null,
  onRetry,
  link = false,
}: {
  custody: Custody | undefined;
  currency: string;
  loading?: boolean;
  error?: Error | null;
  onRetry?: () => unknown;
  /** Shows the link to the custody page (on the home and the repairs page). */
  link?: boolean;
}) {
  const { t, locale } = useI18n();
  const base = useBasePath();
  const value = custody?.declaredValueMinor;
  const limit = custody?.limitMinor;
  const over = value != null && limit != null && value > limit;
  return (
    <Card
      className={cn(over && 'border-destructive')}
      data-testid="custody-tile"
      aria-labelledby="custody-tile-title"
    >
      <CardContent className="grid gap-3 p-5">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id="custody-tile-title" className="text-sm text-muted-foreground">
              {t('custody.tile')}
            </h2>
            {loading ? (
              <Skeleton className="mt-2 h-8 w-24" />
            ) : error ? (
              <p className="mt-1 text-sm text-destructive">{t('custody.error')}</p>
            ) : (
              <p className="mt-1 font-display text-3xl" data-testid="custody-count">
                {t('custody.count', { count: custody?.count ?? 0 })}
              </p>
            )}
          </div>
          <Vault className="size-5 shrink-0 text-gold-text" aria-hidden="true" />
        </div>
        {error && onRetry ? (
          <Button variant="outline" size="sm" className="justify-self-start" onClick={() => void onRetry()}>
            {t('repairs.job.retry')}
          </Button>
        ) : null}
        {!loading && !error && value != null ? (
          <div className="grid gap-2 text-sm">
            <p data-testid="custody-value">
              {t('custody.value', { amount: money(value, currency, locale) })}
            </p>
            {limit != null ? (
              <>
                <Progress
                  value={Math.min(value, limit)}
                  max={Math.max(limit, 1)}
                  aria-label={t('custody.tile')}
                />
                <p className="text-muted-foreground">
                  {t('custody.limit', { amount: money(limit, currency, locale) })}
                </p>
              </>
            ) : (
              <p className="text-muted-foreground">{t('custody.noLimit')}</p>
            )}
            {over ? (
              <p className="flex items-center gap-2 font-medium text-destructive" role="status">
                <AlertTriangle className="size-4" aria-hidden="true" />
                {t('custody.over', { amount: money(value - limit, currency, locale) })}
              </p>
            ) : null}
          </div>
        ) : null}
        {link ? (
          <Link to={`${base}/custody`} className="text-sm underline underline-offset-4">
            {t('custody.open')}
          </Link>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** The custody tile as the home and the repairs page show it, from `GET /v1/custody`. */
export function CustodyTile({ link = true }: { link?: boolean }) {
  const custody = useCustody();
  const me = useMe();
  return (
    <CustodyFigures
      custody={custody.data}
      currency={custody.data?.currency ?? me.data?.business.currency ?? 'GBP'}
      loading={custody.isLoading}
      error={custody.error}
      onRetry={custody.refetch}
      link={link}
    />
  );
}
