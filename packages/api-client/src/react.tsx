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

export function useClients(query: ClientListQuery) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.clients.list(query),
    queryFn: () => unwrap<ClientPage>(api.v1.clients.$get({ query })),
    // Keep the previous page on screen while the next search answers: no flash of emptiness.
    placeholderData: keepPreviousData,
  });
}

export function useClientStats() {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.clients.stats,
    queryFn: () => unwrap<ClientStats>(api.v1.clients.stats.$get()),
  });
}

export function useClient(id: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.clients.detail(id ?? ''),
    queryFn: () => unwrap<ClientDetail>(api.v1.clients[':id'].$get({ param: { id: id! } })),
    enabled: id !== null,
  });
}

function invalidateClients(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: queryKeys.clients.all });
}

export function useCreateClient() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: ClientCreate) => unwrap<ClientDetail>(api.v1.clients.$post({ json })),
    onSuccess: () => invalidateClients(queryClient),
  });
}

export function useUpdateClient() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: ClientChange }) =>
      unwrap<ClientDetail>(api.v1.clients[':id'].$patch({ param: { id }, json: change })),
    onSuccess: () => invalidateClients(queryClient),
  });
}

export function useDeleteClient() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap<void>(api.v1.clients[':id'].$delete({ param: { id } })),
    onSuccess: () => invalidateClients(queryClient),
  });
}
export * from './account.tsx';
export * from './appointments.tsx';
export * from './files.tsx';
export * from './invoices.tsx';
export * from './orders.tsx';
export * from './session-react.tsx';
export * from './showroom.tsx';
export * from './showroom-builder.tsx';
export * from './subscription.tsx';
