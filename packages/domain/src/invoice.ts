import { addDays, type IsoDate, isIsoDate } from '#lib/dates.ts';
import type { LocalizedText } from '#lib/locale.ts';
import { formatMoney } from '#lib/money.ts';
import { allocate, type TaxRule, taxIncluded, taxOn } from '#lib/taxes.ts';

/** UK standard VAT, 20 %, in basis points so the maths stays in integers. */
export const VAT_RATE_BPS = 2000;
const BPS_PER_UNIT = 10_000n;

export type InvoiceErrorCode =
  | 'invalid-quantity'
  | 'invalid-unit-price'
  | 'invalid-rate'
  | 'invalid-amount'
  | 'amount-too-large'
  | 'invalid-deposit'
  | 'deposits-exceed-total'
  | 'invalid-number'
  | 'invalid-date';

/** Thrown for input no invoice may hold; `lineIndex` points at the offending line when there is one. */
export class InvoiceError extends Error {
  override readonly name = 'InvoiceError';
  constructor(
    readonly code: InvoiceErrorCode,
    message: string,
    readonly lineIndex?: number,
  ) {
    super(message);
  }
}

export interface InvoiceLine {
  readonly description?: string;
  /** A whole number ≥ 1. */
  readonly quantity: number;
  /** Integer pence ≥ 0. */
  readonly unitPriceMinor: number;
}

export interface InvoiceLineTotals {
  readonly net: number;
  readonly vat: number;
}

export interface InvoiceTotals {
  readonly lines: readonly InvoiceLineTotals[];
  readonly subtotal: number;
  readonly vat: number;
  readonly total: number;
}

function toSafeNumber(value: bigint, lineIndex?: number): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new InvoiceError('amount-too-large', `amount ${value} is beyond the safe integer range`, lineIndex);
  }
  return Number(value);
}

function assertLine(line: InvoiceLine, lineIndex?: number): void {
  if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) {
    throw new InvoiceError(
      'invalid-quantity',
      `quantity must be a whole number ≥ 1, got ${line.quantity}`,
      lineIndex,
    );
  }
  if (!Number.isSafeInteger(line.unitPriceMinor) || line.unitPriceMinor < 0) {
    throw new InvoiceError(
      'invalid-unit-price',
      `unit price must be a whole number of pence ≥ 0, got ${line.unitPriceMinor}`,
      lineIndex,
    );
  }
}

function assertRate(rateBps: number): void {
  if (!Number.isSafeInteger(rateBps) || rateBps < 0) {
    throw new InvoiceError('invalid-rate', `VAT rate must be whole basis points ≥ 0, got ${rateBps}`);
  }
}

/** Quantity × unit price, in pence. */
export function lineNet(line: InvoiceLine, lineIndex?: number): number {
  assertLine(line, lineIndex);
  return toSafeNumber(BigInt(line.quantity) * BigInt(line.unitPriceMinor), lineIndex);
}

/**
 * VAT on one line's net amount, rounded half-up to the penny. BigInt keeps the product exact however large
 * the amount: (net × rate + half a unit) ÷ unit, floored.
 */
export function lineVat(netMinor: number, rateBps: number = VAT_RATE_BPS): number {
  assertRate(rateBps);
  if (!Number.isSafeInteger(netMinor) || netMinor < 0) {
    throw new InvoiceError('invalid-amount', `net amount must be whole pence ≥ 0, got ${netMinor}`);
  }
  return toSafeNumber((BigInt(netMinor) * BigInt(rateBps) + BPS_PER_UNIT / 2n) / BPS_PER_UNIT);
}

/**
 * The VAT inside an amount paid VAT included (a deposit received, a refund): gross × rate ÷ (1 + rate),
 * rounded half-up to the penny like lineVat, and the net as what is left, so net + VAT is the gross
 * exactly. A deposit receipt and a credit note for part of an invoice are split this way.
 */
export function vatIncluded(grossMinor: number, rateBps: number = VAT_RATE_BPS): InvoiceLineTotals {
  assertRate(rateBps);
  if (!Number.isSafeInteger(grossMinor) || grossMinor < 0) {
    throw new InvoiceError('invalid-amount', `gross amount must be whole pence ≥ 0, got ${grossMinor}`);
  }
  const divisor = BPS_PER_UNIT + BigInt(rateBps);
  const vat = toSafeNumber((2n * BigInt(grossMinor) * BigInt(rateBps) + divisor) / (2n * divisor));
  return { net: grossMinor - vat, vat };
}

