import { Badge } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { STOCK_STATUSES } from '@carat/validation/stock';

type Status = (typeof STOCK_STATUSES)[number];
const isStatus = (status: string): status is Status => (STOCK_STATUSES as readonly string[]).includes(status);

/** An item's status, in words. */
export function StockStatusBadge({ status }: { status: string }) {
  const { t } = useI18n();
  const variant = status === 'in_stock' ? 'success' : status === 'sold' ? 'outline' : 'secondary';
  return (
    <Badge variant={variant} data-testid="stock-status">
      {isStatus(status) ? t(`stock.status.${status}`) : status}
    </Badge>
  );
}
