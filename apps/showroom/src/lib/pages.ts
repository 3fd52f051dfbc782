import { matchPath } from 'react-router-dom';

/**
 * Every page of the showroom app. The spec's routes serve the demo jeweller (slug `demo`); each jeweller's
 * showroom lives under /s/{slug}. Shared by the browser router, the server renderer and the head tags.
 */
export type PageKind =
  | 'home'
  | 'product'
  | 'collaborations'
  | 'appointment'
  | 'reviews'
  | 'manage'
  | 'pay'
  | 'quote'
  | 'design'
  | 'gift-card';

/** Pages outside any showroom (the emailed links: a booking, an invoice to pay, a quote, a shared design): no slug. */
export const isLinkPage = (kind: PageKind) =>
  kind === 'manage' || kind === 'pay' || kind === 'quote' || kind === 'design';

export const DEMO_SLUG = 'demo';

export interface PageRoute {
  path: string;
  kind: PageKind;
  /** The spec's demo routes: the slug is `demo`, and an unknown product falls back to product 1. */
  demo: boolean;
}

const sections: [string, PageKind][] = [
  ['', 'home'],
  ['/product/:id', 'product'],
  ['/collaborations', 'collaborations'],
  ['/appointment', 'appointment'],
  ['/reviews', 'reviews'],
  // Gift cards sold online (ADR 089): a 404 when the jeweller does not sell them.
  ['/gift-card', 'gift-card'],
];

export const PAGE_ROUTES: readonly PageRoute[] = [
  ...sections.map(([path, kind]) => ({ path: path === '' ? '/showroom' : path, kind, demo: true })),
  ...sections.map(([path, kind]) => ({ path: `/s/:slug${path}`, kind, demo: false })),
  { path: '/booking/manage', kind: 'manage', demo: false },
  { path: '/pay', kind: 'pay', demo: false },
  // A service job's quote, emailed to the client: its token in the fragment.
  { path: '/quote', kind: 'quote', demo: false },
  // A design a jeweller shared (its token in the path): outside any showroom's slug.
  { path: '/d/:token', kind: 'design', demo: false },
];

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export interface PageMatch {
  route: PageRoute;
  slug: string;
  /** The product number asked for, or null when it is not a number (the demo then shows product 1). */
  ref: number | null;
}

export function parseRef(value: string | undefined): number | null {
  if (!value || !/^\d{1,7}$/.test(value)) return null;
  const ref = Number(value);
  return ref >= 1 ? ref : null;
}

/** The page of a pathname, or null (the 404). */
export function matchPage(pathname: string): PageMatch | null {
  for (const route of PAGE_ROUTES) {
    const match = matchPath({ path: route.path, end: true }, pathname);
    if (!match) continue;
    const slug = route.demo ? DEMO_SLUG : (match.params.slug ?? '');
    if (!isLinkPage(route.kind) && !SLUG.test(slug)) return null;
    return { route, slug, ref: parseRef(match.params.id) };
  }
  return null;
}

/** Where a showroom's pages live: '' for the demo's spec routes, /s/{slug} otherwise. */
export function showroomPaths(slug: string, demo: boolean) {
  const base = demo ? '' : `/s/${slug}`;
  return {
    home: demo ? '/showroom' : base,
    product: (ref: number) => `${base}/product/${ref}`,
    collaborations: `${base}/collaborations`,
    appointment: (productRef?: number) => `${base}/appointment${productRef ? `?product=${productRef}` : ''}`,
    reviews: `${base}/reviews`,
    giftCard: `${base}/gift-card`,
  };
}

export type ShowroomPaths = ReturnType<typeof showroomPaths>;
