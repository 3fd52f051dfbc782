import type {
  CashDrawerCloseInput,
  CashDrawerOpenInput,
  CashMovementInput,
  GiftCardSettingsInput,
  LayawayInput,
  LayawayPolicyInput,
  MemoInput,
  SaleInput,
  SaleLinkInput,
  StockItemInput,
} from '@carat/validation/stock';
import { type QueryClient, useQuery } from '@tanstack/react-query';
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

type CardLinks = Sales['card-links'];
/** A sale whose card part is paid on the client's phone (ADR 087): its link, QR code and outcome. */
export type SaleLink = InferResponseType<CardLinks[':id']['$get'], 200>;

export const stockKeys = {
  rows: (query: StockQuery) => ['stock-items', 'list', 'rows', query] as const,
  detail: (id: string) => ['stock-items', 'detail', id] as const,
  sale: (id: string) => ['sales', 'detail', id] as const,
  saleLink: (id: string) => ['sales', 'card-links', id] as const,
};

/** Opens a card link for a sale: its pieces are held until it is paid, cancelled or runs out. */
export const useStartSaleLink = () =>
  useApiMutation(
    (api, json: SaleLinkInput) => unwrap(api.v1.sales['card-links'].$post({ json })),
    (queryClient, link) => {
      queryClient.setQueryData(stockKeys.saleLink(link.id), link);
      return invalidateRoutes(queryClient, ['stock-items']);
    },
  );

/** A card link, asked again every `pollMs` while it is open (the server then reads the payment from Stripe). */
export function useSaleLink(id: string | null, pollMs = 2000) {
  const api = useApi();
  return useQuery({
    queryKey: stockKeys.saleLink(id ?? ''),
    queryFn: () => unwrap(api.v1.sales['card-links'][':id'].$get({ param: { id: id! } })),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === 'open' ? pollMs : false),
  });
}

/** Ends a card link (its pieces go back); paid meanwhile, the answer carries the sale. */
export const useCancelSaleLink = () =>
  useApiMutation(
    (api, { id }: { id: string }) =>
      unwrap(api.v1.sales['card-links'][':id'].cancel.$post({ param: { id } })),
    (queryClient, link) => {
      queryClient.setQueryData(stockKeys.saleLink(link.id), link);
      return invalidateRoutes(queryClient, ['stock-items', 'sales']);
    },
  );

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

export type StockItemPhoto = StockItemDetail['photos'][number];

/** After a photo change: the item's detail gets its photos; lists (thumbnails) are read again. */
function photosChanged(queryClient: QueryClient, id: string, photos: StockItemPhoto[]) {
  queryClient.setQueryData<StockItemDetail>(stockKeys.detail(id), (item) =>
    item ? { ...item, photos, thumbnailUrl: photos[0]?.thumbnailUrl ?? null } : item,
  );
  return queryClient.invalidateQueries({ queryKey: routeKey('stock-items') });
}

/** Adds a photo of a stock item (multipart); the server checks it as a catalogue photo. */
export const useUploadStockPhoto = () =>
  useApiMutation(
    async (api, { id, file }: { id: string; file: File }) => ({
      id,
      photos: await unwrap(api.v1['stock-items'][':id'].photos.$post({ param: { id }, form: { file } })),
    }),
    (queryClient, { id, photos }) => photosChanged(queryClient, id, photos),
  );

/** Puts a stock item's photos in this order (the first is its thumbnail). */
export const useReorderStockPhotos = () =>
  useApiMutation(
    async (api, { id, order }: { id: string; order: string[] }) => ({
      id,
      photos: await unwrap(
        api.v1['stock-items'][':id'].photos.order.$put({ param: { id }, json: { order } }),
      ),
    }),
    (queryClient, { id, photos }) => photosChanged(queryClient, id, photos),
  );

