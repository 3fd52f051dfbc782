import type { Locale } from '@carat/ui/i18n';

/**
 * The showroom's language: `?lang=` when the visitor just chose one (the FR/EN switch is a plain link,
 * so the server renders the page in it and remembers it in a cookie), else the cookie, else the showroom's
 * default (the first of the languages the jeweller offers). Only an offered language is ever shown.
 */
export const LANG_COOKIE = 'carat_lang';
export const LANG_PARAM = 'lang';
/** A year: the choice outlives the visit. */
export const LANG_COOKIE_MAX_AGE = 365 * 24 * 3600;

const isLocale = (value: unknown): value is Locale => value === 'fr' || value === 'en';

export function cookieValue(header: string | null | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export function pickLocale(input: {
  query: string | null;
  cookie: string | null;
  offered: readonly Locale[] | undefined;
}): Locale {
  const offered = input.offered && input.offered.length > 0 ? input.offered : (['fr'] as const);
  for (const wanted of [input.query, input.cookie]) {
    if (isLocale(wanted) && offered.includes(wanted)) return wanted;
  }
  return offered[0]!;
}

/** The same page in another language: its address with `?lang=` set (other parameters kept). */
export function hrefWithLang(pathname: string, search: string, locale: Locale): string {
  const params = new URLSearchParams(search);
  params.set(LANG_PARAM, locale);
  return `${pathname}?${params.toString()}`;
}

/** The set-cookie header value that remembers a language. */
export function langCookie(locale: Locale): string {
  return `${LANG_COOKIE}=${locale}; Path=/; Max-Age=${LANG_COOKIE_MAX_AGE}; SameSite=Lax`;
}
