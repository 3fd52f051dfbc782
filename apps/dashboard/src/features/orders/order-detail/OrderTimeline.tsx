import type { OrderDetail } from '@carat/api-client/react';
import { intlLocale, useI18n } from '@carat/ui/i18n';
import { DetailSection } from '#components/detail-sheet/DetailSection.tsx';
import { eventText } from './order-events.ts';

/** Everything that happened to the order, oldest first: moves, emails, invoices, notes. */
export function OrderTimeline({ events }: { events: OrderDetail['events'] }) {
  const { t, locale } = useI18n();
  return (
    <DetailSection title={t('orders.detail.timeline')}>
      <ol className="grid gap-3 border-s border-border ps-4" data-testid="order-timeline">
        {events.map((event) => (
          <li key={event.id} className="grid gap-0.5 text-sm">
            <span className="font-medium">{eventText(event, t, locale)}</span>
            {event.note ? (
              <span className="whitespace-pre-wrap text-muted-foreground">{event.note}</span>
            ) : null}
            <time className="text-xs text-muted-foreground" dateTime={event.createdAt}>
              {new Intl.DateTimeFormat(intlLocale(locale), {
                dateStyle: 'medium',
                timeStyle: 'short',
              }).format(new Date(event.createdAt))}
              {event.actorName ? ` · ${t('orders.detail.by', { name: event.actorName })}` : null}
            </time>
          </li>
        ))}
      </ol>
    </DetailSection>
  );
}
