import { clients, repairEvents, repairs } from '@carat/db';
import { repairBalanceMinor } from '@carat/validation/repairs';
import { and, eq, sql } from 'drizzle-orm';
import type { ClientPaymentRow } from '#api/features/payments/fees.ts';
import { AppError } from '#api/lib/errors.ts';
import type { Scope, SystemScope, TenantScope } from '#api/scope.ts';
import { issuePayLink, takesPaymentsNow } from './link-issue.ts';

/**
 * A counter job's balance paid online (ADR 059): the 'ready' email carries a pay link of the kind
 * `repair_balance` (the invoice links' table and public page); the Connect webhook adds the payment to the
 * job's `paid_minor` once and writes a `payment` event on its timeline. The pickup then owes nothing.
 */

/** What a job's pay link asks now: its balance, read from the job at the moment the page is opened. */
export async function repairPayDocument(scope: Scope, input: { repairId: string }) {
  const [repair] = await scope.tx
    .select({
      id: repairs.id,
      businessId: repairs.businessId,
      number: repairs.number,
      stage: repairs.stage,
      quoteMinor: repairs.quoteMinor,
      paidMinor: repairs.paidMinor,
      estimateOnly: repairs.estimateOnly,
      quoteApprovedAt: repairs.quoteApprovedAt,
      currency: repairs.currency,
      dueDate: repairs.dueDate,
      clientId: repairs.clientId,
      clientName: clients.name,
      clientEmail: clients.email,
    })
    .from(repairs)
    .leftJoin(clients, and(eq(clients.id, repairs.clientId), eq(clients.businessId, repairs.businessId)))
    .where(eq(repairs.id, input.repairId));
  if (!repair) throw AppError.notFound('Repair');
  const due = repairBalanceMinor(repair);
  return {
    repair,
    number: repair.number,
    status: due > 0 ? 'sent' : 'paid',
    totalMinor: Math.max(repair.quoteMinor, repair.paidMinor),
    paidBeforeMinor: repair.paidMinor,
    amountDueMinor: due,
  };
}

/**
 * The 'ready' email's pay link for the job's balance: made when something is owed and the business takes
 * payments online now (its plan and a connected account that can charge); otherwise none, and the email
 * asks for the balance at the counter.
 */
export async function repairBalancePayUrl(
  scope: TenantScope,
  input: { repairId: string },
): Promise<string | null> {
  if (!(await takesPaymentsNow(scope))) return null;
  const doc = await repairPayDocument(scope, input);
  if (doc.repair.businessId !== scope.businessId || doc.amountDueMinor <= 0) return null;
  return (await issuePayLink(scope, { kind: 'repair_balance', repairId: doc.repair.id })).url;
}

/**
 * The webhook's part, called once per payment (the payment's own open → paid update, under its row lock,
 * is the guard; a replayed event finds it paid and changes nothing): the amount joins what the job was paid,
 * and the timeline says so.
 */
export async function repairPaid(scope: SystemScope, payment: ClientPaymentRow) {
  if (!payment.repairId) return;
  const [repair] = await scope.tx
    .update(repairs)
    .set({ paidMinor: sql`${repairs.paidMinor} + ${payment.amountMinor}` })
    .where(and(eq(repairs.businessId, payment.businessId), eq(repairs.id, payment.repairId)))
    .returning({ id: repairs.id });
  if (!repair) return;
  await scope.tx.insert(repairEvents).values({
    businessId: payment.businessId,
    repairId: repair.id,
    kind: 'payment',
    detail: {
      amountMinor: payment.amountMinor,
      currency: payment.currency,
      at: 'online',
      paymentId: payment.id,
    },
    actorId: null,
    createdAt: scope.now,
  });
}
