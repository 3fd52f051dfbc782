import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, isLocale, LOCALES, localize } from '#lib/locale.ts';

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
