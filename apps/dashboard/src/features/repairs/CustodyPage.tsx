import { useCustody, useMe } from '@carat/api-client/react';
import { Skeleton } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { Link } from 'react-router-dom';
import { PageHeader } from '#components/list-page/PageHeader.tsx';
import { useBasePath } from '#lib/base-path.tsx';
import { formatDate, money } from '#lib/format.ts';
import { CustodyFigures } from './CustodyTile.tsx';
import { StageBadge } from './StageBadge.tsx';

/** 'En dépôt': the pieces in the shop tonight against the limit, and the jobs overdue. */
export function CustodyPage() {
  const { t, locale } = useI18n();
  const base = useBasePath();
  const custody = useCustody();
  const me = useMe();
  const currency = custody.data?.currency ?? me.data?.business.currency ?? 'GBP';
  const overdue = custody.data?.overdue;

  return (
    <div className="grid gap-6">
      <PageHeader title={t('custody.title')} subtitle={t('custody.subtitle')} />
      <div className="max-w-xl">
        <CustodyFigures
          custody={custody.data}
          currency={currency}
          loading={custody.isLoading}
          error={custody.error}
          onRetry={custody.refetch}
        />
      </div>
      <section className="grid gap-3" aria-labelledby="custody-overdue">
        <div>
          <h2 id="custody-overdue" className="font-display text-2xl">
            {t('custody.overdue')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('custody.overdueHint')}</p>
        </div>
        {custody.isLoading ? (
          <Skeleton className="h-24 w-full" />
        ) : overdue?.length ? (
          <ul className="grid gap-2" data-testid="custody-overdue-list">
            {overdue.map((job) => (
              <li key={job.id}>
                <Link
                  to={`${base}/repairs/${job.id}`}
                  className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-card p-3 hover:bg-muted"
                >
                  <span className="font-medium">{job.number}</span>
                  <span className="min-w-0 flex-1 truncate">{job.clientName ?? t('repairs.noClient')}</span>
                  <StageBadge stage={job.stage} />
                  <span className="text-sm text-muted-foreground">
                    {job.reason === 'uncollected' && job.readyAt
                      ? t('custody.uncollected', { date: formatDate(job.readyAt, locale) })
                      : job.dueDate
                        ? t('custody.pastDue', { date: formatDate(job.dueDate, locale) })
                        : ''}
                  </span>
                  {job.declaredValueMinor != null ? (
                    <span className="tabular-nums text-sm">
                      {money(job.declaredValueMinor, currency, locale)}
                    </span>
                  ) : null}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{t('custody.overdueEmpty')}</p>
        )}
      </section>
    </div>
  );
}
