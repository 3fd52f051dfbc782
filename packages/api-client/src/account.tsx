import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { useApi } from './api-context.tsx';
import { type ApiClient, unwrap } from './client.ts';

type Account = ApiClient['v1']['account'];
export type Profile = InferResponseType<Account['profile']['$get'], 200>;
export type ProfileChange = InferRequestType<Account['profile']['$patch']>['json'];
export type NotificationPreferences = InferRequestType<Account['notifications']['$put']>['json'];
export type Appearance = InferRequestType<Account['appearance']['$put']>['json'];
export type Business = InferResponseType<ApiClient['v1']['business']['$get'], 200>;
export type BusinessChange = InferRequestType<ApiClient['v1']['business']['$patch']>['json'];

const keys = { profile: ['account', 'profile'] as const, business: ['business'] as const };

export function useProfile() {
  const api = useApi();
  return useQuery({ queryKey: keys.profile, queryFn: () => unwrap<Profile>(api.v1.account.profile.$get()) });
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
  useProfileMutation<ProfileChange>((api, json) => unwrap<Profile>(api.v1.account.profile.$patch({ json })));
export const useUpdateNotifications = () =>
  useProfileMutation<NotificationPreferences>((api, json) =>
    unwrap<Profile>(api.v1.account.notifications.$put({ json })),
  );
export const useUpdateAppearance = () =>
  useProfileMutation<Appearance>((api, json) => unwrap<Profile>(api.v1.account.appearance.$put({ json })));

export function useBusiness() {
  const api = useApi();
  return useQuery({ queryKey: keys.business, queryFn: () => unwrap<Business>(api.v1.business.$get()) });
}

export function useUpdateBusiness() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: BusinessChange) => unwrap<Business>(api.v1.business.$patch({ json })),
    onSuccess: (business) => {
      queryClient.setQueryData(keys.business, business);
      void queryClient.invalidateQueries({ queryKey: ['me'] });
    },
  });
}
