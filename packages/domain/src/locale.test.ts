import { describe, expect, it } from 'vitest';
import {
  countsWithoutPlural,
  createTranslator,
  DEFAULT_LOCALE,
  defineMessages,
  format,
  intlLocale,
  isLocale,
  LOCALES,
  localize,
  mergeCatalogues,
  otherLocale,
  pluralCategory,
  toLocale,
} from '#lib/locale.ts';

describe('locale', () => {
  it('has French as the default and English as the only other language', () => {
    expect(DEFAULT_LOCALE).toBe('fr');
    expect(LOCALES).toEqual(['fr', 'en']);
  });

  it('recognises only the supported locales', () => {
    expect(isLocale('fr')).toBe(true);
    expect(isLocale('en')).toBe(true);
    expect(isLocale('de')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });

  it('picks the text of the asked locale and defaults to French', () => {
    const text = { fr: 'Bonjour', en: 'Hello' };
    expect(localize(text, 'en')).toBe('Hello');
    expect(localize(text)).toBe('Bonjour');
    expect(localize(text, 'de' as never)).toBe('Bonjour');
  });
});

describe('the one text mechanism', () => {
  const catalogue = defineMessages({
    fr: { 'greeting.hello': 'Bonjour {name}', 'greeting.bye': 'Au revoir' },
    en: { 'greeting.hello': 'Hello {name}', 'greeting.bye': 'Goodbye' },
  });

  it('reads a text by key in the asked locale and fills its placeholders', () => {
    expect(createTranslator(catalogue, 'fr')('greeting.hello', { name: 'Léa' })).toBe('Bonjour Léa');
    expect(createTranslator(catalogue, 'en')('greeting.bye')).toBe('Goodbye');
    expect(format('{count} left, {missing}', { count: 3 })).toBe('3 left, {missing}');
  });

  it('types the keys: an unknown key or a language missing a key fails the type-check', () => {
    const t = createTranslator(catalogue, 'fr');
    // @ts-expect-error unknown key
    expect(t('greeting.unknown')).toBe('greeting.unknown');
    defineMessages({
      fr: { a: 'A', b: 'B' },
      // @ts-expect-error English lacks `b`
      en: { a: 'A' },
    });
  });

  it('merges catalogues, the later one winning, with the union of their keys', () => {
    const more = defineMessages({
      fr: { 'greeting.bye': 'Salut', x: 'X' },
      en: { 'greeting.bye': 'Bye', x: 'X' },
    });
    const t = createTranslator(mergeCatalogues(catalogue, more), 'en');
    expect([t('greeting.hello', { name: 'Ann' }), t('greeting.bye'), t('x')]).toEqual([
      'Hello Ann',
      'Bye',
      'X',
    ]);
  });

  it('names the Intl tag and the other language of each locale', () => {
    expect([intlLocale('fr'), intlLocale('en')]).toEqual(['fr-FR', 'en-GB']);
    expect([otherLocale('fr'), otherLocale('en')]).toEqual(['en', 'fr']);
    expect([toLocale('en'), toLocale('de'), toLocale(undefined)]).toEqual(['en', 'fr', 'fr']);
  });
});

describe('plurals (ICU plural rules through Intl.PluralRules)', () => {
  const pieces = '{count, plural, one {# pièce} other {# pièces}}';
  it('French: 0 and 1 are singular; English: only 1', () => {
    expect([0, 1, 2].map((count) => format(pieces, { count }, 'fr'))).toEqual([
      '0 pièce',
      '1 pièce',
      '2 pièces',
    ]);
    const en = '{count, plural, one {# piece} other {# pieces}}';
    expect([0, 1, 2].map((count) => format(en, { count }, 'en'))).toEqual([
      '0 pieces',
      '1 piece',
      '2 pieces',
    ]);
    expect(pluralCategory(0, 'fr')).toBe('one');
    expect(pluralCategory(0, 'en')).toBe('other');
  });
  it('an exact form wins, other placeholders and text around are kept, blocks may repeat', () => {
    const text = '{count, plural, =0 {Aucune pièce} one {# pièce} other {# pièces}} chez {name}';
    expect(format(text, { count: 0, name: 'Aube' }, 'fr')).toBe('Aucune pièce chez Aube');
    expect(format(text, { count: 3, name: 'Aube' }, 'fr')).toBe('3 pièces chez Aube');
    const two = '{used, plural, one {# place utilisée} other {# places utilisées}} sur {limit}';
    expect(format(two, { used: 1, limit: 3 }, 'fr')).toBe('1 place utilisée sur 3');
    expect(format('{n, plural, one {# {what}} other {# {what}s}}', { n: 2, what: 'bague' }, 'fr')).toBe(
      '2 bagues',
    );
  });
  it('a count given formatted chooses by its digits and shows as given', () => {
    const reviews = '{count, plural, one {# review} other {# reviews}}';
    expect(format(reviews, { count: '3,670' }, 'en')).toBe('3,670 reviews');
    expect(format(reviews, { count: '1' }, 'en')).toBe('1 review');
  });
  it('a translator reads the plural in its own language', () => {
    const t = createTranslator(
      {
        fr: { k: '{count, plural, one {# demande} other {# demandes}}' },
        en: { k: '{count, plural, one {# request} other {# requests}}' },
      },
      'en',
    );
    expect(t('k', { count: 1 })).toBe('1 request');
    expect(t('k', { count: 0 })).toBe('0 requests');
  });
});

describe('the catalogue check for counts without a plural', () => {
  it("names '{count} pièces' and 'pièce(s)', not a plural block nor a count before no noun", () => {
    const catalogue = {
      fr: {
        bad: '{count} pièces',
        worse: 'Importer {n} photo(s)',
        good: '{count, plural, one {# pièce} other {# pièces}}',
        rating: '{rating} sur 5',
      },
      en: {
        bad: '{count} pieces',
        worse: 'Import {n} photos',
        good: '{count, plural, one {# piece} other {# pieces}}',
        rating: '{rating} of 5',
      },
    };
    expect(countsWithoutPlural(catalogue)).toEqual(['fr:bad', 'fr:worse', 'en:bad', 'en:worse']);
  });
});
