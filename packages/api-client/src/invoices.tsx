import type { Locale } from '@carat/domain/locale';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { useApi } from './api-context.tsx';
import { type ApiClient, unwrap } from './client.ts';
import { saveDownload } from './files.tsx';
import {
  type ListItemOf,
  type ListPageOf,
  type ListQueryOf,
  type ListStatsOf,
  listResource,
  routeKey,
  useApiMutation,
  useResourceItem,
  useResourceList,
  useResourceRows,
  useResourceStats,
} from './resource.tsx';

type Invoices = ApiClient['v1']['invoices'];
type InvoiceItem = Invoices[':id'];
export type InvoiceListQuery = ListQueryOf<'invoices'>;
export type InvoicePage = ListPageOf<'invoices'>;
export type InvoiceSummary = InvoicePage['items'][number];
export type InvoiceStats = ListStatsOf<'invoices'>;
export type InvoiceDetail = ListItemOf<'invoices'>;
export type InvoiceCreate = InferRequestType<Invoices['$post']>['json'];
export type InvoiceChange = InferRequestType<InvoiceItem['$patch']>['json'];
export type InvoiceSent = InferResponseType<InvoiceItem['send']['$post'], 200>;
export type InvoiceSettings = InferResponseType<ApiClient['v1']['invoice-settings']['$get'], 200>;
export type InvoiceSettingsChange = InferRequestType<ApiClient['v1']['invoice-settings']['$put']>['json'];

/** An invoice change moves the tiles, the order's invoices, the client's figures and the home's revenue. */
const invoiceResource = listResource('invoices', {
  moves: ['orders', 'dashboard', 'clients', 'payments'],
});

export const invoiceKeys = {
  ...invoiceResource.keys,
  settings: (locale: string) => [...routeKey('invoice-settings'), locale] as const,
};

export const useInvoices = (query: InvoiceListQuery, options?: { enabled?: boolean }) =>
  useResourceList(invoiceResource, query, options);
/** Every invoice matching the search and filters, read a chunk at a time as the list scrolls. */
export const useInvoiceRows = (
  query: Omit<InvoiceListQuery, 'page' | 'pageSize'>,
  options?: { enabled?: boolean },
) => useResourceRows(invoiceResource, query, options);
export const useInvoiceStats = () => useResourceStats(invoiceResource);
export const useInvoice = (id: string | null) => useResourceItem(invoiceResource, id);

/** The change is done at once; the lists and figures refresh behind it. */
function afterInvoiceChange(queryClient: QueryClient, invoice?: InvoiceDetail) {
  void invoiceResource.refresh(queryClient, invoice);
}

function useInvoiceMutation<T>(call: (api: ApiClient, input: T) => Promise<InvoiceDetail>) {
  return useApiMutation(call, afterInvoiceChange);
}

export const useCreateInvoice = () =>
  useInvoiceMutation<InvoiceCreate>((api, json) => unwrap(api.v1.invoices.$post({ json })));

export const useUpdateInvoice = () =>
  useInvoiceMutation<{ id: string; change: InvoiceChange }>((api, { id, change }) =>
    unwrap(api.v1.invoices[':id'].$patch({ param: { id }, json: change })),
  );

export const useIssueInvoice = () =>
  useInvoiceMutation<string>((api, id) => unwrap(api.v1.invoices[':id'].issue.$post({ param: { id } })));

export const usePayInvoice = () =>
  useInvoiceMutation<string>((api, id) =>
    unwrap(api.v1.invoices[':id'].pay.$post({ param: { id }, json: {} })),
  );

export const useVoidInvoice = () =>
  useInvoiceMutation<{ id: string; reason?: string | null }>((api, { id, reason }) =>
    unwrap(api.v1.invoices[':id'].void.$post({ param: { id }, json: { reason: reason ?? null } })),
  );

/** A partial (or full) refund of an invoice paid online, with its credit note; tiles refresh after. */
export const useRefundInvoice = () =>
  useInvoiceMutation<{ id: string; amount: number; reason?: string | null }>((api, { id, amount, reason }) =>
    unwrap(api.v1.invoices[':id'].refunds.$post({ param: { id }, json: { amount, reason: reason ?? null } })),
  );

export const useDuplicateInvoice = () =>
  useInvoiceMutation<string>((api, id) => unwrap(api.v1.invoices[':id'].duplicate.$post({ param: { id } })));

export const useDuplicateLastInvoice = () =>
  useInvoiceMutation<void>((api) => unwrap(api.v1.invoices['duplicate-last'].$post()));

export const useDeleteInvoice = () =>
  useApiMutation(
    (api, id: string) => unwrap(api.v1.invoices[':id'].$delete({ param: { id } })),
    (queryClient) => afterInvoiceChange(queryClient),
  );

/** Send Email: issues a draft, emails the PDF; answers the invoice and the address it went to. */
export const useSendInvoice = () =>
  useApiMutation(
    (api, { id, to, locale }: { id: string; to?: string | null; locale?: Locale }) =>
      unwrap(
        api.v1.invoices[':id'].send.$post({
          param: { id },
          json: { to: to ?? null, ...(locale ? { locale } : {}) },
        }),
      ),
    (queryClient, sent) => afterInvoiceChange(queryClient, sent.invoice),
  );

/** Download PDF (or the credit note's): saved under the name the server gives. */
export function useDownloadInvoicePdf() {
  const api = useApi();
  return useMutation({
    mutationFn: async ({
      id,
      creditNote = false,
      noteId,
    }: {
      id: string;
      creditNote?: boolean;
      /** A partial refund's credit note. */
      noteId?: string;
    }) => {
      const response =
        creditNote || noteId
          ? await api.v1.invoices[':id']['credit-note'].pdf.$get({
              param: { id },
              query: noteId ? { noteId } : {},
            })
          : await api.v1.invoices[':id'].pdf.$get({ param: { id } });
      await saveDownload(response as unknown as Response, 'facture.pdf');
    },
  });
}

export function useInvoiceSettings(locale: Locale = 'fr') {
  const api = useApi();
  return useQuery({
    queryKey: invoiceKeys.settings(locale),
    queryFn: () => unwrap(api.v1['invoice-settings'].$get({ query: { locale } })),
  });
}

export function useSaveInvoiceSettings(locale: Locale = 'fr') {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: InvoiceSettingsChange) =>
      unwrap(api.v1['invoice-settings'].$put({ query: { locale }, json })),
    onSuccess: (settings) => {
      queryClient.setQueryData(invoiceKeys.settings(locale), settings);
      void queryClient.invalidateQueries({ queryKey: routeKey('invoice-settings') });
    },
  });
}
