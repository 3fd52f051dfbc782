import { randomBytes } from 'node:crypto';
import { businesses, clientPayments, invoices, paymentAccounts, paymentLinks } from '@carat/db';
import { canTakePayments } from '@carat/domain';
import { addDays } from '@carat/domain/dates';
import { type Currency, formatMoney } from '@carat/domain/money';
import { and, eq, gt } from 'drizzle-orm';
import { queueEmail } from '#api/jobs/email.ts';
import { AppError } from '#api/lib/errors.ts';
import { invoicePayload } from '#api/lib/integrations/webhook-payloads.ts';
import { asConnectionOwner } from '#api/lib/owner-role.ts';
import { applicationFeeOf, type ClientPaymentRow } from '#api/lib/payments/fees.ts';
import { createPaymentSession, retrievePaymentSession } from '#api/lib/payments/stripe-connect.ts';
import { hashToken } from '#api/lib/tokens.ts';
import { invoiceReceiptMail } from '#api/mail/templates/payments.ts';
import type { PublicScope, Scope, SystemScope, TenantScope } from '#api/scope.ts';
import { emitWebhookEvent } from '#api/services/integrations/webhooks.ts';
import { writeForVisitor } from '#api/services/showroom/visitor-writes.ts';
import { chargeableAccount } from './account.ts';
import { depositAccount } from './deposits.ts';

/**
 * 'Payer en ligne' (issue 15, item 4): an issued, unpaid invoice gets a pay link for its client, a random
 * token (only its SHA-256 kept, like the booking links) that expires. The public side shows the invoice
 * and opens a Checkout session on the jeweller's account; the Connect webhook marks the invoice paid and
 * emails a receipt. Drafts, paid and void invoices are refused, and so is an account that cannot charge.
 */

export const PAY_LINK_DAYS = 30;
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
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(`${addDays(scope.now.toISOString().slice(0, 10), PAY_LINK_DAYS)}T23:59:59Z`);
  await asConnectionOwner(scope.tx, () =>
    scope.tx.insert(paymentLinks).values({
      tokenHash: hashToken(token),
      businessId: scope.businessId,
      kind: 'invoice',
      invoiceId: invoice.id,
      expiresAt,
    }),
  );
  return {
    token,
    url: `${scope.deps.config.SHOWROOM_URL}/pay#${token}`,
    expiresAt: expiresAt.toISOString(),
    amountDueMinor: amountDue(invoice),
    currency: invoice.currency,
  };
}

/** The link behind a token and its invoice, on the server's connection; unknown or expired: 404. */
async function linkedInvoice(scope: SystemScope, token: string) {
  const [row] = await scope.tx
    .select({ link: paymentLinks, invoice: invoices, businessName: businesses.name })
    .from(paymentLinks)
    .innerJoin(invoices, eq(invoices.id, paymentLinks.invoiceId))
    .innerJoin(businesses, eq(businesses.id, paymentLinks.businessId))
    .where(and(eq(paymentLinks.tokenHash, hashToken(token)), gt(paymentLinks.expiresAt, scope.now)));
  if (!row || row.invoice.businessId !== row.link.businessId) throw AppError.notFound('Payment link');
  return row;
}

/** `GET /v1/pay/{token}`: what the client is asked to pay, and whether it can be paid online now. */
export async function getPayLink(scope: PublicScope, token: string) {
  return writeForVisitor(scope, async (server) => {
    const { invoice, businessName, link } = await linkedInvoice(server, token);
    const online = await depositAccount(server, link.businessId);
    return {
      business: { name: businessName },
      invoice: {
        number: invoice.number ?? '',
        status: invoice.status,
        clientName: invoice.clientName,
        currency: invoice.currency,
        totalMinor: invoice.totalMinor,
        depositsDeductedMinor: invoice.depositsDeductedMinor,
        amountDueMinor: amountDue(invoice),
        dueDate: invoice.dueDate,
      },
      payable: invoice.status === 'sent' && amountDue(invoice) > 0 && online !== null,
      mode: scope.deps.billing.mode,
      expiresAt: link.expiresAt.toISOString(),
    };
  });
}

/**
 * `POST /v1/pay/{token}/checkout`: a Checkout session on the jeweller's account for what is due. A session
 * still open for this invoice is given again rather than a second one.
 */
export async function startPayLinkCheckout(scope: PublicScope, token: string) {
  return writeForVisitor(scope, async (server) => {
    const { invoice, link, businessName } = await linkedInvoice(server, token);
    requirePayable(invoice);
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
          eq(clientPayments.invoiceId, invoice.id),
          eq(clientPayments.status, 'open'),
          gt(clientPayments.expiresAt, server.now),
        ),
      );
    if (open) {
      const session = await retrievePaymentSession(
        server.deps.stripe,
        open.stripeAccountId,
        open.checkoutSessionId,
      );
      if (session.status === 'open' && session.url)
        return { url: session.url, expiresAt: open.expiresAt.toISOString() };
    }
    const due = amountDue(invoice);
    const fee = applicationFeeOf(server.deps.billing, online.plan, due);
    const { config } = server.deps;
    const session = await createPaymentSession(server.deps.stripe, {
      accountId: online.account.stripeAccountId,
      amountMinor: due,
      currency: invoice.currency,
      description: `${invoice.number ?? ''} — ${businessName}`,
      customerEmail: invoice.clientEmail,
      successUrl: `${config.SHOWROOM_URL}/pay?paid=1#${token}`,
      cancelUrl: `${config.SHOWROOM_URL}/pay#${token}`,
      expiresAt: new Date(server.now.getTime() + SESSION_MINUTES * 60_000),
      applicationFeeMinor: fee,
      metadata: { business_id: link.businessId, kind: 'invoice', invoice_id: invoice.id },
      idempotencyKey: `invoice-${invoice.id}-${server.now.getTime()}`,
    });
    await server.tx.insert(clientPayments).values({
      businessId: link.businessId,
      stripeAccountId: online.account.stripeAccountId,
      checkoutSessionId: session.id,
      kind: 'invoice',
      invoiceId: invoice.id,
      clientId: invoice.clientId,
      amountMinor: due,
      applicationFeeMinor: fee,
      currency: invoice.currency,
      expiresAt: new Date((session.expires_at ?? 0) * 1000),
    });
    return { url: session.url!, expiresAt: new Date((session.expires_at ?? 0) * 1000).toISOString() };
  });
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
  if (!paid?.clientEmail) return;
  const [business] = await scope.tx
    .select({ name: businesses.name })
    .from(businesses)
    .where(eq(businesses.id, paid.businessId));
  const mail = invoiceReceiptMail({
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
  if (invoice.status !== 'sent' || invoice.amountDueMinor <= 0 || !canTakePayments(scope.plan)) return null;
  const [account] = await scope.tx
    .select({ chargesEnabled: paymentAccounts.chargesEnabled })
    .from(paymentAccounts)
    .where(eq(paymentAccounts.businessId, scope.businessId));
  if (!account?.chargesEnabled) return null;
  return (await createInvoicePaymentLink(scope, { id: invoice.id })).url;
}
