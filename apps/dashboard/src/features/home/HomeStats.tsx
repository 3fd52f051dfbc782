import { errorMessage } from '@carat/api-client';
import { type DashboardFigure, useDashboardStats } from '@carat/api-client/react';
import { DEFAULT_STAT_PERIOD, STAT_PERIODS } from '@carat/domain/stats';
import { Button, EmptyState } from '@carat/ui';
import { intlLocale, useI18n } from '@carat/ui/i18n';
import { CalendarDays, Package, Users, Wallet } from 'lucide-react';
import type { ComponentType } from 'react';
import { StatTile } from '#components/StatTile.tsx';
import { StatTiles } from '#components/StatTiles.tsx';
import { formatNumber, money } from '#lib/format.ts';
import { useSearchChoice } from '#lib/useSearchChoice.ts';
import { PeriodSwitch } from './PeriodSwitch.tsx';
import { StatChange } from './StatChange.tsx';

const CARDS = [
  { key: 'orders', icon: Package },
  { key: 'appointments', icon: CalendarDays },
  { key: 'revenue', icon: Wallet },
  { key: 'clients', icon: Users },
] as const satisfies readonly { key: string; icon: ComponentType<{ className?: string }> }[];

/** The home's four cards over the chosen period, each with its change against the period before. */
export function HomeStats() {
  const { t, locale } = useI18n();
  // In the address (?period=7d), so a reload or a shared link keeps it; 30 days by default.
  const [period, setPeriod] = useSearchChoice('period', STAT_PERIODS, DEFAULT_STAT_PERIOD);
  const stats = useDashboardStats(period);
  const data = stats.data;

  const show = (key: (typeof CARDS)[number]['key'], value: number) =>
    key === 'revenue' ? money(value, data?.currency ?? 'GBP', locale) : formatNumber(value, locale);
  const day = (iso: string) =>
    new Intl.DateTimeFormat(intlLocale(locale), {
      day: 'numeric',
      month: 'short',
      ...(data ? { timeZone: data.timeZone } : {}),
    }).format(new Date(iso));

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="home-stats-title" className="font-display text-2xl">
            {t('home.stats.title')}
          </h2>
          {/* The dates' line is kept while the figures load (no shift when they come). */}
          <p className="min-h-5 text-sm text-muted-foreground">
            {data
              ? t('home.stats.range', {
                  from: day(data.current.from),
                  to: day(data.current.to),
                  days: data.days,
                })
              : null}
          </p>
        </div>
        <PeriodSwitch value={period} onChange={setPeriod} />
      </div>
      {stats.error && !data ? (
        <EmptyState
          title={t('home.stats.error')}
          description={errorMessage(stats.error, locale)}
          action={<Button onClick={() => stats.refetch()}>{t('common.retry')}</Button>}
        />
      ) : (
        <StatTiles
          label={t('home.stats.title')}
          error={stats.error}
          onRetry={() => stats.refetch()}
          className="sm:grid-cols-2 xl:grid-cols-4"
        >
          {/* Revenue is paid invoices: null for a role that does not read invoices (staff), so no tile. */}
          {CARDS.filter(({ key }) => !(data && data[key] === null)).map(({ key, icon }) => {
            const figure: DashboardFigure | undefined = data?.[key] ?? undefined;
            return (
              <StatTile
                key={key}
                label={t(`home.stats.${key}`)}
                icon={icon}
                loading={stats.isLoading}
                hintLine
                value={figure ? show(key, figure.value) : ''}
                hint={
                  figure && data ? (
                    <StatChange figure={figure} days={data.days} previousText={show(key, figure.previous)} />
                  ) : null
                }
              />
            );
          })}
        </StatTiles>
      )}
    </div>
  );
}