/**
 * Invoice totals with VAT worked out per line (accepted by HMRC) and summed, so the lines and the total
 * always agree. This can differ by a penny or so from 20 % of the subtotal, which the spec's sentence
 * "VAT is 20 % of it" would give.
 */
export function computeInvoiceTotals(
  lines: readonly InvoiceLine[],
  rateBps: number = VAT_RATE_BPS,
): InvoiceTotals {
  assertRate(rateBps);
  const lineTotals = lines.map((line, index) => {
    const net = lineNet(line, index);
    return { net, vat: lineVat(net, rateBps) };
  });
  const subtotal = toSafeNumber(lineTotals.reduce((sum, line) => sum + BigInt(line.net), 0n));
  const vat = toSafeNumber(lineTotals.reduce((sum, line) => sum + BigInt(line.vat), 0n));
  return { lines: lineTotals, subtotal, vat, total: toSafeNumber(BigInt(subtotal) + BigInt(vat)) };
}

/** One tax of an invoice as stored and printed: 'TPS 5 %' on the net base, its amount. */
export interface InvoiceTaxLine {
  readonly code: string;
  readonly rateBps: number;
  readonly baseMinor: number;
  readonly taxMinor: number;
}

export interface TaxedInvoiceTotals extends InvoiceTotals {
  readonly taxes: readonly InvoiceTaxLine[];
}

/** How an invoice's unit prices were typed: before tax (the default) or tax included. */
export interface InvoicePricing {
  /** The unit prices are gross (tax included): the business entered them so (ADR 079). */
  readonly pricesIncludeTax?: boolean;
}

/**
 * An invoice's totals under a country's tax rule (ADR 052): one tax line per tax of the rule
 * (GST and QST apart), each worked out as the rule says — per line then summed (UK), or once on the net
 * total (France, Canada) — and each line's VAT column its share of that, so the lines, the tax lines and
 * the total always agree to the minor unit. Under the UK rule this is exactly computeInvoiceTotals.
 *
 * With `pricesIncludeTax` the unit prices are gross (ADR 079): the total is exactly Σ quantity × unit
 * price, and the tax is the part of it the rule rounds as it would have charged — inside each line's
 * gross (per line), or once inside the gross total (per invoice, the lines' nets then its share of the
 * net total). Either way each line's net + tax is its gross.
 */
export function computeTaxedInvoice(
  lines: readonly InvoiceLine[],
  rule: TaxRule,
  pricing: InvoicePricing = {},
): TaxedInvoiceTotals {
  if (pricing.pricesIncludeTax) return taxedInvoiceFromGross(lines, rule);
  const nets = lines.map((line, index) => lineNet(line, index));
  const subtotal = toSafeNumber(nets.reduce((sum, net) => sum + BigInt(net), 0n));
  const perLine = rule.rounding === 'line';
  const taxes = rule.components.map((component) => ({
    code: component.code,
    rateBps: component.rateBps,
    baseMinor: subtotal,
    taxMinor: perLine
      ? toSafeNumber(nets.reduce((sum, net) => sum + BigInt(taxOn(net, component.rateBps)), 0n))
      : taxOn(subtotal, component.rateBps),
  }));
  const vat = toSafeNumber(taxes.reduce((sum, line) => sum + BigInt(line.taxMinor), 0n));
  const lineVats = perLine
    ? nets.map((net) => rule.components.reduce((sum, component) => sum + taxOn(net, component.rateBps), 0))
    : allocate(vat, nets);
  return {
    lines: nets.map((net, index) => ({ net, vat: lineVats[index]! })),
    subtotal,
    vat,
    total: toSafeNumber(BigInt(subtotal) + BigInt(vat)),
    taxes,
  };
}

/**
 * Tax-included unit prices: the tax inside a gross amount is gross × r ÷ (1 + r) for the rule's combined
 * rate, rounded half up (`taxIncluded`), and shared between the rule's taxes in proportion to their rates.
 * Per line: each line's gross on its own, the tax lines the sums of the lines' shares. Per invoice: once on
 * the gross total, then the net total shared across the lines in proportion to their grosses (largest
 * remainder), each line's tax what is left of its gross.
 */
