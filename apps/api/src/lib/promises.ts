import type { BusinessPromises } from '@carat/db';
import type { Locale } from '@carat/domain/locale';
import { PROMISE_KEYS } from '@carat/validation/settings';

/**
 * The shop's own promises (delivery, guarantee, returns) in the page's language, the other language's
 * line when only that one is written; a promise the jeweller has not set is not there at all.
 */
export function promiseLines(promises: BusinessPromises, locale: Locale) {
  return PROMISE_KEYS.flatMap((kind) => {
    const line = promises[kind];
    const text = (line?.[locale] || line?.[locale === 'fr' ? 'en' : 'fr'] || '').trim();
    return text ? [{ kind, text }] : [];
  });
}
