import type { Locale } from '@carat/domain/locale';
import type { QueryClient } from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { type ApiClient, unwrap } from './client.ts';
import { dashboardKeys } from './dashboard.tsx';
import { type OrderDetail, orderKeys } from './orders.tsx';
import {
  type ListResource,
  useApiMutation,
  useResourceItem,
  useResourceList,
  useResourceStats,
} from './resource.tsx';

type Leads = ApiClient['v1']['leads'];
type LeadItem = Leads[':id'];
export type LeadListQuery = InferRequestType<Leads['$get']>['query'];
export type LeadPage = InferResponseType<Leads['$get'], 200>;
export type LeadSummary = LeadPage['items'][number];
export type LeadStats = InferResponseType<Leads['stats']['$get'], 200>;
export type LeadDetail = InferResponseType<LeadItem['$get'], 200>;
export type LeadChange = InferRequestType<LeadItem['$patch']>['json'];

/** Query keys of the showroom's leads ('Demandes'), in one place. */
export const leadKeys = {
  all: ['leads'] as const,
  list: (query: LeadListQuery) => ['leads', 'list', query] as const,
  stats: ['leads', 'stats'] as const,
  detail: (id: string) => ['leads', 'detail', id] as const,
};

const leadResource: ListResource<LeadListQuery, LeadPage, LeadStats, LeadDetail> = {
  keys: leadKeys,
  list: (api, query) => unwrap<LeadPage>(api.v1.leads.$get({ query })),
  stats: (api) => unwrap<LeadStats>(api.v1.leads.stats.$get()),
  detail: (api, id) => unwrap<LeadDetail>(api.v1.leads[':id'].$get({ param: { id } })),
};

export const useLeads = (query: LeadListQuery, options?: { enabled?: boolean }) =>
  useResourceList(leadResource, query, options);
export const useLeadStats = () => useResourceStats(leadResource);
export const useLead = (id: string | null) => useResourceItem(leadResource, id);

/** A status or note change: the lead shows its new state at once, the list and tiles refresh. */
function afterLeadChange(queryClient: QueryClient, lead: LeadDetail) {
  queryClient.setQueryData(leadKeys.detail(lead.id), lead);
  return queryClient.invalidateQueries({ queryKey: leadKeys.all });
}

export const useUpdateLead = () =>
  useApiMutation(
    (api, { id, change }: { id: string; change: LeadChange }) =>
      unwrap<LeadDetail>(api.v1.leads[':id'].$patch({ param: { id }, json: change })),
    afterLeadChange,
  );

/**
 * 'Créer la commande': the lead becomes a client and an order, so the leads, orders, clients and the
 * home's figures all refresh; the new order is known at once (its page opens on it).
 */
export const useConvertLead = () =>
  useApiMutation(
    (api, { id, locale }: { id: string; locale?: Locale }) =>
      unwrap<OrderDetail>(
        api.v1.leads[':id'].convert.$post({ param: { id }, json: locale ? { locale } : {} }),
      ),
    (queryClient, order) => {
      queryClient.setQueryData(orderKeys.detail(order.id), order);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: leadKeys.all }),
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['clients'] }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
      ]);
    },
  );
