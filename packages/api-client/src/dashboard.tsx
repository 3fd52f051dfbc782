import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { useApi } from './api-context.tsx';
import { type ApiClient, unwrap } from './client.ts';
import { routeKey } from './resource.tsx';

type Stats = ApiClient['v1']['dashboard']['stats'];
export type DashboardStats = InferResponseType<Stats['$get'], 200>;
export type DashboardPeriod = DashboardStats['period'];
export type DashboardFigure = DashboardStats['orders'];

export const dashboardKeys = {
  all: routeKey('dashboard'),
  stats: (period: DashboardPeriod) => [...routeKey('dashboard'), 'stats', period] as const,
};

const statsQuery = (api: ApiClient, period: DashboardPeriod) => ({
  queryKey: dashboardKeys.stats(period),
  queryFn: () => unwrap(api.v1.dashboard.stats.$get({ query: { period } })),
});

/** The home's four cards over the period, each with the previous period's figure and the change. */
export function useDashboardStats(period: DashboardPeriod) {
  const api = useApi();
  return useQuery(statsQuery(api, period));
}

/** The home's cards, before the home's code is there (a deep link, a link pointed at). */
export const prefetchDashboardStats = (queryClient: QueryClient, api: ApiClient, period: DashboardPeriod) =>
  queryClient.prefetchQuery(statsQuery(api, period));
