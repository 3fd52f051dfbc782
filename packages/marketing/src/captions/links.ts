import type { Platform } from '#lib/captions/schema.ts';

/** 'Bague Éternité 18 ct' → 'bague-eternite-18-ct': accents dropped so the campaign name reads in any tool. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

/**
 * The showroom link a post points to, tagged so the showroom's analytics can tell Instagram from Facebook
 * and one campaign from another. Existing query parameters are kept; existing utm_* are replaced.
 */
export function utmLink(url: string, platform: Platform, campaign: string): string {
  const target = new URL(url);
  target.searchParams.set('utm_source', platform);
  target.searchParams.set('utm_medium', 'social');
  target.searchParams.set('utm_campaign', slugify(campaign) || 'showroom');
  return target.toString();
}
