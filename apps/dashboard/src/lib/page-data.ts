import type { ApiClient } from '@carat/api-client';
import {
  prefetchDashboardStats,
  prefetchOnboarding,
  prefetchProductRows,
  prefetchRows,
  prefetchStats,
} from '@carat/api-client/react';
import { DEFAULT_STAT_PERIOD } from '@carat/domain/stats';
import type { QueryClient } from '@tanstack/react-query';

/**
 * What a page reads first, read ahead of its code: when a link to it is pointed at, focused or touched
 * (`usePrefetchPageAndData`), and beside its chunk on a deep link (`app/routes.tsx`). Each query is the one the
 * page asks with its default search and filters, so the page finds it in the cache (ADR 053).
 */
const reads: Record<string, (queryClient: QueryClient, api: ApiClient) => Promise<unknown>[]> = {
  '': (queryClient, api) => [
    prefetchDashboardStats(queryClient, api, DEFAULT_STAT_PERIOD),
    prefetchOnboarding(queryClient, api),
  ],
  orders: (queryClient, api) => [
    prefetchRows(queryClient, api, 'orders', { sort: 'recent' }),
    prefetchStats(queryClient, api, 'orders'),
  ],
  invoices: (queryClient, api) => [
    prefetchRows(queryClient, api, 'invoices', {}),
    prefetchStats(queryClient, api, 'invoices'),
  ],
  clients: (queryClient, api) => [
    prefetchRows(queryClient, api, 'clients', {}),
    prefetchStats(queryClient, api, 'clients'),
  ],
  leads: (queryClient, api) => [
    prefetchRows(queryClient, api, 'leads', {}),
    prefetchStats(queryClient, api, 'leads'),
  ],
  catalogue: (queryClient, api) => [prefetchProductRows(queryClient, api, { sort: 'position' })],
};

/**
 * The page of a back-office path (`/dashboard/orders` → 'orders'), '' for the signed-in home (the demo's
 * home reads other things); null for none.
 */
export function pageOfPath(path: string): string | null {
  const match = /^\/dashboard(-demo)?(?:\/([a-z-]+))?\/?(?:[?#].*)?$/.exec(path);
  if (!match) return null;
  const page = match[2] ?? '';
  return page === '' && match[1] ? null : page;
}

/** Reads the first data of the page at `path`, if it has any to read ahead; never throws. */
export function prefetchPageData(path: string, queryClient: QueryClient, api: ApiClient) {
  const page = pageOfPath(path);
  const read = page === null ? undefined : reads[page];
  if (read) void Promise.allSettled(read(queryClient, api));
}
