import type { SaleInput, StockItemInput } from '@carat/validation/stock';
import { useQuery } from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { useApi } from './api-context.tsx';
import { type ApiClient, unwrap } from './client.ts';
import { saveDownload } from './files.tsx';
import { invalidateRoutes, routeKey, useApiMutation, useRowsQuery } from './resource.tsx';

/*
 * Stock items and the in-store sale: `/v1/stock-items` and `/v1/sales`. Types read from the
 * API's routes, as every other area's.
 */

type V1 = ApiClient['v1'];
type StockItems = V1['stock-items'];
type Sales = V1['sales'];

export type StockItemPage = InferResponseType<StockItems['$get'], 200>;
export type StockItemSummary = StockItemPage['items'][number];
export type StockItemDetail = InferResponseType<StockItems[':id']['$get'], 200>;
export type StockItemEvent = StockItemDetail['events'][number];
export type StockQuery = Pick<InferRequestType<StockItems['$get']>['query'], 'status' | 'q'>;
export type StockItemCreate = StockItemInput;
export type StockItemChange = Partial<StockItemInput>;
export type SaleCreate = SaleInput;
export type SaleCreated = InferResponseType<Sales['$post'], 201>;
export type SaleDetail = InferResponseType<Sales[':id']['$get'], 200>;

export const stockKeys = {
  rows: (query: StockQuery) => ['stock-items', 'list', 'rows', query] as const,
  detail: (id: string) => ['stock-items', 'detail', id] as const,
  sale: (id: string) => ['sales', 'detail', id] as const,
};

export function useStockRows(query: StockQuery, options: { enabled?: boolean } = {}) {
  const api = useApi();
  return useRowsQuery<StockItemPage, StockQuery>(
    stockKeys.rows(query),
    (paged) => unwrap(api.v1['stock-items'].$get({ query: paged })),
    query,
    options,
  );
}

/** Reads the items matching a search once (a scanned tag comes first). */
export async function findStockItems(
  api: ApiClient,
  q: string,
  status?: StockQuery['status'],
): Promise<StockItemSummary[]> {
  return (
    await unwrap(
      api.v1['stock-items'].$get({ query: { q, page: '1', pageSize: '10', ...(status ? { status } : {}) } }),
    )
  ).items;
}

export function useStockItem(id: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: stockKeys.detail(id ?? ''),
    queryFn: () => unwrap(api.v1['stock-items'][':id'].$get({ param: { id: id! } })),
    enabled: id !== null,
  });
}

export const useCreateStockItem = () =>
  useApiMutation(
    (api, json: StockItemCreate) => unwrap(api.v1['stock-items'].$post({ json })),
    (queryClient, item) => {
      queryClient.setQueryData(stockKeys.detail(item.id), item);
      return queryClient.invalidateQueries({ queryKey: routeKey('stock-items') });
    },
  );

export const useUpdateStockItem = () =>
  useApiMutation(
    (api, { id, change }: { id: string; change: StockItemChange }) =>
      unwrap(api.v1['stock-items'][':id'].$patch({ param: { id }, json: change })),
    (queryClient, item) => {
      queryClient.setQueryData(stockKeys.detail(item.id), item);
      return queryClient.invalidateQueries({ queryKey: routeKey('stock-items') });
    },
  );

/** The item's rat-tail label (or an A4 sheet of them), downloaded. */
export const useDownloadStockLabel = () =>
  useApiMutation(
    async (api, { id, format }: { id: string; format: 'tag' | 'sheet' }) =>
      saveDownload(
        await api.v1['stock-items'][':id']['label.pdf'].$get({ param: { id }, query: { format } }),
        'label.pdf',
      ),
    () => undefined,
  );

export const useCreateSale = () =>
  useApiMutation(
    (api, json: SaleCreate) => unwrap(api.v1.sales.$post({ json })),
    (queryClient) => invalidateRoutes(queryClient, ['stock-items', 'sales', 'clients']),
  );

export function useSale(id: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: stockKeys.sale(id ?? ''),
    queryFn: () => unwrap(api.v1.sales[':id'].$get({ param: { id: id! } })),
    enabled: id !== null,
  });
}

/** Everything left on the sale back in stock, with a credit note. */
export const useReturnSale = () =>
  useApiMutation(
    (api, { id }: { id: string }) => unwrap(api.v1.sales[':id'].return.$post({ param: { id }, json: {} })),
    (queryClient) => invalidateRoutes(queryClient, ['stock-items', 'sales']),
  );

/** The sale's receipt (A4, or the 80 mm thermal roll), downloaded. */
export const useDownloadReceipt = () =>
  useApiMutation(
    async (api, { id, format }: { id: string; format: 'a4' | '80mm' }) =>
      saveDownload(
        await api.v1.sales[':id']['receipt.pdf'].$get({ param: { id }, query: { format } }),
        'receipt.pdf',
      ),
    () => undefined,
  );

/** The A4 receipt by email, to `to` or to the sale's client. */
export const useEmailReceipt = () =>
  useApiMutation(
    (api, { id, to }: { id: string; to?: string }) =>
      unwrap(api.v1.sales[':id'].email.$post({ param: { id }, json: to ? { to } : {} })),
    () => undefined,
  );
