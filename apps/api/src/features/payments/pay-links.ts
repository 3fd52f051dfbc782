import { businesses, clientPayments, invoices, paymentLinks } from '@carat/db';
import { type Currency, formatMoney } from '@carat/domain/money';
import { and, eq, gt } from 'drizzle-orm';
import { emitWebhookEvent, invoicePayload } from '#api/features/integrations/index.ts';
import { queueReceiptText } from '#api/features/messaging/index.ts';
import { applicationFeeOf, type ClientPaymentRow } from '#api/features/payments/fees.ts';
import { invoiceReceiptMail } from '#api/features/payments/mail.ts';
import { createPaymentSession, retrievePaymentSession } from '#api/features/payments/stripe-connect.ts';
import { writeForVisitor } from '#api/features/showroom/index.ts';
import { AppError } from '#api/lib/errors.ts';
import { asConnectionOwner } from '#api/lib/owner-role.ts';
import { promiseLines } from '#api/lib/promises.ts';
import { hashToken } from '#api/lib/tokens.ts';
import { queueEmail } from '#api/queue/email.ts';
import type { PublicScope, Scope, SystemScope, TenantScope } from '#api/scope.ts';
import { chargeableAccount } from './account.ts';
import { depositAccount } from './deposits.ts';
import { layawayPayDocument } from './layaway-links.ts';
import { issuePayLink, takesPaymentsNow } from './link-issue.ts';
import { orderPayDocument } from './order-links.ts';
import { repairPayDocument } from './repair-links.ts';

/**
 * 'Payer en ligne': an issued, unpaid invoice gets a pay link for its client, a random
 * token (only its SHA-256 kept, like the booking links) that expires. The public side shows the invoice
 * and opens a Checkout session on the jeweller's account; the Connect webhook marks the invoice paid and
 * emails a receipt. Drafts, paid and void invoices are refused, and so is an account that cannot charge.
 */

const SESSION_MINUTES = 60;

type InvoiceRow = typeof invoices.$inferSelect;

/** What is left to pay on an invoice: its total less the deposits it deducts. */
const amountDue = (invoice: Pick<InvoiceRow, 'totalMinor' | 'depositsDeductedMinor'>) =>
  invoice.totalMinor - invoice.depositsDeductedMinor;

function requirePayable(invoice: InvoiceRow) {
  if (invoice.status === 'draft') throw new AppError('invoice_draft', 'A draft cannot be paid', 409);
  if (invoice.status === 'paid') throw new AppError('invoice_paid', 'This invoice is already paid', 409);
  if (invoice.status === 'void') throw new AppError('invoice_void', 'This invoice is void', 409);
  if (amountDue(invoice) <= 0) throw new AppError('invoice_paid', 'Nothing is left to pay', 409);
}

/** `POST /v1/invoices/{id}/payment-link`: a new pay link for an issued invoice. */
export async function createInvoicePaymentLink(scope: TenantScope, input: { id: string }) {
  const [invoice] = await scope.tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.businessId, scope.businessId), eq(invoices.id, input.id)));
  if (!invoice) throw AppError.notFound('Invoice');
  requirePayable(invoice);
  await chargeableAccount(scope, scope.businessId);
  const link = await issuePayLink(scope, { kind: 'invoice', invoiceId: invoice.id });
  return {
    ...link,
    amountDueMinor: amountDue(invoice),
    currency: invoice.currency,
  };
}

/**
 * What a pay link asks for, the same shape for an invoice, an order's stage (deposit or balance) and a
 * counter job's balance: the link, the business, and the document. Unknown or expired token: 404.
 */
