import type { AnalyticsMonth } from '@carat/api-client/react';
import { cn } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { useEffect, useId, useRef } from 'react';
import { money, moneyCompact } from '#lib/format.ts';
import { barHeights, CHART_HEIGHT_PX } from './chart-scale.ts';
import { monthLabel } from './report-format.ts';

/**
 * Revenue month by month as bars (spec §9: the largest month at full height, 40 px at least for the
 * others). Each bar shows its amount; screen readers read the list of months with their exact amounts
 * instead of the drawing. On a narrow screen the chart scrolls sideways rather than squeezing the bars,
 * showing the latest months first (every figure is also in the monthly table, for keyboard readers).
 */
export function RevenueChart({ months, currency }: { months: readonly AnalyticsMonth[]; currency: string }) {
  const { t, locale } = useI18n();
  const titleId = useId();
  const heights = barHeights(months.map((m) => m.revenue));
  const last = months.length - 1;
  // When the chart is wider than the screen, show the latest months first (the older ones scroll in).
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (months.length > 0 && scroller.current) scroller.current.scrollLeft = scroller.current.scrollWidth;
  }, [months.length]);
  return (
    <figure aria-labelledby={titleId} className="grid grid-cols-1 gap-3">
      <figcaption id={titleId} className="font-display text-xl">
        {t('analytics.chart.title')}
      </figcaption>
      <div ref={scroller} className="relative overflow-x-auto pb-1">
        <ol
          aria-labelledby={titleId}
          className="flex min-w-full items-end gap-2"
          style={{ minHeight: CHART_HEIGHT_PX + 48 }}
        >
          {months.map((month, i) => (
            <li key={month.month} className="flex min-w-12 flex-1 flex-col items-center justify-end gap-1">
              <span className="sr-only">
                {t(i === last ? 'analytics.chart.current' : 'analytics.chart.bar', {
                  month: monthLabel(month.month, locale, 'long'),
                  amount: money(month.revenue, currency, locale),
                })}
              </span>
              <span aria-hidden="true" className="whitespace-nowrap text-xs font-medium tabular-nums">
                {moneyCompact(month.revenue, currency, locale)}
              </span>
              <div
                aria-hidden="true"
                data-testid="revenue-bar"
                className={cn('w-full max-w-16 rounded-t-md bg-gold', i === last && 'bg-gold/60')}
                style={{ height: heights[i] }}
              />
              <span aria-hidden="true" className="whitespace-nowrap text-xs text-muted-foreground">
                {monthLabel(month.month, locale, 'short')}
              </span>
            </li>
          ))}
        </ol>
      </div>
    </figure>
  );
}
