import { clientPayments, creditNotes, invoices } from '@carat/db';
import { todayIn } from '@carat/domain/dates';
import { formatCreditNoteNumber } from '@carat/domain/invoice';
import { ruleOfTaxLines, taxIncluded } from '@carat/domain/taxes';
import { and, desc, eq, sql } from 'drizzle-orm';
import { getInvoice } from '#api/features/invoices/index.ts';
import { refundPayment } from '#api/features/payments/stripe-connect.ts';
import { AppError } from '#api/lib/errors.ts';
import type { TenantScope } from '#api/scope.ts';
import { recordRefund } from './credits.ts';

/**
 * `POST /v1/invoices/{id}/refunds`: part (or the rest) of an invoice paid online goes back to the client,
 * on the jeweller's Stripe account, with a credit note of its own for that amount (VAT worked out of it
 * at the invoice's rate). Never more than was paid online less what was already refunded. The invoice is
 * locked first, so two refunds at once queue up and cannot refund the same money twice.
 */
export async function refundInvoice(
  scope: TenantScope,
  input: { id: string; amountMinor: number; reason?: string | null },
) {
  const { tx, businessId } = scope;
  const [invoice] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.businessId, businessId), eq(invoices.id, input.id)))
    .for('update');
  if (!invoice) throw AppError.notFound('Invoice');
  if (invoice.status === 'void') throw new AppError('invoice_void', 'This invoice is void', 409);
  const payments = await tx
    .select()
    .from(clientPayments)
    .where(
      and(
        eq(clientPayments.businessId, businessId),
        eq(clientPayments.invoiceId, invoice.id),
        eq(clientPayments.kind, 'invoice'),
        eq(clientPayments.status, 'paid'),
      ),
    )
    .orderBy(desc(clientPayments.amountMinor));
  if (payments.length === 0) {
    throw new AppError('invoice_not_paid_online', 'This invoice was not paid online', 409);
  }
  const left = payments.reduce((sum, p) => sum + p.amountMinor - p.refundedMinor, 0);
  if (input.amountMinor > left) {
    throw new AppError(
      'refund_exceeds_paid',
      `At most ${left} can be refunded (paid online less what was already refunded)`,
      422,
      { amount: `At most ${left}` },
      { refundableMinor: String(left) },
    );
  }
  const today = todayIn(scope.now, scope.timeZone);
  const year = Number(today.slice(0, 4));
  const { rows } = await tx.execute<{ n: number }>(
    sql`select public.next_business_number(${businessId}, 'credit_note', ${year}) as n`,
  );
  // The tax inside the refund, at the taxes the invoice was issued with (Quebec: GST and QST together).
  const { net, tax: vat } = taxIncluded(input.amountMinor, ruleOfTaxLines('', invoice.taxes));
  const [note] = await tx
    .insert(creditNotes)
    .values({
      businessId,
      invoiceId: invoice.id,
      kind: 'refund',
      number: formatCreditNoteNumber(year, Number(rows[0]!.n)),
      reason: input.reason ?? null,
      issueDate: today,
      currency: invoice.currency,
      subtotalMinor: net,
      vatMinor: vat,
      totalMinor: input.amountMinor,
    })
    .returning({ id: creditNotes.id });
  let due = input.amountMinor;
  for (const payment of payments) {
    if (due <= 0) break;
    const take = Math.min(payment.amountMinor - payment.refundedMinor, due);
    if (take <= 0 || !payment.paymentIntentId) continue;
    const refund = await refundPayment(scope.deps.stripe, {
      accountId: payment.stripeAccountId,
      paymentIntentId: payment.paymentIntentId,
      amountMinor: take,
      metadata: {
        business_id: businessId,
        kind: 'invoice',
        invoice_id: invoice.id,
        reason: 'invoice_refund',
      },
      // What was refunded so far makes a retry of this same refund one refund.
      idempotencyKey: `invoice-refund-${payment.id}-${payment.refundedMinor}-${take}`,
    });
    await recordRefund(scope, {
      payment,
      amountMinor: take,
      reason: 'invoice_refund',
      creditNoteId: note!.id,
      stripeRefundId: refund.id,
    });
    due -= take;
  }
  if (due > 0) throw new AppError('payment_unavailable', 'The payment cannot be refunded online', 409);
  await tx
    .update(invoices)
    .set({ refundedMinor: sql`${invoices.refundedMinor} + ${input.amountMinor}` })
    .where(and(eq(invoices.businessId, businessId), eq(invoices.id, invoice.id)));
  return getInvoice(scope, invoice.id);
}
