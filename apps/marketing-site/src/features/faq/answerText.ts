import { type Locale, localize } from '@carat/domain';
import { format } from '@carat/ui/i18n';
import { env } from '#lib/env.ts';
import type { FaqEntry } from '#features/faq/types.ts';

/** An answer in the reader's language, with the contact addresses filled in. */
export function answerText(entry: FaqEntry, locale: Locale): string {
  return format(localize(entry.answer, locale), {
    supportEmail: env.supportEmail,
    privacyEmail: env.privacyEmail,
  });
}