export const useDeleteStockPhoto = () =>
  useApiMutation(
    async (api, { id, photoId }: { id: string; photoId: string }) => ({
      id,
      photos: await unwrap(
        api.v1['stock-items'][':id'].photos[':photoId'].$delete({ param: { id, photoId } }),
      ),
    }),
    (queryClient, { id, photos }) => photosChanged(queryClient, id, photos),
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
    (queryClient) =>
      invalidateRoutes(queryClient, ['stock-items', 'sales', 'clients', 'cash-drawer', 'gift-cards']),
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
    (api, { id, refundMethod }: { id: string; refundMethod?: SaleRefundMethod }) =>
      unwrap(api.v1.sales[':id'].return.$post({ param: { id }, json: refundMethod ? { refundMethod } : {} })),
    (queryClient) => invalidateRoutes(queryClient, ['stock-items', 'sales', 'cash-drawer', 'gift-cards']),
  );

export type SaleRefundMethod = 'cash' | 'card' | 'transfer' | 'credit' | 'gift-card';

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

/* Memo goods and layaway (ADR 067): `/v1/memos`, `/v1/layaways`, `/v1/layaway-policy`. */

type Memos = V1['memos'];
type Layaways = V1['layaways'];

export type MemoPage = InferResponseType<Memos['$get'], 200>;
export type MemoSummary = MemoPage['items'][number];
export type MemoDetail = InferResponseType<Memos[':id']['$get'], 200>;
export type MemoQuery = Pick<InferRequestType<Memos['$get']>['query'], 'direction' | 'status'>;
export type LayawayPage = InferResponseType<Layaways['$get'], 200>;
export type LayawaySummary = LayawayPage['items'][number];
export type LayawayDetail = InferResponseType<Layaways[':id']['$get'], 200>;
export type LayawayQuery = Pick<InferRequestType<Layaways['$get']>['query'], 'status'>;
export type LayawayPolicy = InferResponseType<V1['layaway-policy']['$get'], 200>;

export const memoKeys = {
  rows: (query: MemoQuery) => ['memos', 'list', 'rows', query] as const,
  detail: (id: string) => ['memos', 'detail', id] as const,
};
export const layawayKeys = {
  rows: (query: LayawayQuery) => ['layaways', 'list', 'rows', query] as const,
  detail: (id: string) => ['layaways', 'detail', id] as const,
  policy: ['layaway-policy'] as const,
};

export function useMemoRows(query: MemoQuery) {
  const api = useApi();
  return useRowsQuery<MemoPage, MemoQuery>(
    memoKeys.rows(query),
    (paged) => unwrap(api.v1.memos.$get({ query: paged })),
    query,
  );
}

/** One memo with its pieces (not `useMemo`, React's). */
export function useMemoDetail(id: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: memoKeys.detail(id ?? ''),
    queryFn: () => unwrap(api.v1.memos[':id'].$get({ param: { id: id! } })),
    enabled: id !== null,
  });
}

export const useCreateMemo = () =>
  useApiMutation(
    (api, json: MemoInput) => unwrap(api.v1.memos.$post({ json })),
    (queryClient, memo) => {
      queryClient.setQueryData(memoKeys.detail(memo.id), memo);
      return invalidateRoutes(queryClient, ['memos', 'stock-items']);
    },
  );

/** Pieces of a memo returned, or (memo in) bought; all its open pieces when none are named. */
export const useSettleMemo = () =>
  useApiMutation(
    (api, { id, action, stockItemIds }: { id: string; action: 'return' | 'buy'; stockItemIds?: string[] }) =>
      unwrap(
        api.v1.memos[':id'][action].$post({ param: { id }, json: stockItemIds ? { stockItemIds } : {} }),
      ),
    (queryClient, memo) => {
      queryClient.setQueryData(memoKeys.detail(memo.id), memo);
      return invalidateRoutes(queryClient, ['memos', 'stock-items']);
    },
  );

export const useDownloadMemo = () =>
  useApiMutation(
    async (api, { id }: { id: string }) =>
      saveDownload(await api.v1.memos[':id'].pdf.$get({ param: { id } }), 'memo.pdf'),
    () => undefined,
  );

/**
 * Attaches a supplier's invoice (a PDF) to a memo received from them: sent as the body, its Factur-X read
 * by the server; the memo comes back with it.
 */
