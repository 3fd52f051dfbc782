import type { OrderDetail } from '@carat/api-client/react';
import { localize, ORDER_STAGE_INFO } from '@carat/domain';
import { useI18n } from '@carat/ui/i18n';
import { DetailSection } from '#components/detail-sheet/DetailSection.tsx';
import { Thumbnail } from '#components/Thumbnail.tsx';
import { OrderStatusBadge } from '#features/orders/OrderStatusBadge.tsx';
import { OrderFacts } from './OrderFacts.tsx';
import { OrderInvoices } from './OrderInvoices.tsx';
import { OrderNoteForm } from './OrderNoteForm.tsx';
import { OrderPayments } from './OrderPayments.tsx';
import { OrderTimeline } from './OrderTimeline.tsx';
import { StageSection } from './StageSection.tsx';

/** The order's sheet once it has loaded: its status, facts, stage, images, invoices, a note and its timeline. */
export function OrderDetailBody({ order }: { order: OrderDetail }) {
  const { t, locale } = useI18n();
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <OrderStatusBadge status={order.status} />
        <span className="text-sm text-muted-foreground">
          {order.stage === 'cancelled' ? '' : localize(ORDER_STAGE_INFO[order.stage].label, locale)}
        </span>
      </div>

      <OrderFacts order={order} />
      {order.notes ? (
        <p className="whitespace-pre-wrap rounded-md bg-muted p-3 text-sm">{order.notes}</p>
      ) : null}

      <StageSection order={order} />

      {order.images.length > 0 ? (
        <DetailSection title={t('orders.detail.images')}>
          <ul className="flex flex-wrap gap-2">
            {order.images.map((image) => (
              <li key={image.id}>
                <Thumbnail id={image.id} name={image.originalName ?? image.id} size="size-24" />
              </li>
            ))}
          </ul>
        </DetailSection>
      ) : null}

      <OrderInvoices order={order} />
      <OrderPayments order={order} />
      <OrderNoteForm orderId={order.id} />
      <OrderTimeline events={order.events} />
    </div>
  );
}
