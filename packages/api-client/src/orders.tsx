import type { QueryClient } from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { type ApiClient, unwrap } from './client.ts';
import {
  type ListItemOf,
  type ListPageOf,
  type ListQueryOf,
  type ListStatsOf,
  listResource,
  useApiMutation,
  useResourceItem,
  useResourceList,
  useResourceRows,
  useResourceStats,
} from './resource.tsx';

type Orders = ApiClient['v1']['orders'];
type OrderItem = Orders[':id'];
export type OrderListQuery = ListQueryOf<'orders'>;
export type OrderPage = ListPageOf<'orders'>;
export type OrderSummary = OrderPage['items'][number];
export type OrderStats = ListStatsOf<'orders'>;
export type OrderDetail = ListItemOf<'orders'>;
export type OrderCreate = InferRequestType<Orders['$post']>['json'];
export type OrderChange = InferRequestType<OrderItem['$patch']>['json'];
export type OrderStageMove = InferRequestType<OrderItem['stage']['$post']>['json'];
export type OrderCancel = NonNullable<InferRequestType<OrderItem['cancel']['$post']>['json']>;
export type OrderInvoice = InferResponseType<OrderItem['invoice']['$post'], 200>;

/** An order change can draft an invoice and changes clients' figures and the home's: all refresh. */
export const orderResource = listResource('orders', { moves: ['invoices', 'clients', 'dashboard'] });

/** Query keys of the orders, derived from their route. */
export const orderKeys = orderResource.keys;

export const useOrders = (query: OrderListQuery, options?: { enabled?: boolean }) =>
  useResourceList(orderResource, query, options);
/** Every order matching the search and filters, read a chunk at a time as the list scrolls. */
export const useOrderRows = (
  query: Omit<OrderListQuery, 'page' | 'pageSize'>,
  options?: { enabled?: boolean },
) => useResourceRows(orderResource, query, options);
export const useOrderStats = () => useResourceStats(orderResource);
export const useOrder = (id: string | null) => useResourceItem(orderResource, id);

/** The change is done at once; the lists and figures refresh behind it. */
function afterOrderChange(queryClient: QueryClient, order?: OrderDetail) {
  void orderResource.refresh(queryClient, order);
}

function useOrderMutation<T>(call: (api: ApiClient, input: T) => Promise<OrderDetail>) {
  return useApiMutation(call, afterOrderChange);
}

export const useCreateOrder = () =>
  useOrderMutation<OrderCreate>((api, json) => unwrap(api.v1.orders.$post({ json })));

export const useUpdateOrder = () =>
  useOrderMutation<{ id: string; change: OrderChange }>((api, { id, change }) =>
    unwrap(api.v1.orders[':id'].$patch({ param: { id }, json: change })),
  );

export const useMoveOrderStage = () =>
  useOrderMutation<{ id: string; move: OrderStageMove }>((api, { id, move }) =>
    unwrap(api.v1.orders[':id'].stage.$post({ param: { id }, json: move })),
  );

export const useCancelOrder = () =>
  useOrderMutation<{ id: string; cancel: OrderCancel }>((api, { id, cancel }) =>
    unwrap(api.v1.orders[':id'].cancel.$post({ param: { id }, json: cancel })),
  );

export const useAddOrderNote = () =>
  useOrderMutation<{ id: string; note: string }>((api, { id, note }) =>
    unwrap(api.v1.orders[':id'].notes.$post({ param: { id }, json: { note } })),
  );

/** The order's invoice (final unless asked for the deposit), drafted from the order when there is none. */
export const useOrderInvoice = () =>
  useApiMutation(
    (api, { id, kind = 'final' }: { id: string; kind?: 'final' | 'deposit' }) =>
      unwrap(api.v1.orders[':id'].invoice.$post({ param: { id }, json: { kind } })),
    (queryClient) => afterOrderChange(queryClient),
  );

export type OrderPaymentLink = InferResponseType<OrderItem['payment-link']['$post'], 200>;

/**
 * A custom order paid in stages: a pay link for its deposit or its balance, to copy for the
 * client; the order's timeline records it (403 plan_required on CZ).
 */
export const useOrderPaymentLink = () =>
  useApiMutation(
    (api, { id, kind }: { id: string; kind: 'deposit' | 'balance' }) =>
      unwrap(api.v1.orders[':id']['payment-link'].$post({ param: { id }, json: { kind } })),
    (queryClient) => afterOrderChange(queryClient),
  );
