import { type InvoiceSettings, useFileUrl } from '@carat/api-client/react';
import { formatTaxRate, INVOICE_COLORS, type InvoiceColor, taxLabel } from '@carat/domain';
import { cn } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { formatDate } from '#lib/format.ts';
import { invoiceMoney as money } from './money.ts';

export interface PreviewInvoice {
  kind: 'standard' | 'deposit' | 'final';
  status: 'draft' | 'sent' | 'paid' | 'void';
  number: string | null;
  issueDate: string | null;
  dueDate: string | null;
  currency: string;
  clientName: string;
  clientEmail: string | null;
  clientAddress: string | null;
  lines: readonly { description: string; quantity: number; unitPriceMinor: number; netMinor: number }[];
  /** The unit prices are tax included (the invoice's mode, ADR 079): the column says so. */
  pricesIncludeTax?: boolean;
  subtotalMinor: number;
  vatMinor: number;
  /** One row per tax (Quebec: TPS and TVQ); absent: one 'TVA (20 %)' row (invoices before ADR 052). */
  taxes?: readonly { code: string; rateBps: number; taxMinor: number }[];
  totalMinor: number;
  depositsDeductedMinor: number;
  notes: string | null;
  orderNumber?: string | null;
  creditNote?: { number: string; issueDate: string } | null;
  /** The client's credit deducted: one 'Acompte déduit (receipt)' row each. */
  creditDeductions?: readonly { receiptNumber: string; amountMinor: number }[];
  /** Partial refunds, each with its credit note. */
  refunds?: readonly { number: string; issueDate: string; totalMinor: number }[];
}

/**
 * The invoice as the client will see it (the PDF draws the same), in the settings' colour with the
 * logo and the business's details. Empty fields show placeholders, as the spec's preview does. Text on
 * the colour is ink, not white: it keeps 4.5:1 contrast on all four colours.
 */
