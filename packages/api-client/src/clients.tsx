import type { InferRequestType } from 'hono/client';
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

type Clients = ApiClient['v1']['clients'];
export type ClientListQuery = ListQueryOf<'clients'>;
export type ClientPage = ListPageOf<'clients'>;
export type ClientSummary = ClientPage['items'][number];
export type ClientStats = ListStatsOf<'clients'>;
export type ClientDetail = ListItemOf<'clients'>;
export type ClientCreate = InferRequestType<Clients['$post']>['json'];
export type ClientChange = InferRequestType<Clients[':id']['$patch']>['json'];

/** The client book; a client change moves the Clients page and the home's client count. */
export const clientResource = listResource('clients', { moves: ['dashboard'] });

export const useClients = (query: ClientListQuery, options?: { enabled?: boolean }) =>
  useResourceList(clientResource, query, options);
/** Every client matching the search and filters, read a chunk at a time as the list scrolls. */
export const useClientRows = (
  query: Omit<ClientListQuery, 'page' | 'pageSize'>,
  options?: { enabled?: boolean },
) => useResourceRows(clientResource, query, options);
export const useClientStats = () => useResourceStats(clientResource);
export const useClient = (id: string | null) => useResourceItem(clientResource, id);

/** The change waits for the list to refresh (the page shows the client where it now belongs). */
const useClientMutation = <T,>(call: (api: ApiClient, input: T) => Promise<unknown>) =>
  useApiMutation(call, (queryClient) => clientResource.refresh(queryClient));

export const useCreateClient = () =>
  useClientMutation((api, json: ClientCreate) => unwrap(api.v1.clients.$post({ json })));

export const useUpdateClient = () =>
  useClientMutation((api, { id, change }: { id: string; change: ClientChange }) =>
    unwrap(api.v1.clients[':id'].$patch({ param: { id }, json: change })),
  );

export const useDeleteClient = () =>
  useClientMutation((api, id: string) => unwrap(api.v1.clients[':id'].$delete({ param: { id } })));
