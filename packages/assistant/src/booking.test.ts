import { describe, expect, it } from 'vitest';
import { createFakeShop, type DialogueShop } from '#lib/dialogue-eval.ts';
import type { ReplyOutput } from '#lib/engine.ts';
import { createOfflineEngine } from '#lib/offline.ts';
import type { ConversationState } from '#lib/state.ts';

/** Issue 35, item 2: a name and an email book a slot; a phone is asked only for a call. */

const shop = (needsPhone: boolean): DialogueShop => ({
  business: {
    name: 'Maison Test',
    currency: 'EUR',
    services: [
      {
        id: needsPhone ? 'phone' : 'store',
        kind: 'consultation',
        name: { fr: 'Rendez-vous', en: 'Appointment' },
        priceMinor: 0,
        durationMinutes: 30,
        needsPhone,
      },
    ],
    openingHours: [2, 3, 4, 5, 6].map((day) => ({ day, opens: '10:00', closes: '19:00' })),
    collaborations: [],
    leadTimeDays: {},
  },
  timeZone: 'Europe/Paris',
  slotTimes: ['10:00', '15:00'],
  catalogue: [],
  faq: [],
});

async function converse(facts: DialogueShop, turns: string[]) {
  const now = new Date('2026-03-10T18:00:00Z');
  const fake = createFakeShop(facts, 'fr', now);
  const engine = createOfflineEngine();
  let state: ConversationState | null = null;
  const outputs: ReplyOutput[] = [];
  for (const text of turns) {
    const out = await engine.reply({
      state,
      text,
      locale: 'fr',
      now,
      timeZone: facts.timeZone,
      tools: fake.tools,
      business: fake.business,
    });
    outputs.push(out);
    state = JSON.parse(JSON.stringify(out.state)) as ConversationState;
  }
  return { fake, outputs };
}

describe('booking in the chat', () => {
  it('books on a name and an email, no phone asked', async () => {
    const { fake, outputs } = await converse(shop(false), [
      'Je voudrais prendre rendez-vous',
      'le premier',
      'Camille Roux, camille.roux@free.fr',
    ]);
    expect(outputs[1]!.reply).not.toMatch(/téléphone|numéro/);
    expect(outputs[2]!.booking).toBeDefined();
    expect(fake.bookings[0]).toMatchObject({ name: 'Camille Roux', phone: null });
  });

  it('asks for the number to call before booking a call', async () => {
    const { fake, outputs } = await converse(shop(true), [
      'Je voudrais prendre rendez-vous',
      'le premier',
      'Camille Roux, camille.roux@free.fr',
      '06 12 34 56 78',
    ]);
    expect(outputs[2]!.booking).toBeUndefined();
    expect(outputs[2]!.reply).toContain('le numéro où vous appeler');
    expect(outputs[3]!.booking).toBeDefined();
    expect(fake.bookings[0]).toMatchObject({ name: 'Camille Roux', phone: '+33612345678' });
  });
});
