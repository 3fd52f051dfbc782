import { addDays, type IsoDate } from './dates.ts';
import { allocate, type TaxRule, taxIncluded } from './taxes.ts';

/**
 * The in-store sale (ADR 063): pure rules. Counter prices are tax included (a jeweller's ticket
 * price is what the client pays), so the sale's tax is the tax inside its total under the business's rule.
 * Amounts are integer minor units; weights are whole milligrams; fineness is parts per thousand.
 */

/** `memo_in`: received on memo from a supplier, not owned (ADR 067); `memo_out`: out on memo to a client. */
export const STOCK_STATUSES = ['in_stock', 'reserved', 'memo_in', 'memo_out', 'sold', 'returned'] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];

export const SALE_PAYMENT_METHODS = ['card', 'cash', 'transfer', 'credit', 'old-gold', 'gift-card'] as const;
export type SalePaymentMethod = (typeof SALE_PAYMENT_METHODS)[number];

export const CERTIFICATE_LABS = ['GIA', 'IGI', 'HRD'] as const;
export type CertificateLab = (typeof CERTIFICATE_LABS)[number];

/** The lab's own report-check page for a certificate number. */
export function reportCheckUrl(lab: CertificateLab, number: string): string {
  const n = encodeURIComponent(number.trim());
  switch (lab) {
    case 'GIA':
      return `https://www.gia.edu/report-check?reportno=${n}`;
    case 'IGI':
      return `https://www.igi.org/verify-your-report/?r=${n}`;
    case 'HRD':
      return `https://my.hrdantwerp.com/?record_number=${n}`;
  }
}

/** Grams with up to three decimals as whole milligrams; null when it has a finer part or is not ≥ 0. */
export function gramsToMilligrams(grams: number): number | null {
  if (!Number.isFinite(grams) || grams < 0) return null;
  const mg = Math.round(grams * 1000);
  return Math.abs(mg - grams * 1000) < 1e-6 && Number.isSafeInteger(mg) ? mg : null;
}

/**
 * What old gold taken in is worth: weight × fineness / 1000 × the buy rate per gram of fine metal, rounded
 * half up to the minor unit. Worked exactly in integers: mg × ‰ × rate / 1 000 000.
 */
export function oldGoldValueMinor(input: {
  weightMg: number;
  fineness: number;
  buyRateMinorPerGram: number;
}): number {
  const { weightMg, fineness, buyRateMinorPerGram } = input;
  for (const [name, v] of Object.entries(input)) {
    if (!Number.isSafeInteger(v) || v < 0)
      throw new RangeError(`${name} must be a whole number ≥ 0, got ${v}`);
  }
  if (fineness > 1000) throw new RangeError(`fineness is parts per thousand, got ${fineness}`);
  const product = BigInt(weightMg) * BigInt(fineness) * BigInt(buyRateMinorPerGram);
  const divisor = 1_000_000n;
  return Number((2n * product + divisor) / (2n * divisor));
}

/** The margin on a piece: price less cost, and as basis points of the price (null for a free piece). */
export function marginOf(
  priceMinor: number,
  costMinor: number,
): { marginMinor: number; marginBps: number | null } {
  const marginMinor = priceMinor - costMinor;
  return { marginMinor, marginBps: priceMinor > 0 ? Math.round((marginMinor * 10_000) / priceMinor) : null };
}

export interface SaleLineInput {
  unitPriceMinor: number;
  quantity: number;
  discountMinor: number;
  /** A gift card sold: no tax inside it (ADR 077). */
  untaxed?: boolean;
}

export type SaleRuleError =
  | { code: 'line_discount_too_large'; line: number }
  | { code: 'sale_discount_too_large' }
  | { code: 'payments_mismatch'; totalMinor: number; paidMinor: number }
  | { code: 'old_gold_amount'; payment: number; expectedMinor: number }
  | { code: 'tendered_below_amount'; payment: number };

export class SaleError extends Error {
  constructor(readonly detail: SaleRuleError) {
    super(detail.code);
    this.name = 'SaleError';
  }
}