async function linkedDocument(scope: SystemScope, token: string) {
  const [row] = await scope.tx
    .select({ link: paymentLinks, invoice: invoices, businessName: businesses.name })
    .from(paymentLinks)
    .leftJoin(invoices, eq(invoices.id, paymentLinks.invoiceId))
    .innerJoin(businesses, eq(businesses.id, paymentLinks.businessId))
    .where(and(eq(paymentLinks.tokenHash, hashToken(token)), gt(paymentLinks.expiresAt, scope.now)));
  if (!row) throw AppError.notFound('Payment link');
  const { link, invoice, businessName } = row;
  if (link.kind === 'invoice') {
    if (!invoice || invoice.businessId !== link.businessId) throw AppError.notFound('Payment link');
    return {
      link,
      businessName,
      doc: {
        number: invoice.number ?? '',
        status: invoice.status as string,
        clientId: invoice.clientId,
        clientName: invoice.clientName,
        clientEmail: invoice.clientEmail,
        currency: invoice.currency,
        totalMinor: invoice.totalMinor,
        depositsDeductedMinor: invoice.depositsDeductedMinor,
        amountDueMinor: amountDue(invoice),
        dueDate: invoice.dueDate,
      },
      target: {
        kind: 'invoice' as const,
        invoiceId: invoice.id,
        orderId: null,
        repairId: null,
        layawayId: null,
      },
    };
  }
  if (link.kind === 'repair_balance') {
    if (!link.repairId) throw AppError.notFound('Payment link');
    const job = await repairPayDocument(scope, { repairId: link.repairId });
    if (job.repair.businessId !== link.businessId) throw AppError.notFound('Payment link');
    return {
      link,
      businessName,
      doc: {
        number: job.number,
        status: job.status,
        clientId: job.repair.clientId,
        clientName: job.repair.clientName ?? '',
        clientEmail: job.repair.clientEmail,
        currency: job.repair.currency,
        totalMinor: job.totalMinor,
        depositsDeductedMinor: job.paidBeforeMinor,
        amountDueMinor: job.amountDueMinor,
        dueDate: job.repair.dueDate ?? '',
      },
      target: { kind: link.kind, invoiceId: null, orderId: null, repairId: job.repair.id, layawayId: null },
    };
  }
  if (link.kind === 'layaway') {
    if (!link.layawayId) throw AppError.notFound('Payment link');
    const layaway = await layawayPayDocument(scope, { layawayId: link.layawayId });
    if (layaway.layaway.businessId !== link.businessId) throw AppError.notFound('Payment link');
    return {
      link,
      businessName,
      doc: {
        number: layaway.number,
        status: layaway.status,
        clientId: layaway.layaway.clientId,
        clientName: layaway.layaway.clientName ?? '',
        clientEmail: layaway.layaway.clientEmail,
        currency: layaway.layaway.currency,
        totalMinor: layaway.totalMinor,
        depositsDeductedMinor: layaway.paidBeforeMinor,
        amountDueMinor: layaway.amountDueMinor,
        dueDate: layaway.dueDate,
      },
      target: {
        kind: link.kind,
        invoiceId: null,
        orderId: null,
        repairId: null,
        layawayId: layaway.layaway.id,
      },
    };
  }
  if (!link.orderId) throw AppError.notFound('Payment link');
  const stage = link.kind === 'order_deposit' ? 'deposit' : 'balance';
  const order = await orderPayDocument(scope, { orderId: link.orderId, stage });
  if (order.order.businessId !== link.businessId) throw AppError.notFound('Payment link');
  return {
    link,
    businessName,
    doc: {
      number: order.number,
      status: order.status,
      clientId: order.order.clientId,
      clientName: order.order.clientName ?? '',
      clientEmail: order.order.clientEmail,
      currency: order.order.currency,
      totalMinor: order.totalMinor,
      depositsDeductedMinor: order.paidBeforeMinor,
      amountDueMinor: order.amountDueMinor,
      dueDate: order.order.dueDate ?? '',
    },
    target: { kind: link.kind, invoiceId: null, orderId: link.orderId, repairId: null, layawayId: null },
  };
}

type PayDocument = Awaited<ReturnType<typeof linkedDocument>>['doc'];

function requireDocumentPayable(doc: PayDocument) {
  if (doc.status === 'draft') throw new AppError('invoice_draft', 'A draft cannot be paid', 409);
  if (doc.status === 'void') throw new AppError('invoice_void', 'This is void', 409);
  if (doc.status === 'paid' || doc.amountDueMinor <= 0)
    throw new AppError('invoice_paid', 'Nothing is left to pay', 409);
}

/** `GET /v1/pay/{token}`: what the client is asked to pay, and whether it can be paid online now. */
export async function getPayLink(scope: PublicScope, token: string) {
  return writeForVisitor(scope, async (server) => {
    const { doc, businessName, link, target } = await linkedDocument(server, token);
    const online = await depositAccount(server, link.businessId);
    return {
      business: { name: businessName },
      kind: target.kind,
      invoice: {
        number: doc.number,
        status: doc.status,
        clientName: doc.clientName,
        currency: doc.currency,
        totalMinor: doc.totalMinor,
        depositsDeductedMinor: doc.depositsDeductedMinor,
        amountDueMinor: doc.amountDueMinor,
        dueDate: doc.dueDate,
      },
      payable: doc.status === 'sent' && doc.amountDueMinor > 0 && online !== null,
      mode: scope.deps.billing.mode,
      expiresAt: link.expiresAt.toISOString(),
    };
  });
}

/**
 * `POST /v1/pay/{token}/checkout`: a Checkout session on the jeweller's account for what is due. A session
 * still open for this invoice (or this stage of the order) is given again rather than a second one.
 */
