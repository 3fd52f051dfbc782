import type { PublishedPage, Showroom, ShowroomProduct } from '@carat/api-client/react';
import { describe, expect, it } from 'vitest';
import { matchPage } from '#lib/pages.ts';
import { headFor } from './head.ts';

const showroom = {
  slug: 'demo',
  name: 'Hale & Co.',
  city: 'London',
  address: '24 Hatton Garden',
  postalCode: 'EC1N 8BQ',
  phone: null,
  verified: true,
  foundedYear: 2016,
  timeZone: 'Europe/London',
  currency: 'GBP',
  tagline: 'Fine jewellery',
  bannerImage: '/media/demo/banner.webp',
  rating: { average: 4.9, count: 3670 },
  collectionCounts: {},
  categoryCounts: {},
  categories: [],
  collaborations: [],
} satisfies Showroom;

const product = {
  showroom: { slug: 'demo', name: 'Hale & Co.', currency: 'GBP', promises: [] },
  ref: 2,
  name: 'Tennis <Bracelet>',
  category: 'BRACELETS',
  categoryName: null,
  priceMinor: 850_000,
  priceOnRequest: false,
  currency: 'GBP',
  images: [{ url: '/media/demo/tennis-bracelet-1.webp', alt: 'front' }],
  description: 'A line of diamonds.',
  details: [],
  sizes: [],
  sizeSystem: null,
  metals: [],
  stones: [],
  engraving: null,
  combinationPrices: [],
  madeToOrder: false,
  leadTimeWeeks: null,
  seoTitle: null,
  seoDescription: null,
  modelUrl: null,
  customization: { engraving: false, colours: [] },
  updatedAt: '2026-11-01T00:00:00.000Z',
  rating: { average: 5, count: 1 },
  reviews: [],
  similar: [],
} satisfies ShowroomProduct;

const jsonLd = (tags: string) =>
  [...tags.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));

describe('headFor', () => {
  it('gives a showroom page its title, description, canonical URL, Open Graph image and JewelryStore', () => {
    const { tags } = headFor(matchPage('/showroom'), { showroom }, 'https://shop.example', 200);
    expect(tags).toContain('<title>Hale &amp; Co. — Showroom</title>');
    expect(tags).toContain('<link rel="canonical" href="https://shop.example/showroom" />');
    expect(tags).toContain(
      '<meta property="og:image" content="https://shop.example/media/demo/banner.webp" />',
    );
    const [store] = jsonLd(tags);
    expect(store).toMatchObject({
      '@type': 'JewelryStore',
      aggregateRating: { ratingValue: 4.9, reviewCount: 3670 },
    });
  });

  it('gives a product page a Product with its offer and rating, escaped', () => {
    const { tags } = headFor(matchPage('/product/2'), { showroom, product }, 'https://shop.example', 200);
    expect(tags).toContain('<title>Tennis &lt;Bracelet&gt; — Hale &amp; Co.</title>');
    expect(tags).not.toContain('<Bracelet>');
    const [ld] = jsonLd(tags);
    expect(ld).toMatchObject({
      '@type': 'Product',
      sku: '2',
      offers: { price: '8500.00', priceCurrency: 'GBP', url: 'https://shop.example/product/2' },
      aggregateRating: { ratingValue: 5, reviewCount: 1 },
    });
  });

  it("lets the home's published hero give the share card its title, picture and the description", () => {
    const hero = (image: string) =>
      ({
        id: '2',
        type: 'hero',
        content: { title: 'Bijoux <rares>', subtitle: 'Faits à Londres', image },
      }) as const;
    const page = {
      publishedAt: null,
      blocks: [{ id: '1', type: 'text', content: { text: 'Hello' } }, hero('https://cdn.example/h.webp')],
    } satisfies PublishedPage;
    const { tags } = headFor(matchPage('/showroom'), { showroom, page }, 'https://shop.example', 200);
    expect(tags).toContain('<title>Hale &amp; Co. — Showroom</title>');
    expect(tags).toContain('<meta property="og:title" content="Bijoux &lt;rares&gt; — Hale &amp; Co." />');
    expect(tags).toContain('<meta name="description" content="Faits à Londres. Note 4.9/5 (3,670 avis)." />');
    expect(tags).toContain('<meta property="og:image" content="https://cdn.example/h.webp" />');

    // An unsafe or missing picture keeps the banner; an empty hero changes nothing.
    const unsafe = { publishedAt: null, blocks: [hero('javascript:x')] } satisfies PublishedPage;
    expect(
      headFor(matchPage('/showroom'), { showroom, page: unsafe }, 'https://shop.example', 200).tags,
    ).toContain('<meta property="og:image" content="https://shop.example/media/demo/banner.webp" />');
    const empty = {
      publishedAt: null,
      blocks: [{ id: '3', type: 'hero', content: { title: '', subtitle: '', image: '' } }],
    } satisfies PublishedPage;
    expect(headFor(matchPage('/showroom'), { showroom, page: empty }, 'https://shop.example', 200).tags).toBe(
      headFor(matchPage('/showroom'), { showroom }, 'https://shop.example', 200).tags,
    );
  });

  it('keeps a 404 out of search engines', () => {
    expect(headFor(null, {}, 'https://shop.example', 404).tags).toContain('noindex');
  });
});
