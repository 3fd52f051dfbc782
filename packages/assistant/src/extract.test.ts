import { describe, expect, it } from 'vitest';
import { type ExtractContext, extract } from '#lib/extract.ts';

const context = (over: Partial<ExtractContext> = {}): ExtractContext => ({
  locale: 'fr',
  now: new Date('2026-03-10T18:00:00Z'),
  timeZone: 'Europe/Paris',
  currency: 'EUR',
  expecting: null,
  nameKnown: false,
  ...over,
});

describe('names given after another question', () => {
  it('reads a bare capitalised name whatever was asked, while the lead has none', () => {
    expect(extract('Antoine Mercier', context({ expecting: 'metal' })).fields.name).toBe('Antoine Mercier');
    expect(extract("Liam O'Brien", context({ expecting: 'wantedBy', locale: 'en' })).fields.name).toBe(
      "Liam O'Brien",
    );
    // 'Roche' is one letter from 'broche': a name, not a brooch.
    const emma = extract('Emma Roche', context({ expecting: 'budget' }));
    expect(emma.fields.name).toBe('Emma Roche');
    expect(emma.fields.pieceType).toBeUndefined();
  });

  it('does not take jewellery words, lower-case answers or a second name for one', () => {
    expect(extract('Or Blanc', context({ expecting: 'budget' })).fields.name).toBeUndefined();
    expect(extract('Bague Solitaire', context()).fields.name).toBeUndefined();
    expect(extract('plutôt en or rose', context()).fields.name).toBeUndefined();
    expect(extract('Antoine Mercier', context({ nameKnown: true })).fields.name).toBeUndefined();
  });

  it('reads the name beside the contact details, between separators', () => {
    const mark = extract(
      'Call me on 07911 123456 — Mark',
      context({ locale: 'en', timeZone: 'Europe/London' }),
    );
    expect(mark.fields).toMatchObject({ name: 'Mark', phone: '+447911123456' });
    expect(extract('Élise Fournier — elise.fournier@laposte.net', context()).fields).toMatchObject({
      name: 'Élise Fournier',
      email: 'elise.fournier@laposte.net',
    });
  });

  describe('budgets', () => {
    it('does not read a day of a date as a budget, even when a budget was asked', () => {
      const fields = extract(
        'for our wedding on October 3',
        context({ locale: 'en', expecting: 'budget' }),
      ).fields;
      expect(fields.budget).toBeUndefined();
      expect(fields.wantedBy).toBe('2026-10-03');
      expect(extract('3000', context({ expecting: 'budget' })).fields.budget).toMatchObject({ max: 300_000 });
      // '18 carats' is the gold's karat, not €18.
      const gold = extract(
        'or blanc 18 carats avec un diamant taille ovale',
        context({ expecting: 'budget' }),
      );
      expect(gold.fields.budget).toBeUndefined();
      expect(gold.metal).toEqual({ kind: 'white-gold', karat: 18 });
    });
  });
});
