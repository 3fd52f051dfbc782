import { countsWithoutPlural } from '@carat/domain/locale';
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

describe('plurals in the showroom’s texts', () => {
  it('no text puts a count before a noun without a plural form', () => {
    expect(countsWithoutPlural(catalogue)).toEqual([]);
  });

  it.each([
    ['basket.count', ['0 pièce', '1 pièce', '2 pièces'], ['0 pieces', '1 piece', '2 pieces']],
    ['home.itemsCount', ['0 pièce', '1 pièce', '2 pièces'], ['0 pieces', '1 piece', '2 pieces']],
    ['reviews.count', ['0 avis', '1 avis', '2 avis'], ['0 reviews', '1 review', '2 reviews']],
    ['product.reviews', ['0 avis', '1 avis', '2 avis'], ['0 reviews', '1 review', '2 reviews']],
  ] as const)('%s for 0, 1 and 2', (key, fr, en) => {
    const read = (locale: 'fr' | 'en') =>
      [0, 1, 2].map((count) => createTranslator(catalogue, locale)(key as MessageKey, { count }));
    expect(read('fr')).toEqual(fr);
    expect(read('en')).toEqual(en);
  });
});
