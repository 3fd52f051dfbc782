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

describe('names beside other words', () => {
  const en = context({ locale: 'en', timeZone: 'Europe/London', currency: 'GBP' });
  it('leaves out the courtesy before a name', () => {
    expect(extract('Oui. Laura Meier, laura.meier@gmx.ch', context()).fields.name).toBe('Laura Meier');
    expect(extract('Great, Anthony Russo, anthony@aol.com', en).fields.name).toBe('Anthony Russo');
    expect(extract('ok good. Mia Patel', en).fields.name).toBe('Mia Patel');
    expect(extract("Name's Edward Clarke, ed@gmail.com", en).fields.name).toBe('Edward Clarke');
  });

  it("reads a couple under one name and a name that is also a word ('Ravi')", () => {
    expect(extract('Inès et Malik Haddad, ines@gmail.com', context()).fields.name).toBe(
      'Inès et Malik Haddad',
    );
    expect(extract('Ravi Desai, ravi.desai@gmail.com', en).fields.name).toBe('Ravi Desai');
    expect(extract('Ravi de vous parler, ravi@x.com', context()).fields.name).toBeUndefined();
  });

  it("keeps a leading 'no' for the budget ('no more than £1,200')", () => {
    expect(extract('no more than £1,200', en).fields.budget).toMatchObject({ min: null, max: 120000 });
  });
});

describe('piece and occasion wordings', () => {
  const en = context({ locale: 'en', timeZone: 'Europe/London', currency: 'GBP' });
  it('reads plurals, bands and a ring for a proposal', () => {
    expect(extract('can I see your engagement rings?', en).fields.pieceType).toBe('engagement-ring');
    expect(extract('a custom band made while I am in town', en).fields.pieceType).toBe('wedding-band');
    expect(extract('I want to propose with a bespoke ring', en).fields.pieceType).toBe('engagement-ring');
    expect(extract('my watch band is broken', en).fields.pieceType).toBe('watch');
  });

  it('does not take the pieces a new one is made from for the one wanted', () => {
    expect(
      extract("Pouvez-vous refaire un pendentif à partir de l'or de mes anciennes bagues ?", context()).fields
        .pieceType,
    ).toBe('pendant');
  });

  it('reads an age as a birthday, not years married', () => {
    expect(extract("C'est pour ses 60 ans", context()).fields.occasion).toBe('birthday');
    expect(extract("it's for her 40th", en).fields.occasion).toBe('birthday');
    expect(extract('pour nos 10 ans de mariage', context()).fields.occasion).toBe('anniversary');
  });
});
