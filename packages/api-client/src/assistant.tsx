import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { useApi } from './api-context.tsx';
import { type ApiClient, apiErrorFrom, unwrap } from './client.ts';
import { useApiMutation } from './resource.tsx';

/**
 * The showroom assistant (issue #16): the visitor's widget (is it offered, a message with its reply
 * streamed) and the jeweller's tool page (settings, conversations with their transcripts).
 */

type Public = ApiClient['v1']['showrooms'][':slug']['assistant'];
type Tenant = ApiClient['v1']['assistant'];

export type AssistantWidget = InferResponseType<Public['$get'], 200>;
export type AssistantMessage = InferRequestType<Public['messages']['$post']>['json'];
export type AssistantReply = Extract<
  InferResponseType<Public['messages']['$post'], 200>,
  { conversationId: string }
>;
export type AssistantChoice = NonNullable<AssistantReply['choices']>[number];
export type AssistantSettings = InferResponseType<Tenant['settings']['$get'], 200>;
export type AssistantSettingsChange = InferRequestType<Tenant['settings']['$put']>['json'];
export type AssistantConversationPage = InferResponseType<Tenant['conversations']['$get'], 200>;
export type AssistantConversationSummary = AssistantConversationPage['items'][number];
export type AssistantConversation = InferResponseType<Tenant['conversations'][':id']['$get'], 200>;

export const assistantKeys = {
  widget: (slug: string) => ['showroom', slug, 'assistant'] as const,
  settings: ['assistant', 'settings'] as const,
  conversations: (page: number) => ['assistant', 'conversations', page] as const,
  conversation: (id: string) => ['assistant', 'conversation', id] as const,
};

/** Whether a showroom offers its assistant (the plan includes it and the jeweller switched it on). */
export function useAssistantWidget(slug: string) {
  const api = useApi();
  return useQuery({
    queryKey: assistantKeys.widget(slug),
    queryFn: () => unwrap(api.v1.showrooms[':slug'].assistant.$get({ param: { slug } })),
    retry: false,
    staleTime: 5 * 60_000,
  });
}

/**
 * Sends a visitor's message and reads the reply as it streams (server-sent events): `onDelta` gets each
 * piece of text, `onReset` says the text so far is dropped (the model failed mid-reply; the offline answer
 * follows), the promise the whole answer. An 'error' event rejects it with the API's error.
 */
export async function sendAssistantMessage(
  api: ApiClient,
  input: {
    slug: string;
    visitorToken: string;
    message: AssistantMessage;
    onDelta?: (text: string) => void;
    onReset?: () => void;
  },
): Promise<AssistantReply> {
  const url = api.v1.showrooms[':slug'].assistant.messages.$url({ param: { slug: input.slug } });
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      'x-visitor-token': input.visitorToken,
    },
    body: JSON.stringify(input.message),
  });
  if (!res.ok || !res.body) throw await apiErrorFrom(res);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (data !== undefined) {
        if (event === 'delta') input.onDelta?.(JSON.parse(data) as string);
        if (event === 'reset') input.onReset?.();
        if (event === 'done') return JSON.parse(data) as AssistantReply;
        if (event === 'error') throw await apiErrorFrom(new Response(data, { status: 500 }));
      }
      end = buffer.indexOf('\n\n');
    }
  }
  throw await apiErrorFrom(new Response('{}', { status: 502 }));
}

export function useAssistantSettings() {
  const api = useApi();
  return useQuery({
    queryKey: assistantKeys.settings,
    queryFn: () => unwrap(api.v1.assistant.settings.$get()),
  });
}

export const useSaveAssistantSettings = () =>
  useApiMutation(
    (api, json: AssistantSettingsChange) => unwrap(api.v1.assistant.settings.$put({ json })),
    (queryClient, settings) => queryClient.setQueryData(assistantKeys.settings, settings),
  );

export function useAssistantConversations(page: number) {
  const api = useApi();
  return useQuery({
    queryKey: assistantKeys.conversations(page),
    queryFn: () =>
      unwrap(api.v1.assistant.conversations.$get({ query: { page: String(page), pageSize: '20' } })),
    placeholderData: keepPreviousData,
  });
}

export function useAssistantConversation(id: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: assistantKeys.conversation(id ?? ''),
    queryFn: () => unwrap(api.v1.assistant.conversations[':id'].$get({ param: { id: id! } })),
    enabled: id !== null,
  });
}
