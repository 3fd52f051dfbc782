import type { Locale } from '@carat/domain/locale';
import { createFakeShop, type DialogueShop } from '#lib/dialogue-eval.ts';
import type { ReplyOutput } from '#lib/engine.ts';
import type { ExtractContext } from '#lib/extract.ts';
import { createOfflineEngine } from '#lib/offline.ts';
import type { ConversationState } from '#lib/state.ts';
import type { BusinessFacts } from '#lib/tools.ts';

/**
 * For tests: a conversation with the offline engine on a made-up shop, turn after turn, the state passed
 * on as the API stores it (through JSON). Answers the fake shop (its bookings and leads) and every reply.
 */
export async function converseWith(shop: DialogueShop, locale: Locale, turns: readonly string[], now: Date) {
  const fake = createFakeShop(shop, locale, now);
  const engine = createOfflineEngine();
  let state: ConversationState | null = null;
  const outputs: ReplyOutput[] = [];
  for (const text of turns) {
    const out = await engine.reply({
      state,
      text,
      locale,
      now,
      timeZone: shop.timeZone,
      tools: fake.tools,
      business: fake.business,
    });
    outputs.push(out);
    state = JSON.parse(JSON.stringify(out.state)) as ConversationState;
  }
  return { fake, outputs, last: outputs.at(-1)! };
}

/**
 * For tests: a made-up shop in Paris, open Tuesday to Saturday 09:00–18:00 with slots at 10:00 and 15:00,
 * no collaborations and no lead times — only its name, currency, services, pieces and FAQ differ.
 */
export function madeUpShop(shop: {
  readonly name: string;
  readonly currency: BusinessFacts['currency'];
  readonly services: BusinessFacts['services'];
  readonly catalogue: DialogueShop['catalogue'];
  readonly faq?: DialogueShop['faq'];
}): DialogueShop {
  return {
    business: {
      name: shop.name,
      currency: shop.currency,
      services: shop.services,
      openingHours: [2, 3, 4, 5, 6].map((day) => ({ day, opens: '09:00', closes: '18:00' })),
      collaborations: [],
      leadTimeDays: {},
    },
    timeZone: 'Europe/Paris',
    slotTimes: ['10:00', '15:00'],
    catalogue: shop.catalogue,
    faq: shop.faq ?? [],
  };
}

/** For tests: a made-up shop's four services — a free consultation, a design session with a deposit, a resize, a repair. */
export const MADE_UP_SERVICES: BusinessFacts['services'] = [
  {
    id: 'advice',
    kind: 'consultation',
    name: { fr: 'Rendez-vous conseil', en: 'Consultation' },
    priceMinor: 0,
    durationMinutes: 30,
  },
  {
    id: 'design',
    kind: 'custom',
    name: { fr: 'Atelier de création', en: 'Design session' },
    priceMinor: 7000,
    durationMinutes: 60,
    depositMinor: 7000,
  },
  {
    id: 'resize',
    kind: 'resize',
    name: { fr: 'Mise à taille', en: 'Ring resizing' },
    priceMinor: 3500,
    durationMinutes: 20,
  },
  {
    id: 'repair',
    kind: 'repair',
    name: { fr: 'Réparation', en: 'Repair' },
    priceMinor: null,
    durationMinutes: 20,
  },
];

/** For tests: a made-up shop's FAQ — delivery, and resizing free in the first year. */
export const MADE_UP_FAQ: DialogueShop['faq'] = [
  {
    question: { fr: 'Livrez-vous ?', en: 'Do you deliver?' },
    answer: {
      fr: 'Nous livrons dans le monde entier, assuré.',
      en: 'We deliver worldwide, insured.',
    },
    keywords: ['livraison', 'deliver', 'shipping'],
  },
  {
    question: { fr: 'Mise à taille ?', en: 'Do you resize rings?' },
    answer: {
      fr: 'La mise à taille est offerte la première année.',
      en: 'Resizing is free in the first year.',
    },
    keywords: [],
  },
];

/**
 * For the property tests (booking-grammar, answer-grammar, generalising-twelfth): one made-up shop in Paris
 * with the four services, one wedding band, an FAQ on the shop's address, delivery, returns, warranty and
 * tax refunds, and lead times for a custom piece (5 weeks) and a repair (12 days). The slots shown after
 * `NOW` are Wednesday 11 and Thursday 12, at 10:00 and 15:00.
 */
export const PROPERTY_SHOP: DialogueShop = (() => {
  const shop = madeUpShop({
    name: 'Atelier Treize',
    currency: 'EUR',
    services: MADE_UP_SERVICES,
    catalogue: [
      {
        id: 'band',
        name: 'Alliance Ruban Lisse',
        price: 480,
        category: 'wedding-band',
        metal: 'yellow-gold',
        stones: [],
        keywords: [],
      },
    ],
    faq: [
      {
        question: { fr: 'Où êtes-vous ?', en: 'Where are you?' },
        answer: { fr: 'Au 4 quai des Orfèvres.', en: 'At 4 quai des Orfèvres.' },
        keywords: ['adresse', 'address'],
      },
      {
        question: { fr: 'Livrez-vous ?', en: 'Do you deliver?' },
        answer: { fr: 'Nous livrons en Europe, assuré.', en: 'We deliver across Europe, insured.' },
        keywords: ['livraison', 'deliver'],
      },
      {
        question: { fr: 'Retours ?', en: 'Returns?' },
        answer: { fr: 'Retour possible sous 21 jours.', en: 'Returns within 21 days.' },
        keywords: ['retour', 'return'],
      },
      {
        question: { fr: 'Quelle garantie ?', en: 'What warranty?' },
        answer: { fr: 'Garantie de quatre ans.', en: 'A four-year warranty.' },
        keywords: ['garantie', 'warranty'],
      },
      {
        question: { fr: 'Détaxe ?', en: 'Tax-free shopping?' },
        answer: { fr: 'Détaxe de la TVA de 20 % hors UE.', en: 'The 20% VAT is refunded outside the EU.' },
        keywords: ['detaxe', 'tva', 'vat'],
      },
    ],
  });
  return { ...shop, business: { ...shop.business, leadTimeDays: { custom: 35, repair: 12 } } };
})();

/** The tests' present: Tuesday 10 March 2026, 19:00 in Paris, where the made-up shop stands. */
export const NOW = new Date('2026-03-10T18:00:00Z');
export const ZONE = 'Europe/Paris';
/** An English visitor's message read at a shop in pounds, nothing asked before. */
export const EN_CONTEXT: ExtractContext = {
  locale: 'en',
  now: NOW,
  timeZone: ZONE,
  currency: 'GBP',
  expecting: null,
};
