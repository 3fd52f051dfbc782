import type { AnalyticsReport } from '@carat/api-client/react';
import { intlLocale, useI18n } from '@carat/ui/i18n';
import { Clock, Repeat, ShoppingBag, Star } from 'lucide-react';
import { StatTile } from '#components/StatTile.tsx';
import { formatDate, formatNumber, formatPercent, money } from '#lib/format.ts';
import { durationMessage } from './report-format.ts';

/**
 * Client engagement over the months shown: repeat clients, average order, satisfaction (every published
 * review) and the showroom's response time; a figure with nothing behind it says so.
 */
export function ClientEngagement({ report }: { report: AnalyticsReport }) {
  const { t, locale } = useI18n();
  const { repeatClients, averageOrder, satisfaction, responseTime } = report.engagement;
  const none = t('analytics.engagement.noData');
  const duration = responseTime.medianMinutes === null ? null : durationMessage(responseTime.medianMinutes);
  const decimal = (value: number) =>
    new Intl.NumberFormat(intlLocale(locale), { minimumFractionDigits: 1 }).format(value);
  return (
    <section aria-labelledby="analytics-engagement" className="grid grid-cols-1 gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="analytics-engagement" className="font-display text-xl">
          {t('analytics.engagement.title')}
        </h2>
        <p className="text-sm text-muted-foreground">
          {t('analytics.engagement.since', { date: formatDate(report.since, locale, report.timeZone) })}
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatTile
          label={t('analytics.engagement.repeat')}
          icon={Repeat}
          value={
            repeatClients.sharePercent === null ? '—' : formatPercent(repeatClients.sharePercent, locale)
          }
          hint={
            repeatClients.clients === 0
              ? none
              : t('analytics.engagement.repeatHint', {
                  repeat: formatNumber(repeatClients.repeat, locale),
                  clients: formatNumber(repeatClients.clients, locale),
                })
          }
        />
        <StatTile
          label={t('analytics.engagement.averageOrder')}
          icon={ShoppingBag}
          value={
            averageOrder.valueMinor === null ? '—' : money(averageOrder.valueMinor, report.currency, locale)
          }
          hint={
            averageOrder.orders === 0
              ? none
              : t('analytics.engagement.averageOrderHint', {
                  count: formatNumber(averageOrder.orders, locale),
                })
          }
        />
        <StatTile
          label={t('analytics.engagement.satisfaction')}
          icon={Star}
          value={
            satisfaction.average === null
              ? '—'
              : t('analytics.engagement.satisfactionValue', { average: decimal(satisfaction.average) })
          }
          hint={
            satisfaction.reviews === 0
              ? none
              : t('analytics.engagement.satisfactionHint', {
                  count: formatNumber(satisfaction.reviews, locale),
                })
          }
        />
        <StatTile
          label={t('analytics.engagement.responseTime')}
          icon={Clock}
          value={duration ? t(duration.key, duration.params) : '—'}
          hint={
            responseTime.bookings === 0
              ? none
              : t('analytics.engagement.responseHint', { count: formatNumber(responseTime.bookings, locale) })
          }
        />
      </div>
    </section>
  );
}