export const useAttachSupplierInvoice = () =>
  useApiMutation(
    (api, { id, file }: { id: string; file: File }) =>
      unwrap(
        api.v1.memos[':id']['supplier-invoice'].$put(
          { param: { id }, query: { name: file.name } },
          // The file as the body: its type (application/pdf) is the request's.
          { init: { body: new Blob([file], { type: 'application/pdf' }) } },
        ),
      ),
    (queryClient, memo) => {
      queryClient.setQueryData(memoKeys.detail(memo.id), memo);
    },
  );

export const useDetachSupplierInvoice = () =>
  useApiMutation(
    (api, { id }: { id: string }) =>
      unwrap(api.v1.memos[':id']['supplier-invoice'].$delete({ param: { id } })),
    (queryClient, memo) => {
      queryClient.setQueryData(memoKeys.detail(memo.id), memo);
    },
  );

/** The supplier's invoice attached to a memo, downloaded as it was uploaded. */
export const useDownloadSupplierInvoice = () =>
  useApiMutation(
    async (api, { id, fileName }: { id: string; fileName: string }) =>
      saveDownload(await api.v1.memos[':id']['supplier-invoice.pdf'].$get({ param: { id } }), fileName),
    () => undefined,
  );

export function useLayawayRows(query: LayawayQuery) {
  const api = useApi();
  return useRowsQuery<LayawayPage, LayawayQuery>(
    layawayKeys.rows(query),
    (paged) => unwrap(api.v1.layaways.$get({ query: paged })),
    query,
  );
}

export function useLayaway(id: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: layawayKeys.detail(id ?? ''),
    queryFn: () => unwrap(api.v1.layaways[':id'].$get({ param: { id: id! } })),
    enabled: id !== null,
  });
}

const afterLayaway = (queryClient: QueryClient, layaway: LayawayDetail) => {
  queryClient.setQueryData(layawayKeys.detail(layaway.id), layaway);
  return invalidateRoutes(queryClient, ['layaways', 'stock-items', 'sales', 'cash-drawer']);
};

export const useCreateLayaway = () =>
  useApiMutation((api, json: LayawayInput) => unwrap(api.v1.layaways.$post({ json })), afterLayaway);

/** A payment at the counter; the last one releases the piece as a sale. */
export const useLayawayPayment = () =>
  useApiMutation(
    (api, { id, ...json }: { id: string; method: 'card' | 'cash' | 'transfer'; amountMinor: number }) =>
      unwrap(api.v1.layaways[':id'].payments.$post({ param: { id }, json })),
    afterLayaway,
  );

/** A layaway paid in full online, handed over as a sale. */
export const useReleaseLayaway = () =>
  useApiMutation(
    (api, { id }: { id: string }) => unwrap(api.v1.layaways[':id'].release.$post({ param: { id } })),
    afterLayaway,
  );

/** Cancel, confirming the refund that was shown. */
export const useCancelLayaway = () =>
  useApiMutation(
    (api, { id, expectedRefundMinor }: { id: string; expectedRefundMinor: number }) =>
      unwrap(api.v1.layaways[':id'].cancel.$post({ param: { id }, json: { expectedRefundMinor } })),
    afterLayaway,
  );

export const useLayawayPayLink = () =>
  useApiMutation(
    (api, { id }: { id: string }) => unwrap(api.v1.layaways[':id']['payment-link'].$post({ param: { id } })),
    () => undefined,
  );

export function useLayawayPolicy() {
  const api = useApi();
  return useQuery({ queryKey: layawayKeys.policy, queryFn: () => unwrap(api.v1['layaway-policy'].$get()) });
}

/** Owners and admins: what a cancelled layaway keeps (nothing, a percentage, a fixed fee). */
export const useSetLayawayPolicy = () =>
  useApiMutation(
    (api, json: LayawayPolicyInput) => unwrap(api.v1['layaway-policy'].$put({ json })),
    (queryClient, policy) => queryClient.setQueryData(layawayKeys.policy, policy),
  );

/* The cash drawer and its Z report (ADR 072): `/v1/cash-drawer`. */

type CashDrawer = V1['cash-drawer'];

export type CashDrawerSession = InferResponseType<CashDrawer['sessions'][':id']['$get'], 200>;
export type CashDrawerSessionSummary = InferResponseType<
  CashDrawer['sessions']['$get'],
  200
>['items'][number];
export type ZReport = CashDrawerSession['report'];

