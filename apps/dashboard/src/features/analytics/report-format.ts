import type { AnalyticsReport } from '@carat/api-client/react';
import { intlLocale, type Locale } from '@carat/ui/i18n';

/** A month of the report ('2026-07') as the reader's language names it: 'juil. 26' or 'juillet 2026'. */
export function monthLabel(month: string, locale: Locale, style: 'short' | 'long'): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    month: style,
    year: style === 'short' ? '2-digit' : 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-15T12:00:00Z`));
}

/** A wait in whole minutes, as the message it reads with: minutes, hours and minutes, or days and hours. */
export function durationMessage(minutes: number): {
  key: 'analytics.duration.minutes' | 'analytics.duration.hours' | 'analytics.duration.days';
  params: Record<string, number>;
} {
  const total = Math.max(0, Math.round(minutes));
  if (total < 60) return { key: 'analytics.duration.minutes', params: { minutes: total } };
  if (total < 24 * 60) {
    return {
      key: 'analytics.duration.hours',
      params: { hours: Math.floor(total / 60), minutes: total % 60 },
    };
  }
  const hours = Math.round(total / 60);
  return { key: 'analytics.duration.days', params: { days: Math.floor(hours / 24), hours: hours % 24 } };
}

/**
 * Whether the business has anything to show yet: a new business (nothing in any figure) gets the page's
 * empty state rather than rows of zeros.
 */
export function hasActivity(report: AnalyticsReport): boolean {
  const { tiles, monthly, popularProducts, engagement } = report;
  return (
    Object.values(tiles).some((tile) => tile.value > 0 || tile.previous > 0) ||
    monthly.some((m) => m.revenue + m.orders + m.newClients + m.appointments > 0) ||
    popularProducts.length > 0 ||
    engagement.repeatClients.clients > 0 ||
    engagement.averageOrder.orders > 0 ||
    engagement.satisfaction.reviews > 0 ||
    engagement.responseTime.bookings > 0
  );
}
