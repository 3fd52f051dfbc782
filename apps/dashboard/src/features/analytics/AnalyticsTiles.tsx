import type { AnalyticsReport } from '@carat/api-client/react';
import { intlLocale, useI18n } from '@carat/ui/i18n';
import { CalendarDays, Package, Users, Wallet } from 'lucide-react';
import { StatTile } from '#components/StatTile.tsx';
import { StatTiles } from '#components/StatTiles.tsx';
import { StatChange } from '#features/home/StatChange.tsx';
import { formatNumber, money } from '#lib/format.ts';

/** The spec's order: revenue, orders, clients, appointments. */
const TILES = [
  { key: 'revenue', icon: Wallet },
  { key: 'orders', icon: Package },
  { key: 'clients', icon: Users },
  { key: 'appointments', icon: CalendarDays },
] as const;

/**
 * The month so far: four tiles, each with its change against the same span of the previous month (the
 * home's figures, over the calendar month). While loading (`report` undefined), skeletons.
 */
export function AnalyticsTiles({ report }: { report: AnalyticsReport | undefined }) {
  const { t, locale } = useI18n();
  const show = (key: (typeof TILES)[number]['key'], value: number) =>
    key === 'revenue' ? money(value, report?.currency ?? 'GBP', locale) : formatNumber(value, locale);
  const day = (iso: string) =>
    new Intl.DateTimeFormat(intlLocale(locale), {
      day: 'numeric',
      month: 'long',
      ...(report ? { timeZone: report.timeZone } : {}),
    }).format(new Date(iso));
  return (
    <div className="grid gap-3">
      <div>
        <h2 className="font-display text-2xl">{t('analytics.tiles.title')}</h2>
        {report ? (
          <p className="text-sm text-muted-foreground">
            {t('analytics.tiles.range', { from: day(report.month.from), to: day(report.month.to) })}
          </p>
        ) : null}
      </div>
      <StatTiles label={t('analytics.tiles.title')} className="sm:grid-cols-2 xl:grid-cols-4">
        {TILES.map(({ key, icon }) => {
          const figure = report?.tiles[key];
          return (
            <StatTile
              key={key}
              label={t(`analytics.tiles.${key}`)}
              icon={icon}
              loading={!report}
              hintLine
              value={figure ? show(key, figure.value) : ''}
              hint={
                figure ? (
                  <StatChange
                    figure={figure}
                    previousText={show(key, figure.previous)}
                    messages="analytics.tiles"
                  />
                ) : null
              }
            />
          );
        })}
      </StatTiles>
    </div>
  );
}
