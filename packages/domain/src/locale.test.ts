import { describe, expect, it } from 'vitest';
import {
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
