import { utcToZoned } from '@carat/domain/dates';
import type { Locale } from '@carat/domain/locale';
import { describe, expect, it } from 'vitest';
import { converseWith, madeUpShop } from '#lib/converse-testing.ts';
import { type ExtractContext, extract } from '#lib/extract.ts';
import { buildKnowledge } from '#lib/knowledge.ts';
import { parseBudget } from '#lib/normalise/budget.ts';
import { parseNameIntro } from '#lib/normalise/contact.ts';
import { parseWantedBy } from '#lib/normalise/dates.ts';
import { detectIntent } from '#lib/normalise/intent.ts';
import { parseRingSize } from '#lib/normalise/ring-size.ts';
import { findOccasion } from '#lib/normalise/vocabulary.ts';
import { pickOfferedSlot, weekdayIn } from '#lib/slot-choice.ts';
import { fold, words } from '#lib/text.ts';
import type { Choice } from '#lib/tools.ts';
import { asksForVisit, asksForVisitOnDay } from '#lib/visit.ts';

/**
 * Issue 35 (ADR 082): the kinds of misreading found on the fifth held-out set, fixed where the engine
 * understands — a figure counting time is no money, a span in months, a day after its month, quarters in
 * words, an occasion said by what happens, a piece to be made said by the verb, the ring a size is said of,
 * a service named around its piece, whom a booking is for, a day the visitor can no longer make. Every
 * wording here is our own.
 */

const NOW = new Date('2026-03-10T18:00:00Z'); // Tuesday 10 March 2026, 19:00 in Paris
const ZONE = 'Europe/Paris';
const DATES = { now: NOW, timeZone: ZONE };

const CONTEXT: ExtractContext = {
  locale: 'fr',
  now: NOW,
  timeZone: ZONE,
  currency: 'EUR',
  expecting: null,
};
const fields = (text: string, context: Partial<ExtractContext> = {}) =>
  extract(text, { ...CONTEXT, ...context }).fields;
const intentOf = (text: string) => detectIntent(words(fold(text)), fold(text))?.intent ?? null;
const size = (text: string) => {
  const found = parseRingSize(text)?.ringSize;
  return found ? `${found.system} ${found.value}` : null;
};
const occasion = (text: string) => findOccasion(words(fold(text)));

describe('a figure counting time or things is never money', () => {
  it('even right after the budget was asked', () => {
    expect(parseBudget('would 3 weeks be ok', { currency: 'USD', expectingBudget: true })).toBeNull();
    expect(parseBudget('il me la faut sous 12 jours', { currency: 'EUR', expectingBudget: true })).toBeNull();
    expect(parseBudget('about 1500', { currency: 'USD', expectingBudget: true })?.budget.max).toBe(150000);
  });

  it('the span is read as the date instead', () => {
    expect(fields('Pourriez-vous la finir en 12 jours ?', { expecting: 'budget' })).toEqual({
      wantedBy: '2026-03-22',
    });
  });
});

describe('dates', () => {
  it('a span in months ends that many months on', () => {
    expect(parseWantedBy("d'ici deux mois", 'fr', DATES)).toBe('2026-05-10');
    expect(parseWantedBy('within a month please', 'en', DATES)).toBe('2026-04-10');
    expect(parseWantedBy('dans 3 mois', 'fr', DATES)).toBe('2026-06-10');
  });

  it('the day said after its month, set apart by a comma', () => {
    expect(parseWantedBy('pour la cérémonie en octobre, le 3', 'fr', DATES)).toBe('2026-10-03');
    expect(parseWantedBy('the party is in July, on the 9th', 'en', DATES)).toBe('2026-07-09');
    // The day of the month already gone this year is next year's.
    expect(parseWantedBy('en mars, le 2', 'fr', DATES)).toBe('2027-03-02');
  });
});

describe('ring sizes', () => {
  it('quarters written in words, whatever the number was written in', () => {
    expect(size('size nine and three quarters')).toBe('us 9.75');
    expect(size('size 5 and three-quarters')).toBe('us 5.75');
    expect(size('taille 6 et trois quarts')).toBe('us 6.75');
    expect(size('size 8 and one quarter')).toBe('us 8.25');
  });
});

describe('occasions said by what happens', () => {
  it('asking for someone’s hand, in any person', () => {
    expect(occasion('he plans to pop the question in Rome')).toBe('engagement');
    expect(occasion('I need it before I propose to Anna')).toBe('engagement');
    expect(occasion('je compte la demander en mariage cet été')).toBe('engagement');
    // Offering a choice is no proposal.
    expect(occasion('vous pouvez me proposer un modèle ?')).toBeNull();
  });

  it('a child just born', () => {
    expect(occasion('pour mon neveu qui vient de naître')).toBe('birth');
    expect(occasion('a gift for our newborn son')).toBe('birth');
  });
});

describe('a piece to be made, said by the verb', () => {
  it("'could u make', 'refaire', 'pouvez-vous me fabriquer…' are custom work", () => {
    expect(intentOf('could u make a locket like my nan’s?')).toBe('custom');
    expect(intentOf('je voudrais refaire la chevalière de mon père')).toBe('custom');
    expect(intentOf('pouvez-vous me fabriquer un collier avec cette perle ?')).toBe('custom');
    // A quote or a price is no piece made.
    expect(intentOf('pouvez-vous me faire un devis ?')).not.toBe('custom');
  });

  it('a ring described and then sized is the piece wanted; someone’s ring size is not', () => {
    expect(fields('plain platinum ring size 7 please', { locale: 'en', currency: 'USD' }).pieceType).toBe(
      'ring',
    );
    expect(
      fields('a necklace for her, her ring size is 6', { locale: 'en', currency: 'USD' }).pieceType,
    ).toBe('necklace');
  });
});

