import { useMe } from '@carat/api-client/react';
import { useI18n } from '@carat/ui/i18n';
import { formatDate } from '#lib/format.ts';

/** The deletion's date as the reader writes it, on the business's calendar (as the email says it). */
export function useDeletionDate(scheduledFor: string | null | undefined): string | null {
  const { locale } = useI18n();
  const me = useMe();
  if (!scheduledFor) return null;
  return formatDate(scheduledFor, locale, me.data?.business.timeZone ?? 'Europe/London');
}
