import {
  keepPreviousData,
  type QueryClient,
  type QueryKey,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useApi } from './api-context.tsx';
import type { ApiClient } from './client.ts';

/** How to read one back-office list (orders, invoices, clients) through the API, and its query keys. */
export interface ListResource<Query, Page, Stats, Detail> {
  keys: { list: (query: Query) => QueryKey; stats: QueryKey; detail: (id: string) => QueryKey };
  list: (api: ApiClient, query: Query) => Promise<Page>;
  stats: (api: ApiClient) => Promise<Stats>;
  detail: (api: ApiClient, id: string) => Promise<Detail>;
}

/**
 * A page of a list: the previous page stays on screen while the next search or page answers (no flash of
 * emptiness).
 */
export function useResourceList<Query, Page>(
  resource: ListResource<Query, Page, unknown, unknown>,
  query: Query,
  options: { enabled?: boolean } = {},
) {
  const api = useApi();
  return useQuery({
    queryKey: resource.keys.list(query),
    queryFn: () => resource.list(api, query),
    placeholderData: keepPreviousData,
    ...options,
  });
}

/** The figures of the list's page (its row of tiles). */
export function useResourceStats<Stats>(resource: ListResource<never, unknown, Stats, unknown>) {
  const api = useApi();
  return useQuery({ queryKey: resource.keys.stats, queryFn: () => resource.stats(api) });
}

/** One item, once an id is chosen. */
export function useResourceItem<Detail>(
  resource: ListResource<never, unknown, unknown, Detail>,
  id: string | null,
) {
  const api = useApi();
  return useQuery({
    queryKey: resource.keys.detail(id ?? ''),
    queryFn: () => resource.detail(api, id!),
    enabled: id !== null,
  });
}

/**
 * A change through the API; `after` then refreshes (or sets) what the change moved. When `after` answers
 * a promise, the change is done only once it settles.
 */
export function useApiMutation<Input, Result>(
  call: (api: ApiClient, input: Input) => Promise<Result>,
  after: (queryClient: QueryClient, result: Result) => unknown,
) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => call(api, input),
    onSuccess: (result) => after(queryClient, result),
  });
}
