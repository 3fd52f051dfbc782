import { countsWithoutPlural } from '@carat/domain/locale';
import { type Catalogue, createTranslator, type MessageKey } from '@carat/ui/i18n';
import { describe, expect, it } from 'vitest';
import { catalogue, catalogueFor } from '#app/i18n.ts';
import { messages as faqMessages } from '#features/faq/FaqPage.tsx';
import { landingMessages } from '#features/landing/messages.ts';
import { legalMessages } from '#features/legal/LegalDocument.tsx';

describe('the site catalogues', () => {
  it('have every text in French and in English', () => {
    for (const texts of [catalogue, landingMessages, faqMessages, legalMessages] as Catalogue[]) {
      expect(Object.keys(texts.en).sort()).toEqual(Object.keys(texts.fr).sort());
    }
  });

  it('are registered: `t` takes their keys only, an unknown key fails the type-check', () => {
    const t = createTranslator(catalogueFor(landingMessages), 'en');
    expect(t('nav.home')).toBe('Home');
    expect(t('cta.demo')).toBe('See a demo');
    // @ts-expect-error not a key of the site or of a page
    expect(t('nav.unknown')).toBe('nav.unknown');
    const known: MessageKey = 'faq.title';
    // @ts-expect-error useI18n().t and useT() take the registered keys, so this is refused too
    const unknown: MessageKey = 'faq.unknown';
    expect([known, unknown]).toHaveLength(2);
  });
});

describe('plurals in the site’s texts', () => {
  it('no text puts a count before a noun without a plural form', () => {
    // 'Témoignage 2 sur 5': a position, not a quantity.
    const positions = new Set(['fr:testimonials.slide', 'en:testimonials.slide']);
    const texts = [catalogue, landingMessages, faqMessages, legalMessages] as Catalogue[];
    expect(texts.flatMap(countsWithoutPlural).filter((key) => !positions.has(key))).toEqual([]);
  });
});
