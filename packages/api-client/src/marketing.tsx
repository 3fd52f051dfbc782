import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { useApi } from './api-context.tsx';
import { type ApiClient, apiErrorFrom, unwrap } from './client.ts';
import { saveDownload } from './files.tsx';
import { invalidateRoutes, routeKey } from './resource.tsx';

/** The AI marketing studio: posts (captions, visuals, library), campaigns, and a client's consent. */

type Marketing = ApiClient['v1']['marketing'];
type Campaigns = ApiClient['v1']['campaigns'];

export type CaptionsRequest = InferRequestType<Marketing['captions']['$post']>['json'];
export type Captions = InferResponseType<Marketing['captions']['$post'], 200>;
export type VisualRequest = InferRequestType<Marketing['visuals']['$post']>['json'];
export type LibraryItem = InferResponseType<Marketing['library']['$get'], 200>['items'][number];
export type Campaign = InferResponseType<Campaigns[':id']['$get'], 200>;
export type CampaignInput = InferRequestType<Campaigns['$post']>['json'];
export type CampaignChange = InferRequestType<Campaigns[':id']['$patch']>['json'];
export type AudienceQuery = InferRequestType<Campaigns['audience']['$get']>['query'];
export type MarketingConsent = InferResponseType<
  ApiClient['v1']['clients'][':id']['marketing-consent']['$get'],
  200
>;

export type MarketingPost = InferResponseType<Marketing['posts']['$get'], 200>['items'][number];
export type MarketingPostInput = InferRequestType<Marketing['posts']['$post']>['json'];
export type MarketingPostChange = InferRequestType<Marketing['posts'][':id']['$patch']>['json'];

export type MarketingAutomations = InferResponseType<Marketing['automations']['$get'], 200>;
export type MarketingAutomation = MarketingAutomations['automations'][number];

export const marketingKeys = {
  automations: [...routeKey('marketing'), 'automations'] as const,
  library: [...routeKey('marketing'), 'library'] as const,
  posts: (month?: string) => [...routeKey('marketing'), 'posts', month ?? 'all'] as const,
  campaigns: routeKey('campaigns'),
  campaign: (id: string) => [...routeKey('campaigns'), 'detail', id] as const,
  audience: (query: AudienceQuery) => [...routeKey('campaigns'), 'audience', query] as const,
  consent: (clientId: string) => [...routeKey('clients'), 'marketing-consent', clientId] as const,
};

export function useCaptions() {
  const api = useApi();
  return useMutation({
    mutationFn: (input: CaptionsRequest) => unwrap(api.v1.marketing.captions.$post({ json: input })),
  });
}

type ImageType = 'png' | 'jpeg';

async function visualResponse(api: ApiClient, input: VisualRequest, type: ImageType, save = false) {
  const response = (await api.v1.marketing.visuals.$post({
    json: input,
    query: { type, ...(save ? { save: 'true' as const } : {}) },
  })) as unknown as Response;
  if (!response.ok) throw await apiErrorFrom(response);
  return response;
}

/** A visual as a blob (the editor's preview with its safe zone). */
export function useVisualPreview() {
  const api = useApi();
  return useMutation({
    mutationFn: async (input: VisualRequest) => (await visualResponse(api, input, 'jpeg')).blob(),
  });
}

/** Downloads a visual as PNG or JPEG. */
export function useDownloadVisual() {
  const api = useApi();
  return useMutation({
    mutationFn: async ({ input, type }: { input: VisualRequest; type: ImageType }) => {
      const response = await visualResponse(api, { ...input, safeZone: false }, type);
      await saveDownload(response, `post-${input.format}.${type === 'png' ? 'png' : 'jpg'}`);
    },
  });
}

/** Keeps a visual in the studio's library. */
export function useSaveVisual() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: VisualRequest) => {
      await visualResponse(api, { ...input, safeZone: false }, 'png', true);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketingKeys.library }),
  });
}

export function useMarketingLibrary() {
  const api = useApi();
  return useQuery({
    queryKey: marketingKeys.library,
    queryFn: () => unwrap(api.v1.marketing.library.$get()),
  });
}

/** The studio's saved posts; with a month ('2026-12'), the ones planned in it (the calendar). */
export function useMarketingPosts(month?: string) {
  const api = useApi();
  return useQuery({
    queryKey: marketingKeys.posts(month),
    queryFn: () => unwrap(api.v1.marketing.posts.$get({ query: month ? { month } : {} })),
  });
}

