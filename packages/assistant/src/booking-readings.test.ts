import { utcToZoned } from '@carat/domain/dates';
import type { Locale } from '@carat/domain/locale';
import { describe, expect, it } from 'vitest';
import { converseWith } from '#lib/converse-testing.ts';
import type { DialogueShop } from '#lib/dialogue-eval.ts';
import type { ReplyOutput } from '#lib/engine.ts';
import { type ExtractContext, extract } from '#lib/extract.ts';
import { detectIntent } from '#lib/normalise/intent.ts';
import { parseRingSize } from '#lib/normalise/ring-size.ts';
import { onlySlotOfDayPart, pickOfferedSlot, rankWordsAsDigits } from '#lib/slot-choice.ts';
import { fold, words } from '#lib/text.ts';
import type { Choice } from '#lib/tools.ts';
import { asksForVisit } from '#lib/visit.ts';

/**
 * Issue 35 (ADR 075): readings of a visitor's words that booking and the lead depend on — a visit asked
 * as a question of openings or of when it is possible, a rank said in words, the one slot of a morning
 * or an afternoon, a size said after 'pour moi' or 'taken up to', a jewellery word that is no name, a
 * day beside its month that is no budget.
 */

const NOW = new Date('2026-03-10T18:00:00Z'); // Tuesday 10 March 2026, 19:00 in Paris
const ZONE = 'Europe/Paris';

const SHOP: DialogueShop = {
  business: {
    name: 'Atelier Test',
    currency: 'EUR',
    services: [
      {
        id: 'conseil',
        kind: 'consultation',
        name: { fr: 'Rendez-vous conseil', en: 'Consultation' },
        priceMinor: 0,
        durationMinutes: 45,
      },
      {
        id: 'creation',
        kind: 'custom',
        name: { fr: 'Rendez-vous création', en: 'Design appointment' },
        priceMinor: 9000,
        durationMinutes: 60,
        depositMinor: 9000,
      },
      {
        id: 'reparation',
        kind: 'repair',
        name: { fr: 'Réparation', en: 'Repair' },
        priceMinor: null,
        durationMinutes: 20,
      },
      {
        id: 'estimation',
        kind: 'valuation',
        name: { fr: 'Estimation', en: 'Valuation' },
        priceMinor: 5000,
        durationMinutes: 30,
      },
      {
        id: 'taille',
        kind: 'resize',
        name: { fr: 'Mise à taille', en: 'Ring resizing' },
        priceMinor: 4000,
        durationMinutes: 20,
      },
    ],
    openingHours: [2, 3, 4, 5, 6].map((day) => ({ day, opens: '10:00', closes: '18:00' })),
    collaborations: [],
    leadTimeDays: {},
  },
  timeZone: ZONE,
  slotTimes: ['10:00', '14:30'],
  catalogue: [],
  faq: [],
};

async function converse(locale: Locale, turns: string[]) {
  const conversation = await converseWith(SHOP, locale, turns, NOW);
  const local = (start: string) => utcToZoned(new Date(start), ZONE);
  return { ...conversation, local };
}

const hasSlots = (out: ReplyOutput) => (out.choices ?? []).some((choice) => choice.kind === 'slot');

describe('a visit asked as a question of openings or of when it is possible', () => {
  it('reads the wordings, EN and FR', () => {
    for (const text of [
      'Do you have any openings next week?',
      'I need a valuation, got anything free on Friday?',
      'Any vacancies for a resize?',
      'We want a bespoke band — when would that be possible?',
      'Nous voulons créer une alliance, quand est-ce possible ?',
      'Une estimation, ce serait possible quand ?',
      'À quel moment serait-ce faisable ?',
      'Quand pourrait-on se voir pour en parler ?',
    ])
      expect(asksForVisit(fold(text)), text).toBe(true);
    for (const text of ['Is it possible to engrave a date?', 'Est-ce possible en or rose ?'])
      expect(asksForVisit(fold(text)), text).toBe(false);
  });

  it('shows the slots of the purpose', async () => {
    const en = await converse('en', ['My watch needs a valuation, do you have any openings?']);
    expect(hasSlots(en.last)).toBe(true);
    expect(en.last.choices?.[0]).toMatchObject({ serviceId: 'estimation' });
    const fr = await converse('fr', ['On voudrait dessiner un pendentif avec vous, c’est possible quand ?']);
    expect(fr.last.choices?.[0]).toMatchObject({ serviceId: 'creation' });
  });
});

const slot = (start: string) => ({ kind: 'slot' as const, start, serviceId: 'conseil', label: start });
// Local 10:00 and 14:30 on Wednesday 11, Thursday 12; Friday 13 at 10:00 only.
const SLOTS = [
  slot('2026-03-11T09:00:00.000Z'),
  slot('2026-03-11T13:30:00.000Z'),
  slot('2026-03-12T09:00:00.000Z'),
  slot('2026-03-12T13:30:00.000Z'),
  slot('2026-03-13T09:00:00.000Z'),
];
const startOf = (choice: Choice | null) => (choice?.kind === 'slot' ? choice.start : null);

