import { type PaymentReport as Report, usePaymentReport } from '@carat/api-client/react';
import { addDays, todayIn } from '@carat/domain/dates';
import { fromMinorUnits, isCurrency } from '@carat/domain/money';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { Download, Receipt } from 'lucide-react';
import { useState } from 'react';
import { ListSkeleton, ListStates } from '#components/ListStates.tsx';
import { money } from '#lib/format.ts';

export const REPORT_PERIODS = ['month', 'last-month', '30-days', 'year'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

/** The period's first and last days (both included), from today in the business's time zone. */
export function periodRange(period: ReportPeriod, today: string): { from: string; to: string } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const first = (y: number, m: number) => `${y}-${String(m).padStart(2, '0')}-01`;
  switch (period) {
    case 'month':
      return { from: first(year, month), to: today };
    case 'last-month': {
      const y = month === 1 ? year - 1 : year;
      const m = month === 1 ? 12 : month - 1;
      return { from: first(y, m), to: addDays(first(year, month), -1) };
    }
    case '30-days':
      return { from: addDays(today, -29), to: today };
    case 'year':
      return { from: `${year}-01-01`, to: today };
  }
}

const KINDS = ['booking', 'order', 'invoice'] as const;

/** An amount as an exact decimal in its currency's minor digits (yen: none). */
const decimal = (minor: number, currency: string) =>
  fromMinorUnits(minor, isCurrency(currency) ? currency : 'GBP');

/** The report as CSV (amounts in minor units and as decimals), one line per kind and currency, then totals. */
export function reportCsv(report: Report): string {
  const head = 'from,to,currency,kind,count,received,fees,refunds,net';
  const line = (r: Report['totals'][number], kind: string) =>
    [
      report.from,
      report.to,
      r.currency,
      kind,
      r.count,
      decimal(r.receivedMinor, r.currency),
      decimal(r.feesMinor, r.currency),
      decimal(r.refundsMinor, r.currency),
      decimal(r.netMinor, r.currency),
    ].join(',');
  return [
    head,
    ...report.items.map((r) => line(r, r.kind)),
    ...report.totals.map((r) => line(r, 'total')),
  ].join('\n');
}

function saveCsv(report: Report) {
  const blob = new Blob([`${reportCsv(report)}\n`], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `paiements-${report.from}-${report.to}.csv`;
  document.body.append(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}

/**
 * Settings → Paiements: what clients paid online in a period, the platform's fees and the refunds, by
 * booking deposits, orders and invoices; a CSV of it. Stripe's own fees are on the jeweller's Stripe.
 */
export function PaymentReportCard({ timeZone }: { timeZone: string }) {
  const { t, locale } = useI18n();
  const [period, setPeriod] = useState<ReportPeriod>('month');
  const range = periodRange(period, todayIn(new Date(), timeZone));
  const report = usePaymentReport(range);
  const list = {
    ...report,
    data: report.data ? { ...report.data, total: report.data.items.length } : undefined,
  };
  return (
    <Card data-testid="payments-report">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>{t('settings.payments.report.title')}</CardTitle>
        <div className="flex flex-wrap items-center gap-2">
          <Select value={period} onValueChange={(value) => setPeriod(value as ReportPeriod)}>
            <SelectTrigger className="w-44" aria-label={t('settings.payments.report.period')}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {REPORT_PERIODS.map((p) => (
                <SelectItem key={p} value={p}>
                  {t(`settings.payments.report.period.${p}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <Button
            variant="outline"
            size="sm"
            disabled={!report.data || report.data.items.length === 0}
            onClick={() => report.data && saveCsv(report.data)}
          >
            <Download className="size-4" aria-hidden="true" /> {t('settings.payments.report.csv')}
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        <ListStates
          list={list}
          skeleton={<ListSkeleton count={3} itemClassName="h-8" />}
          errorTitle={t('settings.payments.report.error')}
          filtered={false}
          empty={{
            icon: <Receipt aria-hidden="true" />,
            title: t('settings.payments.report.empty'),
            description: t('settings.payments.report.emptyHint'),
            action: null,
          }}
        >
          {(data) => (
            <div className="overflow-x-auto">
              <table className="w-full min-w-[28rem] text-sm">
                <caption className="sr-only">
                  {t('settings.payments.report.caption', { from: data.from, to: data.to })}
                </caption>
                <thead>
                  <tr className="border-b text-start text-muted-foreground">
                    <th scope="col" className="py-2 text-start font-medium">
                      {t('settings.payments.report.kind')}
                    </th>
                    <th scope="col" className="py-2 text-end font-medium">
                      {t('settings.payments.report.received')}
                    </th>
                    <th scope="col" className="py-2 text-end font-medium">
                      {t('settings.payments.report.fees')}
                    </th>
                    <th scope="col" className="py-2 text-end font-medium">
                      {t('settings.payments.report.refunds')}
                    </th>
                    <th scope="col" className="py-2 text-end font-medium">
                      {t('settings.payments.report.net')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.totals.map((total) => (
                    <ReportRows key={total.currency} data={data} currency={total.currency} locale={locale} />
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </ListStates>
      </CardContent>
    </Card>
  );
}

function ReportRows({ data, currency, locale }: { data: Report; currency: string; locale: 'fr' | 'en' }) {
  const { t } = useI18n();
  const total = data.totals.find((row) => row.currency === currency)!;
  const cells = (row: Report['totals'][number]) => (
    <>
      <td className="py-2 text-end tabular-nums">{money(row.receivedMinor, currency, locale)}</td>
      <td className="py-2 text-end tabular-nums">{money(row.feesMinor, currency, locale)}</td>
      <td className="py-2 text-end tabular-nums">{money(row.refundsMinor, currency, locale)}</td>
      <td className="py-2 text-end tabular-nums">{money(row.netMinor, currency, locale)}</td>
    </>
  );
  return (
    <>
      {KINDS.map((kind) => {
        const row = data.items.find((item) => item.currency === currency && item.kind === kind);
        return row ? (
          <tr key={kind} className="border-b" data-testid={`payments-report-${kind}`}>
            <th scope="row" className="py-2 text-start font-normal">
              {t(`settings.payments.report.kind.${kind}`)}
            </th>
            {cells(row)}
          </tr>
        ) : null;
      })}
      <tr className="font-semibold" data-testid="payments-report-total">
        <th scope="row" className="py-2 text-start">
          {t('settings.payments.report.total', { currency })}
        </th>
        {cells(total)}
      </tr>
    </>
  );
}
