import type { Locale } from '@carat/domain/locale';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { useApi } from './api-context.tsx';
import { type ApiClient, unwrap } from './client.ts';
import { dashboardKeys } from './dashboard.tsx';
import { saveDownload } from './files.tsx';

type Analytics = ApiClient['v1']['analytics'];
export type AnalyticsReport = InferResponseType<Analytics['$get'], 200>;
export type AnalyticsMonthsParam = NonNullable<
  NonNullable<Parameters<Analytics['$get']>[0]>['query']['months']
>;
export type AnalyticsMonth = AnalyticsReport['monthly'][number];
export type PopularProduct = AnalyticsReport['popularProducts'][number];

/**
 * Under the home's key: every change that refreshes the home's cards (orders, invoices, clients,
 * appointments invalidate `dashboardKeys.all`) refreshes the analytics too.
 */
export const analyticsKeys = {
  all: [...dashboardKeys.all, 'analytics'] as const,
  report: (months: AnalyticsMonthsParam) => [...dashboardKeys.all, 'analytics', months] as const,
};

/** The analytics page's figures over the last 3, 6 or 12 months. */
export function useAnalytics(months: AnalyticsMonthsParam) {
  const api = useApi();
  return useQuery({
    queryKey: analyticsKeys.report(months),
    queryFn: () => unwrap(api.v1.analytics.$get({ query: { months } })),
  });
}

/** 'Exporter rapport': downloads the tiles and the monthly table as CSV (rapport-analytique-<date>.csv). */
export function useExportAnalytics() {
  const api = useApi();
  return useMutation({
    mutationFn: async ({ months, locale }: { months: AnalyticsMonthsParam; locale: Locale }) => {
      const response = await api.v1.analytics['export.csv'].$get({ query: { months, locale } });
      await saveDownload(response as unknown as Response, 'rapport-analytique.csv');
    },
  });
}