function taxedInvoiceFromGross(lines: readonly InvoiceLine[], rule: TaxRule): TaxedInvoiceTotals {
  const grosses = lines.map((line, index) => lineNet(line, index));
  const total = toSafeNumber(grosses.reduce((sum, gross) => sum + BigInt(gross), 0n));
  let lineTotals: InvoiceLineTotals[];
  let componentTaxes: number[];
  if (rule.rounding === 'line') {
    const inside = grosses.map((gross) => taxIncluded(gross, rule));
    lineTotals = inside.map(({ net, tax }) => ({ net, vat: tax }));
    componentTaxes = rule.components.map((_, index) =>
      toSafeNumber(inside.reduce((sum, line) => sum + BigInt(line.taxes[index]!.taxMinor), 0n)),
    );
  } else {
    const inside = taxIncluded(total, rule);
    const nets = allocate(inside.net, grosses);
    lineTotals = grosses.map((gross, index) => ({ net: nets[index]!, vat: gross - nets[index]! }));
    componentTaxes = inside.taxes.map((tax) => tax.taxMinor);
  }
  const subtotal = toSafeNumber(lineTotals.reduce((sum, line) => sum + BigInt(line.net), 0n));
  const taxes = rule.components.map((component, index) => ({
    code: component.code,
    rateBps: component.rateBps,
    baseMinor: subtotal,
    taxMinor: componentTaxes[index]!,
  }));
  return { lines: lineTotals, subtotal, vat: total - subtotal, total, taxes };
}

/** Invoice amounts are pounds with 2 decimals: '1 234,50 £' in French, '£1,234.50' in English. */
export function formatInvoiceAmount(amountMinor: number, locale = 'fr'): string {
  return formatMoney(amountMinor, 'GBP', locale);
}

/** Spec: a draft is numbered 'INV-2024-' plus a random three-digit number. */
export const DRAFT_INVOICE_PREFIX = 'INV-2024-';

/**
 * The spec's draft number, 'INV-2024-100' to 'INV-2024-999'. `random` returns [0, 1) like Math.random,
 * passed in so tests can fix it. A draft number is a placeholder: issued invoices use formatInvoiceNumber.
 */
export function draftInvoiceNumber(random: () => number = Math.random): string {
  const draw = Math.min(Math.max(random(), 0), 0.999_999_999);
  return `${DRAFT_INVOICE_PREFIX}${100 + Math.floor(draw * 900)}`;
}

function sequenceNumber(prefix: string, year: number, sequence: number): string {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) {
    throw new InvoiceError('invalid-number', `year must have four digits, got ${year}`);
  }
  if (!Number.isSafeInteger(sequence) || sequence < 1) {
    throw new InvoiceError('invalid-number', `sequence must be a whole number ≥ 1, got ${sequence}`);
  }
  return `${prefix}-${year}-${String(sequence).padStart(3, '0')}`;
}

/**
 * An issued invoice's number, 'INV-2027-007'. UK VAT invoices need unique sequential numbers, so the
 * sequence comes from storage, never from chance; past 999 it simply grows ('INV-2027-1000').
 */
export function formatInvoiceNumber(year: number, sequence: number): string {
  return sequenceNumber('INV', year, sequence);
}

/** An order's number, 'ORD-2027-042', on the same pattern. */
export function formatOrderNumber(year: number, sequence: number): string {
  return sequenceNumber('ORD', year, sequence);
}

/** A credit note's number, 'CN-2027-003': its own sequence, since a voided invoice keeps its number. */
export function formatCreditNoteNumber(year: number, sequence: number): string {
  return sequenceNumber('CN', year, sequence);
}

export const INVOICE_COLORS = {
  amber: '#f59e0b',
  blue: '#3b82f6',
  purple: '#a855f7',
  green: '#22c55e',
} as const;
export type InvoiceColor = keyof typeof INVOICE_COLORS;

/** Logo hint: PNG, JPG or SVG, max 2MB. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_MIME_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;

/** Checks a logo file against the hint the settings show (the spec shows no enforcement; the API will). */
export function isAcceptedLogo(file: { readonly type: string; readonly size: number }): boolean {
  return (LOGO_MIME_TYPES as readonly string[]).includes(file.type) && file.size <= LOGO_MAX_BYTES;
}

export interface InvoiceSettingsDefaults {
  readonly autoAddLogo: boolean;
  readonly autoAddCompanyInfo: boolean;
  readonly defaultPaymentTerms: number;
  readonly defaultNotes: LocalizedText;
  readonly invoiceColor: InvoiceColor;
}

export const DEFAULT_INVOICE_SETTINGS: InvoiceSettingsDefaults = {
  autoAddLogo: true,
  autoAddCompanyInfo: true,
  defaultPaymentTerms: 30,
  defaultNotes: {
    fr: 'Merci pour votre confiance. Nous espérons vous revoir très bientôt.',
    en: 'Thank you for your trust. We hope to see you again very soon.',
  },
  invoiceColor: 'amber',
};

