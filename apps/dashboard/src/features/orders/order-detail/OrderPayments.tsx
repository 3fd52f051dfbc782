import { errorMessage } from '@carat/api-client';
import { type OrderDetail, type OrderPaymentLink, useOrderPaymentLink } from '@carat/api-client/react';
import { Button, toast } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { Copy, CreditCard } from 'lucide-react';
import { useState } from 'react';
import { DetailSection } from '#components/detail-sheet/DetailSection.tsx';
import { money } from '#lib/format.ts';

/**
 * A custom order paid in stages: a pay link for the deposit or the balance, paid on the
 * jeweller's own Stripe account; the webhook records the payment on the timeline. On a plan without
 * online payments, or without a connected account, the API's error says why (plan_required, …).
 */
export function OrderPayments({ order }: { order: OrderDetail }) {
  const { t, locale } = useI18n();
  const request = useOrderPaymentLink();
  const [link, setLink] = useState<OrderPaymentLink | null>(null);
  if (order.stage === 'cancelled' || order.amountMinor <= 0) return null;

  const ask = async (kind: 'deposit' | 'balance') => {
    try {
      setLink(await request.mutateAsync({ id: order.id, kind }));
    } catch (error) {
      setLink(null);
      toast.error(t('orders.detail.payLinkFailed'), { description: errorMessage(error, locale) });
    }
  };
  const copy = async (url: string) => {
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    toast.success(t('orders.detail.linkCopied'));
  };

  return (
    <DetailSection title={t('orders.detail.payments')}>
      <p className="text-sm text-muted-foreground">{t('orders.detail.payHint')}</p>
      <div className="flex flex-wrap gap-2">
        {order.depositMinor > 0 ? (
          <Button size="sm" variant="outline" loading={request.isPending} onClick={() => void ask('deposit')}>
            <CreditCard aria-hidden="true" />
            {t('orders.detail.requestDeposit')}
          </Button>
        ) : null}
        <Button size="sm" variant="outline" loading={request.isPending} onClick={() => void ask('balance')}>
          <CreditCard aria-hidden="true" />
          {t('orders.detail.requestBalance')}
        </Button>
      </div>
      {link ? (
        <div className="grid gap-2 rounded-md border border-border p-2 text-sm" data-testid="order-pay-link">
          <span>
            {t('orders.detail.payLinkReady', { amount: money(link.amountDueMinor, link.currency, locale) })}
          </span>
          <span className="flex min-w-0 items-center gap-2">
            <input
              readOnly
              value={link.url}
              aria-label={t('orders.detail.payments')}
              className="min-w-0 flex-1 truncate rounded border border-border bg-muted px-2 py-1 text-xs"
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button size="sm" variant="ghost" onClick={() => void copy(link.url)}>
              <Copy aria-hidden="true" />
              {t('orders.detail.copyLink')}
            </Button>
          </span>
        </div>
      ) : null}
    </DetailSection>
  );
}
