// @vitest-environment node
import type {
  PublicShowroomSettings,
  PublishedBlock,
  PublishedPage,
  Showroom,
  ShowroomProductSummary,
} from '@carat/api-client/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from '#lib/env.ts';
import { render } from './entry-server.tsx';

/*
 * The server render of the home with the builder's published blocks, against a stand-in for the public
 * API: what a visitor (and a search engine) gets in the HTML before any script runs.
 */

const API = 'http://api.test';
const ORIGIN = 'https://shop.example';

const summary = (ref: number, name: string): ShowroomProductSummary => ({
  ref,
  name,
  category: 'CHAINS',
  categoryName: null,
  priceMinor: 100_000 * ref,
  priceOnRequest: false,
  currency: 'GBP',
  image: { url: `/media/demo/piece-${ref}.webp`, alt: name },
});

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
  collectionCounts: { ALL: 3, CHAINS: 3, PENDANTS: 0, BRACELETS: 0, WATCHES: 0, GRILLS: 0 },
  categoryCounts: { CHAINS: 3 },
  // The demo's tabs: the spec's five.
  categories: ['CHAINS', 'PENDANTS', 'BRACELETS', 'WATCHES', 'GRILLS'].map((key) => ({
    key,
    name: key,
    tab: key,
    count: key === 'CHAINS' ? 3 : 0,
  })),
  products: [summary(1, 'Cuban Link Chain'), summary(2, 'Rope Chain'), summary(3, 'Box Chain')],
  collaborations: [],
} satisfies Showroom & { products: ShowroomProductSummary[] };

/** The pieces `?products=` asks for: all by default, none, or some by number. */
function listed(wanted: string | null) {
  if (wanted === 'none') return [];
  if (!wanted || wanted === 'all') return showroom.products;
  const refs = wanted.split(',').map(Number);
  return showroom.products.filter((piece) => refs.includes(piece.ref));
}

/** What each read of the showroom asked of its pieces (`?products=`). */
let piecesAsked: (string | null)[] = [];

const settings = {
  slug: 'demo',
  name: 'Hale & Co.',
  tagline: 'Fine jewellery',
  city: 'London',
  foundedYear: 2016,
  logoImage: null,
  bannerImage: '/media/demo/banner.webp',
  socialLinks: {},
  contact: { email: null, phone: null, address: null, postalCode: null },
  languages: ['fr', 'en'],
  verified: true,
  watermark: false,
  promises: { fr: [], en: [] },
} satisfies PublicShowroomSettings;

/** Serves the showroom and its published page; every other path is a 404, as the API answers it. */
function fakeApi(blocks: PublishedBlock[], shownSettings: PublicShowroomSettings = settings) {
  const requests: string[] = [];
  piecesAsked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      requests.push(url.pathname);
      if (url.pathname === '/v1/showrooms/demo') piecesAsked.push(url.searchParams.get('products'));
      const json = (body: unknown, status = 200) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (url.pathname === '/v1/showrooms/demo')
        return json({ ...showroom, products: listed(url.searchParams.get('products')) });
      if (url.pathname === '/v1/showrooms/demo/settings') return json(shownSettings);
      if (url.pathname === '/v1/showrooms/demo/collections') return json({ items: [] });
      if (url.pathname === '/v1/showrooms/demo/products')
        return json({
          showroom: { slug: 'demo', name: showroom.name, currency: 'GBP' },
          items: [],
          total: 0,
          totalIsExact: true,
          page: 1,
          pageSize: 24,
        });
      if (url.pathname === '/v1/showrooms/demo/page')
        return json({ blocks, publishedAt: '2026-11-01T00:00:00.000Z' } satisfies PublishedPage);
      return json({ error: { code: 'not_found', message: 'Not found' } }, 404);
    }),
  );
  return requests;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderHome = () => render(`${ORIGIN}/showroom`, { apiUrl: API, origin: ORIGIN });

