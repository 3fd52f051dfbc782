import type { InvoiceDisplayStatus } from '@carat/domain/invoice';
import { Badge } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';

/** Paid green, pending orange, overdue red (the spec's three), drafts and void invoices neutral. */
const variants = {
  paid: 'success',
  pending: 'warning',
  overdue: 'destructive',
  draft: 'secondary',
  void: 'outline',
} as const;

export function InvoiceStatusBadge({ status }: { status: InvoiceDisplayStatus }) {
  const { t } = useI18n();
  return (
    <Badge variant={variants[status]} data-status={status}>
      {t(`invoices.status.${status}`)}
    </Badge>
  );
}
