/**
 * The product's two languages and its one text mechanism, shared by the apps (through `@carat/ui/i18n`),
 * the validation messages and the API's emails. French is the default because the spec's interface texts
 * are French; every text carries an English version alongside.
 *
 * - A catalogue (`defineMessages`) holds a set of texts keyed by id in both languages: the keys are a
 *   literal union, both languages must have the same keys, and a translator (`createTranslator`) accepts
 *   only those keys, so a missing or misspelt key fails the type-check.
 * - A single text that belongs to a value (a plan's name, a stage's label) is a `LocalizedText`, read with
 *   `localize`; `localize` also picks any per-language value (a date format, a list of parsers).
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

/** The locale a stored or received value names; anything else reads French, the spec's language. */
export function toLocale(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** Picks the value for a locale; an unknown locale falls back to French, the spec's language. */
export function localize<T>(values: Readonly<Record<Locale, T>>, locale: Locale = DEFAULT_LOCALE): T {
  return values[toLocale(locale)];
}

/** The other language: what the language switch offers. */
export function otherLocale(locale: Locale): Locale {
  return localize<Locale>({ fr: 'en', en: 'fr' }, locale);
}

/** The tag `Intl` formats dates and numbers with: French of France, British English. */
export const INTL_LOCALES: Readonly<Record<Locale, string>> = { fr: 'fr-FR', en: 'en-GB' };

export function intlLocale(locale: Locale): string {
  return localize(INTL_LOCALES, locale);
}

/** The language's name in English, as the AI engines' prompts name the language to answer in. */
export function languageName(locale: Locale): string {
  return localize({ fr: 'French', en: 'English' }, locale);
}

/** A flat set of texts keyed by id. `{name}` placeholders are filled by a translator. */
export type Messages<K extends string = string> = Readonly<Record<K, string>>;

/** The same keys in both languages. */
export type Catalogue<K extends string = string> = Readonly<Record<Locale, Messages<K>>>;

/** The keys of a catalogue (of each, for a union of catalogues). */
export type MessageKeyOf<C extends Catalogue> = C extends Catalogue ? keyof C['fr'] & string : never;

/** Placeholder values: `{count}` in 'Il reste {count} jours'. */
export type MessageParams = Readonly<Record<string, string | number>>;

/** Reads a catalogue's text by key (typed on the catalogue's keys) and fills its placeholders. */
export type Translate<K extends string = string> = (key: K, params?: MessageParams) => string;

/**
 * Declares a catalogue: the keys of `fr` become its key union, and `en` must have exactly the same keys
 * (a missing or extra English key fails the type-check).
 */
export function defineMessages<const K extends string>(messages: {
  fr: Record<K, string>;
  en: NoInfer<Record<K, string>>;
}): Catalogue<K> {
  return messages;
}

/** Merges catalogues (later ones win), keeping both languages aligned; the keys are the union of theirs. */
export function mergeCatalogues<const C extends readonly Catalogue[]>(
  ...catalogues: C
): Catalogue<MessageKeyOf<C[number]>> {
  return {
    fr: Object.assign({}, ...catalogues.map((c) => c.fr)),
    en: Object.assign({}, ...catalogues.map((c) => c.en)),
  };
}

/** Fills `{param}` placeholders; unknown placeholders are left as written so a missing value is visible. */
export function format(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** A translator over one catalogue in one locale; a text missing at run time reads French, then the key. */
export function createTranslator<K extends string>(catalogue: Catalogue<K>, locale: Locale): Translate<K> {
  const texts = localize(catalogue, locale);
  return (key, params) => format(texts[key] ?? catalogue.fr[key] ?? key, params);
}
