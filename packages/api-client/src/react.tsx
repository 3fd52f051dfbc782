import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { useApi } from './api-context.tsx';
import { type ApiClient, unwrap } from './client.ts';
import { dashboardKeys } from './dashboard.tsx';
import {
  type ListResource,
  useApiMutation,
  useResourceItem,
  useResourceList,
  useResourceStats,
} from './resource.tsx';

export { ApiProvider, useApi } from './api-context.tsx';

type Clients = ApiClient['v1']['clients'];
export type ClientListQuery = InferRequestType<Clients['$get']>['query'];
export type ClientPage = InferResponseType<Clients['$get'], 200>;
export type ClientSummary = ClientPage['items'][number];
export type ClientStats = InferResponseType<Clients['stats']['$get'], 200>;
export type ClientDetail = InferResponseType<Clients[':id']['$get'], 200>;
export type ClientCreate = InferRequestType<Clients['$post']>['json'];
export type ClientChange = InferRequestType<Clients[':id']['$patch']>['json'];
export type Me = InferResponseType<ApiClient['v1']['me']['$get'], 200>;

/** Query keys in one place, so a change invalidates exactly what shows it. */
export const queryKeys = {
  me: ['me'] as const,
  clients: {
    all: ['clients'] as const,
    list: (query: ClientListQuery) => ['clients', 'list', query] as const,
    stats: ['clients', 'stats'] as const,
    detail: (id: string) => ['clients', 'detail', id] as const,
  },
};

export function useMe(options: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({ queryKey: queryKeys.me, queryFn: () => unwrap<Me>(api.v1.me.$get()), ...options });
}

const clientResource: ListResource<ClientListQuery, ClientPage, ClientStats, ClientDetail> = {
  keys: queryKeys.clients,
  list: (api, query) => unwrap<ClientPage>(api.v1.clients.$get({ query })),
  stats: (api) => unwrap<ClientStats>(api.v1.clients.stats.$get()),
  detail: (api, id) => unwrap<ClientDetail>(api.v1.clients[':id'].$get({ param: { id } })),
};

export const useClients = (query: ClientListQuery, options?: { enabled?: boolean }) =>
  useResourceList(clientResource, query, options);
export const useClientStats = () => useResourceStats(clientResource);
export const useClient = (id: string | null) => useResourceItem(clientResource, id);

/** A client change moves the Clients page and the home's client count (the change waits for the list). */
function afterClientChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.clients.all }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
  ]);
}

export const useCreateClient = () =>
  useApiMutation(
    (api, json: ClientCreate) => unwrap<ClientDetail>(api.v1.clients.$post({ json })),
    afterClientChange,
  );

export const useUpdateClient = () =>
  useApiMutation(
    (api, { id, change }: { id: string; change: ClientChange }) =>
      unwrap<ClientDetail>(api.v1.clients[':id'].$patch({ param: { id }, json: change })),
    afterClientChange,
  );

export const useDeleteClient = () =>
  useApiMutation(
    (api, id: string) => unwrap<void>(api.v1.clients[':id'].$delete({ param: { id } })),
    afterClientChange,
  );

export * from './account.tsx';
export * from './analytics.tsx';
export * from './appointments.tsx';
export * from './dashboard.tsx';
export * from './files.tsx';
export * from './invoices.tsx';
export * from './leads.tsx';
export * from './orders.tsx';
export * from './session-react.tsx';
export * from './showroom.tsx';
export * from './showroom-builder.tsx';
export * from './size-guides.tsx';
export * from './subscription.tsx';