describe('a rank said in words', () => {
  it('after a word that counts the slots, or as the whole reply', () => {
    expect(rankWordsAsDigits('number three')).toBe('number 3');
    expect(rankWordsAsDigits('le numero deux svp')).toBe('le numero 2 svp');
    expect(rankWordsAsDigits('two please')).toBe('2 please');
    // A number word inside a sentence is no rank.
    expect(rankWordsAsDigits('we are two people')).toBe('we are two people');
    const pick = (text: string) => startOf(pickOfferedSlot(fold(text), SLOTS, ZONE, { now: NOW }));
    expect(pick('Option three')).toBe(SLOTS[2]!.start);
    expect(pick('Le numéro quatre')).toBe(SLOTS[3]!.start);
    expect(pick('two please')).toBe(SLOTS[1]!.start);
    expect(pick('Deux')).toBe(SLOTS[1]!.start);
    expect(pick('we are two people')).toBeNull();
  });

  it('books through the engine', async () => {
    const { fake, local } = await converse('en', [
      'Can I book a valuation?',
      'Option three',
      'Jane Doe, jane@doe.com',
    ]);
    expect(local(fake.bookings[0]!.start)).toEqual({ date: '2026-03-12', time: '10:00' });
  });
});

describe('a day and a part of it said with the request', () => {
  it('is the choice when that part of the day holds one free slot', () => {
    const only = (text: string) => startOf(onlySlotOfDayPart(fold(text), SLOTS, ZONE, NOW));
    expect(only('Any room on Thursday afternoon?')).toBe(SLOTS[3]!.start);
    expect(only('mercredi matin ?')).toBe(SLOTS[0]!.start);
    expect(only('vendredi après-midi ?')).toBeNull(); // nothing free then
    expect(only('Thursday?')).toBeNull(); // two slots that day: the visitor chooses
  });

  it('books it when the contact follows', async () => {
    const fr = await converse('fr', [
      'Je voudrais faire estimer une montre, vous avez un créneau jeudi après-midi ?',
      'Claire Dubois, claire@dubois.fr',
    ]);
    expect(fr.local(fr.fake.bookings[0]!.start)).toEqual({ date: '2026-03-12', time: '14:30' });
    const en = await converse('en', [
      'Could I come in on Wednesday morning for a repair?',
      'Tom Reed tom@reed.co.uk',
    ]);
    expect(en.local(en.fake.bookings[0]!.start)).toEqual({ date: '2026-03-11', time: '10:00' });
  });
});

const context = (over: Partial<ExtractContext> = {}): ExtractContext => ({
  locale: 'fr',
  now: NOW,
  timeZone: ZONE,
  currency: 'EUR',
  expecting: null,
  nameKnown: false,
  ...over,
});

describe('sizes said of someone or as a resize target', () => {
  it('reads "pour moi du 55" as a French size, not money', () => {
    expect(parseRingSize('pour elle du 51,5 et moi je ne sais pas')?.ringSize).toMatchObject({
      system: 'fr',
      value: '51.5',
    });
    const reading = extract('Moi, c’est du 56', context({ expecting: 'budget' }));
    expect(reading.fields.ringSize).toMatchObject({ system: 'fr', value: '56' });
    expect(reading.fields.budget).toBeUndefined();
  });

  it('reads the size a ring is taken up or down to', () => {
    expect(parseRingSize('It is an N now and needs taking down to an L')?.ringSize).toMatchObject({
      system: 'uk',
      value: 'L',
    });
    expect(parseRingSize('Could it be brought up to a Q and a half?')?.ringSize).toMatchObject({
      system: 'uk',
      value: 'Q½',
    });
    expect(detectIntent(words('my ring needs taken down to a k'), 'my ring needs taken down to a k')).toEqual(
      { intent: 'repair', strong: true },
    );
  });

  it('names the resize service, whose price then answers "how much?"', async () => {
    const { last } = await converse('en', [
      'My band is an M, could it be taken up to an O?',
      'How much is that?',
    ]);
    // The resizing's own line, not the list of every service.
    expect(last.reply).toMatch(/^Ring resizing: €40/);
  });
});

describe('a piece made for the visitor', () => {
  it('is a custom request', () => {
    for (const text of [
      'Nous voulons des alliances faites pour nous',
      'un collier réalisé spécialement pour elle',
      'I want a pendant made just for her',
    ])
      expect(detectIntent(words(fold(text)), fold(text))?.intent, text).toBe('custom');
  });
});

describe('a jewellery word in lower case is no name', () => {
  it('reads it as what it is, even after "What name?"', () => {
    const en = extract('It’s yellow gold', context({ expecting: 'name', locale: 'en', currency: 'GBP' }));
    expect(en.fields.name).toBeUndefined();
    expect(en.metal).not.toBeNull();
    const fr = extract('C’est du platine', context({ expecting: 'name' }));
    expect(fr.fields.name).toBeUndefined();
    // A capitalised first name that is also a word stays a name.
    expect(extract('Rose', context({ expecting: 'name' })).fields.name).toBe('Rose');
  });
});

describe('a day beside its month', () => {
  it('is a date, never a budget', () => {
    const en = extract('It is for her graduation on June 14', context({ expecting: 'budget', locale: 'en' }));
    expect(en.fields.budget).toBeUndefined();
    expect(en.fields.wantedBy).toBe('2026-06-14');
    const fr = extract('Pour le 12 juin', context({ expecting: 'budget' }));
    expect(fr.fields.budget).toBeUndefined();
    expect(fr.fields.wantedBy).toBe('2026-06-12');
    // Money beside a month is still money.
    expect(extract('£800 for May', context({ locale: 'en', currency: 'GBP' })).fields.budget).toMatchObject({
      max: 80000,
    });
  });
});
