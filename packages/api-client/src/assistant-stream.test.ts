import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendAssistantMessage } from './assistant.tsx';
import { ApiError, createApiClient } from './client.ts';

const api = createApiClient({ baseUrl: 'http://api.test', getAccessToken: () => null });
const message = { text: 'Bonjour', locale: 'fr' as const };

/** An answer streamed as server-sent events, cut at awkward places as a network may. */
function answerWith(events: [string, unknown][]) {
  const text = events.map(([event, data]) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join('');
  const pieces = text.match(/[\s\S]{1,7}/g) ?? [];
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(new TextEncoder().encode(piece));
      controller.close();
    },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('sendAssistantMessage, streamed', () => {
  it('hands each piece of text over in order, drops it on reset, and answers the whole reply', async () => {
    const reply = { conversationId: 'c1', reply: 'Bonjour, que puis-je pour vous ?', engine: 'offline' };
    answerWith([
      ['delta', 'Nous avons '],
      ['delta', 'de belles'],
      ['reset', ''],
      ['delta', reply.reply],
      ['done', reply],
    ]);
    const shown: string[] = [];
    const out = await sendAssistantMessage(api, {
      slug: 'atelier',
      visitorToken: 'token',
      message,
      onDelta: (text) => shown.push(text),
      onReset: () => shown.push('<reset>'),
    });
    expect(shown).toEqual(['Nous avons ', 'de belles', '<reset>', reply.reply]);
    expect(out).toEqual(reply);
  });

  it("rejects with the API's error when the turn failed after the stream opened", async () => {
    answerWith([
      ['error', { error: { code: 'internal_error', message: 'Something went wrong on our side' } }],
    ]);
    const failure = await sendAssistantMessage(api, {
      slug: 'atelier',
      visitorToken: 'token',
      message,
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(500);
  });
});
