import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { useApi } from './api-context.tsx';
import { type ApiClient, unwrap } from './client.ts';
import { routeKey } from './resource.tsx';

/** Settings → API et webhooks (ADR 032): the business's API keys, webhook endpoints and their deliveries. */

type Keys = ApiClient['v1']['api-keys'];
type Endpoints = ApiClient['v1']['webhook-endpoints'];
export type ApiKeyList = InferResponseType<Keys['$get'], 200>;
export type ApiKeySummary = ApiKeyList['items'][number];
export type NewApiKey = InferResponseType<Keys['$post'], 201>;
export type ApiKeyInput = InferRequestType<Keys['$post']>['json'];
export type WebhookEndpointList = InferResponseType<Endpoints['$get'], 200>;
export type WebhookEndpoint = WebhookEndpointList['items'][number];
export type NewWebhookEndpoint = InferResponseType<Endpoints['$post'], 201>;
export type WebhookEndpointInput = InferRequestType<Endpoints['$post']>['json'];
export type WebhookDeliveryPage = InferResponseType<Endpoints[':id']['deliveries']['$get'], 200>;
export type WebhookDelivery = WebhookDeliveryPage['items'][number];

const keysKey = routeKey('api-keys');
const endpointsKey = routeKey('webhook-endpoints');
const deliveriesKey = routeKey('webhook-deliveries');

export function useApiKeys(options: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: keysKey,
    queryFn: () => unwrap(api.v1['api-keys'].$get()),
    retry: false,
    ...options,
  });
}

/** Creates a key: the answer holds the whole key, once. */
export function useCreateApiKey() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: ApiKeyInput) => unwrap(api.v1['api-keys'].$post({ json })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keysKey }),
  });
}

export function useRevokeApiKey() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.v1['api-keys'][':id'].$delete({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keysKey }),
  });
}

export function useWebhookEndpoints(options: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: endpointsKey,
    queryFn: () => unwrap(api.v1['webhook-endpoints'].$get()),
    retry: false,
    ...options,
  });
}

/** Adds an endpoint: the answer holds its signing secret, once. */
export function useCreateWebhookEndpoint() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: WebhookEndpointInput) => unwrap(api.v1['webhook-endpoints'].$post({ json })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: endpointsKey }),
  });
}

export function useUpdateWebhookEndpoint() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      ...json
    }: {
      id: string;
      enabled?: boolean;
      events?: WebhookEndpointInput['events'];
      url?: string;
      description?: string;
    }) => unwrap(api.v1['webhook-endpoints'][':id'].$patch({ param: { id }, json })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: endpointsKey }),
  });
}

export function useDeleteWebhookEndpoint() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.v1['webhook-endpoints'][':id'].$delete({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: endpointsKey }),
  });
}

export function useWebhookDeliveries(endpointId: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: [...deliveriesKey, 'endpoint', endpointId ?? ''] as const,
    queryFn: () =>
      unwrap(api.v1['webhook-endpoints'][':id'].deliveries.$get({ param: { id: endpointId! }, query: {} })),
    enabled: Boolean(endpointId),
  });
}

/** Sends a delivery's event again (a new delivery). */
export function useReplayWebhookDelivery() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.v1['webhook-deliveries'][':id'].replay.$post({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveriesKey }),
  });
}
