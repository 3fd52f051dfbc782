import { describe, expect, it } from 'vitest';
import { createFakeShop, type DialogueShop } from '#lib/dialogue-eval.ts';
import { buildKnowledge } from '#lib/knowledge.ts';
import { parseWantedBy } from '#lib/normalise/dates.ts';
import { createOfflineEngine } from '#lib/offline.ts';
import type { Product } from '#lib/tools.ts';

/**
 * Issue 35 (ADR 075): questions the FAQ answers though they name none of its words — receiving an order
 * is delivery, something breaking later is the warranty, words put inside a piece are an engraving —,
 * time gone by that is no deadline, and the cheapest or dearest pieces asked for.
 */

const FAQ = [
  { question: 'Livrez-vous ?', answer: 'Nous livrons partout en France sous 72 heures.' },
  { question: 'Quelle est la garantie ?', answer: 'Toutes nos pièces sont garanties deux ans.' },
  { question: 'Faites-vous la gravure ?', answer: 'La gravure est offerte sur les alliances.' },
  { question: 'What is your returns policy?', answer: 'Unworn pieces can be returned within 30 days.' },
];
const index = buildKnowledge({ products: [], faq: FAQ, services: [], locale: 'fr' });
const entryFor = (text: string) => index.searchFaq(text)?.entry.question ?? null;

describe('FAQ topics said in other words', () => {
  it('receiving an order, and when: delivery', () => {
    for (const text of [
      'How soon would a necklace reach me?',
      'When would the parcel get here if I buy now?',
      'Je le recevrais quand ?',
      'Sous combien de jours est-ce que ça arrive ?',
    ])
      expect(entryFor(text), text).toBe('Livrez-vous ?');
  });

  it('something breaking later: the warranty', () => {
    for (const text of [
      'What if the clasp snaps next month?',
      'Et si la monture se casse au bout d’un an ?',
      'Who pays if a stone falls out?',
    ])
      expect(entryFor(text), text).toBe('Quelle est la garantie ?');
  });

  it('words put inside a piece: an engraving', () => {
    for (const text of [
      'Can you add our initials inside it?',
      'Pourriez-vous écrire nos prénoms à l’intérieur ?',
      'Is it possible to put a message on the back of the pendant?',
    ])
      expect(entryFor(text), text).toBe('Faites-vous la gravure ?');
    // Returns stay returns.
    expect(entryFor('Can I send it back if it does not fit?')).toBe('What is your returns policy?');
  });
});

describe('time gone by', () => {
  const context = { now: new Date('2026-03-10T18:00:00Z'), timeZone: 'Europe/Paris' };
  it('is no wanted-by date, a deadline still is', () => {
    expect(parseWantedBy('What if it tarnishes after two months?', 'en', context)).toBeNull();
    expect(parseWantedBy('Et si elle noircit au bout d’un an ?', 'fr', context)).toBeNull();
    expect(parseWantedBy('I bought it three years ago', 'en', context)).toBeNull();
    expect(parseWantedBy('I need it in two months', 'en', context)).toBe('2026-05-10');
  });
});

const piece = (id: string, name: string, price: number, category: Product['category']) => ({
  id,
  name,
  price,
  category,
  metal: 'silver',
});
const SHOP: DialogueShop = {
  business: {
    name: 'Atelier Test',
    currency: 'EUR',
    services: [],
    openingHours: [],
    collaborations: [],
    leadTimeDays: {},
  },
  timeZone: 'Europe/Paris',
  slotTimes: [],
  catalogue: [
    piece('r1', 'Bague Jonc', 300, 'ring'),
    piece('r2', 'Bague Soleil', 900, 'ring'),
    piece('n1', 'Collier Fil', 120, 'necklace'),
    piece('n2', 'Collier Perles', 2400, 'necklace'),
    piece('b1', 'Bracelet Maille', 200, 'bracelet'),
  ],
  faq: [],
};

async function firstPiece(text: string, locale: 'fr' | 'en') {
  const fake = createFakeShop(SHOP, locale, new Date('2026-03-10T18:00:00Z'));
  const out = await createOfflineEngine().reply({
    state: null,
    text,
    locale,
    now: new Date('2026-03-10T18:00:00Z'),
    timeZone: SHOP.timeZone,
    tools: fake.tools,
    business: fake.business,
  });
  const first = out.choices?.[0];
  return first?.kind === 'product' ? first.id : null;
}

describe('the cheapest or the dearest pieces', () => {
  it('of the whole catalogue, or of the kind said', async () => {
    expect(await firstPiece('What is the most affordable thing in the shop?', 'en')).toBe('n1');
    expect(await firstPiece('Quelle est votre bague la moins chère ?', 'fr')).toBe('r1');
    expect(await firstPiece('Show me your priciest necklace', 'en')).toBe('n2');
    expect(await firstPiece('Quel est le bijou le plus cher ?', 'fr')).toBe('n2');
  });
});
