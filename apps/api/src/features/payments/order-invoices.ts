import { clientPayments, invoices } from '@carat/db';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { emitWebhookEvent, invoicePayload } from '#api/features/integrations/index.ts';
import type { Scope } from '#api/scope.ts';

/**
 * An order's payments received online (its deposit's and balance's pay links) settle its invoices, so a
 * payment reaches every figure that counts paid invoices ('Payées', the home's and analytics' 'Encaissé'),
 * not only the order's timeline. What the client paid for the order (net of refunds) covers its issued
 * invoices in turn — deposit invoices first, then the final one, oldest first —, each asking what it is
 * due (its total less the deposits and credit it deducts); an invoice covered in full is paid. Called when
 * an order payment is applied and when one of the order's invoices is issued (the payment may come first).
 * Nothing is paid twice: an invoice already paid (online or by hand) takes its share first.
 */
export async function settleOrderInvoices(scope: Scope, input: { businessId: string; orderId: string }) {
  const { tx } = scope;
  const [received] = await tx
    .select({
      net: sql<number>`coalesce(sum(${clientPayments.amountMinor} - ${clientPayments.refundedMinor}), 0)`.mapWith(
        Number,
      ),
    })
    .from(clientPayments)
    .where(
      and(
        eq(clientPayments.businessId, input.businessId),
        eq(clientPayments.orderId, input.orderId),
        eq(clientPayments.status, 'paid'),
        inArray(clientPayments.kind, ['order_deposit', 'order_balance']),
      ),
    );
  let available = received?.net ?? 0;
  if (available <= 0) return;
  const issued = await tx
    .select({
      id: invoices.id,
      status: invoices.status,
      totalMinor: invoices.totalMinor,
      depositsDeductedMinor: invoices.depositsDeductedMinor,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.businessId, input.businessId),
        eq(invoices.orderId, input.orderId),
        inArray(invoices.status, ['sent', 'paid']),
      ),
    )
    .orderBy(sql`${invoices.kind} = 'deposit' desc`, asc(invoices.issuedAt), asc(invoices.createdAt))
    .for('update');
  for (const invoice of issued) {
    const due = invoice.totalMinor - invoice.depositsDeductedMinor;
    if (invoice.status === 'paid') {
      available -= due;
      continue;
    }
    if (due <= 0 || available < due) break;
    const [paid] = await tx
      .update(invoices)
      .set({ status: 'paid', paidAt: scope.now })
      .where(and(eq(invoices.id, invoice.id), eq(invoices.status, 'sent')))
      .returning();
    available -= due;
    if (paid)
      await emitWebhookEvent(scope, {
        businessId: paid.businessId,
        type: 'invoice.paid',
        data: invoicePayload(paid),
      });
  }
}
