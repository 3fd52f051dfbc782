import { useOrder } from '@carat/api-client/react';
import { useI18n } from '@carat/ui/i18n';
import { DetailSheet } from '#components/detail-sheet/DetailSheet.tsx';
import { formatDate } from '#lib/format.ts';
import { OrderDetailBody } from './OrderDetailBody.tsx';

/** View Details: the order, where it is in the workshop, its invoices and everything that happened. */
export function OrderDetailSheet({
  orderId,
  onOpenChange,
}: {
  orderId: string | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, locale } = useI18n();
  const query = useOrder(orderId);
  return (
    <DetailSheet
      open={orderId !== null}
      onOpenChange={onOpenChange}
      query={query}
      onRetry={query.refetch}
      className="sm:max-w-xl"
      title={(order) =>
        order ? t('orders.detail.title', { number: order.number }) : t('orders.viewDetails')
      }
      description={(order) => t('orders.detail.created', { date: formatDate(order.createdAt, locale) })}
      errorTitle={t('orders.error.title')}
      skeleton={['h-6 w-1/2', 'h-24', 'h-40']}
    >
      {(order) => <OrderDetailBody order={order} />}
    </DetailSheet>
  );
}
