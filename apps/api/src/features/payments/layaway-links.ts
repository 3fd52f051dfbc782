import { clientPayments, clients, layawayPayments, layaways } from '@carat/db';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { ClientPaymentRow } from '#api/features/payments/fees.ts';
import { AppError } from '#api/lib/errors.ts';
import { asConnectionOwner } from '#api/lib/owner-role.ts';
import type { Scope, SystemScope, TenantScope } from '#api/scope.ts';
import { chargeableAccount } from './account.ts';
import { businessScopeOf, recordRefund } from './credits.ts';
import { depositAccount } from './deposits.ts';
import { issuePayLink } from './link-issue.ts';
import { refundPayment } from './stripe-connect.ts';

/**
 * A layaway's balance paid on the client's phone (ADR 067): a pay link of the kind `layaway` (the invoice
 * links' table and public page) asks for the balance as it is when the page is opened; the Connect webhook
 * records the payment on the layaway once (the payment's own open → paid update is the guard). The piece is
 * then handed over at the counter ('Remettre', `POST /v1/layaways/{id}/release`), which makes the sale. On
 * cancel, what the policy gives back goes to those cards first (ADR 087).
 */

/** What a layaway's pay link asks now: its balance while it is active. */
export async function layawayPayDocument(scope: Scope, input: { layawayId: string }) {
  const [row] = await scope.tx
    .select({
      id: layaways.id,
      businessId: layaways.businessId,
      number: layaways.number,
      status: layaways.status,
      priceMinor: layaways.priceMinor,
      paidMinor: layaways.paidMinor,
      currency: layaways.currency,
      schedule: layaways.schedule,
      clientId: layaways.clientId,
      clientName: clients.name,
      clientEmail: clients.email,
    })
    .from(layaways)
    .leftJoin(clients, and(eq(clients.id, layaways.clientId), eq(clients.businessId, layaways.businessId)))
    .where(eq(layaways.id, input.layawayId));
  if (!row) throw AppError.notFound('Layaway');
  const due = row.status === 'active' ? row.priceMinor - row.paidMinor : 0;
  return {
    layaway: row,
    number: row.number,
    status: row.status === 'cancelled' ? 'void' : due > 0 ? 'sent' : 'paid',
    totalMinor: row.priceMinor,
    paidBeforeMinor: row.paidMinor,
    amountDueMinor: due,
    dueDate: row.schedule.at(-1)?.dueDate ?? '',
  };
}

/** A reminder's pay link for a layaway's balance, when the business takes payments online now; else null. */
export async function layawayReminderPayUrl(
  scope: SystemScope,
  input: { businessId: string; layawayId: string },
): Promise<string | null> {
  if (!(await depositAccount(scope, input.businessId))) return null;
  const tenant = await businessScopeOf(scope, input.businessId);
  return (await issuePayLink(tenant, { kind: 'layaway', layawayId: input.layawayId })).url;
}

/** `POST /v1/layaways/{id}/payment-link`: a link for the balance (409 when nothing is owed). */
export async function layawayPayLink(scope: TenantScope, layawayId: string) {
  const doc = await layawayPayDocument(scope, { layawayId });
  if (doc.layaway.businessId !== scope.businessId) throw AppError.notFound('Layaway');
  if (doc.layaway.status !== 'active') {
    throw new AppError('layaway_closed', `This layaway is ${doc.layaway.status}`, 409);
  }
  if (doc.amountDueMinor <= 0) throw new AppError('invoice_paid', 'Nothing is left to pay', 409);
  await chargeableAccount(scope, scope.businessId);
  const link = await issuePayLink(scope, { kind: 'layaway', layawayId });
  return { ...link, amountDueMinor: doc.amountDueMinor, currency: doc.layaway.currency };
}

/**
 * The webhook's part, once per payment: recorded on the layaway as 'online'. A counter payment taken while
 * the client paid online could make it more than the balance: the balance stops at zero and the payment is
 * recorded whole, for the shop to give the difference back.
 */
export async function layawayPaid(scope: SystemScope, payment: ClientPaymentRow) {
  if (!payment.layawayId) return;
  const [row] = await scope.tx
    .update(layaways)
    .set({ paidMinor: sql`least(${layaways.priceMinor}, ${layaways.paidMinor} + ${payment.amountMinor})` })
    .where(
      and(
        eq(layaways.businessId, payment.businessId),
        eq(layaways.id, payment.layawayId),
        eq(layaways.status, 'active'),
      ),
    )
    .returning({ id: layaways.id });
  if (!row) return;
  await scope.tx.insert(layawayPayments).values({
    businessId: payment.businessId,
    layawayId: row.id,
    method: 'online',
    amountMinor: payment.amountMinor,
    reference: payment.paymentIntentId ?? payment.checkoutSessionId,
    clientPaymentId: payment.id,
    createdBy: null,
    createdAt: scope.now,
  });
}

/**
 * A cancelled layaway's refund, as far as it goes, back to the cards that paid it online (newest payment
 * first, each at most what is left of it), on the jeweller's account. Idempotent per payment (Stripe's
 * idempotency key). A refund Stripe refuses is left to be given back by hand: counted in `failedMinor`,
 * the layaway stays cancelled.
 */
export async function refundLayawayOnline(
  scope: TenantScope,
  input: { layawayId: string; refundMinor: number },
) {
  const paid = await scope.tx
    .select()
    .from(clientPayments)
    .where(
      and(
        eq(clientPayments.businessId, scope.businessId),
        eq(clientPayments.layawayId, input.layawayId),
        eq(clientPayments.kind, 'layaway'),
        eq(clientPayments.status, 'paid'),
      ),
    )
    .orderBy(desc(clientPayments.paidAt));
  const refunds: { clientPaymentId: string; amountMinor: number; stripeRefundId: string }[] = [];
  let left = input.refundMinor;
  let failedMinor = 0;
  for (const payment of paid) {
    const amountMinor = Math.min(left, payment.amountMinor - payment.refundedMinor);
    if (amountMinor <= 0 || !payment.paymentIntentId) continue;
    left -= amountMinor;
    try {
      const refund = await refundPayment(scope.deps.stripe, {
        accountId: payment.stripeAccountId,
        paymentIntentId: payment.paymentIntentId,
        amountMinor,
        metadata: {
          business_id: payment.businessId,
          kind: payment.kind,
          reason: 'layaway_cancelled',
          layaway_id: input.layawayId,
        },
        idempotencyKey: `refund-${payment.id}-layaway_cancelled`,
      });
      await asConnectionOwner(scope.tx, () =>
        recordRefund(scope, { payment, amountMinor, reason: 'layaway_cancelled', stripeRefundId: refund.id }),
      );
      refunds.push({ clientPaymentId: payment.id, amountMinor, stripeRefundId: refund.id });
    } catch (error) {
      // Stripe's refusals and outages (its errors' types all start so); anything else is ours.
      if (!(error as { type?: string }).type?.startsWith('Stripe')) throw error;
      scope.deps.logger.warn('layaway card refund refused', {
        layawayId: input.layawayId,
        paymentId: payment.id,
        error: (error as Error).message,
      });
      failedMinor += amountMinor;
    }
  }
  return { refunds, failedMinor };
}