export interface SaleTotals {
  lines: { totalMinor: number }[];
  linesTotalMinor: number;
  discountMinor: number;
  totalMinor: number;
  taxMinor: number;
  taxes: { code: string; rateBps: number; taxMinor: number }[];
}

/** A sale's totals: each line quantity × price less its discount, less the sale's discount, tax inside. */
export function saleTotals(
  lines: readonly SaleLineInput[],
  saleDiscountMinor: number,
  rule: TaxRule,
): SaleTotals {
  const totals = lines.map((line, index) => {
    const gross = line.unitPriceMinor * line.quantity;
    if (line.discountMinor > gross) throw new SaleError({ code: 'line_discount_too_large', line: index });
    return { totalMinor: gross - line.discountMinor };
  });
  const linesTotalMinor = totals.reduce((sum, l) => sum + l.totalMinor, 0);
  if (saleDiscountMinor > linesTotalMinor) throw new SaleError({ code: 'sale_discount_too_large' });
  const totalMinor = linesTotalMinor - saleDiscountMinor;
  // A gift card sold is money kept for a later purchase, not a supply: no tax inside it (the goods it buys
  // later are taxed then). The sale's discount is shared across the lines before the cards are set aside.
  const paid = linesPaidMinor(
    totals.map((l) => l.totalMinor),
    saleDiscountMinor,
  );
  const taxedMinor = paid.reduce((sum, share, i) => (lines[i]!.untaxed ? sum : sum + share), 0);
  const tax = taxIncluded(taxedMinor, rule);
  return {
    lines: totals,
    linesTotalMinor,
    discountMinor: saleDiscountMinor,
    totalMinor,
    taxMinor: tax.tax,
    taxes: tax.taxes,
  };
}

export interface SalePaymentInput {
  method: SalePaymentMethod;
  amountMinor: number;
  tenderedMinor?: number | null;
  weightMg?: number | null;
  fineness?: number | null;
  buyRateMinorPerGram?: number | null;
}

/**
 * Payments must settle the total exactly; old gold must be worth what it says at its weight, fineness and
 * rate; cash handed over beyond its amount is given back as change. Answers the change.
 */
export function settlePayments(
  totalMinor: number,
  payments: readonly SalePaymentInput[],
): { changeMinor: number } {
  let change = 0;
  payments.forEach((p, index) => {
    if (p.method === 'old-gold') {
      const expectedMinor = oldGoldValueMinor({
        weightMg: p.weightMg ?? 0,
        fineness: p.fineness ?? 0,
        buyRateMinorPerGram: p.buyRateMinorPerGram ?? 0,
      });
      if (expectedMinor !== p.amountMinor)
        throw new SaleError({ code: 'old_gold_amount', payment: index, expectedMinor });
    }
    if (p.method === 'cash' && p.tenderedMinor != null) {
      if (p.tenderedMinor < p.amountMinor)
        throw new SaleError({ code: 'tendered_below_amount', payment: index });
      change += p.tenderedMinor - p.amountMinor;
    }
  });
  const paidMinor = payments.reduce((sum, p) => sum + p.amountMinor, 0);
  if (paidMinor !== totalMinor) throw new SaleError({ code: 'payments_mismatch', totalMinor, paidMinor });
  return { changeMinor: change };
}

/**
 * What each line was paid once the sale's discount is shared across the lines in proportion to their
 * totals (exactly: the shares sum to the discount).
 */
export function linesPaidMinor(lineTotals: readonly number[], saleDiscountMinor: number): number[] {
  const shares = allocate(saleDiscountMinor, lineTotals);
  return lineTotals.map((total, i) => total - shares[i]!);
}

/**
 * The refund for `quantity` of a line of `lineQuantity` paid `linePaidMinor` in all, of which
 * `alreadyReturned` units came back before: the units' exact shares, so returning every unit one by one
 * refunds the line exactly.
 */
