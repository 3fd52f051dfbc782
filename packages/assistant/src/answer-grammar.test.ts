import type { Locale } from '@carat/domain/locale';
import { describe, expect, it } from 'vitest';
import { converseWith, NOW, PROPERTY_SHOP } from '#lib/converse-testing.ts';
import type { DialogueShop } from '#lib/dialogue-eval.ts';

/**
 * Issue 35 (ADR 097): a property test of questions answered first. Small grammars, in French and English,
 * write many ways of asking the kinds of question the twelfth held-out set found unanswered — a making time
 * asked as feasible within a span, a policy of the shop asked after a clause of something else (a retort, an
 * aside), where a delivery goes, a tax paid back — and each must be answered from the shop's own data: its
 * lead times and its FAQ. The grammars are ours, not any evaluation set's.
 */

type Grammar = Record<Locale, readonly string[]>;

const SHOP = PROPERTY_SHOP;

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

  // ADR 098: the kinds of the thirteenth held-out set.

  it('answers a question in a sentence of its own beside a purchase, from the FAQ', async () => {
    const shop: DialogueShop = {
      ...SHOP,
      catalogue: [
        {
          id: 'watch',
          name: 'Montre Lac Bleu',
          price: 2100,
          category: 'watch',
          metal: 'steel',
          stones: [],
          keywords: [],
        },
      ],
    };
    const purchases: Grammar = {
      fr: [
        'Je voudrais acheter la montre Lac Bleu.',
        'Je prends la montre Lac Bleu.',
        'La montre Lac Bleu m’intéresse beaucoup.',
      ],
      en: [
        "I'd like to buy the Lac Bleu watch.",
        "I'll take the Lac Bleu watch.",
        "I'm very interested in the Lac Bleu watch.",
      ],
    };
    const asides: Grammar = {
      fr: ['', 'J’habite à Genève — ', 'Nous sommes canadiens, '],
      en: ['', 'I live in Geneva — ', 'We are visiting from Canada, so '],
    };
    const questions: Record<Locale, readonly (readonly [string, RegExp])[]> = {
      fr: [
        ['je peux récupérer la TVA ?', /20 %/],
        ['la TVA française m’est-elle remboursée ?', /20 %/],
        ['est-ce que je peux me faire rembourser la taxe ?', /20 %/],
        ['quelle est votre politique de retour ?', /21 jours/],
      ],
      en: [
        ['can I get the VAT back?', /20%/],
        ['can I get the French VAT back?', /20%/],
        ['could I have the tax refunded?', /20%/],
        ['what is your return policy?', /21 days/],
      ],
    };
    const failures: string[] = [];
    for (const locale of ['fr', 'en'] as const)
      for (const purchase of purchases[locale])
        for (const aside of asides[locale])
          for (const [question, answer] of questions[locale]) {
            const said = `${purchase} ${aside}${question}`;
            const { last } = await converseWith(shop, locale, [said], NOW);
            if (!answer.test(last.reply)) failures.push(`${said} → ${last.reply}`);
          }
    expect(failures).toEqual([]);
  });

  it('answers the price of a resize said by the size it is and the size wanted', async () => {
    const forms: Record<Locale, readonly ((now: string, wanted: string) => string)[]> = {
      fr: [
        (now, wanted) => `Ma bague fait du ${now}, je voudrais la passer à ${wanted}. Quel prix ?`,
        (now, wanted) => `Mon alliance est en ${now}, il me faudrait du ${wanted}, c’est combien ?`,
        (now, wanted) =>
          `Elle fait ${now} en taille française, je voudrais la mettre en ${wanted}. Combien ça coûte ?`,
      ],
      en: [
        (now, wanted) => `My ring is an EU ${now} now, I'd like it at ${wanted}. How much?`,
        (now, wanted) =>
          `It's a French ${now} at the moment, I need it to be ${wanted}. What does that cost?`,
        (now, wanted) =>
          `My band is size ${now} (EU) but I'd like it in a ${wanted} — how much would that be?`,
      ],
    };
    const pairs = [
      ['52', '54'],
      ['50', '48'],
      ['56', '57'],
      ['55', '53'],
    ] as const;
    const failures: string[] = [];
    for (const locale of ['fr', 'en'] as const)
      for (const form of forms[locale])
        for (const [now, wanted] of pairs) {
          const said = form(now, wanted);
          const { last } = await converseWith(SHOP, locale, [said], NOW);
          // The made-up shop's resize: 35 €; a size's system ('an EU 52') is no place: no FAQ answer of
          // the EU's tax or delivery beside it.
          if (!/\b35\b/.test(last.reply) || last.lead.intent !== 'repair' || /20 ?%|Europe/.test(last.reply))
            failures.push(`${said} → ${last.reply} (${last.lead.intent})`);
        }
    expect(failures).toEqual([]);
  });

  it('answers a repair asked as feasible beside a date it is needed by with the lead time (ADR 101)', async () => {
    const jobs: Grammar = {
      fr: [
        'Ma bague a perdu une pierre, vous pouvez en remettre une ?',
        'Le fermoir de mon collier est cassé, vous pourriez le réparer ?',
        'Une griffe de ma bague est tordue, c’est possible de la redresser ?',
      ],
      en: [
        'a prong on my ring is bent, can you fix it?',
        'my bracelet clasp broke, could you repair it?',
        'my necklace chain snapped — are you able to mend it?',
      ],
    };
    const needed: Grammar = {
      fr: [
        'Il me la faudrait pour le 20 avril',
        'il me le faut pour le 2 mai',
        'j’en ai besoin pour le 15 avril',
        'je la voudrais pour le 30 avril',
      ],
      en: [
        'need it back by march 27',
        'I need it by April 20',
        'need them for the 2nd of May',
        'I want it back by April 15th',
      ],
    };
    const expected = { fr: /12 jours/, en: /12 days/ };
    const failures: string[] = [];
    for (const locale of ['fr', 'en'] as const)
      for (const job of jobs[locale])
        for (const need of needed[locale]) {
          const said = `${job} ${need}`;
          const { last } = await converseWith(SHOP, locale, [said], NOW);
          if (!expected[locale].test(last.reply)) failures.push(`${said} → ${last.reply}`);
        }
    expect(failures).toEqual([]);
  });

  it('never asks again for a budget kept to oneself, said without a negation (ADR 101)', async () => {
    const wishes: Grammar = {
      fr: [
        'Je cherche à faire créer un collier unique avec une émeraude',
        'Je voudrais une bague sur mesure',
      ],
      en: ['I would like a bespoke emerald necklace', "I'm after a custom ring"],
    };
    const kept: Grammar = {
      fr: [
        'mon budget, je préfère le garder pour moi',
        'je garde ça pour moi',
        'le budget, c’est personnel',
        'je préfère garder le budget pour moi',
        'c’est confidentiel',
      ],
      en: [
        "I'll keep that to myself",
        "my budget? I'd like to keep it private",
        "that's personal",
        "I'm keeping the budget to myself",
        "it's confidential",
      ],
    };
    const later: Grammar = { fr: ['Pour Noël', 'en or blanc'], en: ['for Christmas', 'in white gold'] };
    const failures: string[] = [];
    for (const locale of ['fr', 'en'] as const)
      for (const wish of wishes[locale])
        for (const keep of kept[locale]) {
          const turns = [wish, keep, ...later[locale]];
          const { outputs } = await converseWith(SHOP, locale, turns, NOW);
          // The budget was the first question; after it is kept, no reply asks it again.
          if (!/budget/i.test(outputs[0]!.reply))
            failures.push(`${wish} → ${outputs[0]!.reply} (no budget asked)`);
          const asked = outputs.slice(1).find((out) => /budget/i.test(out.reply));
          if (asked) failures.push(`${turns.join(' | ')} → ${asked.reply}`);
        }
    expect(failures).toEqual([]);
  });
});
