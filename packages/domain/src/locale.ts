/**
 * The product's two languages. French is the default because the spec's interface texts are French; every
 * text the domain owns carries an English version alongside so the landing page's English switch works.
 */
export const LOCALES = ['fr', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr';

/** One text in both languages. */
export interface LocalizedText {
  readonly fr: string;
  readonly en: string;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Picks the text for a locale; an unknown locale falls back to French, the spec's language. */
export function localize(text: LocalizedText, locale: Locale = DEFAULT_LOCALE): string {
  return isLocale(locale) ? text[locale] : text.fr;
}
