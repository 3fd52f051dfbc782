/**
 * Money is always an integer count of minor units (pence, cents, centimes, yen): floats cannot hold 0.1
 * exactly, and a penny lost in a sum is a wrong invoice.
 */
/** The currencies pickers offer first; any other ISO 4217 code the runtime knows is a Currency too. */
export const CURRENCIES = ['GBP', 'USD', 'EUR', 'CAD', 'CHF'] as const;
/** An ISO 4217 code in upper case ('GBP', 'EUR', 'JPY', 'SEK'), as `isCurrency` checks it. */
export type Currency = string;

export interface Money {
  /** Integer minor units (pence for GBP, cents for USD, yen for JPY). */
  readonly amount: number;
  readonly currency: Currency;
}

const digitsOf = new Map<string, number>();

/** Digits after the decimal point (ISO 4217 minor unit, from Intl): 2 for GBP or EUR, 0 for JPY, 3 for KWD. */
export function minorDigitsOf(currency: Currency): number {
  let digits = digitsOf.get(currency);
  if (digits === undefined) {
    digits =
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2;
    digitsOf.set(currency, digits);
  }
  return digits;
}

/** @deprecated kept for the five first currencies; use minorDigitsOf for any. */
export const MINOR_UNIT_DIGITS: Readonly<Record<(typeof CURRENCIES)[number], number>> = {
  GBP: 2,
  USD: 2,
  EUR: 2,
  CAD: 2,
  CHF: 2,
};

export class MoneyError extends Error {
  override readonly name = 'MoneyError';
}

let known: Set<string> | null = null;

/** Whether `value` is an ISO 4217 code this runtime formats (the five first, and every other). */
export function isCurrency(value: unknown): value is Currency {
  if (typeof value !== 'string' || !/^[A-Z]{3}$/.test(value)) return false;
  if ((CURRENCIES as readonly string[]).includes(value)) return true;
  if (!known) {
    try {
      known = new Set(Intl.supportedValuesOf('currency'));
    } catch {
      known = new Set(CURRENCIES);
    }
  }
  return known.has(value);
}

/** Throws unless `amount` is a safe integer, the only shape a minor-unit amount may have. */
export function assertMinorUnits(amount: number, label = 'amount'): void {
  if (!Number.isSafeInteger(amount)) {
    throw new MoneyError(`${label} must be a safe integer number of minor units, got ${amount}`);
  }
}

/** Builds a Money value, refusing fractional or unsafe amounts. */
export function money(amount: number, currency: Currency): Money {
  assertMinorUnits(amount);
  return { amount, currency };
}

const DECIMAL_PATTERN = /^([+-]?)(\d*)(?:[.,](\d*))?$/;

/**
 * Parses a decimal string ('19.99', '0.1', '-3', '12,5' with a French decimal comma) into minor units by
 * working on the digits, never through a float. More decimals than the currency has is an error rather than
 * a silent rounding. Thousands separators are refused: '1,234' would otherwise be ambiguous.
 */
export function toMinorUnits(value: string, currency: Currency = 'GBP'): number {
  const digits = minorDigitsOf(currency);
  const match = DECIMAL_PATTERN.exec(value.trim());
  const [, sign = '', whole = '', fraction = ''] = match ?? [];
  if (!match || (whole === '' && fraction === '')) {
    throw new MoneyError(`not a decimal amount: '${value}'`);
  }
  if (fraction.length > digits) {
    throw new MoneyError(`'${value}' has more than ${digits} decimals`);
  }
  const minor = Number(`${whole || '0'}${fraction.padEnd(digits, '0')}`);
  assertMinorUnits(minor, `'${value}'`);
  return sign === '-' && minor !== 0 ? -minor : minor;
}

/** Writes minor units back as an exact decimal string: 1999 → '19.99', -5 → '-0.05'. */
export function fromMinorUnits(amountMinor: number, currency: Currency = 'GBP'): string {
  assertMinorUnits(amountMinor);
  const digits = minorDigitsOf(currency);
  const sign = amountMinor < 0 ? '-' : '';
  const padded = String(Math.abs(amountMinor)).padStart(digits + 1, '0');
  if (digits === 0) return `${sign}${padded}`;
  return `${sign}${padded.slice(0, -digits)}.${padded.slice(-digits)}`;
}

export interface FormatMoneyOptions {
  /** 'stripIfInteger' shows £50 rather than £50.00, as the pricing cards do. */
  readonly trailingZeroDisplay?: 'auto' | 'stripIfInteger';
  /**
   * 'narrowSymbol' (default) shows £ and $ as the spec does; in French, 'symbol' would print '£GB' and
   * '$US'. Use 'code' where USD and CAD must not be confused.
   */
  readonly currencyDisplay?: 'narrowSymbol' | 'symbol' | 'code';
}

/**
 * Formats minor units for display with Intl.NumberFormat. The amount is handed over as an exact decimal
 * string, so even amounts near 2^53 keep their last penny.
 */
/** Formatters are costly to build (ICU data per locale): one per locale, currency and options, kept. */
const formatters = new Map<string, Intl.NumberFormat>();

export function formatMoney(
  amountMinor: number,
  currency: Currency,
  locale = 'fr',
  options: FormatMoneyOptions = {},
): string {
  const display = options.currencyDisplay ?? 'narrowSymbol';
  const trailing = options.trailingZeroDisplay ?? 'auto';
  const key = `${locale}|${currency}|${display}|${trailing}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const digits = minorDigitsOf(currency);
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: display,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      trailingZeroDisplay: trailing,
    });
    // Locales are a handful, currencies a short list: the map stays small; a bound keeps it so regardless.
    if (formatters.size > 200) formatters.clear();
    formatters.set(key, formatter);
  }
  return formatter.format(fromMinorUnits(amountMinor, currency) as `${number}`);
}

/** Adds amounts of one currency; mixing currencies is a bug, not a conversion. */
export function addMoney(a: Money, b: Money): Money {
  if (a.currency !== b.currency) {
    throw new MoneyError(`cannot add ${a.currency} to ${b.currency}`);
  }
  return money(a.amount + b.amount, a.currency);
}
