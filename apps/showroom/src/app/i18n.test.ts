import { createTranslator, LOCALES, type MessageKey } from '@carat/ui/i18n';
import { describe, expect, it } from 'vitest';
import { catalogue } from './i18n.ts';

describe('the showroom catalogue', () => {
  it('has every text in French and in English', () => {
    const keys = (locale: 'fr' | 'en') => Object.keys(catalogue[locale]).sort();
    expect(keys('en')).toEqual(keys('fr'));
    for (const locale of LOCALES) {
      for (const [key, text] of Object.entries(catalogue[locale]))
        expect(text.trim(), `${locale} ${key}`).not.toBe('');
    }
  });

  it('is registered: `t` takes its keys only, an unknown key fails the type-check', () => {
    const t = createTranslator(catalogue, 'en');
    expect(t('shell.home')).toBe('Home');
    // @ts-expect-error not a key of the showroom
    expect(t('shell.unknown')).toBe('shell.unknown');
    const known: MessageKey = 'manage.status.cancelled';
    // @ts-expect-error useI18n().t and useT() take the registered keys, so this is refused too
    const unknown: MessageKey = 'manage.status.unknown';
    expect([known, unknown]).toHaveLength(2);
  });
});
