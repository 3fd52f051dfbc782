import type { Locale } from '@carat/domain/locale';
import type { QueryClient } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { type ApiClient, unwrap } from './client.ts';
import { orderResource } from './orders.tsx';
import {
  invalidateRoutes,
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

type LeadItem = ApiClient['v1']['leads'][':id'];
export type LeadListQuery = ListQueryOf<'leads'>;
export type LeadPage = ListPageOf<'leads'>;
export type LeadSummary = LeadPage['items'][number];
export type LeadStats = ListStatsOf<'leads'>;
export type LeadDetail = ListItemOf<'leads'>;
export type LeadChange = InferRequestType<LeadItem['$patch']>['json'];

/** The showroom's leads ('Demandes'). */
const leadResource = listResource('leads');

/** Query keys of the leads, derived from their route. */
export const leadKeys = leadResource.keys;

export const useLeads = (query: LeadListQuery, options?: { enabled?: boolean }) =>
  useResourceList(leadResource, query, options);
/** Every lead matching the search and filters, read a chunk at a time as the list scrolls. */
export const useLeadRows = (
  query: Omit<LeadListQuery, 'page' | 'pageSize'>,
  options?: { enabled?: boolean },
) => useResourceRows(leadResource, query, options);
export const useLeadStats = () => useResourceStats(leadResource);
export const useLead = (id: string | null) => useResourceItem(leadResource, id);

/** A status or note change: the lead shows its new state at once, the list and tiles refresh. */
const afterLeadChange = (queryClient: QueryClient, lead: LeadDetail) =>
  leadResource.refresh(queryClient, lead);

export const useUpdateLead = () =>
  useApiMutation(
    (api, { id, change }: { id: string; change: LeadChange }) =>
      unwrap(api.v1.leads[':id'].$patch({ param: { id }, json: change })),
    afterLeadChange,
  );

/**
 * 'Créer la commande': the lead becomes a client and an order, so the leads, orders, clients and the
 * home's figures all refresh; the new order is known at once (its page opens on it).
 */
export const useConvertLead = () =>
  useApiMutation(
    (api, { id, locale }: { id: string; locale?: Locale }) =>
      unwrap(api.v1.leads[':id'].convert.$post({ param: { id }, json: locale ? { locale } : {} })),
    (queryClient, order) => {
      queryClient.setQueryData(orderResource.keys.detail(order.id), order);
      return invalidateRoutes(queryClient, ['leads', 'orders', 'clients', 'dashboard']);
    },
  );