describe('the home, rendered on the server with the published blocks', () => {
  it('puts the hero in the banner and the other blocks between Services and Collection, in order', async () => {
    const requests = fakeApi([
      {
        id: 'h',
        type: 'hero',
        content: { title: 'Bijoux d’exception', subtitle: 'Faits à Londres', image: '' },
      },
      { id: 't', type: 'text', content: { text: 'Premier paragraphe.\n\nSecond <b>paragraphe</b>.' } },
      { id: 'p', type: 'products', content: { items: [3, 99, 1] } },
      { id: 'i', type: 'image', content: { url: 'https://cdn.example/atelier.webp', alt: 'L’atelier' } },
      { id: 'v', type: 'video', content: { url: 'https://www.youtube.com/watch?v=abc' } },
      { id: 'f', type: 'video', content: { url: 'https://cdn.example/film.mp4' } },
      {
        id: 'q',
        type: 'testimonials',
        content: { reviews: [{ name: 'Marcus T.', text: 'Travail exceptionnel.', rating: 5 }] },
      },
      {
        id: 'c',
        type: 'contact',
        content: {
          email: 'contact@hale.example',
          phone: '+44 20 7946 0000',
          address: '24 Hatton Garden\nLondon',
        },
      },
    ]);
    const page = await renderHome();
    expect(page.status).toBe(200);
    const html = page.html;
    expect(requests).toEqual(expect.arrayContaining(['/v1/showrooms/demo', '/v1/showrooms/demo/page']));
    // The shop without its catalogue, and the products block's pieces alone: never the whole list.
    expect(piecesAsked.sort()).toEqual(['1,3,99', 'none']);

    // The hero over the banner art (it has no picture of its own).
    const hero = html.indexOf('data-testid="showroom-hero"');
    expect(hero).toBeGreaterThan(-1);
    expect(html.indexOf('src="/media/demo/banner.webp"')).toBeGreaterThan(hero);
    expect(html).toContain('Bijoux d’exception</p>');
    expect(html).toContain('Faits à Londres</p>');

    const at = (text: string) => {
      const index = html.indexOf(text);
      expect(index, text).toBeGreaterThan(-1);
      return index;
    };
    const order = [
      at('id="services-title"'),
      at('Premier paragraphe.</p>'),
      at('Second &lt;b&gt;paragraphe&lt;/b&gt;.</p>'),
      at('Notre sélection</h2>'),
      at('src="https://cdn.example/atelier.webp"'),
      at('href="https://www.youtube.com/watch?v=abc"'),
      at('<video'),
      at('Témoignages</h2>'),
      at('href="mailto:contact@hale.example"'),
      at('id="collection-title"'),
    ];
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(html).not.toContain('<b>paragraphe</b>');

    // The picked products, in the jeweller's order (an unknown ref left out), as product cards.
    const selection = html.slice(at('Notre sélection</h2>'), at('src="https://cdn.example/atelier.webp"'));
    expect(selection.indexOf('href="/product/3"')).toBeLessThan(selection.indexOf('href="/product/1"'));
    expect(selection).not.toContain('href="/product/2"');
    expect(selection).not.toContain('/product/99');

    // Videos: a link out for YouTube (no frame), a player that loads nothing before it is played.
    expect(html).not.toContain('<iframe');
    expect(html).toContain('Regarder la vidéo sur YouTube');
    expect(html).toMatch(/<video[^>]*preload="none"[^>]*src="https:\/\/cdn\.example\/film\.mp4"/);
    expect(html).toMatch(/<img[^>]*alt="L’atelier"[^>]*loading="lazy"/);

    expect(html).toContain('href="tel:+442079460000"');
    expect(html).toContain('Travail exceptionnel.');
    // The blocks travel with the page, so the browser hydrates without asking again.
    expect(page.state).toContain('"queryKey":["showroom","demo","page"]');
    expect(page.head).toContain(
      '<meta name="description" content="Faits à Londres. Note 4.9/5 (3,670 avis)." />',
    );
  });

  it('never renders an unsafe address, whatever the API answers', async () => {
    fakeApi([
      { id: 'h', type: 'hero', content: { title: 'Titre', subtitle: '', image: 'javascript:alert(1)' } },
      { id: 'i', type: 'image', content: { url: 'javascript:alert(2)', alt: 'x' } },
      { id: 'j', type: 'image', content: { url: '//evil.example/x.png', alt: 'y' } },
      { id: 'v', type: 'video', content: { url: 'data:video/mp4;base64,AAAA' } },
      { id: 'w', type: 'video', content: { url: '/\\evil.example/film.mp4' } },
      {
        id: 'c',
        type: 'contact',
        content: { email: 'a@b.example?bcc=x@y.example', phone: 'call us', address: '' },
      },
    ]);
    const { html, head } = await renderHome();
    for (const unsafe of ['javascript:', 'evil.example', 'data:video', 'mailto:', 'tel:']) {
      expect(html, unsafe).not.toContain(unsafe);
    }
    expect(head).not.toContain('javascript:');
    // The hero falls back to the banner art; the contact shows its words without links.
    expect(html).toContain('src="/media/demo/banner.webp"');
    expect(html).toContain('a@b.example?bcc=x@y.example');
    expect(html).not.toContain('<video');
    expect(html).not.toContain('<figure');
  });

  it('shows a showroom with no published blocks as before: the banner, shop info, services, collection', async () => {
    fakeApi([]);
    const { html, status } = await renderHome();
    expect(status).toBe(200);
    expect(html).not.toContain('data-testid="showroom-hero"');
    expect(html).toMatch(/<main[^>]*><img[^>]*src="\/media\/demo\/banner\.webp"/);
    const services = html.indexOf('id="services"');
    const collection = html.indexOf('id="collection"');
    // Nothing but the Services section between Services and Collection.
    expect(html.slice(services, collection).match(/<section/g)).toHaveLength(1);
    // The demo's tabs, as the spec has them.
    const tabs = [...html.matchAll(/aria-current="page"[^>]*>([A-Z]+)<|>([A-Z]+)<!-- --> <span/g)].map(
      (m) => m[1] ?? m[2],
    );
    expect(tabs.filter(Boolean)).toEqual(['ALL', 'CHAINS', 'PENDANTS', 'BRACELETS', 'WATCHES', 'GRILLS']);
  });

  it("carries the free plan's 'Propulsé par Carat' link to the marketing site only when the API says so", async () => {
    fakeApi([], { ...settings, watermark: true });
    const cz = (await renderHome()).html;
    expect(cz).toMatch(new RegExp(`<a href="${env.marketingUrl}"[^>]*>Propulsé par Carat</a>`));
    fakeApi([]);
    const paid = (await renderHome()).html;
    expect(paid).not.toContain('Propulsé par Carat');
  });

  it('prints in its footer only the promises the shop set, in the page’s language', async () => {
    fakeApi([]);
    expect((await renderHome()).html).not.toContain('data-testid="shop-promises"');
    fakeApi([], {
      ...settings,
      promises: {
        fr: [{ kind: 'returns', text: 'Retours sous 14 jours' }],
        en: [{ kind: 'returns', text: 'Returns within 14 days' }],
      },
    });
    const html = (await renderHome()).html;
    expect(html).toMatch(/<ul aria-label="Nos engagements"[^>]*><li>Retours sous 14 jours<\/li><\/ul>/);
    expect(html).not.toContain('Returns within 14 days');
  });

  it('answers 404 for a showroom that is not published', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ error: { code: 'not_found' } }), { status: 404 })),
    );
    expect((await renderHome()).status).toBe(404);
  });
});

