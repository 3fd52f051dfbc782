import type { ConsentsInput, MessagingSettingsInput, SendMessageInput } from '@carat/validation/messaging';
import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { useApi } from './api-context.tsx';
import { type ApiClient, unwrap } from './client.ts';
import { invalidateRoutes, useApiMutation } from './resource.tsx';

/*
 * Client messages: the inbox and a client's thread, the client's consents per channel, the
 * business's messaging settings. Types read from the API's routes.
 */

type V1 = ApiClient['v1'];

export type MessageList = InferResponseType<V1['messages']['$get'], 200>;
export type MessageItem = MessageList['items'][number];
export type ClientConsents = InferResponseType<V1['clients'][':id']['consents']['$get'], 200>;
export type MessagingSettings = InferResponseType<V1['messaging']['settings']['$get'], 200>;
export type { ConsentsInput, MessagingSettingsInput, SendMessageInput };

/** The inbox (every conversation) or one client's thread; polled so a reply shows within seconds. */
export function useMessages(
  clientId: string | null,
  options: { enabled?: boolean; refetchMs?: number } = {},
) {
  const api = useApi();
  return useQuery({
    queryKey: ['messages', 'list', clientId ?? 'all'] as const,
    queryFn: () => unwrap(api.v1.messages.$get({ query: clientId ? { clientId } : {} })),
    enabled: options.enabled ?? true,
    refetchInterval: options.refetchMs ?? 5000,
  });
}

export const useSendMessage = () =>
  useApiMutation(
    (api, json: SendMessageInput) => unwrap(api.v1.messages.$post({ json })),
    (queryClient) => invalidateRoutes(queryClient, ['messages']),
  );

export function useClientConsents(clientId: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: ['clients', 'consents', clientId ?? ''] as const,
    queryFn: () => unwrap(api.v1.clients[':id'].consents.$get({ param: { id: clientId! } })),
    enabled: Boolean(clientId),
  });
}

export const useSetClientConsents = () =>
  useApiMutation(
    (api, input: { clientId: string; consents: ConsentsInput }) =>
      unwrap(api.v1.clients[':id'].consents.$put({ param: { id: input.clientId }, json: input.consents })),
    (queryClient) => invalidateRoutes(queryClient, ['clients', 'messages']),
  );

/** `enabled: false` for a member whose role may not read them (they would answer 403). */
export function useMessagingSettings(options: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: ['messaging', 'settings'] as const,
    queryFn: () => unwrap(api.v1.messaging.settings.$get()),
    enabled: options.enabled ?? true,
  });
}

export const useSetMessagingSettings = () =>
  useApiMutation(
    (api, json: MessagingSettingsInput) => unwrap(api.v1.messaging.settings.$put({ json })),
    (queryClient) => invalidateRoutes(queryClient, ['messaging']),
  );
