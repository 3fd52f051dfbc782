import {
  type InfiniteData,
  keepPreviousData,
  type QueryClient,
  type QueryKey,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ClientResponse, InferRequestType, InferResponseType } from 'hono/client';
import { useApi } from './api-context.tsx';
import { type ApiClient, unwrap } from './client.ts';

type V1 = ApiClient['v1'];

/** A route under /v1 (`'orders'` for /v1/orders): what every query key of this client starts with. */
export type RouteName = Extract<keyof V1, string>;

/**
 * The query key of everything read under a route: the route's own name (`/v1/orders/:id` → `['orders', …]`),
 * so a change invalidates by the routes it moves, never by a key array kept by hand.
 */
export const routeKey = <N extends RouteName>(route: N) => [route] as const;

/** Refreshes everything read under these routes (all pages, figures, items of each). */
export function invalidateRoutes(queryClient: QueryClient, routes: readonly RouteName[]) {
  return Promise.all(routes.map((route) => queryClient.invalidateQueries({ queryKey: routeKey(route) })));
}

/** The back-office lists' shape: GET /v1/<route> (a page), /v1/<route>/stats (its tiles), /v1/<route>/:id. */
interface ListShape {
  $get: unknown;
  stats: { $get: unknown };
  ':id': { $get: unknown };
}

/** The routes of that shape: clients, orders, invoices, leads, appointments. */
export type ListRouteName = { [K in RouteName]: V1[K] extends ListShape ? K : never }[RouteName];

type Ok<Endpoint> = InferResponseType<Endpoint, 200>;
type QueryOf<Endpoint> = InferRequestType<Endpoint> extends { query?: infer Q } ? Q : never;

/** What a list route takes and answers, read from the API's own route types. */
export type ListQueryOf<N extends ListRouteName> = V1[N] extends { $get: infer G } ? QueryOf<G> : never;
export type ListPageOf<N extends ListRouteName> = V1[N] extends { $get: infer G } ? Ok<G> : never;
export type ListStatsOf<N extends ListRouteName> = V1[N] extends { stats: { $get: infer G } } ? Ok<G> : never;
export type ListItemOf<N extends ListRouteName> = V1[N] extends { ':id': { $get: infer G } } ? Ok<G> : never;

/**
 * The calls of a list route, with the answers its routes declare (`ListPageOf`, …): the run-time client is
 * a proxy over the path, so `api.v1[route]` for a route chosen by a type parameter is read through this.
 */
interface ListCalls<N extends ListRouteName> {
  $get(args: { query: ListQueryOf<N> }): Promise<ClientResponse<ListPageOf<N>, 200, 'json'>>;
  stats: { $get(): Promise<ClientResponse<ListStatsOf<N>, 200, 'json'>> };
  ':id': { $get(args: { param: { id: string } }): Promise<ClientResponse<ListItemOf<N>, 200, 'json'>> };
}

/**
 * One back-office list read through the API: its page, its tiles and one item, with query keys derived from
 * the route (`[route, 'list', query]`, `[route, 'stats']`, `[route, 'detail', id]`). `moves` names the other
 * routes a change of this one shows on (an order's change moves its invoices, the clients' figures, the home).
 */
export function listResource<N extends ListRouteName>(
  route: N,
  { moves = [] }: { moves?: RouteName[] } = {},
) {
  type Query = ListQueryOf<N>;
  type Item = ListItemOf<N>;
  const calls = (api: ApiClient) => api.v1[route] as unknown as ListCalls<N>;
  const keys = {
    all: routeKey(route),
    list: (query: Query) => [route, 'list', query] as const,
    /** The whole list as one scroll, read a page of `LIST_CHUNK` rows at a time (`useResourceRows`). */
    rows: (query: Query) => [route, 'list', 'rows', query] as const,
    stats: [route, 'stats'] as const,
    detail: (id: string) => [route, 'detail', id] as const,
  };
  return {
    route,
    keys,
    list: (api: ApiClient, query: Query) => unwrap(calls(api).$get({ query })),
    stats: (api: ApiClient) => unwrap(calls(api).stats.$get()),
    detail: (api: ApiClient, id: string) => unwrap(calls(api)[':id'].$get({ param: { id } })),
    /**
     * After a change: the item the API answered shows at once (when given), then this route's reads and
     * those of the routes it moves refresh. The promise settles once they have.
     */
    refresh: (queryClient: QueryClient, item?: Item) => {
      if (item) queryClient.setQueryData(keys.detail((item as { id: string }).id), item);
      return invalidateRoutes(queryClient, [route, ...moves]);
    },
  };
}

export type ListResource<N extends ListRouteName> = ReturnType<typeof listResource<N>>;

