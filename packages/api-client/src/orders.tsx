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

type Orders = ApiClient['v1']['orders'];
type OrderItem = Orders[':id'];
export type OrderListQuery = InferRequestType<Orders['$get']>['query'];
export type OrderPage = InferResponseType<Orders['$get'], 200>;
export type OrderSummary = OrderPage['items'][number];
export type OrderStats = InferResponseType<Orders['stats']['$get'], 200>;
export type OrderDetail = InferResponseType<OrderItem['$get'], 200>;
export type OrderCreate = InferRequestType<Orders['$post']>['json'];
export type OrderChange = InferRequestType<OrderItem['$patch']>['json'];
export type OrderStageMove = InferRequestType<OrderItem['stage']['$post']>['json'];
export type OrderCancel = NonNullable<InferRequestType<OrderItem['cancel']['$post']>['json']>;
export type OrderInvoice = InferResponseType<OrderItem['invoice']['$post'], 200>;

/** Query keys of the orders, in one place, so a change invalidates exactly what shows it. */
export const orderKeys = {
  all: ['orders'] as const,
  list: (query: OrderListQuery) => ['orders', 'list', query] as const,
  stats: ['orders', 'stats'] as const,
  detail: (id: string) => ['orders', 'detail', id] as const,
};

export function useOrders(query: OrderListQuery, options: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: orderKeys.list(query),
    queryFn: () => unwrap<OrderPage>(api.v1.orders.$get({ query })),
    placeholderData: keepPreviousData,
    ...options,
  });
}

export function useOrderStats() {
  const api = useApi();
  return useQuery({
    queryKey: orderKeys.stats,
    queryFn: () => unwrap<OrderStats>(api.v1.orders.stats.$get()),
  });
}

export function useOrder(id: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: orderKeys.detail(id ?? ''),
    queryFn: () => unwrap<OrderDetail>(api.v1.orders[':id'].$get({ param: { id: id! } })),
    enabled: id !== null,
  });
}

/** An order change can draft an invoice and changes clients' figures: all three lists refresh. */
function afterOrderChange(queryClient: QueryClient, order?: OrderDetail) {
  if (order) queryClient.setQueryData(orderKeys.detail(order.id), order);
  void queryClient.invalidateQueries({ queryKey: orderKeys.all });
  void queryClient.invalidateQueries({ queryKey: ['invoices'] });
  void queryClient.invalidateQueries({ queryKey: ['clients'] });
}

function useOrderMutation<T>(call: (api: ApiClient, input: T) => Promise<OrderDetail>) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => call(api, input),
    onSuccess: (order) => afterOrderChange(queryClient, order),
  });
}

export const useCreateOrder = () =>
  useOrderMutation<OrderCreate>((api, json) => unwrap<OrderDetail>(api.v1.orders.$post({ json })));

export const useUpdateOrder = () =>
  useOrderMutation<{ id: string; change: OrderChange }>((api, { id, change }) =>
    unwrap<OrderDetail>(api.v1.orders[':id'].$patch({ param: { id }, json: change })),
  );

export const useMoveOrderStage = () =>
  useOrderMutation<{ id: string; move: OrderStageMove }>((api, { id, move }) =>
    unwrap<OrderDetail>(api.v1.orders[':id'].stage.$post({ param: { id }, json: move })),
  );

export const useCancelOrder = () =>
  useOrderMutation<{ id: string; cancel: OrderCancel }>((api, { id, cancel }) =>
    unwrap<OrderDetail>(api.v1.orders[':id'].cancel.$post({ param: { id }, json: cancel })),
  );

export const useAddOrderNote = () =>
  useOrderMutation<{ id: string; note: string }>((api, { id, note }) =>
    unwrap<OrderDetail>(api.v1.orders[':id'].notes.$post({ param: { id }, json: { note } })),
  );

/** The order's invoice (final unless asked for the deposit), drafted from the order when there is none. */
export function useOrderInvoice() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, kind = 'final' }: { id: string; kind?: 'final' | 'deposit' }) =>
      unwrap<OrderInvoice>(api.v1.orders[':id'].invoice.$post({ param: { id }, json: { kind } })),
    onSuccess: () => afterOrderChange(queryClient),
  });
}
