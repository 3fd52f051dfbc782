import type { LanguageModelV3CallOptions, LanguageModelV3StreamPart } from '@ai-sdk/provider';
import { simulateReadableStream } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { createFakeShop } from '#lib/dialogue-eval.ts';
import { emptyLead } from '#lib/lead.ts';
import { createModelEngine, languageModelFromConfig, normaliseModelLead } from '#lib/model.ts';
import { createDemoShowroom } from '#lib/testing.ts';

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5, text: 5, reasoning: undefined },
};
const NOW = new Date('2026-03-10T10:00:00Z');

function toolCall(id: string, toolName: string, input: unknown) {
  return {
    content: [{ type: 'tool-call' as const, toolCallId: id, toolName, input: JSON.stringify(input) }],
    finishReason: { unified: 'tool-calls' as const, raw: undefined },
    usage,
    warnings: [],
  };
}

function finalTurn(value: unknown) {
  return {
    content: [{ type: 'text' as const, text: JSON.stringify(value) }],
    finishReason: { unified: 'stop' as const, raw: undefined },
    usage,
    warnings: [],
  };
}

function input(shop: ReturnType<typeof createDemoShowroom>, text: string) {
  return {
    state: null,
    text,
    locale: 'fr' as const,
    now: NOW,
    timeZone: shop.timeZone,
    tools: shop.tools,
    business: shop.business,
  };
}

