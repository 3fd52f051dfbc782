import { useBuyGiftCard, useShowroom, useShowroomGiftCards } from '@carat/api-client/react';
import { type Currency, isCurrency, toMinorUnits } from '@carat/domain/money';
import { Button, FormField, Input, Skeleton, Textarea } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { ArrowLeft, Gift } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageError } from '#features/layout/PageState.tsx';
import { ShowroomShell } from '#features/layout/ShowroomShell.tsx';
import { NotFoundPage } from '#features/not-found/NotFoundPage.tsx';
import { formatPrice } from '#lib/format.ts';
import { useShowroomScope } from '#lib/ShowroomScope.tsx';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An amount typed in the shop's currency ('40', '12,50') → minor units, or null. */
export function typedAmount(text: string, currency: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return null;
  try {
    return toMinorUnits(trimmed, (isCurrency(currency) ? currency : 'GBP') as Currency);
  } catch {
    return null;
  }
}

type Field = 'amount' | 'buyerName' | 'buyerEmail' | 'recipientName' | 'recipientEmail' | 'sendOn';

/**
 * 'Carte cadeau' (ADR 089): an amount the jeweller offers or one of the buyer's own within the bounds, who
 * gives it and to whom, a message, the send date (today or later); paid on the jeweller's own Stripe
 * Checkout. A 404 when the shop sells no card online; a sandbox says its payment is simulated.
 */