export async function startPayLinkCheckout(scope: PublicScope, token: string) {
  return writeForVisitor(scope, async (server) => {
    const { doc, link, businessName, target } = await linkedDocument(server, token);
    requireDocumentPayable(doc);
    const online = await depositAccount(server, link.businessId);
    if (!online) {
      await chargeableAccount(server, link.businessId);
      throw new AppError('plan_required', 'This business takes no online payments', 403);
    }
    const [open] = await server.tx
      .select()
      .from(clientPayments)
      .where(
        and(
          target.invoiceId
            ? eq(clientPayments.invoiceId, target.invoiceId)
            : target.repairId
              ? eq(clientPayments.repairId, target.repairId)
              : target.layawayId
                ? eq(clientPayments.layawayId, target.layawayId)
                : eq(clientPayments.orderId, target.orderId!),
          eq(clientPayments.kind, target.kind),
          eq(clientPayments.status, 'open'),
          gt(clientPayments.expiresAt, server.now),
        ),
      );
    if (open && open.amountMinor === doc.amountDueMinor) {
      const session = await retrievePaymentSession(
        server.deps.stripe,
        open.stripeAccountId,
        open.checkoutSessionId,
      );
      if (session.status === 'open' && session.url)
        return { url: session.url, expiresAt: open.expiresAt.toISOString() };
    }
    const due = doc.amountDueMinor;
    const fee = applicationFeeOf(server.deps.billing, online.plan, due);
    const { config } = server.deps;
    const targetId = target.invoiceId ?? target.repairId ?? target.layawayId ?? target.orderId!;
    const session = await createPaymentSession(server.deps.stripe, {
      accountId: online.account.stripeAccountId,
      amountMinor: due,
      currency: doc.currency,
      description: `${doc.number} — ${businessName}`,
      customerEmail: doc.clientEmail,
      successUrl: `${config.SHOWROOM_URL}/pay?paid=1#${token}`,
      cancelUrl: `${config.SHOWROOM_URL}/pay#${token}`,
      expiresAt: new Date(server.now.getTime() + SESSION_MINUTES * 60_000),
      applicationFeeMinor: fee,
      metadata: target.invoiceId
        ? { business_id: link.businessId, kind: 'invoice', invoice_id: target.invoiceId }
        : target.repairId
          ? { business_id: link.businessId, kind: target.kind, repair_id: target.repairId }
          : target.layawayId
            ? { business_id: link.businessId, kind: target.kind, layaway_id: target.layawayId }
            : { business_id: link.businessId, kind: target.kind, order_id: target.orderId! },
      idempotencyKey: `${target.kind}-${targetId}-${server.now.getTime()}`,
    });
    await server.tx.insert(clientPayments).values({
      businessId: link.businessId,
      stripeAccountId: online.account.stripeAccountId,
      checkoutSessionId: session.id,
      kind: target.kind,
      invoiceId: target.invoiceId,
      orderId: target.orderId,
      repairId: target.repairId,
      layawayId: target.layawayId,
      clientId: doc.clientId,
      amountMinor: due,
      applicationFeeMinor: fee,
      currency: doc.currency,
      expiresAt: new Date((session.expires_at ?? 0) * 1000),
    });
    return { url: session.url!, expiresAt: new Date((session.expires_at ?? 0) * 1000).toISOString() };
  });
}

async function businessTimeZone(scope: Scope, businessId: string) {
  const [row] = await scope.tx
    .select({ timeZone: businesses.timeZone })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return row?.timeZone;
}

/** The webhook's part: the invoice is paid (once), and its client gets a receipt. */
export async function invoicePaid(scope: Scope, payment: ClientPaymentRow) {
  if (!payment.invoiceId) return;
  const [paid] = await scope.tx
    .update(invoices)
    .set({ status: 'paid', paidAt: scope.now })
    .where(and(eq(invoices.id, payment.invoiceId), eq(invoices.status, 'sent')))
    .returning();
  if (paid)
    await emitWebhookEvent(scope, {
      businessId: paid.businessId,
      type: 'invoice.paid',
      data: invoicePayload(paid),
    });
  if (paid) {
    await queueReceiptText(scope, {
      businessId: paid.businessId,
      clientId: paid.clientId,
      locale: paid.locale,
      timeZone: (await businessTimeZone(scope, paid.businessId)) ?? 'Europe/London',
      kind: 'payment_receipt',
      amount: formatMoney(payment.amountMinor, payment.currency as Currency, paid.locale),
      number: paid.number ?? '',
    });
  }
  if (!paid?.clientEmail) return;
  const [business] = await scope.tx
    .select({ name: businesses.name, promises: businesses.promises })
    .from(businesses)
    .where(eq(businesses.id, paid.businessId));
  const mail = invoiceReceiptMail({
    promises: business ? promiseLines(business.promises, paid.locale).map((line) => line.text) : [],
    locale: paid.locale,
    clientName: paid.clientName,
    number: paid.number ?? '',
    amount: formatMoney(payment.amountMinor, payment.currency as Currency, paid.locale),
    businessName: business?.name ?? '',
  });
  await asConnectionOwner(scope.tx, () =>
    queueEmail(scope.deps, { to: paid.clientEmail!, ...mail }, scope.tx),
  );
}

/**
 * The invoice email's 'Payer en ligne' link: a new pay link when the invoice is unpaid and the business
 * takes payments online now (its plan and a connected account that can charge); otherwise none.
 */
export async function onlinePayUrl(
  scope: TenantScope,
  invoice: { id: string; status: string; amountDueMinor: number },
): Promise<string | null> {
  if (invoice.status !== 'sent' || invoice.amountDueMinor <= 0) return null;
  if (!(await takesPaymentsNow(scope))) return null;
  return (await createInvoicePaymentLink(scope, { id: invoice.id })).url;
}