/** Saves a post (its visual drawn and kept in the library when asked). */
export function useSavePost() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MarketingPostInput) => unwrap(api.v1.marketing.posts.$post({ json: input })),
    onSuccess: () => invalidateRoutes(queryClient, ['marketing']),
  });
}

export function useUpdatePost() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: MarketingPostChange }) =>
      unwrap(api.v1.marketing.posts[':id'].$patch({ param: { id }, json: change })),
    onSuccess: () => invalidateRoutes(queryClient, ['marketing']),
  });
}

export function useDeletePost() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const response = (await api.v1.marketing.posts[':id'].$delete({
        param: { id },
      })) as unknown as Response;
      if (!response.ok) throw await apiErrorFrom(response);
    },
    onSuccess: () => invalidateRoutes(queryClient, ['marketing']),
  });
}

export function useCampaigns() {
  const api = useApi();
  return useQuery({
    queryKey: marketingKeys.campaigns,
    queryFn: () => unwrap(api.v1.campaigns.$get()),
  });
}

export function useAudienceCount(query: AudienceQuery, options: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: marketingKeys.audience(query),
    queryFn: () => unwrap(api.v1.campaigns.audience.$get({ query })),
    ...options,
  });
}

function useCampaignMutation<Input>(call: (api: ApiClient, input: Input) => Promise<Campaign>) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => call(api, input),
    onSuccess: (campaign) => {
      queryClient.setQueryData(marketingKeys.campaign(campaign.id), campaign);
      return invalidateRoutes(queryClient, ['campaigns']);
    },
  });
}

export const useCreateCampaign = () =>
  useCampaignMutation((api, input: CampaignInput) => unwrap(api.v1.campaigns.$post({ json: input })));

export const useUpdateCampaign = () =>
  useCampaignMutation((api, { id, change }: { id: string; change: CampaignChange }) =>
    unwrap(api.v1.campaigns[':id'].$patch({ param: { id }, json: change })),
  );

export const useScheduleCampaign = () =>
  useCampaignMutation((api, { id, scheduledAt }: { id: string; scheduledAt?: string }) =>
    unwrap(
      api.v1.campaigns[':id'].schedule.$post({ param: { id }, json: scheduledAt ? { scheduledAt } : {} }),
    ),
  );

export function useSendCampaignTest() {
  const api = useApi();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.v1.campaigns[':id'].test.$post({ param: { id } })),
  });
}

export function useMarketingConsent(clientId: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: marketingKeys.consent(clientId ?? ''),
    queryFn: () =>
      unwrap(api.v1.clients[':id']['marketing-consent'].$get({ param: { id: clientId as string } })),
    enabled: Boolean(clientId),
  });
}

export function useSetMarketingConsent() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ clientId, consented }: { clientId: string; consented: boolean }) =>
      unwrap(
        api.v1.clients[':id']['marketing-consent'].$put({
          param: { id: clientId },
          json: { consented, ...(consented ? { source: 'in-store' as const } : {}) },
        }),
      ),
    onSuccess: (consent, { clientId }) => {
      queryClient.setQueryData(marketingKeys.consent(clientId), consent);
      return invalidateRoutes(queryClient, ['campaigns']);
    },
  });
}

export type CollectionOption = InferResponseType<
  ApiClient['v1']['collections']['$get'],
  200
>['items'][number];

/** The business's collections, for the studio's pickers. */
export function useCollectionOptions() {
  const api = useApi();
  return useQuery({
    queryKey: [...routeKey('collections'), 'options'] as const,
    queryFn: async () => (await unwrap(api.v1.collections.$get())).items,
  });
}

/** The studio's automations: each on or off, its language, how many emails it sent. */
export function useMarketingAutomations() {
  const api = useApi();
  return useQuery({
    queryKey: marketingKeys.automations,
    queryFn: () => unwrap(api.v1.marketing.automations.$get()),
  });
}

export function useSetMarketingAutomation() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      kind,
      ...json
    }: {
      kind: MarketingAutomation['kind'];
      enabled: boolean;
      locale?: MarketingAutomation['locale'];
    }) => unwrap(api.v1.marketing.automations[':kind'].$put({ param: { kind }, json })),
    onSuccess: (data) => queryClient.setQueryData(marketingKeys.automations, data),
  });
}
