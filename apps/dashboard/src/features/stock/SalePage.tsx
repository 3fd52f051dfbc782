import { errorMessage } from '@carat/api-client';
import {
  findStockItems,
  type SaleCreated,
  type StockItemSummary,
  useApi,
  useCreateSale,
  useDownloadReceipt,
  useEmailReceipt,
  useMe,
  useMetalRates,
  useReturnSale,
  useStartSaleLink,
} from '@carat/api-client/react';
import { oldGoldValueMinor } from '@carat/domain/sales';
import { Button, FormField, Input, toast } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { SALE_PAYMENT_METHODS, SALE_REFUND_METHODS, saleInputSchema } from '@carat/validation/stock';
import { Gift, Mail, Plus, Printer, Undo2, X } from 'lucide-react';
import { type FormEvent, useCallback, useState } from 'react';
import { ClientPicker } from '#components/ClientPicker.tsx';
import { PageHeader } from '#components/list-page/PageHeader.tsx';
import { ChoiceField } from '#components/SelectField.tsx';
import { decimalOf, majorText, minorOf } from '#lib/amounts.ts';
import { formatDate, money } from '#lib/format.ts';
import { CardLinkPanel } from './CardLinkPanel.tsx';
import { StockThumb } from './StockPhotos.tsx';

type Method = (typeof SALE_PAYMENT_METHODS)[number];

interface Line {
  key: number;
  stockItemId?: string;
  tag?: string;
  thumbnailUrl?: string | null;
  description: string;
  unitPriceMinor: number;
  discount: string;
  /** A gift card sold for its price (ADR 077): no discount, its code made by the sale. */
  giftCard?: boolean;
  /** With `giftCard`: an existing card's code, topped up by the price instead (ADR 089). */
  topUpCode?: string;
}

interface Payment {
  key: number;
  method: Method;
  amount: string;
  tendered: string;
  weight: string;
  fineness: string;
  rate: string;
  giftCardCode: string;
  /** A card part paid on the client's phone (a Checkout link shown as a QR code) rather than recorded. */
  byLink: boolean;
}

const FINENESS = ['375', '585', '750', '916', '999'] as const;
let nextKey = 1;
/** How a return is paid back; cash comes out of the open drawer (ADR 072). */
type RefundMethod = (typeof SALE_REFUND_METHODS)[number];

const newPayment = (method: Method = 'card'): Payment => ({
  key: nextKey++,
  method,
  amount: '',
  tendered: '',
  weight: '',
  fineness: '750',
  rate: '',
  giftCardCode: '',
  byLink: false,
});

/** The old gold's value as typed (weight × fineness × rate), or null while it is incomplete. */
function goldValue(p: Payment, currency: string): number | null {
  const grams = decimalOf(p.weight);
  const rate = minorOf(p.rate, currency);
  if (typeof grams !== 'number' || typeof rate !== 'number') return null;
  const weightMg = Math.round(grams * 1000);
  return oldGoldValueMinor({ weightMg, fineness: Number(p.fineness), buyRateMinorPerGram: rate });
}

/**
 * The business's buy rate per gram of fine gold for a fineness (‰), as the rate field is typed; null when
 * no gold grade of that fineness has a rate.
 */
export function goldBuyRateText(
  rates: readonly { metal: string; fineness: number; buyPerGramMinor: number }[],
  fineness: string,
  currency: string,
): string | null {
  const rate = rates.find((r) => r.metal.startsWith('gold-') && r.fineness === Number(fineness));
  return rate && rate.buyPerGramMinor > 0 ? majorText(rate.buyPerGramMinor, currency) : null;
}

/**
 * 'Vente': a scanned or searched tag adds the piece (a USB scanner types the tag then Enter), a free line
 * adds a service; discounts per line and on the sale; the client is optional; payments split across card,
 * cash (with the change), transfer, credit and old gold (weight × fineness × the buy rate, its value worked
 * out as the server will check it). Completing answers the receipt; a return issues a credit note.
 */
