import type { Locale } from '@carat/domain/locale';
import { describe, expect, it } from 'vitest';
import { converseWith, MADE_UP_SERVICES, NOW, PROPERTY_SHOP, ZONE } from '#lib/converse-testing.ts';
import type { DialogueShop } from '#lib/dialogue-eval.ts';

/**
 * The kinds of failure found on the sixteenth held-out set (ADR 104), fixed where the engine understands —
 * a session asked for as 'any … available'; 'whichever is later' said with a day; a piece offered to the
 * shop, whose visit is its valuation; a service asked with 'do you do …?' and a fault described.
 * Every wording here is our own.
 */

const converse = (locale: Locale, turns: string[], shop: DialogueShop = PROPERTY_SHOP) =>
  converseWith(shop, locale, turns, NOW);
const bookedLocal = (start: string | undefined) =>
  start ? new Date(start).toLocaleString('sv-SE', { timeZone: ZONE }).slice(0, 16) : null;
const slotsOf = (out: { choices?: readonly { kind: string; serviceId?: string }[] | null }) =>
  (out.choices ?? []).filter((choice) => choice.kind === 'slot');

/** The made-up shop with a valuation service besides its four. */
const VALUING_SHOP: DialogueShop = {
  ...PROPERTY_SHOP,
  business: {
    ...PROPERTY_SHOP.business,
    services: [
      ...MADE_UP_SERVICES,
      {
        id: 'appraisal',
        kind: 'valuation',
        name: { fr: 'Expertise', en: 'Appraisal' },
        priceMinor: 5000,
        durationMinutes: 30,
      },
    ],
  },
};

describe('a session asked for as available', () => {
  it('shows its slots', async () => {
    const en = await converse('en', ['Is there any design session available soon? I want earrings made.']);
    expect(slotsOf(en.last).length).toBeGreaterThan(0);
    expect(slotsOf(en.last)[0]?.serviceId).toBe('design');
    const consult = await converse('en', ['have you any consultations available? it is for a wedding band']);
    expect(slotsOf(consult.last).length).toBeGreaterThan(0);
  });
  it('books the one picked after them', async () => {
    const { fake } = await converse('en', [
      'Any design sessions open? Thinking of a bespoke brooch',
      'the second',
      'Lena Park, lena.park@example.com',
    ]);
    expect(fake.bookings[0]?.serviceId).toBe('design');
  });
  it('guards: a piece said available is no visit', async () => {
    const { last } = await converse('en', ['is the sapphire pendant available in white gold?']);
    expect(slotsOf(last)).toHaveLength(0);
  });
});

describe("'whichever is later' said with a day", () => {
  it('books the last time of that day', async () => {
    const { fake } = await converse('en', [
      'I would like a consultation please',
      'Friday, whichever comes later',
      'Tom Reyes, tom.reyes@example.com',
    ]);
    expect(bookedLocal(fake.bookings[0]?.start)).toBe('2026-03-13 15:00');
  });
  it('guards: whichever alone is the earliest', async () => {
    const { fake } = await converse('en', [
      'I would like a consultation please',
      'Friday, whichever',
      'Tom Reyes, tom.reyes@example.com',
    ]);
    expect(bookedLocal(fake.bookings[0]?.start)).toBe('2026-03-13 10:00');
  });
});

describe('a piece offered to the shop', () => {
  it('is valued at its visit', async () => {
    const fr = await converse(
      'fr',
      [
        'Je souhaite vous revendre une vieille chaîne, il faut un rendez-vous ?',
        'jeudi 10h',
        'Marc Olivier, marc.olivier@example.fr',
      ],
      VALUING_SHOP,
    );
    expect(fr.fake.bookings[0]?.serviceId).toBe('appraisal');
    const en = await converse(
      'en',
      ['can I sell you my late aunt’s brooch? when could I come in', '1', 'Ada Lim, ada.lim@example.com'],
      VALUING_SHOP,
    );
    expect(en.fake.bookings[0]?.serviceId).toBe('appraisal');
  });
  it('guards: without a valuation service, the shop’s own visit', async () => {
    const { fake } = await converse('fr', [
      'Je souhaite vous revendre une vieille chaîne, il faut un rendez-vous ?',
      'jeudi 10h',
      'Marc Olivier, marc.olivier@example.fr',
    ]);
    expect(fake.bookings[0]?.serviceId).not.toBe('appraisal');
  });
});

describe('a job of the shop asked for with its fault described', () => {
  it('shows the repair slots', async () => {
    const en = await converse('en', ['Do you handle repairs? The clasp on my bracelet snapped']);
    expect(slotsOf(en.last)[0]?.serviceId).toBe('repair');
    const fr = await converse('fr', ['Vous faites les réparations ? Le fermoir de ma gourmette a lâché']);
    expect(slotsOf(fr.last)[0]?.serviceId).toBe('repair');
  });
  it('guards: its price or length asked is answered first, a job without a fault shows none', async () => {
    expect(
      slotsOf((await converse('en', ['Do you do repairs? My chain broke, how much?'])).last),
    ).toHaveLength(0);
    expect(slotsOf((await converse('en', ['Do you do repairs on watches?'])).last)).toHaveLength(0);
  });
});

describe('the price asked after a ring’s sizes were said', () => {
  it('is the resize’s, not the repair’s', async () => {
    const en = await converse('en', [
      'my ring needs to go from an N to an L, is that doable?',
      'what would it cost?',
    ]);
    expect(en.last.reply).toMatch(/35/);
  });
  it('guards: a repair without a size stays the repair', async () => {
    const { last } = await converse('en', [
      'the clasp of my necklace is broken, can it be fixed?',
      'what would it cost?',
    ]);
    expect(last.reply).not.toMatch(/35/);
  });
});
