import { type Currency, formatMoney, isCurrency } from '@carat/domain';
import type { Locale } from '@carat/ui/i18n';

/** Invoice amounts always show their two decimals (spec: "Amounts show 2 decimals in £"). */
export function invoiceMoney(amountMinor: number, currency: string, locale: Locale): string {
  const code: Currency = isCurrency(currency) ? currency : 'GBP';
  return formatMoney(amountMinor, code, locale);
}