describe('model engine', () => {
  it('executes the tool calls, shows only what the tools returned and validates the lead', async () => {
    const shop = createDemoShowroom('fr');
    const model = new MockLanguageModelV3({
      doGenerate: [
        toolCall('c1', 'searchCatalogue', { category: 'chain', metal: 'gold', maxPrice: 200000 }),
        finalTurn({
          reply: 'Voici nos chaînes en or sous 2 000 €.',
          lead: {
            ...emptyLead(),
            intent: 'buy',
            pieceType: 'chain',
            metal: 'gold',
            budget: { min: null, max: 200000, currency: 'EUR' },
            phone: '06 12 34 56 78',
          },
        }),
      ],
    });
    const engine = createModelEngine({ model });
    const out = await engine.reply(
      input(shop, 'Avez-vous des chaînes en or à moins de 2 000 € ? 06 12 34 56 78'),
    );

    expect(out.fallbackReason).toBeUndefined();
    expect(out.engine).toBe('model');
    expect(shop.calls.filter((call) => call.tool === 'searchCatalogue')).toHaveLength(1);
    expect(out.choices?.map((choice) => (choice.kind === 'product' ? choice.id : null))).toEqual([
      'p1',
      'p2',
    ]);
    // The phone the model copied as written comes back in E.164 through the code normaliser.
    expect(out.lead.phone).toBe('+33612345678');
    expect(out.lead.pieceType).toBe('chain');
    expect(out.score?.score).toBeGreaterThan(0);
    expect(shop.savedLeads).toHaveLength(1);
    expect(model.doGenerateCalls).toHaveLength(2);
    const system = (model.doGenerateCalls[0] as LanguageModelV3CallOptions).prompt[0];
    expect(system?.role).toBe('system');
  });

  it('books only a slot a tool offered', async () => {
    const shop = createDemoShowroom('en');
    const slots = await shop.tools.getFreeSlots({ from: '2026-03-10', days: 3 });
    const real = slots[0]!.start;
    const model = new MockLanguageModelV3({
      doGenerate: [
        toolCall('c1', 'getFreeSlots', { from: '2026-03-10', days: 3 }),
        toolCall('c2', 'bookAppointment', {
          slotStart: '2026-03-10T03:00:00.000Z',
          serviceId: 'consultation',
          name: 'Tom',
          email: 'tom@x.co.uk',
          phone: '07700 900123',
        }),
        toolCall('c3', 'bookAppointment', {
          slotStart: real,
          serviceId: 'consultation',
          name: 'Tom',
          email: 'tom@x.co.uk',
          phone: '07700 900123',
        }),
        finalTurn({
          reply: 'Booked.',
          lead: {
            ...emptyLead(),
            intent: 'appointment',
            name: 'Tom',
            email: 'tom@x.co.uk',
            phone: '+447700900123',
          },
        }),
      ],
    });
    const out = await createModelEngine({ model, maxSteps: 6 }).reply({
      ...input(shop, 'Book me in please'),
      locale: 'en',
    });
    expect(shop.bookings.map((booking) => booking.start)).toEqual([real]);
    expect(out.booking?.start).toBe(real);
    expect(out.score?.reasons.some((reason) => reason.code === 'booked')).toBe(true);
  });

  it('falls back to the offline engine when the provider fails', async () => {
    const shop = createDemoShowroom('fr');
    const model = new MockLanguageModelV3({
      doGenerate: async () => {
        throw new Error('503 upstream unavailable');
      },
    });
    const out = await createModelEngine({ model }).reply(
      input(shop, 'Je cherche une bague en or blanc, taille 54'),
    );
    expect(out.engine).toBe('offline');
    expect(out.fallbackReason).toContain('503');
    expect(out.lead.metal).toBe('white-gold');
    expect(out.lead.ringSize?.value).toBe('54');
  });

  it('falls back to the offline engine on timeout', async () => {
    const shop = createDemoShowroom('fr');
    const model = new MockLanguageModelV3({
      doGenerate: (options) =>
        new Promise((_, reject) => {
          options.abortSignal?.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    });
    const started = Date.now();
    const out = await createModelEngine({ model, timeoutMs: 50 }).reply(
      input(shop, 'budget 2k pour un collier'),
    );
    expect(out.engine).toBe('offline');
    expect(out.fallbackReason).toBe('timeout');
    expect(out.lead.budget).toEqual({ min: null, max: 200000, currency: 'EUR' });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('falls back when the structured lead does not validate', async () => {
    const shop = createDemoShowroom('fr');
    const model = new MockLanguageModelV3({
      doGenerate: [finalTurn({ reply: 'ok', lead: { ...emptyLead(), metal: 'unobtainium' } })],
    });
    const out = await createModelEngine({ model }).reply(input(shop, 'bonjour'));
    expect(out.engine).toBe('offline');
    expect(out.lead.metal).toBeNull();
  });

  it('never calls a model for an oversized message', async () => {
    const shop = createDemoShowroom('fr');
    const model = new MockLanguageModelV3({ doGenerate: [finalTurn({ reply: 'x', lead: emptyLead() })] });
    const out = await createModelEngine({ model }).reply(input(shop, 'a'.repeat(2001)));
    expect(out.error).toBe('message_too_long');
    expect(model.doGenerateCalls).toHaveLength(0);
  });

  it('recomputes a ring size and drops an impossible phone from what the model filled', () => {
    const lead = normaliseModelLead({
      ...emptyLead(),
      ringSize: { system: 'us', value: '7', diameterMm: 99 },
      phone: '12',
    });
    expect(lead.ringSize).toEqual({ system: 'us', value: '7', diameterMm: 17.32 });
    expect(lead.phone).toBeNull();
  });

  it('builds each provider from configuration without a request', () => {
    expect(languageModelFromConfig({ provider: 'openai', model: 'gpt-4o-mini', apiKey: 'k' })).toBeTruthy();
    expect(
      languageModelFromConfig({ provider: 'anthropic', model: 'claude-haiku', apiKey: 'k' }),
    ).toBeTruthy();
    expect(
      languageModelFromConfig({
        provider: 'openai-compatible',
        model: 'llama3',
        baseURL: 'http://localhost:11434/v1',
      }),
    ).toBeTruthy();
    expect(() => languageModelFromConfig({ provider: 'openai-compatible', model: 'llama3' })).toThrow(
      /baseURL/,
    );
  });

  it("searches the jeweller's content with the offline engine's FR/EN search: 'rings' finds 'Bague …'", async () => {
    const shop = createFakeShop(
      {
        business: {
          name: 'Maison Test',
          currency: 'EUR',
          services: [],
          openingHours: [],
          collaborations: [],
          leadTimeDays: {},
        },
        timeZone: 'Europe/Paris',
        slotTimes: [],
        catalogue: [
          {
            id: 'b1',
            name: 'Bague Solitaire Aurore',
            price: 3200,
            category: 'engagement-ring',
            metal: 'platinum',
          },
          { id: 'c1', name: 'Collier Perle', price: 520, category: 'necklace', metal: 'silver' },
        ],
        faq: [
          {
            question: { fr: 'Livrez-vous ?', en: 'Do you deliver?' },
            answer: { fr: 'Partout en France.', en: 'Across France.' },
            keywords: [],
          },
        ],
      },
      'en',
      NOW,
    );
    const model = new MockLanguageModelV3({
      doGenerate: [
        toolCall('c1', 'searchCatalogue', { query: 'rings' }),
        toolCall('c2', 'answerFromFaq', { question: 'Do you ship?' }),
        finalTurn({ reply: 'Here is our ring.', lead: { ...emptyLead(), intent: 'buy' } }),
      ],
    });
    const out = await createModelEngine({ model }).reply({
      state: null,
      text: 'What rings do you have? Do you ship?',
      locale: 'en',
      now: NOW,
      timeZone: 'Europe/Paris',
      tools: shop.tools,
      business: shop.business,
    });
    expect(out.fallbackReason).toBeUndefined();
    expect(out.choices?.map((choice) => (choice.kind === 'product' ? choice.id : null))).toEqual(['b1']);
    const faqResult = JSON.stringify((model.doGenerateCalls[2] as LanguageModelV3CallOptions).prompt);
    expect(faqResult).toContain('Across France.');
  });
});

describe('model engine, streamed', () => {
  /** A streamed final turn: its JSON cut in pieces of `size` characters, optionally failing after `failAfter`. */
  function streamedTurn(value: unknown, size: number, failAfter?: number) {
    const text = JSON.stringify(value);
    const pieces: string[] = [];
    for (let i = 0; i < text.length; i += size) pieces.push(text.slice(i, i + size));
    const deltas = pieces.slice(0, failAfter ?? pieces.length);
    const chunks: LanguageModelV3StreamPart[] = [
      { type: 'stream-start', warnings: [] },
      { type: 'text-start', id: 't1' },
      ...deltas.map((delta) => ({ type: 'text-delta' as const, id: 't1', delta })),
      ...(failAfter === undefined
        ? [
            { type: 'text-end' as const, id: 't1' },
            { type: 'finish' as const, finishReason: { unified: 'stop' as const, raw: undefined }, usage },
          ]
        : [{ type: 'error' as const, error: new Error('provider dropped the stream') }]),
    ];
    return { stream: simulateReadableStream({ chunks }) };
  }

  const recorder = () => {
    const events: string[] = [];
    return {
      events,
      stream: { delta: (text: string) => events.push(text), reset: () => events.push('<reset>') },
    };
  };

  it('sends the reply piece by piece, in order, and answers the whole turn', async () => {
    const shop = createDemoShowroom('fr');
    const reply = 'Bonjour ! Nous avons plusieurs bagues en or blanc, je vous les montre volontiers.';
    const model = new MockLanguageModelV3({
      doStream: async () =>
        streamedTurn({ reply, lead: { ...emptyLead(), intent: 'buy', metal: 'white-gold' } }, 7),
    });
    const { events, stream } = recorder();
    const out = await createModelEngine({ model }).reply({
      ...input(shop, 'Bonjour, des bagues en or blanc ?'),
      stream,
    });
    expect(out.fallbackReason).toBeUndefined();
    expect(out.engine).toBe('model');
    expect(out.reply).toBe(reply);
    expect(events.length).toBeGreaterThan(3);
    expect(events).not.toContain('<reset>');
    expect(events.join('')).toBe(reply);
    expect(out.lead.metal).toBe('white-gold');
  });

  it('drops what was streamed when the provider fails mid-reply; the offline engine answers with the transcript kept', async () => {
    const shop = createDemoShowroom('fr');
    const engine = createModelEngine({
      model: new MockLanguageModelV3({
        doStream: async () =>
          streamedTurn({ reply: 'Bonjour, bienvenue à la boutique.', lead: { ...emptyLead() } }, 6),
      }),
    });
    const first = await engine.reply({ ...input(shop, 'Bonjour'), stream: recorder().stream });
    expect(first.engine).toBe('model');

    const failing = createModelEngine({
      model: new MockLanguageModelV3({
        doStream: async () =>
          streamedTurn({ reply: 'Nous avons de très belles bagues en or blanc.', lead: emptyLead() }, 6, 5),
      }),
    });
    const { events, stream } = recorder();
    const out = await failing.reply({
      ...input(shop, 'Je cherche une bague en or blanc, taille 54'),
      state: first.state,
      stream,
    });
    expect(events.indexOf('<reset>')).toBeGreaterThan(0);
    expect(events.at(-1)).toBe('<reset>');
    expect(out.engine).toBe('offline');
    expect(out.fallbackReason).toContain('provider dropped the stream');
    expect(out.lead.ringSize?.value).toBe('54');
    expect(out.state.transcript.map((turn) => turn.text)).toEqual([
      'Bonjour',
      'Bonjour, bienvenue à la boutique.',
      'Je cherche une bague en or blanc, taille 54',
      out.reply,
    ]);
  });
});