export function returnAmountMinor(
  linePaidMinor: number,
  lineQuantity: number,
  alreadyReturned: number,
  quantity: number,
): number {
  const units = allocate(
    linePaidMinor,
    Array.from({ length: lineQuantity }, () => 1),
  );
  return units.slice(alreadyReturned, alreadyReturned + quantity).reduce((a, b) => a + b, 0);
}

/** The tax inside a refund, split as the business's rule splits it. */
export function refundTax(amountMinor: number, rule: TaxRule): number {
  return taxIncluded(amountMinor, rule).tax;
}

/* Gift cards (ADR 077). */

/** Crockford's base 32: no I, L, O, U, so a code read aloud or typed is not mistaken. */
const GIFT_CARD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A gift card's code from 10 random bytes (80 bits): XXXX-XXXX-XXXX-XXXX. */
export function giftCardCodeFrom(bytes: Uint8Array): string {
  if (bytes.length < 10) throw new Error('A gift card code needs 10 random bytes');
  let bits = 0n;
  for (const b of bytes.subarray(0, 10)) bits = (bits << 8n) | BigInt(b);
  let out = '';
  for (let i = 0; i < 16; i++) {
    out = GIFT_CARD_ALPHABET[Number(bits & 31n)]! + out;
    bits >>= 5n;
  }
  return out.match(/.{4}/g)!.join('-');
}

/**
 * A code as typed at the counter, normalised: case, spaces and dashes do not matter, and the letters
 * Crockford's alphabet leaves out read as the digits they look like (O → 0, I and L → 1). Null when it
 * cannot be a code.
 */
export function normaliseGiftCardCode(typed: string): string | null {
  const plain = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (!/^[0-9A-HJKMNP-TV-Z]{16}$/.test(plain)) return null;
  return plain.match(/.{4}/g)!.join('-');
}

/* Layaway (ADR 067). */

export const LAYAWAY_FEE_KINDS = ['none', 'percent', 'fixed'] as const;
export type LayawayFeeKind = (typeof LAYAWAY_FEE_KINDS)[number];
/** What a cancelled layaway keeps: nothing, basis points of the price, or a fixed amount in minor units. */
export interface LayawayPolicy {
  kind: LayawayFeeKind;
  value: number;
}

/**
 * On cancel: the fee the policy keeps (a percentage of the agreed price rounded half up, or the fixed fee),
 * never more than was paid, and the refund, the rest of what was paid.
 */
export function layawayCancelRefund(
  policy: LayawayPolicy,
  priceMinor: number,
  paidMinor: number,
): { feeMinor: number; refundMinor: number } {
  const fee =
    policy.kind === 'percent'
      ? Math.floor((priceMinor * policy.value + 5000) / 10000)
      : policy.kind === 'fixed'
        ? policy.value
        : 0;
  const feeMinor = Math.min(Math.max(fee, 0), paidMinor);
  return { feeMinor, refundMinor: paidMinor - feeMinor };
}

/** The same day `months` later, on the month's last day when it has fewer days (31 Jan + 1 → 28/29 Feb). */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(d, last);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * A schedule: the deposit today, then the rest in `instalments` monthly parts (equal, the last taking the
 * remainder), each a month after the one before; every amount is above zero, and they add up to the price.
 */
export function layawaySchedule(input: {
  priceMinor: number;
  depositMinor: number;
  instalments: number;
  start: IsoDate;
}): { dueDate: IsoDate; amountMinor: number }[] {
  const { priceMinor, depositMinor, start } = input;
  const rest = priceMinor - depositMinor;
  const schedule: { dueDate: IsoDate; amountMinor: number }[] = [];
  if (depositMinor > 0) schedule.push({ dueDate: start, amountMinor: depositMinor });
  if (rest <= 0) return schedule;
  const n = Math.max(1, Math.min(input.instalments, rest));
  const part = Math.floor(rest / n);
  for (let i = 1; i <= n; i++) {
    schedule.push({
      dueDate: addMonths(start, i),
      amountMinor: i === n ? rest - part * (n - 1) : part,
    });
  }
  return schedule;
}

/**
 * What is due by a day: the schedule's amounts due on or before it, less what was paid (never below zero);
 * the next unpaid instalment's date (null once all is paid).
 */
