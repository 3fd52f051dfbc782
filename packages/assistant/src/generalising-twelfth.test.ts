import type { Locale } from '@carat/domain/locale';
import { describe, expect, it } from 'vitest';
import { converseWith, EN_CONTEXT, NOW, PROPERTY_SHOP } from '#lib/converse-testing.ts';
import type { ReplyOutput } from '#lib/engine.ts';
import { extract } from '#lib/extract.ts';
import { analyse } from '#lib/knowledge.ts';
import { pickOfferedSlot, withTextSpeakSpelt } from '#lib/slot-choice.ts';
import { fold } from '#lib/text.ts';
import type { Choice } from '#lib/tools.ts';

/**
 * Issue 35 (ADR 097): the kinds of failure found on the twelfth held-out set, fixed where the engine
 * understands — a making time asked as feasible within a span; a tax paid back; where a delivery goes; a
 * question opening a later clause; the pieces found named with their price; a resizing from one size to
 * another with the system first; a date the work is needed by beside a visit; two times of one day weighed;
 * a rank approved as better; text-speak; going ahead with what was offered. Every wording here is our own.
 */

const SHOP = PROPERTY_SHOP;
const converse = (locale: Locale, turns: string[]) => converseWith(SHOP, locale, turns, NOW);
const slotsOf = (out: ReplyOutput) => (out.choices ?? []).filter((choice) => choice.kind === 'slot');
const fields = (text: string, locale: Locale = 'en') => extract(text, { ...EN_CONTEXT, locale }).fields;

describe('a making time asked as feasible within a span', () => {
  it('answers with the work’s lead time', async () => {
    const fr = await converse('fr', ['Vous pourriez me créer un pendentif en argent sous quinze jours ?']);
    expect(fr.last.reply).toMatch(/5 semaines/);
    const en = await converse('en', ['could you design a bespoke pendant in three weeks?']);
    expect(en.last.reply).toMatch(/5 weeks/);
    const en2 = await converse('en', ['is a custom signet ring doable within 2 weeks?']);
    expect(en2.last.reply).toMatch(/5 weeks/);
  });
  it('guard: a request with no span asked says no lead time', async () => {
    const en = await converse('en', ['could you design a bespoke pendant?']);
    expect(en.last.reply).not.toMatch(/weeks\)/);
  });
});

describe('a tax paid back and where a delivery goes', () => {
  it('reads a tax refund as the tax-free scheme, not a return', () => {
    expect(analyse('je pourrai récupérer la TVA en rentrant chez moi ?')).toContain('c_tax');
    expect(analyse('on peut se faire rembourser les taxes ?')).not.toContain('c_return');
    expect(analyse('is there a VAT refund for visitors?')).toContain('c_tax');
    expect(analyse('can I claim back the tax?')).toContain('c_tax');
    expect(analyse('can I get a refund if it does not fit?')).toContain('c_return');
  });
  it('reads where a delivery goes as delivery, not the address', () => {
    expect(analyse('et vous expédiez où ?')).toEqual(['c_deliver']);
    expect(analyse('où livrez-vous exactement ?')).not.toContain('c_where');
    expect(analyse('where can you ship to?')).not.toContain('c_where');
    expect(analyse('où est la boutique ?')).toContain('c_where');
    expect(analyse('where is your workshop?')).toContain('c_where');
  });
  it('answers them from the shop’s FAQ', async () => {
    expect((await converse('fr', ['Je viens du Japon, on peut me rembourser la taxe ?'])).last.reply).toMatch(
      /20 %/,
    );
    expect((await converse('fr', ['ok, et vous envoyez où ?'])).last.reply).toMatch(/Europe/);
    expect((await converse('en', ['where do you ship to?'])).last.reply).toMatch(/Europe/);
  });
});

describe('a question opening a later clause', () => {
  it('is answered from the FAQ, whatever came before it', async () => {
    const en = await converse('en', ['you are all thieves', 'go on then, what is your returns policy']);
    expect(en.last.reply).toMatch(/21 days/);
    const fr = await converse('fr', ['je vois, quelle garantie donnez-vous']);
    expect(fr.last.reply).toMatch(/quatre ans/);
  });
  it('drops a contraction’s s, so it does not dilute what is asked', async () => {
    expect(analyse("what's the warranty on a ring?")).not.toContain('s');
    const en = await converse('en', ["and what's the warranty on wedding bands"]);
    expect(en.last.reply).toMatch(/four-year/);
  });
});

describe('the pieces found named with their price', () => {
  it('says the name and price of what the cards show', async () => {
    const fr = await converse('fr', ['Je prends l’alliance ruban, taille 56']);
    expect(fr.last.reply).toMatch(/Alliance Ruban Lisse — 480/);
    const en = await converse('en', ["I'll take the ribbon wedding band"]);
    expect(en.last.reply).toMatch(/Alliance Ruban Lisse — €480/);
  });
});

describe('a resizing from one size to another, the system said first', () => {
  it('keeps the size wanted', () => {
    expect(fields('could you take my ring from US 6 to a 7?').ringSize).toMatchObject({ value: '7' });
    expect(fields('agrandir ma bague de la taille suisse 9 à la 11', 'fr').ringSize).toMatchObject({
      system: 'ch',
      value: '11',
    });
  });
});

