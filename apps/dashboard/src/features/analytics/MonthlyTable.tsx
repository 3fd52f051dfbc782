import type { AnalyticsMonth } from '@carat/api-client/react';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { formatNumber, money } from '#lib/format.ts';
import { monthLabel } from './report-format.ts';

const FIGURES = ['revenue', 'orders', 'newClients', 'appointments'] as const;

/** Monthly performance: each month's revenue, orders, new clients and appointments, oldest first. */
export function MonthlyTable({ months, currency }: { months: readonly AnalyticsMonth[]; currency: string }) {
  const { t, locale } = useI18n();
  const last = months.length - 1;
  const show = (key: (typeof FIGURES)[number], value: number) =>
    key === 'revenue' ? money(value, currency, locale) : formatNumber(value, locale);
  return (
    <section aria-labelledby="analytics-monthly" className="grid grid-cols-1 gap-3">
      <h2 id="analytics-monthly" className="font-display text-xl">
        {t('analytics.monthly.title')}
      </h2>
      <Table data-testid="monthly-table">
        <TableCaption className="sr-only">
          {t('analytics.monthly.caption', { months: months.length })}
        </TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead scope="col">{t('analytics.monthly.month')}</TableHead>
            {FIGURES.map((key) => (
              <TableHead key={key} scope="col" className="text-end">
                {t(`analytics.monthly.${key}`)}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {months.map((month, i) => (
            <TableRow key={month.month}>
              <TableHead
                scope="row"
                className="text-sm font-normal normal-case tracking-normal text-foreground"
              >
                {monthLabel(month.month, locale, 'long')}
                {i === last ? (
                  <span className="text-muted-foreground"> ({t('analytics.monthly.current')})</span>
                ) : null}
              </TableHead>
              {FIGURES.map((key) => (
                <TableCell key={key} className="text-end tabular-nums">
                  {show(key, month[key])}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}
