import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
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

/** The calls of a list route, as the run-time client (a proxy over the path) answers them. */
interface ListCalls {
  $get(args: { query: unknown }): Promise<Response>;
  stats: { $get(): Promise<Response> };
  ':id': { $get(args: { param: { id: string } }): Promise<Response> };
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
  const calls = (api: ApiClient) => api.v1[route] as unknown as ListCalls;
  const keys = {
    all: routeKey(route),
    list: (query: Query) => [route, 'list', query] as const,
    stats: [route, 'stats'] as const,
    detail: (id: string) => [route, 'detail', id] as const,
  };
  return {
    route,
    keys,
    list: (api: ApiClient, query: Query) => unwrap<ListPageOf<N>>(calls(api).$get({ query })),
    stats: (api: ApiClient) => unwrap<ListStatsOf<N>>(calls(api).stats.$get()),
    detail: (api: ApiClient, id: string) => unwrap<Item>(calls(api)[':id'].$get({ param: { id } })),
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