export default function GiftCardPage() {
  const { t, locale } = useI18n();
  const { slug, paths } = useShowroomScope();
  const showroom = useShowroom(slug, locale);
  const offer = useShowroomGiftCards(slug);
  const buy = useBuyGiftCard(slug);
  const [search] = useSearchParams();
  const [preset, setPreset] = useState<number | 'other' | null>(null);
  const [other, setOther] = useState('');
  const [values, setValues] = useState({
    buyerName: '',
    buyerEmail: '',
    recipientName: '',
    recipientEmail: '',
    message: '',
    sendOn: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const name = showroom.data?.name ?? '';

  useEffect(() => {
    if (name) document.title = t('page.giftCardTitle', { name });
  }, [name, t]);
  useEffect(() => {
    if (!offer.data) return;
    setPreset((p) => p ?? offer.data.presetsMinor[0] ?? 'other');
    setValues((v) => (v.sendOn ? v : { ...v, sendOn: offer.data.today }));
  }, [offer.data]);

  if ((offer.error as { status?: number } | null)?.status === 404) return <NotFoundPage />;
  const data = offer.data;
  const price = (minor: number) => formatPrice(minor, data?.currency ?? 'EUR', locale);
  const amountMinor = preset === 'other' ? typedAmount(other, data?.currency ?? 'EUR') : (preset ?? null);
  const set = (field: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!data) return;
    const found: Partial<Record<Field, string>> = {};
    const bounds = { min: price(data.minMinor), max: price(data.maxMinor) };
    if (
      amountMinor === null ||
      (preset === 'other' && (amountMinor < data.minMinor || amountMinor > data.maxMinor))
    ) {
      found.amount = t('gift.amountInvalid', bounds);
    }
    for (const field of ['buyerName', 'recipientName'] as const) {
      if (!values[field].trim()) found[field] = t('gift.required');
    }
    for (const field of ['buyerEmail', 'recipientEmail'] as const) {
      if (!EMAIL.test(values[field].trim())) found[field] = t('gift.emailInvalid');
    }
    if (!/^\d{4}-\d{2}-\d{2}$/.test(values.sendOn) || values.sendOn < data.today) {
      found.sendOn = t('gift.sendOnInvalid');
    }
    setErrors(found);
    if (Object.keys(found).length > 0 || amountMinor === null) return;
    buy.mutate(
      {
        amountMinor,
        buyerName: values.buyerName.trim(),
        buyerEmail: values.buyerEmail.trim(),
        recipientName: values.recipientName.trim(),
        recipientEmail: values.recipientEmail.trim(),
        message: values.message.trim() || undefined,
        sendOn: values.sendOn,
        locale,
        website: '',
      },
      { onSuccess: ({ url }) => window.location.assign(url) },
    );
  }

  return (
    <ShowroomShell title={name}>
      <main className="grid grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6">
        <Button asChild variant="ghost" size="sm" className="w-fit">
          <Link to={paths.home}>
            <ArrowLeft aria-hidden="true" />
            {t('shell.back')}
          </Link>
        </Button>
        <section aria-labelledby="gift-title" className="grid gap-2">
          <h1 id="gift-title" className="flex items-center gap-2 font-display text-3xl font-semibold">
            <Gift aria-hidden="true" className="size-7" />
            {t('gift.title')}
          </h1>
          <p className="text-muted-foreground">{t('gift.intro', { name })}</p>
        </section>
        {search.get('paid') === '1' ? (
          <p
            role="status"
            className="rounded-md border border-border bg-muted/40 p-3"
            data-testid="gift-paid"
          >
            {t('gift.paid')}
          </p>
        ) : null}
        {search.get('payment') === 'cancelled' ? (
          <p role="status" className="rounded-md border border-border p-3" data-testid="gift-cancelled">
            {t('gift.cancelled')}
          </p>
        ) : null}
        {offer.isLoading ? <Skeleton className="h-96 w-full" /> : null}
        {offer.error && !data ? (
          <PageError message={t('gift.loadFailed')} onRetry={() => void offer.refetch()} />
        ) : null}
        {data ? (
          <form onSubmit={submit} noValidate className="grid gap-5" data-testid="gift-form">
            {data.mode === 'sandbox' ? (
              <p
                role="note"
                className="rounded-md border border-warning/50 bg-warning/10 p-3 text-sm"
                data-testid="gift-sandbox"
              >
                {t('gift.sandbox')}
              </p>
            ) : null}
            <fieldset className="grid gap-3">
              <legend className="mb-2 font-medium">{t('gift.amount')}</legend>
              <div className="flex flex-wrap gap-2" role="radiogroup" aria-label={t('gift.amount')}>
                {data.presetsMinor.map((amount) => (
                  <Button
                    key={amount}
                    type="button"
                    role="radio"
                    aria-checked={preset === amount}
                    variant={preset === amount ? 'default' : 'outline'}
                    onClick={() => setPreset(amount)}
                  >
                    {price(amount)}
                  </Button>
                ))}
                <Button
                  type="button"
                  role="radio"
                  aria-checked={preset === 'other'}
                  variant={preset === 'other' ? 'default' : 'outline'}
                  onClick={() => setPreset('other')}
                  data-testid="gift-other"
                >
                  {t('gift.other')}
                </Button>
              </div>
              {preset === 'other' ? (
                <FormField
                  label={t('gift.otherLabel', {
                    currency: data.currency,
                    min: price(data.minMinor),
                    max: price(data.maxMinor),
                  })}
                  error={errors.amount}
                  className="max-w-xs"
                >
                  <Input
                    inputMode="decimal"
                    autoComplete="off"
                    value={other}
                    onChange={(e) => setOther(e.target.value)}
                    data-testid="gift-other-amount"
                  />
                </FormField>
              ) : errors.amount ? (
                <p className="text-sm text-destructive" role="alert">
                  {errors.amount}
                </p>
              ) : null}
              <p className="text-sm text-muted-foreground">
                {data.validityMonths > 0
                  ? t('gift.validity', { months: data.validityMonths })
                  : t('gift.noExpiry')}
              </p>
            </fieldset>
            {(['buyer', 'recipient'] as const).map((who) => (
              <fieldset key={who} className="grid gap-3 sm:grid-cols-2">
                <legend className="mb-2 font-medium">{t(who === 'buyer' ? 'gift.from' : 'gift.to')}</legend>
                <FormField label={t('gift.name')} error={errors[`${who}Name`]}>
                  <Input
                    autoComplete={who === 'buyer' ? 'name' : 'off'}
                    value={values[`${who}Name`]}
                    onChange={(e) => set(`${who}Name`)(e.target.value)}
                    data-testid={`gift-${who}-name`}
                  />
                </FormField>
                <FormField label={t('gift.email')} error={errors[`${who}Email`]}>
                  <Input
                    type="email"
                    autoComplete={who === 'buyer' ? 'email' : 'off'}
                    value={values[`${who}Email`]}
                    onChange={(e) => set(`${who}Email`)(e.target.value)}
                    data-testid={`gift-${who}-email`}
                  />
                </FormField>
              </fieldset>
            ))}
            <FormField label={t('gift.message')}>
              <Textarea
                maxLength={500}
                value={values.message}
                onChange={(e) => set('message')(e.target.value)}
                data-testid="gift-message"
              />
            </FormField>
            <FormField label={t('gift.sendOn')} error={errors.sendOn} className="max-w-xs">
              <Input
                type="date"
                min={data.today}
                value={values.sendOn}
                onChange={(e) => set('sendOn')(e.target.value)}
                data-testid="gift-send-on"
              />
            </FormField>
            {buy.isError ? (
              <p className="text-sm text-destructive" role="alert" data-testid="gift-failed">
                {t('gift.failed')}
              </p>
            ) : null}
            <Button type="submit" disabled={buy.isPending} className="w-full sm:w-fit" data-testid="gift-pay">
              {buy.isPending
                ? t('gift.paying')
                : t('gift.pay', { amount: amountMinor !== null ? price(amountMinor) : '' })}
            </Button>
          </form>
        ) : null}
      </main>
    </ShowroomShell>
  );
}
