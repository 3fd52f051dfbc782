import { escapeHtml, jsonLd } from '@carat/ui/head';
import type { SiteRoute } from '#app/routes.ts';
import { env } from '#lib/env.ts';

/** The share image (1200×630), in public/og/. */
export const OG_IMAGE = { path: '/og/carat-og.jpg', width: 1200, height: 630 } as const;

export function canonicalUrl(route: SiteRoute): string {
  return `${env.siteUrl}${route.path === '/' ? '/' : route.path}`;
}

/** The site's publisher, on every page. */
export function organization(): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'Carat',
    url: `${env.siteUrl}/`,
    logo: `${env.siteUrl}/favicon.svg`,
    email: env.contactEmail,
    foundingDate: '2025',
    address: {
      '@type': 'PostalAddress',
      addressLocality: 'Montréal',
      addressRegion: 'QC',
      addressCountry: 'CA',
    },
    contactPoint: [
      { '@type': 'ContactPoint', contactType: 'customer support', email: env.supportEmail },
      { '@type': 'ContactPoint', contactType: 'customer service', email: env.contactEmail },
    ],
  };
}

export interface HeadInput {
  route: SiteRoute;
  title: string;
  description: string;
  structuredData: readonly object[];
}

/** The <head> tags of a pre-rendered page: title, description, canonical URL, Open Graph and JSON-LD. */
export function headTags({ route, title, description, structuredData }: HeadInput): string {
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
  ];
  if (route.indexable) {
    const url = canonicalUrl(route);
    tags.push(
      `<link rel="canonical" href="${url}" />`,
      '<meta property="og:type" content="website" />',
      '<meta property="og:site_name" content="Carat" />',
      '<meta property="og:locale" content="fr_FR" />',
      '<meta property="og:locale:alternate" content="en_GB" />',
      `<meta property="og:url" content="${url}" />`,
      `<meta property="og:title" content="${escapeHtml(title)}" />`,
      `<meta property="og:description" content="${escapeHtml(description)}" />`,
      `<meta property="og:image" content="${env.siteUrl}${OG_IMAGE.path}" />`,
      `<meta property="og:image:width" content="${OG_IMAGE.width}" />`,
      `<meta property="og:image:height" content="${OG_IMAGE.height}" />`,
      '<meta name="twitter:card" content="summary_large_image" />',
    );
  } else {
    tags.push('<meta name="robots" content="noindex" />');
  }
  for (const data of [organization(), ...structuredData]) tags.push(jsonLd(data));
  return tags.join('\n    ');
}
