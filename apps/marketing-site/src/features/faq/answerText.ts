import { type Locale, localize } from '@carat/domain';
import { format } from '@carat/ui/i18n';
import type { FaqEntry } from '#features/faq/types.ts';
import { env } from '#lib/env.ts';

/** An answer in the reader's language, with the contact addresses filled in. */
export function answerText(entry: FaqEntry, locale: Locale): string {
  return format(localize(entry.answer, locale), {
    supportEmail: env.supportEmail,
    privacyEmail: env.privacyEmail,
  });
}
