import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { useApi } from './api-context.tsx';
import { type ApiClient, unwrap } from './client.ts';
import { routeKey } from './resource.tsx';

type TeamApi = ApiClient['v1']['team'];
export type Team = InferResponseType<TeamApi['$get'], 200>;
export type TeamMember = Team['members'][number];
export type TeamInvitations = InferResponseType<TeamApi['invitations']['$get'], 200>;
export type TeamInvitation = TeamInvitations['items'][number];
export type NewInvitation = InferRequestType<TeamApi['invitations']['$post']>['json'];
export type InvitationPreview = InferResponseType<ApiClient['v1']['invitations'][':token']['$get'], 200>;
export type MyBusinesses = InferResponseType<ApiClient['v1']['businesses']['$get'], 200>;
export type ActivityPage = InferResponseType<ApiClient['v1']['activity']['$get'], 200>;
export type ActivityItem = ActivityPage['items'][number];

const keys = {
  team: routeKey('team'),
  invitations: [...routeKey('team'), 'invitations'] as const,
  businesses: routeKey('businesses'),
  invitation: (token: string) => [...routeKey('invitations'), token] as const,
  activity: routeKey('activity'),
};

/** Settings → Équipe: the members and the seats. */
export function useTeam(options: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({ queryKey: keys.team, queryFn: () => unwrap(api.v1.team.$get()), ...options });
}

export function useTeamInvitations(options: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: keys.invitations,
    queryFn: () => unwrap(api.v1.team.invitations.$get()),
    ...options,
  });
}

/** A team change: the team and its invitations are read again. */
function useTeamMutation<T, R>(call: (api: ApiClient, input: T) => Promise<R>) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => call(api, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.team }),
  });
}

export const useInviteMember = () =>
  useTeamMutation((api, json: NewInvitation) => unwrap(api.v1.team.invitations.$post({ json })));
export const useResendInvitation = () =>
  useTeamMutation((api, id: string) =>
    unwrap(api.v1.team.invitations[':id'].resend.$post({ param: { id } })),
  );
export const useRevokeInvitation = () =>
  useTeamMutation((api, id: string) => unwrap(api.v1.team.invitations[':id'].$delete({ param: { id } })));
export const useChangeMemberRole = () =>
  useTeamMutation((api, input: { userId: string; role: 'admin' | 'staff' }) =>
    unwrap(
      api.v1.team.members[':userId'].$patch({ param: { userId: input.userId }, json: { role: input.role } }),
    ),
  );
export const useRemoveMember = () =>
  useTeamMutation((api, userId: string) =>
    unwrap(api.v1.team.members[':userId'].$delete({ param: { userId } })),
  );
export const useTransferOwnership = () =>
  useTeamMutation((api, userId: string) => unwrap(api.v1.team.ownership.$post({ json: { userId } })));

/** Leaves the business acted for. */
export function useLeaveBusiness() {
  const api = useApi();
  return useMutation({ mutationFn: () => unwrap(api.v1.team.leave.$post()) });
}

/** The businesses the user belongs to (the switcher). */
export function useMyBusinesses(options: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: keys.businesses,
    queryFn: () => unwrap(api.v1.businesses.$get()),
    ...options,
  });
}

/** What an invitation link is for (no account needed to read it). */
export function useInvitationPreview(token: string) {
  const api = useApi();
  return useQuery({
    queryKey: keys.invitation(token),
    queryFn: () => unwrap(api.v1.invitations[':token'].$get({ param: { token } })),
    retry: false,
  });
}

export function useAcceptInvitation() {
  const api = useApi();
  return useMutation({
    mutationFn: (token: string) => unwrap(api.v1.invitations[':token'].accept.$post({ param: { token } })),
  });
}

export function useDeclineInvitation() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => unwrap(api.v1.invitations[':token'].decline.$post({ param: { token } })),
    onSuccess: (_, token) => queryClient.invalidateQueries({ queryKey: keys.invitation(token) }),
  });
}

/** The activity log, newest first, a page at a time. */
export function useActivity() {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: keys.activity,
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam }) =>
      unwrap(api.v1.activity.$get({ query: pageParam === undefined ? {} : { before: String(pageParam) } })),
    getNextPageParam: (page) => page.nextBefore ?? undefined,
  });
}
