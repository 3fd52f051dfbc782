import { clientPayments } from '@carat/db';
import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { ClientPaymentRow } from '#api/features/payments/fees.ts';
import type { SystemScope } from '#api/scope.ts';
import { depositExpired, depositPaid } from './deposits.ts';
import { layawayPaid } from './layaway-links.ts';
import { orderPaid } from './order-links.ts';
import { invoicePaid } from './pay-links.ts';
import { queuePaymentReceiptText } from './receipt-texts.ts';
import { repairPaid } from './repair-links.ts';
import { saleLinkExpired, saleLinkPaid } from './sale-links.ts';

/**
 * A Checkout session on a jeweller's account, as Stripe describes it NOW, applied to the payment it
 * settles and to what that pays for. Whatever the order events arrive in, the outcome is the session's
 * current state: a paid session is never undone by a late 'expired'; a payment is applied once.
 */
export async function applyPaymentSession(
  scope: SystemScope,
  input: { businessId: string; accountId: string; session: Stripe.Checkout.Session },
): Promise<'paid' | 'expired' | 'unchanged' | 'unknown_session'> {
  const { session } = input;
  const [payment] = await scope.tx
    .select()
    .from(clientPayments)
    .where(
      and(
        eq(clientPayments.checkoutSessionId, session.id),
        eq(clientPayments.businessId, input.businessId),
        eq(clientPayments.stripeAccountId, input.accountId),
      ),
    )
    .for('update');
  if (!payment) return 'unknown_session';
  return settlePayment(scope, session, payment);
}

export async function settlePayment(
  scope: SystemScope,
  session: Stripe.Checkout.Session,
  payment: ClientPaymentRow,
): Promise<'paid' | 'expired' | 'unchanged'> {
  if (session.status === 'complete' && session.payment_status === 'paid') {
    if (payment.status === 'paid') return 'unchanged';
    const intent =
      typeof session.payment_intent === 'string'
        ? session.payment_intent
        : (session.payment_intent?.id ?? null);
    const [paid] = await scope.tx
      .update(clientPayments)
      .set({ status: 'paid', paidAt: scope.now, paymentIntentId: intent })
      .where(eq(clientPayments.id, payment.id))
      .returning();
    if (paid!.kind === 'booking_deposit') await depositPaid(scope, paid!);
    if (paid!.kind === 'invoice') await invoicePaid(scope, paid!);
    if (paid!.kind === 'order_deposit' || paid!.kind === 'order_balance') await orderPaid(scope, paid!);
    if (paid!.kind === 'repair_balance') await repairPaid(scope, paid!);
    if (paid!.kind === 'layaway') await layawayPaid(scope, paid!);
    if (paid!.kind === 'counter_sale') await saleLinkPaid(scope, paid!);
    // Booking deposits and invoices send their own receipt (with the booking's or the invoice's facts); a
    // counter sale's receipt is the sale's own, printed or emailed at the counter.
    if (paid!.kind !== 'booking_deposit' && paid!.kind !== 'invoice' && paid!.kind !== 'counter_sale')
      await queuePaymentReceiptText(scope, paid!);
    return 'paid';
  }
  if (session.status === 'expired' && payment.status === 'open') {
    await scope.tx.update(clientPayments).set({ status: 'expired' }).where(eq(clientPayments.id, payment.id));
    if (payment.kind === 'booking_deposit') await depositExpired(scope, payment);
    if (payment.kind === 'counter_sale') await saleLinkExpired(scope, payment);
    return 'expired';
  }
  return 'unchanged';
}