export const cashDrawerKeys = {
  current: ['cash-drawer', 'current'] as const,
  sessions: ['cash-drawer', 'sessions'] as const,
  session: (id: string) => ['cash-drawer', 'session', id] as const,
};

/** The open drawer with its running figures; `null` when none is open. */
export function useCashDrawer() {
  const api = useApi();
  return useQuery({
    queryKey: cashDrawerKeys.current,
    queryFn: async () => (await unwrap(api.v1['cash-drawer'].$get())).session,
  });
}

export function useCashDrawerSessions() {
  const api = useApi();
  return useQuery({
    queryKey: cashDrawerKeys.sessions,
    queryFn: async () =>
      (await unwrap(api.v1['cash-drawer'].sessions.$get({ query: { page: '1', pageSize: '30' } }))).items,
  });
}

export function useCashDrawerSession(id: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: cashDrawerKeys.session(id ?? ''),
    queryFn: () => unwrap(api.v1['cash-drawer'].sessions[':id'].$get({ param: { id: id! } })),
    enabled: id !== null,
  });
}

const afterDrawer = (queryClient: QueryClient, session: CashDrawerSession) => {
  queryClient.setQueryData(cashDrawerKeys.session(session.id), session);
  queryClient.setQueryData(cashDrawerKeys.current, session.status === 'open' ? session : null);
  return queryClient.invalidateQueries({ queryKey: cashDrawerKeys.sessions });
};

export const useOpenCashDrawer = () =>
  useApiMutation(
    (api, json: CashDrawerOpenInput) => unwrap(api.v1['cash-drawer'].open.$post({ json })),
    afterDrawer,
  );

/** Cash put in or taken out of the open drawer, with its reason. */
export const useCashMovement = () =>
  useApiMutation(
    (api, json: CashMovementInput) => unwrap(api.v1['cash-drawer'].movements.$post({ json })),
    afterDrawer,
  );

/** Close the drawer shown (`sessionId`) with the cash counted. */
export const useCloseCashDrawer = () =>
  useApiMutation(
    (api, json: CashDrawerCloseInput) => unwrap(api.v1['cash-drawer'].close.$post({ json })),
    afterDrawer,
  );

/** The session's Z report (A4, or the 80 mm thermal roll), downloaded. */
export const useDownloadZReport = () =>
  useApiMutation(
    async (api, { id, format }: { id: string; format: 'a4' | '80mm' }) =>
      saveDownload(
        await api.v1['cash-drawer'].sessions[':id']['z-report.pdf'].$get({
          param: { id },
          query: { format },
        }),
        'z-report.pdf',
      ),
    () => undefined,
  );

/** The day's Z report (ADR 077): every session opened that day and the sales outside any, downloaded. */
export const useDownloadDayZReport = () =>
  useApiMutation(
    async (api, { date, format }: { date: string; format: 'a4' | '80mm' }) =>
      saveDownload(
        await api.v1['cash-drawer'].days[':date']['z-report.pdf'].$get({
          param: { date },
          query: { format },
        }),
        `Z-${date}.pdf`,
      ),
    () => undefined,
  );

/* Gift cards (ADR 077): `/v1/gift-cards`; sold and spent through the sale. */

type GiftCards = V1['gift-cards'];

export type GiftCardSummary = InferResponseType<GiftCards['$get'], 200>['items'][number];
export type GiftCardDetail = InferResponseType<GiftCards[':id']['$get'], 200>;

export const giftCardKeys = {
  list: (q: string) => ['gift-cards', 'list', q] as const,
  detail: (id: string) => ['gift-cards', 'detail', id] as const,
};

/** The cards, newest first; `q`: a code's last four characters (or all of it) or a client's name. */
export function useGiftCards(q: string) {
  const api = useApi();
  return useQuery({
    queryKey: giftCardKeys.list(q),
    queryFn: async () =>
      (await unwrap(api.v1['gift-cards'].$get({ query: { page: '1', pageSize: '50', ...(q ? { q } : {}) } })))
        .items,
  });
}

/** One card: its balance and history. */
export function useGiftCard(id: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: giftCardKeys.detail(id ?? ''),
    queryFn: () => unwrap(api.v1['gift-cards'][':id'].$get({ param: { id: id! } })),
    enabled: id !== null,
  });
}

