import { errorMessage } from '@carat/api-client';
import { useAnalytics, useExportAnalytics } from '@carat/api-client/react';
import { ANALYTICS_MONTHS, DEFAULT_ANALYTICS_MONTHS } from '@carat/domain/stats';
import { Button, Card, CardContent, EmptyState, toast } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { BarChart3, Download } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ChoiceSwitch } from '#components/ChoiceSwitch.tsx';
import { ListSkeleton } from '#components/ListStates.tsx';
import { useBasePath } from '#lib/base-path.tsx';
import { useSearchChoice } from '#lib/useSearchChoice.ts';
import { AnalyticsTiles } from './AnalyticsTiles.tsx';
import { ClientEngagement } from './ClientEngagement.tsx';
import { MonthlyTable } from './MonthlyTable.tsx';
import { PopularProducts } from './PopularProducts.tsx';
import { RevenueChart } from './RevenueChart.tsx';
import { hasActivity } from './report-format.ts';

/**
 * Analytics (spec: "Tiles for revenue, orders, clients, appointments, each with a percent change. Popular
 * products of the month. Client engagement … Monthly performance"; the demo adds the revenue bar chart
 * and 'Exporter rapport'). Every figure comes from the API (docs/decisions/014-analytics-figures.md).
 */
export function AnalyticsPage() {
  const { t, locale } = useI18n();
  const basePath = useBasePath();
  // In the address (?months=6), so a reload or a shared link keeps it; 3 months by default.
  const [months, setMonths] = useSearchChoice('months', ANALYTICS_MONTHS, DEFAULT_ANALYTICS_MONTHS);
  const analytics = useAnalytics(months);
  const exportReport = useExportAnalytics();
  const report = analytics.data;

  const download = () =>
    exportReport
      .mutateAsync({ months, locale })
      .catch((error: unknown) =>
        toast.error(t('analytics.exportFailed'), { description: errorMessage(error, locale) }),
      );

  return (
    <div className="grid grid-cols-1 gap-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-4xl">{t('analytics.title')}</h1>
          <p className="text-muted-foreground">{t('analytics.subtitle')}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <ChoiceSwitch
            label={t('analytics.months.label')}
            choices={ANALYTICS_MONTHS}
            value={months}
            onChange={setMonths}
            choiceLabel={(choice) => `analytics.months.${choice}`}
          />
          <Button variant="outline" loading={exportReport.isPending} onClick={download}>
            <Download aria-hidden="true" /> {t('analytics.export')}
          </Button>
        </div>
      </header>

      {analytics.error && !report ? (
        <EmptyState
          title={t('analytics.error')}
          description={errorMessage(analytics.error, locale)}
          action={<Button onClick={() => analytics.refetch()}>{t('common.retry')}</Button>}
        />
      ) : report && !hasActivity(report) ? (
        <EmptyState
          icon={<BarChart3 aria-hidden="true" />}
          headingLevel={2}
          title={t('analytics.empty.title')}
          description={t('analytics.empty.body')}
          action={
            <Button asChild>
              <Link to={`${basePath}/orders?new=1`}>{t('analytics.empty.action')}</Link>
            </Button>
          }
        />
      ) : (
        <div className="grid grid-cols-1 gap-8" aria-busy={analytics.isFetching}>
          <AnalyticsTiles report={report} />
          {report ? (
            <>
              <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
                <Card>
                  <CardContent className="p-5">
                    <RevenueChart months={report.monthly} currency={report.currency} />
                  </CardContent>
                </Card>
                <PopularProducts products={report.popularProducts} currency={report.currency} />
              </div>
              <ClientEngagement report={report} />
              <MonthlyTable months={report.monthly} currency={report.currency} />
            </>
          ) : (
            <ListSkeleton className="grid gap-6 lg:grid-cols-2" itemClassName="h-64" count={2} />
          )}
        </div>
      )}
    </div>
  );
}
