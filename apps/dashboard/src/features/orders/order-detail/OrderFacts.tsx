import type { OrderDetail } from '@carat/api-client/react';
import { useI18n } from '@carat/ui/i18n';
import { DetailFact } from '#components/detail-sheet/DetailFact.tsx';
import { formatDate, money } from '#lib/format.ts';

/** The order as it was written: its client, the piece and its details, the price, deposit and due date. */
export function OrderFacts({ order }: { order: OrderDetail }) {
  const { t, locale } = useI18n();
  const none = t('orders.detail.none');
  const facts: [label: string, value: string][] = [
    [t('orders.detail.client'), order.client?.name ?? t('orders.noClient')],
    [t('orders.detail.piece'), order.item],
    [t('orders.form.metal'), order.metal ?? none],
    [t('orders.form.stones'), order.stones ?? none],
    [t('orders.form.size'), order.size ?? none],
    [t('orders.form.engraving'), order.engraving ? `“${order.engraving}”` : none],
    [t('orders.detail.price'), money(order.amountMinor, order.currency, locale)],
    [t('orders.detail.deposit'), money(order.depositMinor, order.currency, locale)],
    [t('orders.detail.dueDate'), order.dueDate ? formatDate(order.dueDate, locale) : none],
  ];
  if (order.client?.email) facts.push(['Email', order.client.email]);
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
      {facts.map(([label, value]) => (
        <DetailFact key={label} label={label} labelClassName="text-xs text-muted-foreground">
          {value}
        </DetailFact>
      ))}
    </dl>
  );
}
