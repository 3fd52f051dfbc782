import { clients, layawayPayments, layaways } from '@carat/db';
import { and, eq, sql } from 'drizzle-orm';
import type { ClientPaymentRow } from '#api/features/payments/fees.ts';
import { AppError } from '#api/lib/errors.ts';
import type { Scope, SystemScope, TenantScope } from '#api/scope.ts';
import { chargeableAccount } from './account.ts';
import { issuePayLink } from './link-issue.ts';

/**
 * A layaway's balance paid on the client's phone (ADR 067): a pay link of the kind `layaway` (the invoice
 * links' table and public page) asks for the balance as it is when the page is opened; the Connect webhook
 * records the payment on the layaway once (the payment's own open → paid update is the guard). The piece is
 * then handed over at the counter ('Remettre', `POST /v1/layaways/{id}/release`), which makes the sale.
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