/**
 * A page of a list: the previous page stays on screen while the next search or page answers (no flash of
 * emptiness).
 */
export function useResourceList<N extends ListRouteName>(
  resource: ListResource<N>,
  query: ListQueryOf<N>,
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

/** What a list route answers for a page: its rows and how many match (exactly, or "at least"). */
export interface RowsPage<T> {
  items: readonly T[];
  total: number;
  totalIsExact: boolean;
}

/** A list read as one scroll: every row read so far, how many match, and what else its last page said. */
export type LoadedRows<P extends RowsPage<unknown>> = Omit<P, 'items'> & { items: P['items'][number][] };

/** The rows of a list read a chunk at a time: 100, the most a list route answers in one page. */
export const LIST_CHUNK = 100;

/** Whether a list has rows not read yet, after `pages` (each of `chunk` rows asked). */
export function nextRowsPage(pages: readonly RowsPage<unknown>[], chunk: number): number | undefined {
  const last = pages.at(-1);
  if (!last) return 1;
  const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
  if (last.items.length < chunk) return undefined;
  return loaded < last.total || !last.totalIsExact ? pages.length + 1 : undefined;
}

/** The pages read so far as one list (the count and figures of the newest page). */
export function joinRowsPages<P extends RowsPage<unknown>>(data: InfiniteData<P>): LoadedRows<P> {
  const last = data.pages.at(-1);
  return {
    ...(last ?? { total: 0, totalIsExact: true }),
    items: data.pages.flatMap((page) => page.items),
  } as LoadedRows<P>;
}

/**
 * A list read as one scroll (the back office's virtualised lists): the first `chunk` rows, then the next
 * chunk each time `fetchNextPage` is called, until every match is read. The rows of the last search stay
 * on screen while the next one answers. `read` is the list route's call with its paging added.
 */
export function useRowsQuery<P extends RowsPage<unknown>, Q extends object>(
  queryKey: QueryKey,
  read: (query: Q & { page: string; pageSize: string }) => Promise<P>,
  query: Q,
  { chunk = LIST_CHUNK, enabled }: { chunk?: number; enabled?: boolean } = {},
) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => read({ ...query, page: String(pageParam), pageSize: String(chunk) }),
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => nextRowsPage(pages, chunk),
    select: joinRowsPages<P>,
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Every row of a list route matching `query` (no page in it), read a chunk at a time as the reader scrolls. */
export function useResourceRows<N extends ListRouteName>(
  resource: ListResource<N>,
  query: Omit<ListQueryOf<N>, 'page' | 'pageSize'>,
  options: { enabled?: boolean } = {},
) {
  const api = useApi();
  type Page = ListPageOf<N> & RowsPage<unknown>;
  return useRowsQuery<Page, typeof query>(
    resource.keys.rows(query as ListQueryOf<N>),
    (paged) => resource.list(api, paged as ListQueryOf<N>) as Promise<Page>,
    query,
    options,
  );
}

/**
 * The first chunk of a list read as one scroll, before its page is there (a link pointed at, a deep link
 * whose code is still loading): the page then finds it in the cache. `query` as the page will ask it.
 */
export function prefetchRows<N extends ListRouteName>(
  queryClient: QueryClient,
  api: ApiClient,
  route: N,
  query: Omit<ListQueryOf<N>, 'page' | 'pageSize'>,
) {
  const resource = listResource(route);
  return queryClient.prefetchInfiniteQuery({
    queryKey: resource.keys.rows(query as ListQueryOf<N>),
    queryFn: ({ pageParam }) =>
      resource.list(api, {
        ...query,
        page: String(pageParam),
        pageSize: String(LIST_CHUNK),
      } as ListQueryOf<N>),
    initialPageParam: 1,
    getNextPageParam: (_last: unknown, pages: RowsPage<unknown>[]) => nextRowsPage(pages, LIST_CHUNK),
  });
}

/** The figures of a list's tiles, before its page is there. */
export function prefetchStats<N extends ListRouteName>(queryClient: QueryClient, api: ApiClient, route: N) {
  const resource = listResource(route);
  return queryClient.prefetchQuery({ queryKey: resource.keys.stats, queryFn: () => resource.stats(api) });
}

/** The figures of the list's page (its row of tiles). */
export function useResourceStats<N extends ListRouteName>(resource: ListResource<N>) {
  const api = useApi();
  return useQuery({ queryKey: resource.keys.stats, queryFn: () => resource.stats(api) });
}

/** One item, once an id is chosen. */
export function useResourceItem<N extends ListRouteName>(resource: ListResource<N>, id: string | null) {
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
