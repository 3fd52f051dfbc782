import { errorMessage } from '@carat/api-client';
import { type SaleLink, useCancelSaleLink, useSaleLink } from '@carat/api-client/react';
import { Button, Skeleton, toast } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { Copy, ExternalLink, X } from 'lucide-react';
import { useEffect } from 'react';
import { formatTime, money } from '#lib/format.ts';

/**
 * The sale's card part paid on the client's phone (ADR 087): the Checkout link as a QR code to scan and as
 * a link, asked again every two seconds until it is paid (the sale is then made and handed to `onSold`),
 * cancelled, or runs out (the pieces go back in stock; `onBack` returns to the sale as it was entered).
 * The local Stripe sandbox says that the payment is simulated.
 */
export function CardLinkPanel({
  linkId,
  timeZone,
  onSold,
  onBack,
}: {
  linkId: string;
  /** The business's time zone: the hold's end is told in it. */
  timeZone: string;
  onSold: (sale: NonNullable<SaleLink['sale']>) => void;
  onBack: () => void;
}) {
  const { t, locale } = useI18n();
  const link = useSaleLink(linkId);
  const cancel = useCancelSaleLink();
  const data = link.data;
  const sale = data?.status === 'completed' ? data.sale : null;

  useEffect(() => {
    if (sale) onSold(sale);
  }, [sale, onSold]);

  if (link.isPending) {
    return (
      <section className="grid gap-3 rounded-lg border border-border p-4" aria-busy="true">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="size-48" />
      </section>
    );
  }
  if (!data) {
    return (
      <section className="grid gap-3 rounded-lg border border-border p-4">
        <p role="alert" className="text-destructive">
          {errorMessage(link.error, locale)}
        </p>
        <Button variant="outline" className="w-fit" onClick={() => void link.refetch()}>
          {t('sale.link.back')}
        </Button>
      </section>
    );
  }
  const amount = money(data.amountMinor, data.currency, locale);

  async function stop() {
    try {
      await cancel.mutateAsync({ id: linkId });
    } catch (error) {
      toast.error(t('sale.link.failed'), { description: errorMessage(error, locale) });
    }
  }

  async function copy(url: string) {
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    toast.success(t('sale.link.copied'), { description: url });
  }

  return (
    <section
      className="grid gap-4 rounded-lg border border-border p-4"
      aria-labelledby="card-link-title"
      data-testid="card-link"
    >
      <h2 id="card-link-title" className="font-display text-2xl">
        {t('sale.link.title', { amount })}
      </h2>
      {data.mode === 'sandbox' ? (
        <p className="rounded-md bg-muted px-3 py-2 text-sm" data-testid="card-link-sandbox">
          {t('sale.link.sandbox')}
        </p>
      ) : null}
      {data.status === 'open' && data.qrDataUrl && data.url ? (
        <>
          <p className="text-sm">{t('sale.link.scan')}</p>
          <img
            src={data.qrDataUrl}
            alt={t('sale.link.qrAlt', { amount })}
            className="size-56 max-w-full justify-self-center rounded-md border border-border bg-white p-2 sm:justify-self-start"
            data-testid="card-link-qr"
          />
          <p className="text-sm text-muted-foreground" role="status" aria-live="polite">
            {t('sale.link.waiting', { time: formatTime(data.expiresAt, locale, timeZone) })}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline">
              <a href={data.url} target="_blank" rel="noreferrer" data-testid="card-link-url">
                <ExternalLink aria-hidden="true" /> {t('sale.link.open')}
              </a>
            </Button>
            <Button variant="outline" onClick={() => void copy(data.url!)}>
              <Copy aria-hidden="true" /> {t('sale.link.copy')}
            </Button>
            <Button variant="ghost" onClick={() => void stop()} loading={cancel.isPending}>
              <X aria-hidden="true" /> {t('sale.link.cancel')}
            </Button>
          </div>
        </>
      ) : data.status === 'completed' ? null : (
        <>
          <p role="status" data-testid="card-link-closed">
            {t(`sale.link.${data.status as 'expired' | 'cancelled' | 'refunded'}`)}
          </p>
          <Button className="w-fit" onClick={onBack}>
            {t('sale.link.back')}
          </Button>
        </>
      )}
    </section>
  );
}
