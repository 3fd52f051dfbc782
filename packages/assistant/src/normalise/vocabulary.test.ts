import { describe, expect, it } from 'vitest';
import { detectIntent, mergeIntent } from '#lib/normalise/intent.ts';
import {
  findMetal,
  findOccasion,
  findPieceType,
  findStone,
  mergeMetal,
  mergeStone,
} from '#lib/normalise/vocabulary.ts';
import { fold, words } from '#lib/text.ts';

const w = (text: string) => words(fold(text));
const metal = (text: string) => {
  const mention = findMetal(w(text), fold(text));
  return mention ? mergeMetal(null, mention) : null;
};

describe('metals', () => {
  it.each([
    ['une bague en or jaune', 'yellow-gold'],
    ['or blanc 18 carats', 'white-gold-18k'],
    ['or gris', 'white-gold'],
    ['en platine', 'platinum'],
    ['en platinne', 'platinum'],
    ['argent massif', 'silver'],
    ['or 750', 'gold-18k'],
    ['9ct rose gold', 'rose-gold-9k'],
    ['sterling silver', 'silver'],
  ])('%s → %s', (text, expected) => {
    expect(metal(text)).toBe(expected);
  });

  it("does not read English 'or', 'urgent' or 'june' as metals", () => {
    expect(metal('a ring or a necklace')).toBeNull();
    expect(metal("c'est urgent")).toBeNull();
    expect(metal('by june')).toBeNull();
  });

  it('refines the gold chosen with a karat said later, and keeps it across a colour change', () => {
    expect(mergeMetal('yellow-gold', { kind: null, karat: 18 })).toBe('yellow-gold-18k');
    expect(mergeMetal('yellow-gold-18k', { kind: 'white-gold', karat: null })).toBe('white-gold-18k');
    expect(mergeMetal('yellow-gold-18k', { kind: 'platinum', karat: null })).toBe('platinum');
  });
});

describe('stones and cuts', () => {
  it('reads stones, cuts and typos, and an emerald cut is a cut', () => {
    expect(findStone(w('un diamant taille ovale'))).toEqual({ stone: 'diamond', cut: 'oval' });
    expect(findStone(w('an emerald cut diamond'))).toEqual({ stone: 'diamond', cut: 'emerald' });
    expect(findStone(w('a saphire'))).toEqual({ stone: 'sapphire', cut: null });
    expect(mergeStone(null, { stone: null, cut: 'princess' })).toBe('diamond/princess');
    expect(findStone(w('round about noon'))).toBeNull();
  });
});

describe('pieces and occasions', () => {
  it.each([
    ['une bague de fiançailles', 'engagement-ring'],
    ['des alliances', 'wedding-band'],
    ['un bracelt', 'bracelet'],
    ["des boucles d'oreilles", 'earrings'],
    ['a gold pendant', 'pendant'],
    ['wedding bands', 'wedding-band'],
  ])('%s → %s', (text, expected) => {
    expect(findPieceType(w(text))).toBe(expected);
  });

  it("reads French 'pendant' before a determiner as 'during', and 'ring size' as no piece", () => {
    expect(findPieceType(w('pendant les fêtes'))).toBeNull();
    expect(findPieceType(w('my ring size is N'))).toBeNull();
  });

  it('prefers a named occasion to a gift, and a wedding band is no wedding', () => {
    expect(findOccasion(w('un cadeau pour son anniversaire'))).toBe('birthday');
    expect(findOccasion(w('wedding bands'))).toBeNull();
    expect(findOccasion(w('for our wedding anniversary'))).toBe('anniversary');
  });
});

describe('intent', () => {
  const detect = (text: string) => detectIntent(w(text), fold(text));
  it('finds the strongest purpose in a message', () => {
    expect(detect('je voudrais prendre rendez-vous pour une bague sur mesure')?.intent).toBe('custom');
    expect(detect('ma bague est trop petite')?.intent).toBe('repair');
    expect(detect("combien vaut ma montre, j'aimerais une estimation")?.intent).toBe('valuation');
    expect(detect('quels sont vos horaires ?')?.intent).toBe('question');
  });

  it('lets a later purpose replace an earlier one, but not an appointment or a weak wish', () => {
    expect(mergeIntent('custom', detect('finalement je préfère acheter une bague existante'))).toBe('buy');
    expect(mergeIntent('custom', detect('je voudrais prendre rendez-vous'))).toBe('custom');
    expect(mergeIntent('custom', detect('je voudrais une bague en or'))).toBe('custom');
    expect(mergeIntent('question', detect('je cherche un collier'))).toBe('buy');
  });
});
