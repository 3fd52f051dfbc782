import { errorMessage } from '@carat/api-client';
import { type OrderDetail, useOrderInvoice } from '@carat/api-client/react';
import { Button, toast } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { useNavigate } from 'react-router-dom';
import { DetailSection } from '#components/detail-sheet/DetailSection.tsx';
import { InvoiceStatusBadge } from '#features/invoices/InvoiceStatusBadge.tsx';
import { useBasePath } from '#lib/base-path.tsx';
import { money } from '#lib/format.ts';

/** The order's invoices (each opens on the Invoices page), and the final or deposit one it still lacks. */
export function OrderInvoices({ order }: { order: OrderDetail }) {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const createInvoice = useOrderInvoice();
  const can = (action: OrderDetail['actions'][number]) => order.actions.includes(action);

  const base = useBasePath();
  const openInvoice = (id: string) => navigate(`${base}/invoices?invoice=${id}`);
  const makeInvoice = async (kind: 'deposit' | 'final') => {
    try {
      const invoice = await createInvoice.mutateAsync({ id: order.id, kind });
      openInvoice(invoice.invoiceId);
    } catch (error) {
      toast.error(t('orders.saveFailed'), { description: errorMessage(error, locale) });
    }
  };

  return (
    <DetailSection title={t('orders.detail.invoices')}>
      {order.invoices.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('orders.detail.noInvoice')}</p>
      ) : (
        <ul className="grid gap-2" data-testid="order-invoices">
          {order.invoices.map((invoice) => (
            <li
              key={invoice.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-2 text-sm"
            >
              <span className="grid">
                <span className="font-medium">{invoice.number ?? t('orders.detail.draftNumber')}</span>
                <span className="text-xs text-muted-foreground">
                  {t(`orders.detail.invoiceKind.${invoice.kind}`)} ·{' '}
                  {money(invoice.amountDueMinor, order.currency, locale)}
                </span>
              </span>
              <span className="flex items-center gap-2">
                <InvoiceStatusBadge status={invoice.displayStatus} />
                <Button size="sm" variant="outline" onClick={() => openInvoice(invoice.id)}>
                  {t('orders.detail.openInvoice')}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {can('create_invoice') || can('create_deposit_invoice') ? (
        <div className="flex flex-wrap gap-2">
          {can('create_invoice') ? (
            <Button size="sm" loading={createInvoice.isPending} onClick={() => void makeInvoice('final')}>
              {t('orders.detail.createInvoice')}
            </Button>
          ) : null}
          {can('create_deposit_invoice') ? (
            <Button
              size="sm"
              variant="outline"
              loading={createInvoice.isPending}
              onClick={() => void makeInvoice('deposit')}
            >
              {t('orders.detail.createDepositInvoice')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </DetailSection>
  );
}
