import { formatMoney, type Money } from '@carat/domain';
import type { Locale } from '@carat/ui/i18n';

/** £50 rather than £50.00, as the pricing cards show it ('50 £' in French). */
export const price = (money: Money, locale: Locale) =>
  formatMoney(money.amount, money.currency, locale, { trailingZeroDisplay: 'stripIfInteger' });

/** A discount as a signed percentage: '-50 %' in French, '-50%' in English. */
export const discount = (percent: number, locale: Locale) =>
  new Intl.NumberFormat(locale, { style: 'percent', signDisplay: 'exceptZero' }).format(-percent / 100);
