import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { useApi } from './api-context.tsx';
import { type ApiClient, unwrap } from './client.ts';
import { routeKey } from './resource.tsx';

type Account = ApiClient['v1']['account'];
export type Profile = InferResponseType<Account['profile']['$get'], 200>;
export type ProfileChange = InferRequestType<Account['profile']['$patch']>['json'];
export type NotificationPreferences = InferRequestType<Account['notifications']['$put']>['json'];
export type Appearance = InferRequestType<Account['appearance']['$put']>['json'];
export type Business = InferResponseType<ApiClient['v1']['business']['$get'], 200>;
export type BusinessChange = InferRequestType<ApiClient['v1']['business']['$patch']>['json'];
export type AccountDeletion = InferResponseType<Account['deletion']['$get'], 200>;
export type AccountBackups = InferResponseType<Account['backups']['$get'], 200>;
export type DataExport = InferResponseType<Account['exports']['$post'], 202>;

const keys = {
  profile: ['account', 'profile'] as const,
  business: ['business'] as const,
  deletion: ['account', 'deletion'] as const,
  backups: ['account', 'backups'] as const,
};

/** Asks for a full export (no client) or one client's (their access request): built in the background, emailed. */
export function useRequestDataExport() {
  const api = useApi();
  return useMutation({
    mutationFn: (json: { clientId?: string }) => unwrap(api.v1.account.exports.$post({ json })),
  });
}

/** An export's progress, polled every second until it is ready or failed. */
export function useDataExport(id: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: ['account', 'exports', id],
    queryFn: () => unwrap(api.v1.account.exports[':id'].$get({ param: { id: id! } })),
    enabled: id !== null,
    refetchInterval: (query) =>
      query.state.data?.status === 'ready' || query.state.data?.status === 'failed' ? false : 1000,
  });
}

/** The installation's last backup (Settings → Compte): when, verified by a restore, its size. */
export function useAccountBackups() {
  const api = useApi();
  return useQuery({
    queryKey: keys.backups,
    queryFn: () => unwrap(api.v1.account.backups.$get()),
  });
}

export function useProfile() {
  const api = useApi();
  return useQuery({ queryKey: keys.profile, queryFn: () => unwrap(api.v1.account.profile.$get()) });
}

/** One mutation per settings card; each answers the whole profile, which replaces the cached one. */
function useProfileMutation<T>(call: (api: ApiClient, body: T) => Promise<Profile>) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: T) => call(api, body),
    onSuccess: (profile) => queryClient.setQueryData(keys.profile, profile),
  });
}

export const useUpdateProfile = () =>
  useProfileMutation<ProfileChange>((api, json) => unwrap(api.v1.account.profile.$patch({ json })));
export const useUpdateNotifications = () =>
  useProfileMutation<NotificationPreferences>((api, json) =>
    unwrap(api.v1.account.notifications.$put({ json })),
  );
export const useUpdateAppearance = () =>
  useProfileMutation<Appearance>((api, json) => unwrap(api.v1.account.appearance.$put({ json })));

export function useBusiness() {
  const api = useApi();
  return useQuery({ queryKey: keys.business, queryFn: () => unwrap(api.v1.business.$get()) });
}

export function useUpdateBusiness() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: BusinessChange) => unwrap(api.v1.business.$patch({ json })),
    onSuccess: (business) => {
      queryClient.setQueryData(keys.business, business);
      void queryClient.invalidateQueries({ queryKey: routeKey('me') });
    },
  });
}

/** Whether the account is due to be deleted, and when (Settings → Security → Compte; the banner). */
export function useAccountDeletion(options: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: keys.deletion,
    queryFn: () => unwrap(api.v1.account.deletion.$get()),
    ...options,
  });
}

/** 'Supprimer mon compte': confirmed by the current password; answers the scheduled deletion. */
export function useRequestAccountDeletion() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => unwrap(api.v1.account.deletion.$post({ json: { password } })),
    onSuccess: (status) => {
      queryClient.setQueryData(keys.deletion, status);
      // The subscription now ends at its period's end (Settings → Billing).
      void queryClient.invalidateQueries({ queryKey: ['billing'] });
    },
  });
}

/** 'Annuler la suppression'. */
export function useCancelAccountDeletion() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.v1.account.deletion.$delete()),
    onSuccess: (status) => {
      queryClient.setQueryData(keys.deletion, status);
      void queryClient.invalidateQueries({ queryKey: ['billing'] });
    },
  });
}
