import { useMe } from '@carat/api-client/react';
import { useI18n } from '@carat/ui/i18n';
import { formatDate } from '#lib/format.ts';

/** The deletion's date as the reader writes it, on the business's calendar (as the email says it). */
export function useDeletionDate(scheduledFor: string | null | undefined): string | null {
  const { locale } = useI18n();
  // Only when a deletion is scheduled: on /payment a business without a plan is answered 402 by /v1/me.
  const me = useMe({ enabled: Boolean(scheduledFor) });
  if (!scheduledFor) return null;
  return formatDate(scheduledFor, locale, me.data?.business.timeZone ?? 'Europe/London');
}