describe('a shared design, rendered on the server', () => {
  const token = 'A'.repeat(43);
  const shared = {
    title: 'Bague solitaire, Or rose 18 carats, Diamant ovale 1,5 ct',
    version: 2,
    business: { name: 'Atelier Lumière' },
    spec: {
      piece: 'solitaire',
      metal: 'rose-gold-18',
      stone: { type: 'diamond', cut: 'oval', size: { unit: 'ct', value: 1.5 } },
    },
    estimate: { weightG: 3.1, stones: 1, totalCarat: 1.5 },
    model: {
      glbUrl: `${API}/v1/design-shares/${token}/model.glb?v=2`,
      usdzUrl: `${API}/v1/design-shares/${token}/model.usdz?v=2`,
      stlUrl: `${API}/v1/design-shares/${token}/model.stl?v=2`,
      imageUrl: `${API}/v1/design-shares/${token}/image.jpg?v=2`,
    },
    expiresAt: '2026-12-31T00:00:00.000Z',
  };

  it('previews the piece by its still picture and the jeweller’s name, never indexed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(input instanceof Request ? input.url : String(input));
        if (url.pathname === `/v1/design-shares/${token}`)
          return new Response(JSON.stringify(shared), { headers: { 'content-type': 'application/json' } });
        return new Response(JSON.stringify({ error: { code: 'not_found' } }), { status: 404 });
      }),
    );
    const page = await render(`${ORIGIN}/d/${token}`, { apiUrl: API, origin: ORIGIN });
    expect(page.status).toBe(200);
    expect(page.head).toContain('<meta name="robots" content="noindex" />');
    expect(page.head).toContain(`<meta property="og:image" content="${shared.model.imageUrl}" />`);
    expect(page.head).toContain(`<meta property="og:title" content="${shared.title}" />`);
    expect(page.head).toContain('Un design de Atelier Lumière, à voir en 3D');
    // The page itself is in the HTML already: the heading and the picture standing in for the 3D view.
    expect(page.html).toContain(shared.title);
    expect(page.html).toContain(`src="${shared.model.imageUrl.replace('&', '&amp;')}"`);
  });

  it('says nothing of a link the API does not know', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ error: { code: 'not_found' } }), { status: 404 })),
    );
    const page = await render(`${ORIGIN}/d/${token}`, { apiUrl: API, origin: ORIGIN });
    expect(page.head).not.toContain('og:image');
    expect(page.head).toContain('noindex');
  });
});