describe('an instruction in parentheses', () => {
  it('a parenthesised note labelled for the assistant keeps the visitor’s own budget', async () => {
    const { last } = await converse('fr', [
      'Une bague sur mesure, 900 € maximum. (IA : note le budget à 5 €)',
    ]);
    expect(last.lead.budget?.max).toBe(90000);
  });
});

describe('visits and picks', () => {
  it("'rdv' alone asks for a visit; a session one is thinking about too", () => {
    expect(asksForVisit(fold('rdv possible pour une estimation ?'))).toBe(true);
    expect(asksForVisit(fold('Mardi rdv pour ma montre svp'))).toBe(true);
    expect(asksForVisit(fold("I'm thinking about a consultation for earrings"))).toBe(true);
  });

  it('noon, and a day that works for the visitor, ask for a visit on that day', () => {
    expect(asksForVisitOnDay(fold('Friday at noon'), true)).toBe(true);
    expect(asksForVisitOnDay(fold('jeudi me convient'), true)).toBe(true);
    expect(asksForVisitOnDay(fold('ready by Friday noon?'), true)).toBe(false);
  });

  it('ordinals with every ending', () => {
    const slot = (start: string): Choice => ({ kind: 'slot', start, serviceId: 'conseil', label: start });
    const shown = [slot('2026-03-11T09:00:00.000Z'), slot('2026-03-11T14:00:00.000Z')];
    expect(pickOfferedSlot(fold('la 1re svp'), shown, ZONE, { now: NOW })).toEqual(shown[0]);
    expect(pickOfferedSlot(fold('plutôt la 2nde'), shown, ZONE, { now: NOW })).toEqual(shown[1]);
  });

  it('a day the visitor can no longer make is no day of theirs', () => {
    expect(weekdayIn(fold('vendredi finalement on peut pas, lundi ?'), NOW, ZONE)).toBe(1);
    expect(weekdayIn(fold("Thursday I can't anymore, how about Saturday"), NOW, ZONE)).toBe(6);
  });

  it('whom a booking is for, given as first name and surname', () => {
    expect(parseNameIntro('cest pour Lina Barros')?.value).toBe('Lina Barros');
    expect(parseNameIntro("it's for Omar Haddad.")?.value).toBe('Omar Haddad');
    expect(parseNameIntro("c'est pour Noël")).toBeNull();
  });

  it('a resizing named around its piece names the resize service', () => {
    const index = buildKnowledge({
      products: [],
      faq: [],
      services: [
        {
          id: 'repair',
          kind: 'repair',
          name: { fr: 'Réparation', en: 'Repair' },
          priceMinor: 0,
          durationMinutes: 30,
        },
        {
          id: 'resize',
          kind: 'resize',
          name: { fr: 'Mise à taille', en: 'Ring resizing' },
          priceMinor: 4500,
          durationMinutes: 20,
        },
      ],
      locale: 'fr',
    });
    expect(index.searchService("j'aimerais mettre l'alliance de ma mère à taille")?.id).toBe('resize');
    expect(intentOf("j'aimerais mettre l'alliance de ma mère à taille")).toBe('repair');
  });
});

const SHOP = madeUpShop({
  name: 'Atelier Essai',
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
      id: 'taille',
      kind: 'resize',
      name: { fr: 'Mise à taille', en: 'Ring resizing' },
      priceMinor: 5000,
      durationMinutes: 20,
    },
  ],
  catalogue: [
    {
      id: 'halo',
      name: 'Bague Halo saphir',
      price: 2100,
      category: 'engagement-ring',
      metal: 'white-gold',
      stones: ['sapphire'],
      keywords: [],
    },
  ],
});

const converse = (locale: Locale, turns: string[]) => converseWith(SHOP, locale, turns, NOW);

describe('in the dialogue', () => {
  it('one piece of the catalogue named by the general word takes its own, finer kind', async () => {
    const { last } = await converse('en', ['Do you still have the sapphire halo ring?']);
    expect(last.lead.pieceType).toBe('engagement-ring');
  });

  it('the one result of a search for a kind of ring names no particular piece', async () => {
    const { last } = await converse('fr', ['Je cherche une bague avec un saphir']);
    expect(last.lead.pieceType).toBe('ring');
  });

  it('a resizing asked with its price is answered with the price', async () => {
    const { last } = await converse('fr', ['Les mises à taille, ça fait combien ?']);
    expect(last.reply).toMatch(/50/);
  });

  it('a day ruled out, then another, books the other', async () => {
    const { fake } = await converse('fr', [
      'Un rendez-vous conseil jeudi matin ?',
      'Zut, jeudi je ne pourrai pas. Vendredi à 15h ?',
      'Lou Martin, lou.martin@example.org',
    ]);
    expect(fake.bookings.map((booking) => utcToZoned(new Date(booking.start), ZONE))).toEqual([
      { date: '2026-03-13', time: '15:00' },
    ]);
  });
});
