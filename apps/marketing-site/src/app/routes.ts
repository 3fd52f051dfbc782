import type { SiteMessageKey } from '#app/i18n.ts';
import type { PageModule } from '#app/page.ts';

/**
 * The one route table of the site. Each route is pre-rendered to its own HTML file at build time
 * (scripts/prerender.ts); in the browser, main.tsx picks the route of the current path, loads its page module
 * and hydrates it. Pages link to each other with plain links: every page is a static document, so there is no
 * client-side router to ship (see docs/decisions on the marketing pre-rendering).
 */
export interface SiteRoute {
  /** The URL path, without a trailing slash (except '/'); '*' for the 404 page. */
  readonly path: string;
  /** Where the pre-rendered page is written in dist/. */
  readonly file: string;
  /** The page module's source, as the build manifest names it (for the modulepreload hints). */
  readonly source: string;
  readonly load: () => Promise<PageModule>;
  /** Message keys of the page's title and description. */
  readonly title: SiteMessageKey;
  readonly description: SiteMessageKey;
  /** Listed in sitemap.xml and open to indexing (the 404 is neither). */
  readonly indexable: boolean;
}

export const routes: readonly SiteRoute[] = [
  {
    path: '/',
    file: 'index.html',
    source: 'src/features/landing/LandingPage.tsx',
    load: () => import('#features/landing/LandingPage.tsx'),
    title: 'meta.landing.title',
    description: 'meta.landing.description',
    indexable: true,
  },
  {
    path: '/faq',
    file: 'faq/index.html',
    source: 'src/features/faq/FaqPage.tsx',
    load: () => import('#features/faq/FaqPage.tsx'),
    title: 'meta.faq.title',
    description: 'meta.faq.description',
    indexable: true,
  },
  {
    path: '/legal',
    file: 'legal/index.html',
    source: 'src/features/legal/LegalNoticePage.tsx',
    load: () => import('#features/legal/LegalNoticePage.tsx'),
    title: 'meta.legal.title',
    description: 'meta.legal.description',
    indexable: true,
  },
  {
    path: '/privacy',
    file: 'privacy/index.html',
    source: 'src/features/legal/PrivacyPage.tsx',
    load: () => import('#features/legal/PrivacyPage.tsx'),
    title: 'meta.privacy.title',
    description: 'meta.privacy.description',
    indexable: true,
  },
  {
    path: '/terms',
    file: 'terms/index.html',
    source: 'src/features/legal/TermsPage.tsx',
    load: () => import('#features/legal/TermsPage.tsx'),
    title: 'meta.terms.title',
    description: 'meta.terms.description',
    indexable: true,
  },
  {
    path: '*',
    file: '404.html',
    source: 'src/features/not-found/NotFoundPage.tsx',
    load: () => import('#features/not-found/NotFoundPage.tsx'),
    title: 'meta.notFound.title',
    description: 'notFound.message',
    indexable: false,
  },
];

const notFound = routes.find((route) => route.path === '*')!;

/** The route serving a URL path ('/faq' and '/faq/' alike); unknown paths get the 404 page. */
export function routeFor(pathname: string): SiteRoute {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return routes.find((route) => route.path === path) ?? notFound;
}
