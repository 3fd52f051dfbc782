import { describe, expect, it } from 'vitest';
import {
  categoryFromText,
  htmlFromText,
  parseShopifyCsv,
  ShopifyCsvError,
  shopifyCsv,
  textFromHtml,
} from './shopify-csv.ts';

describe('Shopify CSV helpers', () => {
  it('reads a category from a type, a taxonomy path, tags or a title, in English or French', () => {
    expect(categoryFromText('Rings')).toBe('RINGS');
    expect(categoryFromText('EARRINGS')).toBe('EARRINGS');
    expect(categoryFromText('Apparel & Accessories > Jewelry > Necklaces')).toBe('NECKLACES');
    expect(categoryFromText('Boucles d’oreilles')).toBe('EARRINGS');
    expect(categoryFromText('Bague solitaire or')).toBe('RINGS');
    expect(categoryFromText('Chaîne cubaine')).toBe('CHAINS');
    expect(categoryFromText('Montres')).toBe('WATCHES');
    expect(categoryFromText('Toys')).toBeNull();
    // The business's own list: its names, and a necklace is a chain where it has no necklaces.
    const own = [
      { key: 'CHAINS', nameFr: 'Chaînes', nameEn: 'Chains' },
      { key: 'ANKLETS', nameFr: 'Chaînes de cheville', nameEn: 'Anklets' },
    ];
    expect(categoryFromText('Collier perles', own)).toBe('CHAINS');
    expect(categoryFromText('Jewelry > Anklets', own)).toBe('ANKLETS');
    expect(categoryFromText('anklets', own)).toBe('ANKLETS');
    expect(categoryFromText('Bague', own)).toBeNull();
  });

  it('turns Body (HTML) into paragraphs and back', () => {
    expect(
      textFromHtml('<p>Or 18k &amp; diamants</p><ul><li>Un</li><li>Deux</li></ul><p>Fin&nbsp;&#233;</p>'),
    ).toBe('Or 18k & diamants\n• Un\n• Deux\nFin é');
    expect(textFromHtml('<script>alert(1)</script>Texte')).toBe('alert(1)Texte');
    expect(htmlFromText('Or <rose>\n& blanc\n\nSecond')).toBe(
      '<p>Or &lt;rose&gt;<br>&amp; blanc</p><p>Second</p>',
    );
  });

  it('refuses a file that is not a product CSV', () => {
    const options = { currency: 'GBP' as const, locale: 'en' as const };
    expect(() => parseShopifyCsv('Name,Price\nRing,1\n', options)).toThrow(ShopifyCsvError);
    expect(() => parseShopifyCsv('Handle,Title\n', options)).toThrow(/no products/);
    expect(() => parseShopifyCsv('Handle,Title\n"ring,Ring\n', options)).toThrow(ShopifyCsvError);
  });

  it('writes one row per combination, photos on their own rows when there are more', () => {
    const csv = shopifyCsv(
      [
        {
          handle: 'bague',
          title: 'Bague',
          description: 'Or',
          details: [],
          category: 'RINGS',
          status: 'draft',
          seoTitle: null,
          seoDescription: null,
          priceMinor: 12_345,
          priceOnRequest: false,
          sizeSystem: null,
          sizes: [],
          metals: [],
          stones: [],
          engravingMaxLength: null,
          madeToOrder: false,
          leadTimeWeeks: null,
          stock: 2,
          inventory: [],
          images: [
            { url: 'https://cdn.example/a.webp', alt: 'A' },
            { url: 'https://cdn.example/b.webp', alt: null },
          ],
        },
      ],
      'EUR',
    );
    const parsed = parseShopifyCsv(csv, { currency: 'EUR', locale: 'fr' });
    expect(parsed.issues).toEqual([]);
    expect(parsed.rows).toBe(2);
    expect(parsed.products[0]).toMatchObject({
      handle: 'bague',
      status: 'draft',
      priceMinor: 12_345,
      stock: 2,
      variants: 1,
      inventory: [],
      images: [
        { url: 'https://cdn.example/a.webp', alt: 'A', position: 0 },
        { url: 'https://cdn.example/b.webp', alt: null, position: 1 },
      ],
    });
  });
});
