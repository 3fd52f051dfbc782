import type { OrderDetail } from '@carat/api-client/react';
import { isOrderStage, localize, ORDER_STAGE_INFO } from '@carat/domain';
import type { Locale, MessageKey, Translate } from '@carat/ui/i18n';
import { money } from '#lib/format.ts';

/** A stage's name, 'cancelled' included (an event may name a stage the domain no longer lists). */
function stageLabel(stage: string | null, t: Translate<MessageKey>, locale: Locale): string {
  if (stage && isOrderStage(stage)) return localize(ORDER_STAGE_INFO[stage].label, locale);
  return stage === 'cancelled' ? t('orders.status.cancelled') : (stage ?? '');
}

const INVOICE_KIND_LABELS: Readonly<Record<string, MessageKey>> = {
  deposit: 'orders.detail.invoiceKind.deposit',
  final: 'orders.detail.invoiceKind.final',
  standard: 'orders.detail.invoiceKind.standard',
};

/** What an event of the order's timeline says. */
export function eventText(
  event: OrderDetail['events'][number],
  t: Translate<MessageKey>,
  locale: Locale,
): string {
  switch (event.kind) {
    case 'stage':
      return t('orders.event.stage', {
        from: stageLabel(event.fromStage, t, locale),
        to: stageLabel(event.toStage, t, locale),
      });
    case 'email':
      return t('orders.event.email', { to: String(event.detail.to ?? '') });
    case 'invoice': {
      const kind = String(event.detail.kind ?? 'standard');
      const label = INVOICE_KIND_LABELS[kind];
      return t('orders.event.invoice', { kind: label ? t(label) : kind });
    }
    case 'payment_link':
    case 'payment': {
      const stage = event.detail.stage === 'deposit' ? 'deposit' : 'final';
      const amount = Number(event.detail.amountMinor ?? 0);
      const currency = String(event.detail.currency ?? 'GBP');
      return t(`orders.event.${event.kind}`, {
        stage: t(INVOICE_KIND_LABELS[stage]!),
        amount: money(amount, currency, locale),
      });
    }
    default:
      return t(`orders.event.${event.kind}`);
  }
}