describe('a date the work is needed by, beside a request for a visit', () => {
  it('stays the date the piece is wanted by', async () => {
    const en = await converse('en', ['how much to value a gold bracelet? I need it back by 2 April']);
    expect(en.last.lead.wantedBy).toBe('2026-04-02');
    const fr = await converse('fr', [
      'combien pour faire estimer un collier ? il me le faut avant le 2 avril',
    ]);
    expect(fr.last.lead.wantedBy).toBe('2026-04-02');
  });
  it('guard: a day of visit is not a date wanted by', async () => {
    const en = await converse('en', ['can I come in on Friday to have a bracelet valued?']);
    expect(en.last.lead.wantedBy ?? null).toBe(null);
  });
});

describe('two times of one day weighed, a rank approved as better', () => {
  // Wednesday 11 at 10:00 and 15:00, then Thursday 12 at 10:00 and 15:00 (Paris).
  const SHOWN: Choice[] = ['11', '12'].flatMap((day) =>
    ['09:00', '14:00'].map((hour) => ({
      kind: 'slot' as const,
      start: `2026-03-${day}T${hour}:00.000Z`,
      serviceId: 'advice',
      label: `${day} ${hour}`,
    })),
  );
  const pick = (said: string) => {
    const picked = pickOfferedSlot(fold(said), SHOWN, 'Europe/Paris', { now: NOW });
    return picked?.kind === 'slot' ? picked.start : null;
  };
  // The slots of a Thursday asked for: Thursday 12 and Thursday 19, at 10:00 and 15:00 (Paris).
  const THURSDAYS: Choice[] = ['12', '19'].flatMap((day) =>
    ['09:00', '14:00'].map((hour) => ({
      kind: 'slot' as const,
      start: `2026-03-${day}T${hour}:00.000Z`,
      serviceId: 'advice',
      label: `${day} ${hour}`,
    })),
  );
  const pickThursday = (said: string) => {
    const picked = pickOfferedSlot(fold(said), THURSDAYS, 'Europe/Paris', { now: NOW });
    return picked?.kind === 'slot' ? picked.start : null;
  };
  it('takes the later or earlier time of the first date of the day asked', () => {
    expect(pickThursday('the later one please')).toBe('2026-03-12T14:00:00.000Z');
    expect(pickThursday('the earlier of the two')).toBe('2026-03-12T09:00:00.000Z');
    expect(pickThursday('le plus tard des deux')).toBe('2026-03-12T14:00:00.000Z');
    expect(pickThursday('the latest')).toBe('2026-03-19T14:00:00.000Z');
  });
  it('guard: to a list of several days, a comparative still means an end of the list', () => {
    expect(pick('the later one please')).toBe('2026-03-12T14:00:00.000Z');
    expect(pick('the later one on Wednesday')).toBe('2026-03-11T14:00:00.000Z');
  });
  it('guard: a superlative still means an end of the list', () => {
    expect(pick('the latest')).toBe('2026-03-12T14:00:00.000Z');
    expect(pick('le dernier')).toBe('2026-03-12T14:00:00.000Z');
  });
  it('reads a rank approved as better, after a correction', () => {
    expect(pick('hold on, no, 2 is better for me')).toBe('2026-03-11T14:00:00.000Z');
    expect(pick('non, le 3 m’arrange mieux')).toBe('2026-03-12T09:00:00.000Z');
    expect(pick('4 suits me better')).toBe('2026-03-12T14:00:00.000Z');
    expect(pick('I want 2 rings')).toBe(null);
  });
});

describe('text-speak and going ahead with what was offered', () => {
  it('spells text-speak out, never a ring size', () => {
    expect(withTextSpeakSpelt('when r u open')).toBe('when are you open');
    expect(withTextSpeakSpelt('can u see me sat')).toBe('can you see me sat');
    expect(withTextSpeakSpelt('ur next slot pls')).toBe('your next slot please');
    expect(withTextSpeakSpelt('size u please')).toBe('size u please');
    expect(withTextSpeakSpelt('qd est-ce que vs etes ouverts')).toBe('quand est-ce que vous etes ouverts');
  });
  it('shows the slots to a visit asked in text-speak', async () => {
    const en = await converse('en', ['my chain snapped, when r u free to fix it']);
    expect(slotsOf(en.last).length).toBeGreaterThan(0);
  });
  it('shows the slots of the service just answered to a go-ahead', async () => {
    const en = await converse('en', ['what does the design session cost?', "sure, let's go ahead"]);
    expect(slotsOf(en.last).map((slot) => slot.kind === 'slot' && slot.serviceId)).toContain('design');
    const fr = await converse('fr', ['Combien coûte l’atelier de création ?', 'bon, allons-y']);
    expect(slotsOf(fr.last).length).toBeGreaterThan(0);
  });
  it('guard: a go-ahead with nothing offered shows no slots', async () => {
    const en = await converse('en', ["ok let's do it"]);
    expect(slotsOf(en.last)).toEqual([]);
  });
});
