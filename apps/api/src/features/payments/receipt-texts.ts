import { businesses, layaways, orders, repairs } from '@carat/db';
import { type Currency, formatMoney } from '@carat/domain/money';
import { and, eq } from 'drizzle-orm';
import { queueReceiptText } from '#api/features/messaging/index.ts';
import type { ClientPaymentRow } from '#api/features/payments/fees.ts';
import type { SystemScope } from '#api/scope.ts';

/** The number the client knows the paid document by: the order's, the job's or the layaway's. */
async function documentNumber(scope: SystemScope, payment: ClientPaymentRow): Promise<string | null> {
  const of = async (table: typeof orders | typeof repairs | typeof layaways, id: string | null) => {
    if (!id) return null;
    const [row] = await scope.tx
      .select({ number: table.number })
      .from(table)
      .where(and(eq(table.businessId, payment.businessId), eq(table.id, id)));
    return row?.number ?? null;
  };
  if (payment.kind === 'order_deposit' || payment.kind === 'order_balance')
    return of(orders, payment.orderId);
  if (payment.kind === 'repair_balance') return of(repairs, payment.repairId);
  if (payment.kind === 'layaway') return of(layaways, payment.layawayId);
  return null;
}

/**
 * A short receipt by text for an order's deposit or balance, a counter job's balance or a layaway's
 * instalment paid online (issue 33: booking deposits and invoices had theirs), to a client who agreed to
 * texts; in the business's language, as its other texts to clients outside a booking.
 */
export async function queuePaymentReceiptText(scope: SystemScope, payment: ClientPaymentRow) {
  if (!payment.clientId) return null;
  const number = await documentNumber(scope, payment);
  if (!number) return null;
  const [business] = await scope.tx
    .select({ timeZone: businesses.timeZone, locale: businesses.locale })
    .from(businesses)
    .where(eq(businesses.id, payment.businessId));
  if (!business) return null;
  const locale = business.locale ?? 'fr';
  return queueReceiptText(scope, {
    businessId: payment.businessId,
    clientId: payment.clientId,
    locale,
    timeZone: business.timeZone,
    kind: payment.kind === 'order_deposit' ? 'deposit_receipt' : 'payment_receipt',
    amount: formatMoney(payment.amountMinor, payment.currency as Currency, locale),
    number,
  });
}