/* Gift card settings (ADR 089): validity, and the showroom's sale. */

export type GiftCardSettings = InferResponseType<V1['gift-card-settings']['$get'], 200>;
const giftCardSettingsKey = ['gift-card-settings'] as const;

export function useGiftCardSettings() {
  const api = useApi();
  return useQuery({
    queryKey: giftCardSettingsKey,
    queryFn: () => unwrap(api.v1['gift-card-settings'].$get()),
  });
}

/** Owners and admins: validity in months (0: no expiry), whether and what the showroom sells. */
export const useSetGiftCardSettings = () =>
  useApiMutation(
    (api, json: GiftCardSettingsInput) => unwrap(api.v1['gift-card-settings'].$put({ json })),
    (queryClient, settings) => queryClient.setQueryData(giftCardSettingsKey, settings),
  );

/* Stock as CSV (ADR 072). */

export type StockImportResult = InferResponseType<StockItems['import']['$post'], 200>;

/** Every item as CSV, downloaded. */
export const useExportStockCsv = () =>
  useApiMutation(
    async (api) => saveDownload(await api.v1['stock-items']['export.csv'].$get(), 'stock.csv'),
    () => undefined,
  );

/** The file checked row by row (`dryRun`), or applied: all rows or none. */
export const useImportStockCsv = () =>
  useApiMutation(
    (api, json: { csv: string; dryRun?: boolean }) => unwrap(api.v1['stock-items'].import.$post({ json })),
    (queryClient, result) =>
      result.applied ? queryClient.invalidateQueries({ queryKey: routeKey('stock-items') }) : undefined,
  );

/* Stock counts (ADR 072): `/v1/stock-counts`. */

type StockCounts = V1['stock-counts'];

export type StockCount = InferResponseType<StockCounts[':id']['$get'], 200>;
export type StockCountSummary = InferResponseType<StockCounts['$get'], 200>['items'][number];
export type StockCountScan = InferResponseType<StockCounts[':id']['scans']['$post'], 201>['scan'];

export const stockCountKeys = {
  list: ['stock-counts', 'list'] as const,
  locations: ['stock-counts', 'locations'] as const,
  detail: (id: string) => ['stock-counts', 'detail', id] as const,
};

export function useStockCounts() {
  const api = useApi();
  return useQuery({
    queryKey: stockCountKeys.list,
    queryFn: async () =>
      (await unwrap(api.v1['stock-counts'].$get({ query: { page: '1', pageSize: '30' } }))).items,
  });
}

/** The locations the pieces in the shop name, with how many each holds. */
export function useStockLocations() {
  const api = useApi();
  return useQuery({
    queryKey: stockCountKeys.locations,
    queryFn: async () => (await unwrap(api.v1['stock-counts'].locations.$get())).items,
  });
}

export function useStockCount(id: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: stockCountKeys.detail(id ?? ''),
    queryFn: () => unwrap(api.v1['stock-counts'][':id'].$get({ param: { id: id! } })),
    enabled: id !== null,
  });
}

const afterCount = (queryClient: QueryClient, count: StockCount) => {
  queryClient.setQueryData(stockCountKeys.detail(count.id), count);
  return queryClient.invalidateQueries({ queryKey: stockCountKeys.list });
};

export const useStartStockCount = () =>
  useApiMutation(
    (api, json: { location: string }) => unwrap(api.v1['stock-counts'].$post({ json })),
    afterCount,
  );

/** A scanned or typed tag; answers the scan's outcome and the count as it stands. */
export const useScanStockCount = () =>
  useApiMutation(
    (api, { id, code }: { id: string; code: string }) =>
      unwrap(api.v1['stock-counts'][':id'].scans.$post({ param: { id }, json: { code } })),
    (queryClient, result) => {
      queryClient.setQueryData(stockCountKeys.detail(result.count.id), result.count);
    },
  );

export const useFinishStockCount = () =>
  useApiMutation(
    (api, { id }: { id: string }) => unwrap(api.v1['stock-counts'][':id'].finish.$post({ param: { id } })),
    afterCount,
  );
