import { errorMessage } from '@carat/api-client';
import { usePayLink, useStartPayLinkCheckout } from '@carat/api-client/react';
import { type Currency, formatMoney } from '@carat/domain/money';
import { Button, Skeleton, toast } from '@carat/ui';
import { intlLocale, useI18n } from '@carat/ui/i18n';
import { CheckCircle2, CreditCard } from 'lucide-react';
import { useEffect } from 'react';
import { useFragmentToken } from '#lib/useFragmentToken.ts';

/**
 * What the page says for each kind of pay link: an invoice, a custom order's deposit or balance, a
 * counter job's balance, or a layaway's balance.
 */
const TEXTS = {
  invoice: {
    title: 'pay.invoice',
    deducted: 'pay.deposits',
    paid: 'pay.paid',
    unavailable: 'pay.unavailable',
  },
  order_deposit: {
    title: 'pay.orderDeposit',
    deducted: 'pay.paidBefore',
    paid: 'pay.orderPaid',
    unavailable: 'pay.orderUnavailable',
  },
  order_balance: {
    title: 'pay.orderBalance',
    deducted: 'pay.paidBefore',
    paid: 'pay.orderPaid',
    unavailable: 'pay.orderUnavailable',
  },
  repair_balance: {
    title: 'pay.repairBalance',
    deducted: 'pay.paidBefore',
    paid: 'pay.orderPaid',
    unavailable: 'pay.repairUnavailable',
  },
  layaway: {
    title: 'pay.layaway',
    deducted: 'pay.paidBefore',
    paid: 'pay.orderPaid',
    unavailable: 'pay.layawayUnavailable',
  },
} as const;

/** A pay link's token: 32 random bytes, base64url. */
const PAY_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * 'Payer en ligne': the invoice behind an emailed link, paid on the jeweller's own Stripe
 * account. Back from the payment, the page asks again until the webhook has marked it paid.
 */
export default function PayInvoicePage() {
  const { t, locale } = useI18n();
  const token = useFragmentToken(PAY_TOKEN);
  const link = usePayLink(token || null);
  const checkout = useStartPayLinkCheckout(token ?? '');
  const back = typeof window !== 'undefined' && new URLSearchParams(window.location.search).has('paid');
  const paid = link.data?.invoice.status === 'paid';
  const { refetch } = link;
  useEffect(() => {
    if (!back || paid) return;
    const timer = setInterval(() => void refetch(), 2000);
    return () => clearInterval(timer);
  }, [back, paid, refetch]);

  if (token === null || (token && link.isPending)) {
    return (
      <main className="mx-auto grid max-w-xl gap-4 p-6">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-32 w-full" />
      </main>
    );
  }
  if (!token || !link.data) {
    return (
      <main className="mx-auto grid max-w-xl gap-4 p-6">
        <h1 className="font-display text-3xl">{t('pay.title')}</h1>
        <p role="alert">{link.error ? errorMessage(link.error, locale) : t('pay.missing')}</p>
      </main>
    );
  }
  const { invoice, business } = link.data;
  const texts = TEXTS[link.data.kind];
  const money = (minor: number) => formatMoney(minor, invoice.currency as Currency, intlLocale(locale));
  return (
    <main className="mx-auto grid max-w-xl gap-5 p-6">
      <p className="text-sm text-muted-foreground">{business.name}</p>
      <h1 className="font-display text-3xl">{t(texts.title, { number: invoice.number })}</h1>
      <dl className="grid gap-2 rounded-lg border border-border p-4 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-muted-foreground">{t('pay.total')}</dt>
          <dd>{money(invoice.totalMinor)}</dd>
        </div>
        {invoice.depositsDeductedMinor > 0 ? (
          <div className="flex justify-between gap-3">
            <dt className="text-muted-foreground">{t(texts.deducted)}</dt>
            <dd>−{money(invoice.depositsDeductedMinor)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-3 border-t border-border pt-2 font-semibold">
          <dt>{t('pay.due')}</dt>
          <dd data-testid="pay-amount">{money(invoice.amountDueMinor)}</dd>
        </div>
      </dl>
      {paid ? (
        <p
          className="flex items-center gap-2 font-medium text-success"
          role="status"
          data-testid="pay-status"
        >
          <CheckCircle2 className="size-5" aria-hidden="true" />
          {t(texts.paid)}
        </p>
      ) : back ? (
        <p role="status" aria-live="polite" data-testid="pay-status">
          {t('pay.confirming')}
        </p>
      ) : link.data.payable ? (
        <>
          {link.data.mode === 'sandbox' ? (
            <p className="text-sm text-muted-foreground">{t('booking.sandboxNotice')}</p>
          ) : null}
          <Button
            size="lg"
            loading={checkout.isPending}
            onClick={() =>
              checkout.mutate(undefined, {
                onSuccess: ({ url }) => window.location.assign(url),
                onError: (error) => toast.error(errorMessage(error, locale)),
              })
            }
          >
            <CreditCard aria-hidden="true" />
            {t('pay.action', { amount: money(invoice.amountDueMinor) })}
          </Button>
        </>
      ) : (
        <p role="status">{t(texts.unavailable)}</p>
      )}
    </main>
  );
}
