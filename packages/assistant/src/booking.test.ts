import { describe, expect, it } from 'vitest';
import { converseWith } from '#lib/converse-testing.ts';
import type { DialogueShop } from '#lib/dialogue-eval.ts';

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

const converse = (facts: DialogueShop, turns: string[]) =>
  converseWith(facts, 'fr', turns, new Date('2026-03-10T18:00:00Z'));

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