export function InvoicePreview({
  invoice,
  settings,
}: {
  invoice: PreviewInvoice;
  settings?: InvoiceSettings;
}) {
  const { t, locale } = useI18n();
  const color = INVOICE_COLORS[(settings?.invoiceColor ?? 'amber') as InvoiceColor];
  const fromCredit = (invoice.creditDeductions ?? []).reduce((sum, d) => sum + d.amountMinor, 0);
  const logo = useFileUrl(settings?.autoAddLogo ? settings.logo?.id : null);
  const title =
    invoice.status === 'draft'
      ? t('invoices.preview.proForma')
      : invoice.kind === 'deposit'
        ? t('invoices.preview.deposit')
        : t('invoices.preview.title');
  const placeholder = (value: string | null | undefined, fallback: string) =>
    value?.trim() ? (
      <span>{value}</span>
    ) : (
      <span className="italic text-muted-foreground" data-placeholder="">
        {fallback}
      </span>
    );
  const amount = (minor: number) => money(minor, invoice.currency, locale);

  return (
    <article
      className="grid gap-6 overflow-hidden rounded-lg border border-border bg-white p-4 text-sm text-neutral-900 shadow-sm sm:p-6"
      style={{ borderTop: `6px solid ${color}` }}
      aria-label={title}
      data-testid="invoice-preview"
    >
      <header className="flex flex-wrap justify-between gap-4">
        <div className="grid gap-1">
          {logo.url ? <img src={logo.url} alt="" className="max-h-14 max-w-40 object-contain" /> : null}
          {settings?.autoAddCompanyInfo ? (
            <div className="grid text-xs text-neutral-600">
              <span className="text-sm font-semibold text-neutral-900">{settings.companyName}</span>
              {settings.address ? <span className="whitespace-pre-line">{settings.address}</span> : null}
              {settings.email ? <span>{settings.email}</span> : null}
              {settings.phone ? <span>{settings.phone}</span> : null}
              {settings.website ? <span>{settings.website}</span> : null}
              {settings.taxId ? (
                <span>
                  {t('invoices.preview.taxId')} {settings.taxId}
                </span>
              ) : null}
            </div>
          ) : null}
        </div>
        <div className="grid content-start gap-1 text-end">
          <h3 className="font-display text-2xl font-semibold" style={{ color }}>
            {title}
          </h3>
          <p className="font-medium">{invoice.number ?? t('invoices.preview.numberPending')}</p>
          {invoice.issueDate ? (
            <p>
              {t('invoices.preview.date')} : {formatDate(invoice.issueDate, locale)}
            </p>
          ) : null}
          <p>
            {t('invoices.preview.dueDate')} : {invoice.dueDate ? formatDate(invoice.dueDate, locale) : '—'}
          </p>
          {invoice.orderNumber ? <p>{t('invoices.preview.order', { number: invoice.orderNumber })}</p> : null}
        </div>
      </header>

      <section className="grid gap-0.5">
        <h4 className="text-xs font-semibold uppercase tracking-wider" style={{ color }}>
          {t('invoices.preview.billTo')}
        </h4>
        <p className="font-semibold">
          {placeholder(invoice.clientName, t('invoices.preview.clientPlaceholder'))}
        </p>
        <p className="whitespace-pre-line text-neutral-600">
          {placeholder(invoice.clientAddress, t('invoices.preview.addressPlaceholder'))}
        </p>
        <p className="text-neutral-600">
          {placeholder(invoice.clientEmail, t('invoices.preview.emailPlaceholder'))}
        </p>
      </section>

      <div className="overflow-x-auto">
        <table className="w-full min-w-[28rem] border-collapse text-sm">
          <thead>
            <tr style={{ backgroundColor: color }} className="text-neutral-950">
              <th scope="col" className="px-2 py-2 text-start font-semibold">
                {t('invoices.form.description.label')}
              </th>
              <th scope="col" className="px-2 py-2 text-end font-semibold">
                {t('invoices.preview.quantity')}
              </th>
              <th scope="col" className="px-2 py-2 text-end font-semibold">
                {t(
                  invoice.pricesIncludeTax
                    ? 'invoices.preview.unitPriceInclusive'
                    : 'invoices.preview.unitPrice',
                )}
              </th>
              <th scope="col" className="px-2 py-2 text-end font-semibold">
                {t('invoices.preview.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line, index) => (
              // Lines have no identity of their own while drafted: their position is it.
              <tr key={index} className="border-b border-neutral-200">
                <td className="px-2 py-2">
                  {placeholder(line.description, t('invoices.preview.itemPlaceholder'))}
                </td>
                <td className="px-2 py-2 text-end tabular-nums">{line.quantity}</td>
                <td className="px-2 py-2 text-end tabular-nums">{amount(line.unitPriceMinor)}</td>
                <td className="px-2 py-2 text-end tabular-nums">{amount(line.netMinor)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <dl className="ms-auto grid w-full max-w-xs gap-1" data-testid="invoice-totals">
        <Row label={t('invoices.preview.subtotal')} value={amount(invoice.subtotalMinor)} />
        {invoice.taxes ? (
          invoice.taxes.map((tax) => (
            <Row
              key={tax.code}
              label={`${taxLabel(tax.code, locale)} (${formatTaxRate(tax.rateBps, locale)})`}
              value={amount(tax.taxMinor)}
            />
          ))
        ) : (
          <Row label={t('invoices.preview.vat')} value={amount(invoice.vatMinor)} />
        )}
        <Row
          label={t('invoices.preview.total')}
          value={amount(invoice.totalMinor)}
          strong={!invoice.depositsDeductedMinor}
          color={color}
        />
        {invoice.depositsDeductedMinor > 0 ? (
          <>
            {invoice.depositsDeductedMinor - fromCredit > 0 ? (
              <Row
                label={t('invoices.preview.deducted')}
                value={amount(-(invoice.depositsDeductedMinor - fromCredit))}
              />
            ) : null}
            {(invoice.creditDeductions ?? []).map((deduction) => (
              <Row
                key={deduction.receiptNumber}
                testId="invoice-credit-deduction"
                label={t('invoices.preview.creditDeducted', { number: deduction.receiptNumber })}
                value={amount(-deduction.amountMinor)}
              />
            ))}
            <Row
              label={t('invoices.preview.balance')}
              value={amount(invoice.totalMinor - invoice.depositsDeductedMinor)}
              strong
              color={color}
            />
          </>
        ) : null}
      </dl>

      {(invoice.refunds ?? []).map((refund) => (
        <p key={refund.number} className="font-medium" data-testid="invoice-refund">
          {t('invoices.preview.refunded', {
            amount: amount(refund.totalMinor),
            number: refund.number,
            date: formatDate(refund.issueDate, locale),
          })}
        </p>
      ))}
      {invoice.creditNote ? (
        <p className="font-medium text-destructive">
          {t('invoices.preview.creditNote', {
            number: invoice.creditNote.number,
            date: formatDate(invoice.creditNote.issueDate, locale),
          })}
        </p>
      ) : null}
      {invoice.notes ? (
        <Block title={t('invoices.preview.notes')} body={invoice.notes} color={color} />
      ) : null}
      {settings?.bankDetails ? (
        <Block title={t('invoices.preview.bank')} body={settings.bankDetails} color={color} />
      ) : null}
    </article>
  );
}

function Row({
  label,
  value,
  strong,
  color,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  color?: string;
  testId?: string;
}) {
  return (
    <div
      data-testid={testId}
      className={cn(
        'flex justify-between gap-4 px-2 py-1',
        strong && 'rounded font-semibold text-neutral-950',
      )}
      style={strong ? { backgroundColor: color } : undefined}
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

function Block({ title, body, color }: { title: string; body: string; color: string }) {
  return (
    <section className="grid gap-1">
      <h4 className="text-xs font-semibold uppercase tracking-wider" style={{ color }}>
        {title}
      </h4>
      <p className="whitespace-pre-line">{body}</p>
    </section>
  );
}
