import { describe, expect, it } from 'vitest';
import {
  addMoney,
  assertMinorUnits,
  CURRENCIES,
  formatMoney,
  fromMinorUnits,
  isCurrency,
  MINOR_UNIT_DIGITS,
  MoneyError,
  minorDigitsOf,
  money,
  toMinorUnits,
} from '#lib/money.ts';

// Intl separators: French groups with a narrow no-break space and puts the symbol after a no-break space.
const NNBSP = '\u202f';
const NBSP = '\u00a0';

describe('currencies', () => {
  it('offers five currencies first, and knows every ISO 4217 code with its minor digits', () => {
    expect(CURRENCIES).toEqual(['GBP', 'USD', 'EUR', 'CAD', 'CHF']);
    for (const currency of CURRENCIES) expect(MINOR_UNIT_DIGITS[currency]).toBe(2);
    expect(isCurrency('GBP')).toBe(true);
    // Any code the runtime formats: yen without decimals, dinars with three.
    expect(isCurrency('JPY')).toBe(true);
    expect(isCurrency('SEK')).toBe(true);
    expect(isCurrency('XYZ')).toBe(false);
    expect(isCurrency('gbp')).toBe(false);
    expect([minorDigitsOf('JPY'), minorDigitsOf('EUR'), minorDigitsOf('KWD')]).toEqual([0, 2, 3]);
    expect(toMinorUnits('1250', 'JPY')).toBe(1250);
    expect(() => toMinorUnits('12.5', 'JPY')).toThrow();
    expect(formatMoney(125_000, 'JPY', 'en-GB')).toBe('¥125,000');
    expect(formatMoney(1_250, 'KWD', 'en-GB')).toMatch(/1\.250/);
  });
});

describe('toMinorUnits', () => {
  it('parses decimal strings exactly', () => {
    expect(toMinorUnits('19.99')).toBe(1999);
    expect(toMinorUnits('12.34')).toBe(1234);
    expect(toMinorUnits('0.1')).toBe(10);
    expect(toMinorUnits('0.2')).toBe(20);
    expect(toMinorUnits('12')).toBe(1200);
    expect(toMinorUnits('.5')).toBe(50);
    expect(toMinorUnits('7.')).toBe(700);
    expect(toMinorUnits(' 3.50 ')).toBe(350);
    expect(toMinorUnits('-1.05')).toBe(-105);
    expect(toMinorUnits('-0')).toBe(0);
  });

  it('sums 0.1 and 0.2 without float error', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(toMinorUnits('0.1') + toMinorUnits('0.2')).toBe(toMinorUnits('0.3'));
    expect(fromMinorUnits(toMinorUnits('0.1') + toMinorUnits('0.2'))).toBe('0.30');
  });

  it('accepts the French decimal comma', () => {
    expect(toMinorUnits('19,99')).toBe(1999);
  });

  it('refuses more decimals than the currency has, and anything not a plain decimal', () => {
    expect(() => toMinorUnits('1.999')).toThrow(MoneyError);
    expect(() => toMinorUnits('1,234')).toThrow(MoneyError);
    expect(() => toMinorUnits('')).toThrow(MoneyError);
    expect(() => toMinorUnits('.')).toThrow(MoneyError);
    expect(() => toMinorUnits('1e3')).toThrow(MoneyError);
    expect(() => toMinorUnits('£5')).toThrow(MoneyError);
    expect(() => toMinorUnits('1 000')).toThrow(MoneyError);
  });

  it('refuses amounts beyond the safe integer range', () => {
    expect(toMinorUnits('90071992547409.91')).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => toMinorUnits('90071992547409.92')).toThrow(MoneyError);
  });
});

describe('fromMinorUnits', () => {
  it('writes exact decimal strings', () => {
    expect(fromMinorUnits(1999)).toBe('19.99');
    expect(fromMinorUnits(5)).toBe('0.05');
    expect(fromMinorUnits(0)).toBe('0.00');
    expect(fromMinorUnits(-5)).toBe('-0.05');
    expect(fromMinorUnits(-12345)).toBe('-123.45');
    expect(fromMinorUnits(Number.MAX_SAFE_INTEGER)).toBe('90071992547409.91');
  });

  it('round-trips with toMinorUnits', () => {
    for (const amount of [0, 1, 10, 99, 100, 1999, 123456789, -42]) {
      expect(toMinorUnits(fromMinorUnits(amount))).toBe(amount);
    }
  });

  it('refuses fractional amounts', () => {
    expect(() => fromMinorUnits(19.99)).toThrow(MoneyError);
  });
});

describe('assertMinorUnits and money', () => {
  it('accepts safe integers only', () => {
    expect(() => assertMinorUnits(1999)).not.toThrow();
    expect(() => assertMinorUnits(-1)).not.toThrow();
    expect(() => assertMinorUnits(0.5)).toThrow(MoneyError);
    expect(() => assertMinorUnits(Number.NaN)).toThrow(MoneyError);
    expect(() => assertMinorUnits(Number.POSITIVE_INFINITY)).toThrow(MoneyError);
    expect(() => assertMinorUnits(2 ** 53)).toThrow(MoneyError);
    expect(() => assertMinorUnits(0.5, 'price')).toThrow(/price/);
  });

  it('builds Money values and adds within one currency', () => {
    expect(money(5000, 'GBP')).toEqual({ amount: 5000, currency: 'GBP' });
    expect(() => money(50.5, 'GBP')).toThrow(MoneyError);
    expect(addMoney(money(10, 'GBP'), money(20, 'GBP'))).toEqual({ amount: 30, currency: 'GBP' });
    expect(() => addMoney(money(10, 'GBP'), money(20, 'USD'))).toThrow(MoneyError);
  });
});

describe('formatMoney', () => {
  it('formats in French by default with the plain £ symbol', () => {
    expect(formatMoney(123450, 'GBP')).toBe(`1${NNBSP}234,50${NBSP}£`);
    expect(formatMoney(5000, 'GBP', 'fr')).toBe(`50,00${NBSP}£`);
  });

  it('formats in English', () => {
    expect(formatMoney(123450, 'GBP', 'en')).toBe('£1,234.50');
    expect(formatMoney(19900, 'USD', 'en')).toBe('$199.00');
    expect(formatMoney(-5, 'EUR', 'en')).toBe('-€0.05');
  });

  it('can drop zero pence for whole prices, as the pricing cards show them', () => {
    expect(formatMoney(5000, 'GBP', 'en', { trailingZeroDisplay: 'stripIfInteger' })).toBe('£50');
    expect(formatMoney(5050, 'GBP', 'en', { trailingZeroDisplay: 'stripIfInteger' })).toBe('£50.50');
  });

  it('can show the currency code where dollars must not be confused', () => {
    expect(formatMoney(100, 'CAD', 'en', { currencyDisplay: 'code' })).toBe(`CAD${NBSP}1.00`);
  });

  it('keeps the last penny of very large amounts', () => {
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'GBP', 'en')).toBe('£90,071,992,547,409.91');
  });
});
