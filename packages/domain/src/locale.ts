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

const pluralRules = new Map<string, Intl.PluralRules>();

/** The plural category of `count` in a language: French says 'one' for 0 and 1, English for 1 only. */
export function pluralCategory(count: number, locale: Locale = DEFAULT_LOCALE): Intl.LDMLPluralRule {
  const tag = intlLocale(locale);
  let rules = pluralRules.get(tag);
  if (!rules) {
    rules = new Intl.PluralRules(tag);
    pluralRules.set(tag, rules);
  }
  return rules.select(count);
}

/** The end of the `{…}` block opened at `open` (nested braces counted), or -1. */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

/**
 * One ICU plural block's text for a count: `=0 {…}` (an exact value) first, then the language's category
 * (`one`, `other`…), else `other`; `#` in it is the count.
 */
function pluralForm(options: string, count: number, shown: string, locale: Locale): string | null {
  const forms = new Map<string, string>();
  let i = 0;
  while (i < options.length) {
    const selector = /^\s*(=\d+|[a-z]+)\s*\{/.exec(options.slice(i));
    if (!selector) break;
    const open = i + selector[0].length - 1;
    const close = closingBrace(options, open);
    if (close < 0) return null;
    forms.set(selector[1]!, options.slice(open + 1, close));
    i = close + 1;
  }
  const form = forms.get(`=${count}`) ?? forms.get(pluralCategory(count, locale)) ?? forms.get('other');
  return form === undefined ? null : form.replace(/#/g, shown);
}

/**
 * Fills `{param}` placeholders, and ICU plural blocks — `{count, plural, one {# pièce} other {# pièces}}`
 * (optionally `=0 {…}`) — by the language's plural rules (`Intl.PluralRules`): the one plural mechanism
 * of every catalogue. Unknown placeholders are left as written so a missing value is
 * visible.
 */
export function format(template: string, params?: MessageParams, locale: Locale = DEFAULT_LOCALE): string {
  if (!params) return template;
  let text = template;
  for (let start = text.search(/\{\w+, *plural *,/); start >= 0; start = text.search(/\{\w+, *plural *,/)) {
    const close = closingBrace(text, start);
    if (close < 0) break;
    const block = /^\{(\w+), *plural *,([\s\S]*)\}$/.exec(text.slice(start, close + 1))!;
    const value = params[block[1]!];
    // A count may come formatted ('3,670', '1 234'): its digits choose the form, `#` shows it as given.
    const count =
      typeof value === 'number' ? value : Number(String(value).replace(/[^\d]/g, '') || Number.NaN);
    const form =
      value === undefined || Number.isNaN(count) ? null : pluralForm(block[2]!, count, String(value), locale);
    if (form === null) break;
    text = text.slice(0, start) + form + text.slice(close + 1);
  }
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** Placeholder names that hold a count. */
const COUNT_PLACEHOLDERS =
  /\{(count|\w+Count|used|limit|sent|delivered|clicked|unsubscribed|days|done|total|hours|minutes|n)\} ?(?!(?:of|sur|de|du|des|au|aux|in|en|to|à|par|out|and|et|on|h|j|d|min|g|ct|mm)\b)\p{L}/u;

/**
 * The keys of a catalogue whose text puts a count before a word without a plural form ('{count} pièces',
 * '{count} pièce(s)'), outside ICU plural blocks: what the apps' catalogue tests refuse.
 */
export function countsWithoutPlural(catalogue: Catalogue): string[] {
  const keys: string[] = [];
  for (const locale of LOCALES) {
    for (const [key, text] of Object.entries(catalogue[locale])) {
      let outside = text;
      for (
        let start = outside.search(/\{\w+, *plural *,/);
        start >= 0;
        start = outside.search(/\{\w+, *plural *,/)
      ) {
        const close = closingBrace(outside, start);
        if (close < 0) break;
        outside = `${outside.slice(0, start)}#${outside.slice(close + 1)}`;
      }
      if (COUNT_PLACEHOLDERS.test(outside) || /\p{L}\((e?s|x)\)/u.test(outside))
        keys.push(`${locale}:${key}`);
    }
  }
  return keys;
}

/** A translator over one catalogue in one locale; a text missing at run time reads French, then the key. */
export function createTranslator<K extends string>(catalogue: Catalogue<K>, locale: Locale): Translate<K> {
  const texts = localize(catalogue, locale);
  return (key, params) => format(texts[key] ?? catalogue.fr[key] ?? key, params, locale);
}