export function SalePage() {
  const { t, locale } = useI18n();
  const api = useApi();
  const me = useMe().data;
  const currency = me?.business.currency ?? 'EUR';
  const m = (minor: number) => money(minor, currency, locale);
  const [lines, setLines] = useState<Line[]>([]);
  const [scan, setScan] = useState('');
  const [choices, setChoices] = useState<StockItemSummary[]>([]);
  const [looking, setLooking] = useState(false);
  const [free, setFree] = useState({ description: '', price: '' });
  const [cardAmount, setCardAmount] = useState('');
  const [topUpCode, setTopUpCode] = useState('');
  const [discount, setDiscount] = useState('');
  const [clientId, setClientId] = useState('');
  const [payments, setPayments] = useState<Payment[]>([newPayment('card')]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<SaleCreated | null>(null);
  const [creditNote, setCreditNote] = useState<string | null>(null);
  const [refundCard, setRefundCard] = useState<string | null>(null);
  // The business's gold buy rates (Prix des métaux) prefill an old-gold payment's rate for its fineness;
  // the member can still type the rate agreed with the client.
  const rates = useMetalRates().data?.rates ?? [];
  const buyRateText = (fineness: string) => goldBuyRateText(rates, fineness, currency);
  const create = useCreateSale();
  const startLink = useStartSaleLink();
  const [linkId, setLinkId] = useState<string | null>(null);
  const linkIndex = payments.findIndex((p) => p.method === 'card' && p.byLink);
  const soldByLink = useCallback((sale: Pick<SaleCreated, 'id' | 'number' | 'totalMinor' | 'receiptUrl'>) => {
    setLinkId(null);
    setDone({ ...sale, giftCards: [], giftCardTopUps: [] });
  }, []);
  const receipt = useDownloadReceipt();
  const giveBack = useReturnSale();
  const [refundMethod, setRefundMethod] = useState<RefundMethod>('cash');
  const email = useEmailReceipt();

  const lineTotal = (line: Line) => {
    const d = minorOf(line.discount, currency);
    return line.unitPriceMinor - (typeof d === 'number' ? d : 0);
  };
  const saleDiscount = minorOf(discount, currency);
  const total =
    lines.reduce((sum, line) => sum + lineTotal(line), 0) -
    (typeof saleDiscount === 'number' ? saleDiscount : 0);
  const amountOf = (p: Payment) => {
    if (p.method === 'old-gold') return goldValue(p, currency) ?? 0;
    const a = minorOf(p.amount, currency);
    return typeof a === 'number' ? a : 0;
  };
  const paid = payments.reduce((sum, p) => sum + amountOf(p), 0);
  const change = payments.reduce((sum, p) => {
    const tendered = minorOf(p.tendered, currency);
    return p.method === 'cash' && typeof tendered === 'number'
      ? sum + Math.max(tendered - amountOf(p), 0)
      : sum;
  }, 0);

  function addItem(item: StockItemSummary) {
    setChoices([]);
    if (lines.some((l) => l.stockItemId === item.id)) return;
    setLines((ls) => [
      ...ls,
      {
        key: nextKey++,
        stockItemId: item.id,
        tag: item.tag,
        thumbnailUrl: item.thumbnailUrl,
        description: item.name,
        unitPriceMinor: item.priceMinor,
        discount: '',
      },
    ]);
  }

  async function addScanned(event: FormEvent) {
    event.preventDefault();
    const q = scan.trim();
    if (!q) return;
    setLooking(true);
    try {
      const found = await findStockItems(api, q, 'in_stock');
      const item =
        found.find((i) => i.tag.toLowerCase() === q.toLowerCase()) ?? (found.length === 1 ? found[0] : null);
      if (!item) {
        // Several pieces match a name: the jeweller picks one, by its photo, tag and price.
        if (found.length > 1) setChoices(found);
        else toast.error(t('sale.notFound', { q }));
        return;
      }
      addItem(item);
      setScan('');
    } catch (error) {
      toast.error(t('sale.notFound', { q }), { description: errorMessage(error, locale) });
    } finally {
      setLooking(false);
    }
  }

  function addFree(event: FormEvent) {
    event.preventDefault();
    const price = minorOf(free.price, currency);
    if (!free.description.trim() || typeof price !== 'number') {
      setErrors((e) => ({ ...e, free: t('stock.form.invalidAmount') }));
      return;
    }
    setErrors(({ free: _, ...rest }) => rest);
    setLines((ls) => [
      ...ls,
      { key: nextKey++, description: free.description.trim(), unitPriceMinor: price, discount: '' },
    ]);
    setFree({ description: '', price: '' });
  }

  function addGiftCard(event: FormEvent) {
    event.preventDefault();
    const price = minorOf(cardAmount, currency);
    if (typeof price !== 'number' || price <= 0) {
      setErrors((e) => ({ ...e, giftCard: t('stock.form.invalidAmount') }));
      return;
    }
    setErrors(({ giftCard: _, ...rest }) => rest);
    const code = topUpCode.trim();
    setLines((ls) => [
      ...ls,
      {
        key: nextKey++,
        description: code ? t('sale.giftCardTopUp', { code }) : t('sale.giftCard'),
        unitPriceMinor: price,
        discount: '',
        giftCard: true,
        ...(code ? { topUpCode: code } : {}),
      },
    ]);
    setCardAmount('');
    setTopUpCode('');
  }

  const setPayment = (key: number, change: Partial<Payment>) =>
    setPayments((ps) => ps.map((p) => (p.key === key ? { ...p, ...change } : p)));

  async function complete() {
    const body = {
      lines: lines.map((line) =>
        line.giftCard
          ? {
              giftCard: true as const,
              priceMinor: line.unitPriceMinor,
              ...(line.topUpCode ? { giftCardCode: line.topUpCode } : {}),
            }
          : line.stockItemId
            ? { stockItemId: line.stockItemId, discountMinor: minorOf(line.discount, currency) }
            : {
                description: line.description,
                priceMinor: line.unitPriceMinor,
                discountMinor: minorOf(line.discount, currency),
              },
      ),
      clientId: clientId || undefined,
      discountMinor: saleDiscount,
      payments: payments.map((p) =>
        p.method === 'old-gold'
          ? {
              method: p.method,
              weightGrams: decimalOf(p.weight),
              fineness: Number(p.fineness),
              buyRateMinorPerGram: minorOf(p.rate, currency),
              amountMinor: goldValue(p, currency) ?? 0,
            }
          : {
              method: p.method,
              amountMinor: minorOf(p.amount, currency) ?? 0,
              ...(p.method === 'cash' && p.tendered.trim()
                ? { tenderedMinor: minorOf(p.tendered, currency) }
                : {}),
              ...(p.method === 'gift-card' ? { giftCardCode: p.giftCardCode } : {}),
            },
      ),
    };
    const parsed = saleInputSchema(locale).safeParse(body);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])),
      );
      return;
    }
    setErrors({});
    if (linkIndex >= 0) {
      try {
        const link = await startLink.mutateAsync({
          sale: parsed.data as Parameters<typeof create.mutateAsync>[0],
          linkPaymentIndex: linkIndex,
        });
        setLinkId(link.id);
      } catch (error) {
        toast.error(t('sale.link.failed'), { description: errorMessage(error, locale) });
      }
      return;
    }
    try {
      const sale = await create.mutateAsync(parsed.data as Parameters<typeof create.mutateAsync>[0]);
      setDone(sale);
      toast.success(t('sale.done', { number: sale.number }));
    } catch (error) {
      toast.error(t('sale.failed'), { description: errorMessage(error, locale) });
    }
  }

  async function download(format: 'a4' | '80mm') {
    if (!done) return;
    try {
      await receipt.mutateAsync({ id: done.id, format });
    } catch (error) {
      toast.error(t('sale.failed'), { description: errorMessage(error, locale) });
    }
  }

  async function sendReceipt() {
    if (!done) return;
    try {
      const { to } = await email.mutateAsync({ id: done.id });
      toast.success(t('sale.emailed', { to }));
    } catch (error) {
      toast.error(t('sale.emailFailed'), { description: errorMessage(error, locale) });
    }
  }

  async function takeBack() {
    if (!done) return;
    try {
      const note = await giveBack.mutateAsync({ id: done.id, refundMethod });
      setCreditNote(note.number);
      setRefundCard(note.giftCard?.code ?? null);
      toast.success(t('sale.returned', { number: note.number }));
    } catch (error) {
      toast.error(t('sale.returnFailed'), { description: errorMessage(error, locale) });
    }
  }

  function reset() {
    setDone(null);
    setCreditNote(null);
    setRefundCard(null);
    setLines([]);
    setDiscount('');
    setClientId('');
    setPayments([newPayment('card')]);
  }

  if (linkId) {
    return (
      <div className="grid gap-6">
        <PageHeader title={t('sale.title')} subtitle={t('sale.subtitle')} />
        <CardLinkPanel
          linkId={linkId}
          timeZone={me?.business.timeZone ?? 'UTC'}
          onSold={soldByLink}
          onBack={() => setLinkId(null)}
        />
      </div>
    );
  }

  if (done) {
    return (
      <div className="grid gap-6">
        <PageHeader title={t('sale.title')} subtitle={t('sale.subtitle')} />
        <section className="grid gap-4 rounded-lg border border-border p-4" aria-live="polite">
          <h2 className="font-display text-2xl" data-testid="sale-done">
            {t('sale.soldTitle', { number: done.number, amount: m(done.totalMinor) })}
          </h2>
          {done.giftCards.map((card) => (
            <p key={card.id} className="font-medium" data-testid="gift-card-sold">
              {card.expiresOn
                ? t('sale.giftCardsSold', { code: card.code, date: formatDate(card.expiresOn, locale) })
                : t('sale.giftCardsSoldNoExpiry', { code: card.code })}
            </p>
          ))}
          {done.giftCardTopUps.map((card) => (
            <p key={card.id} className="font-medium" data-testid="gift-card-topped-up">
              {t('sale.giftCardToppedUp', { last4: card.code.slice(-4), balance: m(card.balanceMinor) })}
            </p>
          ))}
          {creditNote ? <p data-testid="credit-note">{t('sale.returned', { number: creditNote })}</p> : null}
          {refundCard ? (
            <p className="font-medium" data-testid="refund-card">
              {t('sale.refundCard', { code: refundCard })}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void download('a4')} disabled={receipt.isPending}>
              <Printer aria-hidden="true" /> {t('sale.receipt')}
            </Button>
            <Button variant="outline" onClick={() => void download('80mm')} disabled={receipt.isPending}>
              <Printer aria-hidden="true" /> {t('sale.receipt80')}
            </Button>
            {clientId ? (
              <Button variant="outline" onClick={() => void sendReceipt()} disabled={email.isPending}>
                <Mail aria-hidden="true" /> {t('sale.email')}
              </Button>
            ) : null}
            {creditNote ? null : (
              <div className="flex flex-wrap items-end gap-2">
                <div className="w-44">
                  <ChoiceField
                    label={t('sale.refundMethod')}
                    value={refundMethod}
                    onChange={setRefundMethod}
                    options={SALE_REFUND_METHODS.map((r) => ({ value: r, label: t(`sale.refund.${r}`) }))}
                  />
                </div>
                <Button variant="outline" onClick={() => void takeBack()} disabled={giveBack.isPending}>
                  <Undo2 aria-hidden="true" /> {t('sale.return')}
                </Button>
              </div>
            )}
            <Button variant="ghost" onClick={reset}>
              {t('sale.next')}
            </Button>
          </div>
        </section>
      </div>
    );
  }

  return (
    <div className="grid gap-6">
      <PageHeader title={t('sale.title')} subtitle={t('sale.subtitle')} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid content-start gap-4">
          <form onSubmit={addScanned} className="flex flex-wrap items-end gap-2">
            <FormField label={t('sale.scan')} hint={t('sale.scanHint')} className="min-w-0 flex-1">
              <Input
                value={scan}
                onChange={(e) => setScan(e.target.value)}
                autoComplete="off"
                autoFocus
                data-testid="sale-scan"
              />
            </FormField>
            <Button type="submit" disabled={looking} className="mb-6">
              <Plus aria-hidden="true" /> {t('sale.add')}
            </Button>
          </form>
          {choices.length > 0 ? (
            <section aria-labelledby="sale-choices" className="grid gap-2">
              <h2 id="sale-choices" className="text-sm font-medium">
                {t('sale.choose')}
              </h2>
              <ul className="grid gap-1" data-testid="sale-choices">
                {choices.map((item) => (
                  <li key={item.id}>
                    <button
                      type="button"
                      onClick={() => addItem(item)}
                      className="flex w-full min-w-0 items-center gap-2 rounded-md border border-border p-2 text-start hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                    >
                      <StockThumb url={item.thumbnailUrl} />
                      <span className="min-w-0 flex-1 truncate">{item.name}</span>
                      <span className="text-xs text-muted-foreground tabular-nums">
                        {item.tag} · {m(item.priceMinor)}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          <section className="grid gap-2" aria-labelledby="sale-lines">
            <h2 id="sale-lines" className="font-medium">
              {t('sale.lines')}
            </h2>
            {lines.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('sale.noLines')}</p>
            ) : (
              <ul className="grid gap-2" data-testid="sale-lines">
                {lines.map((line, index) => (
                  <li
                    key={line.key}
                    className="grid gap-2 rounded-md border border-border p-3 sm:grid-cols-[1fr_8rem_auto]"
                  >
                    <div className="flex min-w-0 items-center gap-2">
                      {line.stockItemId ? <StockThumb url={line.thumbnailUrl} /> : null}
                      <div className="min-w-0">
                        <p className="truncate font-medium">{line.description}</p>
                        <p className="text-xs text-muted-foreground tabular-nums">
                          {[line.tag, m(line.unitPriceMinor)].filter(Boolean).join(' · ')}
                        </p>
                      </div>
                    </div>
                    {line.giftCard ? (
                      errors[`lines.${index}.giftCardCode`] ? (
                        <p className="text-sm text-destructive" role="alert">
                          {errors[`lines.${index}.giftCardCode`]}
                        </p>
                      ) : (
                        <span />
                      )
                    ) : (
                      <FormField
                        label={t('sale.lineDiscount', { currency })}
                        error={errors[`lines.${index}.discountMinor`]}
                      >
                        <Input
                          value={line.discount}
                          inputMode="decimal"
                          onChange={(e) =>
                            setLines((ls) =>
                              ls.map((l) => (l.key === line.key ? { ...l, discount: e.target.value } : l)),
                            )
                          }
                        />
                      </FormField>
                    )}
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t('sale.remove', { name: line.description })}
                      onClick={() => setLines((ls) => ls.filter((l) => l.key !== line.key))}
                    >
                      <X aria-hidden="true" />
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            {errors.lines ? <p className="text-sm text-destructive">{errors.lines}</p> : null}
          </section>

          <form
            onSubmit={addFree}
            className="grid gap-2 rounded-md border border-dashed border-border p-3 sm:grid-cols-[1fr_8rem_auto] sm:items-end"
          >
            <FormField label={t('sale.freeDescription')} error={errors.free}>
              <Input
                value={free.description}
                onChange={(e) => setFree((f) => ({ ...f, description: e.target.value }))}
              />
            </FormField>
            <FormField label={t('sale.freePrice', { currency })}>
              <Input
                value={free.price}
                inputMode="decimal"
                onChange={(e) => setFree((f) => ({ ...f, price: e.target.value }))}
              />
            </FormField>
            <Button type="submit" variant="outline">
              {t('sale.addFree')}
            </Button>
          </form>

          <form
            onSubmit={addGiftCard}
            className="flex flex-wrap items-end gap-2 rounded-md border border-dashed border-border p-3"
          >
            <FormField
              label={t('sale.giftCardAmount', { currency })}
              error={errors.giftCard}
              className="w-48"
            >
              <Input
                value={cardAmount}
                inputMode="decimal"
                onChange={(e) => setCardAmount(e.target.value)}
                data-testid="gift-card-amount"
              />
            </FormField>
            <FormField
              label={t('sale.giftCardTopUpCode')}
              hint={t('sale.giftCardTopUpHint')}
              className="w-56"
            >
              <Input
                value={topUpCode}
                autoComplete="off"
                onChange={(e) => setTopUpCode(e.target.value)}
                data-testid="gift-card-topup-code"
              />
            </FormField>
            <Button type="submit" variant="outline" className={errors.giftCard ? 'mb-6' : undefined}>
              <Gift aria-hidden="true" /> {t('sale.addGiftCard')}
            </Button>
          </form>

          <FormField
            label={t('sale.discount', { currency })}
            error={errors.discountMinor}
            className="max-w-xs"
          >
            <Input value={discount} inputMode="decimal" onChange={(e) => setDiscount(e.target.value)} />
          </FormField>

          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">{t('sale.client')}</legend>
            <ClientPicker
              value={clientId}
              onChange={(client) => setClientId(client.id)}
              labels={{ search: t('sale.clientSearch'), pick: t('sale.client'), none: t('sale.clientNone') }}
            />
          </fieldset>
        </div>

        <section
          className="grid content-start gap-4 rounded-lg border border-border p-4"
          aria-labelledby="sale-payments"
        >
          <p className="flex items-baseline justify-between text-lg">
            <span>{t('sale.total')}</span>
            <span className="font-display text-2xl tabular-nums" data-testid="sale-total">
              {m(Math.max(total, 0))}
            </span>
          </p>
          <h2 id="sale-payments" className="font-medium">
            {t('sale.payments')}
          </h2>
          {payments.map((p, index) => (
            <fieldset
              key={p.key}
              className="grid gap-2 rounded-md border border-border p-3"
              data-testid="sale-payment"
            >
              <div className="flex items-end gap-2">
                <div className="min-w-0 flex-1">
                  <ChoiceField
                    label={t('sale.payments')}
                    value={p.method}
                    onChange={(method) =>
                      setPayment(p.key, {
                        method,
                        ...(method === 'old-gold' && !p.rate ? { rate: buyRateText(p.fineness) ?? '' } : {}),
                      })
                    }
                    options={SALE_PAYMENT_METHODS.map((method) => ({
                      value: method,
                      label: t(`sale.method.${method}`),
                    }))}
                  />
                </div>
                {payments.length > 1 ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('sale.removePayment')}
                    onClick={() => setPayments((ps) => ps.filter((x) => x.key !== p.key))}
                    className="mb-6"
                  >
                    <X aria-hidden="true" />
                  </Button>
                ) : null}
              </div>
              {p.method === 'old-gold' ? (
                <div className="grid gap-2 sm:grid-cols-3">
                  <FormField label={t('sale.goldWeight')} error={errors[`payments.${index}.weightGrams`]}>
                    <Input
                      value={p.weight}
                      inputMode="decimal"
                      onChange={(e) => setPayment(p.key, { weight: e.target.value })}
                    />
                  </FormField>
                  <ChoiceField
                    label={t('sale.goldFineness')}
                    value={p.fineness}
                    onChange={(fineness) =>
                      setPayment(p.key, { fineness, rate: buyRateText(fineness) ?? p.rate })
                    }
                    options={FINENESS.map((f) => ({ value: f, label: `${f} ‰` }))}
                  />
                  <FormField
                    label={t('sale.goldRate', { currency })}
                    error={errors[`payments.${index}.buyRateMinorPerGram`]}
                  >
                    <Input
                      value={p.rate}
                      inputMode="decimal"
                      onChange={(e) => setPayment(p.key, { rate: e.target.value })}
                    />
                  </FormField>
                  <p className="text-sm sm:col-span-3" data-testid="gold-value">
                    {t('sale.goldValue', { amount: m(goldValue(p, currency) ?? 0) })}
                  </p>
                </div>
              ) : (
                <div className="grid gap-2 sm:grid-cols-2">
                  <FormField
                    label={t('sale.amount', { currency })}
                    error={errors[`payments.${index}.amountMinor`]}
                  >
                    <Input
                      value={p.amount}
                      inputMode="decimal"
                      onChange={(e) => setPayment(p.key, { amount: e.target.value })}
                    />
                  </FormField>
                  {p.method === 'card' ? (
                    <ChoiceField
                      label={t('sale.cardHow')}
                      value={p.byLink ? 'link' : 'recorded'}
                      onChange={(how) =>
                        setPayments((ps) =>
                          ps.map((x) =>
                            x.key === p.key
                              ? { ...x, byLink: how === 'link' }
                              : how === 'link'
                                ? { ...x, byLink: false }
                                : x,
                          ),
                        )
                      }
                      options={(['recorded', 'link'] as const).map((how) => ({
                        value: how,
                        label: t(`sale.cardHow.${how}`),
                      }))}
                    />
                  ) : null}
                  {p.method === 'gift-card' ? (
                    <FormField
                      label={t('sale.giftCardCode')}
                      error={errors[`payments.${index}.giftCardCode`]}
                    >
                      <Input
                        value={p.giftCardCode}
                        autoComplete="off"
                        onChange={(e) => setPayment(p.key, { giftCardCode: e.target.value })}
                      />
                    </FormField>
                  ) : null}
                  {p.method === 'cash' ? (
                    <FormField
                      label={t('sale.tendered', { currency })}
                      error={errors[`payments.${index}.tenderedMinor`]}
                    >
                      <Input
                        value={p.tendered}
                        inputMode="decimal"
                        onChange={(e) => setPayment(p.key, { tendered: e.target.value })}
                      />
                    </FormField>
                  ) : null}
                </div>
              )}
            </fieldset>
          ))}
          <Button variant="outline" onClick={() => setPayments((ps) => [...ps, newPayment('cash')])}>
            <Plus aria-hidden="true" /> {t('sale.addPayment')}
          </Button>
          <p className="tabular-nums" data-testid="sale-left" aria-live="polite">
            {paid <= total
              ? t('sale.left', { amount: m(total - paid) })
              : t('sale.over', { amount: m(paid - total) })}
          </p>
          {change > 0 ? (
            <p className="font-medium tabular-nums">{t('sale.change', { amount: m(change) })}</p>
          ) : null}
          {errors.payments ? <p className="text-sm text-destructive">{errors.payments}</p> : null}
          <Button
            onClick={() => void complete()}
            disabled={create.isPending || startLink.isPending || lines.length === 0}
          >
            {linkIndex >= 0 ? t('sale.link.start') : t('sale.complete')}
          </Button>
        </section>
      </div>
    </div>
  );
}