/** The due date `termsDays` calendar days after the issue date. */
export function dueDateFrom(issueDate: IsoDate, termsDays: number): IsoDate {
  if (!isIsoDate(issueDate)) throw new InvoiceError('invalid-date', `not a calendar date: '${issueDate}'`);
  if (!Number.isInteger(termsDays) || termsDays < 0) {
    throw new InvoiceError('invalid-date', `payment terms must be whole days ≥ 0, got ${termsDays}`);
  }
  return addDays(issueDate, termsDays);
}

/**
 * Stored statuses. 'Overdue' is not stored: it follows from the due date, so it can never be stale.
 * 'void' keeps a spoilt invoice and its number, as HMRC expects gaps to be explainable.
 */
export const INVOICE_STATUSES = ['draft', 'sent', 'paid', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export interface InvoiceDueState {
  readonly status: InvoiceStatus;
  readonly dueDate: IsoDate;
}

/**
 * The definition of 'overdue': sent, and the due date is before today; paid, draft and void invoices never
 * are. `today` is the business's calendar day in its own time zone (`todayIn(now, business.timeZone)`), so
 * an invoice due on the 9th falls overdue when the 10th begins in the shop, not in UTC. Where SQL must filter or
 * count by it, it calls the twin `public.invoice_is_overdue(status, due_date, today)` (migration 0016);
 * packages/db/src/invoice-overdue.test.ts checks the two agree.
 */
export function isOverdue(invoice: InvoiceDueState, today: IsoDate): boolean {
  return invoice.status === 'sent' && invoice.dueDate < today;
}

/** What the dashboard shows: its paid / pending / overdue, plus draft and void (the one list of them). */
export const INVOICE_DISPLAY_STATUSES = ['draft', 'pending', 'overdue', 'paid', 'void'] as const;
export type InvoiceDisplayStatus = (typeof INVOICE_DISPLAY_STATUSES)[number];

export function invoiceDisplayStatus(invoice: InvoiceDueState, today: IsoDate): InvoiceDisplayStatus {
  if (invoice.status === 'sent') return isOverdue(invoice, today) ? 'overdue' : 'pending';
  return invoice.status;
}

/**
 * What the final invoice still asks for once deposits are deducted (a deposit is a tax point of its own,
 * invoiced when received). Deposits above the total are refused: that is a refund, not a balance.
 */
export function balanceDue(totalMinor: number, depositsPaidMinor: number | readonly number[]): number {
  const deposits = typeof depositsPaidMinor === 'number' ? [depositsPaidMinor] : depositsPaidMinor;
  if (!Number.isSafeInteger(totalMinor) || totalMinor < 0) {
    throw new InvoiceError('invalid-amount', `total must be whole pence ≥ 0, got ${totalMinor}`);
  }
  let paid = 0;
  for (const deposit of deposits) {
    if (!Number.isSafeInteger(deposit) || deposit < 0) {
      throw new InvoiceError('invalid-deposit', `a deposit must be whole pence ≥ 0, got ${deposit}`);
    }
    paid += deposit;
  }
  if (paid > totalMinor) {
    throw new InvoiceError('deposits-exceed-total', `deposits ${paid} exceed the total ${totalMinor}`);
  }
  return totalMinor - paid;
}

/**
 * What an invoice allows next, by stored status: the one rule the API enforces, answers with each invoice
 * (`actions`) and the dashboard shows buttons from. A draft is edited, issued (it takes its number) or
 * deleted; sending it or marking it paid issues it first. An issued invoice is never changed or deleted:
 * it is voided with a credit note (paid ones included); a paid one may still be sent, as a copy. Any
 * invoice can be downloaded and duplicated.
 */
export const INVOICE_ACTIONS = [
  'edit',
  'issue',
  'send',
  'mark_paid',
  'void',
  'delete',
  'duplicate',
  'download',
] as const;
export type InvoiceActionName = (typeof INVOICE_ACTIONS)[number];

const INVOICE_ACTIONS_BY_STATUS: Readonly<Record<InvoiceStatus, readonly InvoiceActionName[]>> = {
  draft: ['edit', 'issue', 'send', 'mark_paid', 'delete', 'duplicate', 'download'],
  sent: ['send', 'mark_paid', 'void', 'duplicate', 'download'],
  paid: ['send', 'void', 'duplicate', 'download'],
  void: ['duplicate', 'download'],
};

export function invoiceActions(invoice: { readonly status: InvoiceStatus }): readonly InvoiceActionName[] {
  return INVOICE_ACTIONS_BY_STATUS[invoice.status];
}

export function invoiceAllows(
  invoice: { readonly status: InvoiceStatus },
  action: InvoiceActionName,
): boolean {
  return invoiceActions(invoice).includes(action);
}