export function layawayDue(
  schedule: readonly { dueDate: string; amountMinor: number }[],
  paidMinor: number,
  today: string,
): { overdueMinor: number; nextDueDate: string | null } {
  let cumulative = 0;
  let dueByToday = 0;
  let nextDueDate: string | null = null;
  for (const line of schedule) {
    cumulative += line.amountMinor;
    if (line.dueDate <= today) dueByToday = cumulative;
    if (nextDueDate === null && cumulative > paidMinor) nextDueDate = line.dueDate;
  }
  return { overdueMinor: Math.max(0, dueByToday - paidMinor), nextDueDate };
}

export interface LayawayReminderDue {
  dueDate: string;
  /** What is still owed of this instalment. */
  amountMinor: number;
  kind: 'upcoming' | 'overdue';
}

/**
 * The instalments a client is reminded of today: each unpaid one due within `daysBefore` days (today
 * included) is 'upcoming', each unpaid one past its date is 'overdue'. Payments settle the instalments in
 * date order, so an instalment is unpaid while the sum up to it is more than what was paid.
 */
export function layawayRemindersDue(
  schedule: readonly { dueDate: string; amountMinor: number }[],
  paidMinor: number,
  today: string,
  daysBefore: number,
): LayawayReminderDue[] {
  const horizon = addDays(today, daysBefore);
  const due: LayawayReminderDue[] = [];
  let cumulative = 0;
  for (const line of [...schedule].sort((a, b) => a.dueDate.localeCompare(b.dueDate))) {
    cumulative += line.amountMinor;
    const owed = Math.min(line.amountMinor, cumulative - paidMinor);
    if (owed <= 0) continue;
    if (line.dueDate < today) due.push({ dueDate: line.dueDate, amountMinor: owed, kind: 'overdue' });
    else if (line.dueDate <= horizon)
      due.push({ dueDate: line.dueDate, amountMinor: owed, kind: 'upcoming' });
  }
  return due;
}

/** A memo is overdue when pieces are still out (or in) after its due date, in the business's time zone. */
export const memoOverdue = (dueDate: string, today: string, outstanding: number) =>
  outstanding > 0 && dueDate < today;

/** What a supplier's invoice says, as its Factur-X is read (amounts in minor units of its currency). */
export interface SupplierInvoiceFacts {
  readonly currency: string;
  readonly lines: readonly { readonly description: string; readonly netMinor: number }[];
  readonly lineTotalMinor: number;
}

/**
 * A supplier's invoice beside the memo it came with (ADR 088): each invoice line is paired with an unpaired
 * memo piece of the same amount (net of tax, as the memo prices are); a line without one differs, and so
 * does a memo piece no line pays. The totals differ when the invoice's lines do not add up to the memo's
 * prices, or when the invoice is in another currency (then nothing is compared by amount).
 */
export function compareSupplierInvoice(
  memo: { readonly currency: string; readonly prices: readonly number[] },
  invoice: SupplierInvoiceFacts,
) {
  const sameCurrency = memo.currency === invoice.currency;
  const paired = new Set<number>();
  const lines = invoice.lines.map((line) => {
    const memoIndex = sameCurrency
      ? memo.prices.findIndex((price, i) => !paired.has(i) && price === line.netMinor)
      : -1;
    if (memoIndex >= 0) paired.add(memoIndex);
    return { memoIndex: memoIndex >= 0 ? memoIndex : null, differs: memoIndex < 0 };
  });
  const memoTotalMinor = memo.prices.reduce((sum, price) => sum + price, 0);
  return {
    sameCurrency,
    memoTotalMinor,
    invoiceTotalMinor: invoice.lineTotalMinor,
    totalDiffers: !sameCurrency || memoTotalMinor !== invoice.lineTotalMinor,
    lines,
    /** Memo pieces (by their place on the memo) no invoice line pays. */
    unpaidMemoIndexes: memo.prices.map((_, i) => i).filter((i) => !paired.has(i)),
  };
}
