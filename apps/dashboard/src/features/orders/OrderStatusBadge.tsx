import { Badge } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';

export type OrderStatus = 'pending' | 'in-progress' | 'completed' | 'cancelled';

/** The spec's colours: completed green, in progress blue, pending orange; cancelled stands apart. */
const variants = {
  completed: 'success',
  'in-progress': 'info',
  pending: 'warning',
  cancelled: 'outline',
} as const;

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useI18n();
  return (
    <Badge variant={variants[status]} data-status={status}>
      {t(`orders.status.${status}`)}
    </Badge>
  );
}
