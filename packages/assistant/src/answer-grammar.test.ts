import type { Locale } from '@carat/domain/locale';
import { describe, expect, it } from 'vitest';
import { converseWith, MADE_UP_SERVICES, madeUpShop, NOW } from '#lib/converse-testing.ts';
import type { DialogueShop } from '#lib/dialogue-eval.ts';

/**
 * Issue 35 (ADR 097): a property test of questions answered first. Small grammars, in French and English,
 * write many ways of asking the kinds of question the twelfth held-out set found unanswered — a making time
 * asked as feasible within a span, a policy of the shop asked after a clause of something else (a retort, an
 * aside), where a delivery goes, a tax paid back — and each must be answered from the shop's own data: its
 * lead times and its FAQ. The grammars are ours, not any evaluation set's.
 */

type Grammar = Record<Locale, readonly string[]>;

const base = madeUpShop({
  name: 'Atelier Treize',
  currency: 'EUR',
  services: MADE_UP_SERVICES,
  catalogue: [],
  faq: [
    {
      question: { fr: 'Où êtes-vous ?', en: 'Where are you?' },
      answer: { fr: 'Au 9 rue des Ciseleurs.', en: 'At 9 rue des Ciseleurs.' },
      keywords: ['adresse', 'address'],
    },
    {
      question: { fr: 'Livrez-vous ?', en: 'Do you deliver?' },
      answer: { fr: 'Livraison assurée en Europe.', en: 'Insured delivery across Europe.' },
      keywords: ['livraison', 'deliver'],
    },
    {
      question: { fr: 'Retours ?', en: 'Returns?' },
      answer: { fr: 'Retours acceptés sous 21 jours.', en: 'Returns accepted within 21 days.' },
      keywords: ['retour', 'return'],
    },
    {
      question: { fr: 'Quelle garantie ?', en: 'What warranty?' },
      answer: { fr: 'Garantie de quatre ans.', en: 'A four-year warranty.' },
      keywords: ['garantie', 'warranty'],
    },
    {
      question: { fr: 'Détaxe ?', en: 'Tax-free shopping?' },
      answer: { fr: 'TVA de 20 % remboursée hors UE.', en: 'The 20% VAT is refunded outside the EU.' },
      keywords: ['detaxe', 'tva', 'vat'],
    },
  ],
});
const SHOP: DialogueShop = {
  ...base,
  business: { ...base.business, leadTimeDays: { custom: 35, repair: 12 } },
};

describe('questions answered first, over generated phrasings', () => {
  it('answers a making time asked as feasible within a span with the lead time', async () => {
    const pieces: Grammar = {
      fr: ['un bracelet sur mesure', 'une bague personnalisée', 'un pendentif sur mesure en or'],
      en: ['a bespoke bracelet', 'a custom ring', 'a made-to-measure gold pendant'],
    };
    const spans: Grammar = {
      fr: ['en 3 semaines', 'sous quinze jours', 'en un mois', 'd’ici deux semaines'],
      en: ['in 3 weeks', 'within two weeks', 'in a month', 'in a couple of weeks'],
    };
    const forms: Record<Locale, readonly ((piece: string, span: string) => string)[]> = {
      fr: [
        (piece, span) => `Je voudrais ${piece}, c’est faisable ${span} ?`,
        (piece, span) => `Vous pourriez me faire ${piece} ${span} ?`,
        (piece, span) => `${piece} ${span}, c’est possible ?`,
      ],
      en: [
        (piece, span) => `could you make ${piece} ${span}?`,
        (piece, span) => `I'd like ${piece}, is that doable ${span}?`,
        (piece, span) => `${piece} ${span}, is it possible?`,
      ],
    };
    const expected = { fr: /5 semaines/, en: /5 weeks/ };
    const failures: string[] = [];
    for (const locale of ['fr', 'en'] as const)
      for (const piece of pieces[locale])
        for (const span of spans[locale])
          for (const form of forms[locale]) {
            const said = form(piece, span);
            const { last } = await converseWith(SHOP, locale, [said], NOW);
            if (!expected[locale].test(last.reply)) failures.push(`${said} → ${last.reply}`);
          }
    expect(failures).toEqual([]);
  });

  it('answers a policy asked after a clause of something else, from the FAQ', async () => {
    const leads: Grammar = {
      fr: ['', 'bon, ', 'je vois. ', 'ok, ', 'sinon, ', 'prouvez-le : '],
      en: ['', 'fine, ', 'prove it, ', 'ok. ', 'anyway, ', 'right, so '],
    };
    const questions: Record<Locale, readonly (readonly [string, RegExp])[]> = {
      fr: [
        ['quelle est votre politique de retour', /21 jours/],
        ['quelle garantie donnez-vous', /quatre ans/],
        ['où livrez-vous', /Europe/],
        ['vous livrez où ?', /Europe/],
        ['comment marche la détaxe', /20 %/],
        ['je peux me faire rembourser la TVA ?', /20 %/],
      ],
      en: [
        ["what's your return policy", /21 days/],
        ['what warranty do you give', /four-year/],
        ['where do you ship to', /Europe/],
        ['you deliver where?', /Europe/],
        ['how does the tax refund work', /20%/],
        ['can I get the VAT back?', /20%/],
      ],
    };
    const before: Grammar = {
      fr: ['', 'vous êtes des escrocs', 'tu peux m’écrire un poème ?'],
      en: ['', 'you lot are crooks', 'can you write me a poem?'],
    };
    const failures: string[] = [];
    for (const locale of ['fr', 'en'] as const)
      for (const lead of leads[locale])
        for (const [question, answer] of questions[locale])
          for (const first of before[locale]) {
            const turns = [...(first ? [first] : []), `${lead}${question}`];
            const { last } = await converseWith(SHOP, locale, turns, NOW);
            if (!answer.test(last.reply)) failures.push(`${turns.join(' | ')} → ${last.reply}`);
          }
    expect(failures).toEqual([]);
  });
});
