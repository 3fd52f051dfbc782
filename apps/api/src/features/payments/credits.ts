import type { Executor, PaymentRefundReason } from '@carat/db';
import {
  appointments,
  businesses,
  clientCredits,
  clientPayments,
  clients,
  creditNotes,
  invoiceLines,
  invoices,
  paymentRefunds,
} from '@carat/db';
import { todayIn } from '@carat/domain/dates';
import { formatCreditNoteNumber, formatInvoiceNumber } from '@carat/domain/invoice';
import { localize } from '@carat/domain/locale';
import { taxIncluded } from '@carat/domain/taxes';
import { and, eq, sql } from 'drizzle-orm';
import type { AppointmentRow } from '#api/features/appointments/index.ts';
import { clientNameOf, serviceTextsFor } from '#api/features/appointments/index.ts';
import type { ClientPaymentRow } from '#api/features/payments/fees.ts';
import { AppError } from '#api/lib/errors.ts';
import { singleRateBps, taxRuleOf } from '#api/lib/tax-rule.ts';
import type { Scope, SystemScope, TenantScope } from '#api/scope.ts';
import { tenantScopeOf } from '#api/scope.ts';

/**
 * Deposit credits (ADR 038). A booking deposit paid online is receipted at once by a paid
 * deposit invoice ('facture d'acompte', its VAT worked out of the amount paid) and becomes a credit on the
 * client's record: a ledger of signed lines per receipt. The client's next invoice deducts what is left
 * when it is issued, in the transaction that numbers it, after locking the receipts' 'deposit' lines, so
 * a credit is never used twice. A deposit refunded on cancel takes its credit back; one already deducted
 * is not refunded through the booking link.
 */

const text = {
  fr: { deposit: 'Acompte', of: 'du' },
  en: { deposit: 'Deposit', of: 'on' },
} as const;

/**
 * The next number of a business's counter, for a writer without a member's claims (the Connect webhook,
 * on the API's own connection): the same per-business, per-year counter as public.next_business_number.
 */
async function nextNumber(tx: Executor, businessId: string, kind: 'invoice' | 'credit_note', year: number) {
  const { rows } = await tx.execute<{ n: number }>(
    sql`insert into private.business_counters (business_id, kind, year, last_value)
        values (${businessId}, ${kind}, ${year}, 1)
        on conflict (business_id, kind, year)
        do update set last_value = private.business_counters.last_value + 1
        returning last_value as n`,
  );
  return Number(rows[0]!.n);
}

/** A member-like scope of the business for the invoice services (PDF, settings) run by the webhook. */
export async function businessScopeOf(scope: Scope, businessId: string): Promise<TenantScope> {
  const [business] = await scope.tx
    .select({ timeZone: businesses.timeZone, currency: businesses.currency })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return tenantScopeOf(
    { tx: scope.tx, deps: scope.deps, userId: '00000000-0000-0000-0000-000000000000', now: scope.now },
    {
      businessId,
      role: 'owner',
      plan: 'MOISSANITE',
      timeZone: business?.timeZone ?? 'Europe/London',
      currency: (business?.currency ?? 'GBP').trim(),
    },
  );
}

/**
 * The deposit is paid (webhook, once per payment): its receipt — a deposit invoice, numbered, paid, VAT
 * split from the amount received — and the credit on the client's record. Returns the receipt's id.
 */
export async function receiptDeposit(
  scope: SystemScope,
  input: { payment: ClientPaymentRow; appointment: AppointmentRow },
): Promise<{ invoiceId: string; number: string } | null> {
  const { payment, appointment } = input;
  const { tx } = scope;
  const [existing] = await tx
    .select({ id: clientCredits.receiptInvoiceId })
    .from(clientCredits)
    .where(and(eq(clientCredits.paymentId, payment.id), eq(clientCredits.kind, 'deposit')));
  if (existing) return null;
  const business = await businessScopeOf(scope, payment.businessId);
  const clientId = payment.clientId ?? (await clientOfBooking(scope, appointment));
  if (clientId && !payment.clientId) {
    await tx.update(clientPayments).set({ clientId }).where(eq(clientPayments.id, payment.id));
  }
  const today = todayIn(scope.now, business.timeZone);
  const year = Number(today.slice(0, 4));
  const number = formatInvoiceNumber(year, await nextNumber(tx, payment.businessId, 'invoice', year));
  // The taxes inside the deposit, under the business's rule (ADR 052): GST and QST apart in Quebec.
  const rule = await taxRuleOf({ tx, businessId: payment.businessId });
  const included = taxIncluded(payment.amountMinor, rule);
  const { net, tax: vat } = included;
  const locale = appointment.locale;
  const words = text[locale];
  const title = localize(
    (await serviceTextsFor(scope, { businessId: payment.businessId, type: appointment.type })).title,
    locale,
  );
  const when = new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'long',
    timeZone: appointment.timeZone,
  }).format(appointment.startsAt);
  // Written as a draft with its line (the lines of an issued invoice are frozen), then issued and paid.
  const [receipt] = await tx
    .insert(invoices)
    .values({
      businessId: payment.businessId,
      kind: 'deposit',
      status: 'draft',
      clientId,
      clientName: clientNameOf(appointment),
      clientEmail: appointment.email,
      locale,
      currency: payment.currency,
      vatRateBps: singleRateBps(rule),
      taxes: included.taxes.map((line) => ({ ...line, baseMinor: net })),
      dueDate: today,
      notes: null,
      subtotalMinor: net,
      vatMinor: vat,
      totalMinor: payment.amountMinor,
    })
    .returning({ id: invoices.id });
  await tx.insert(invoiceLines).values({
    businessId: payment.businessId,
    invoiceId: receipt!.id,
    position: 0,
    description: `${words.deposit} — ${title} ${words.of} ${when}`.slice(0, 500),
    quantity: 1,
    unitPriceMinor: net,
    netMinor: net,
    vatMinor: vat,
  });
  await tx
    .update(invoices)
    .set({ number, status: 'paid', issueDate: today, issuedAt: scope.now, paidAt: scope.now })
    .where(eq(invoices.id, receipt!.id));
  if (clientId) {
    await tx.insert(clientCredits).values({
      businessId: payment.businessId,
      clientId,
      receiptInvoiceId: receipt!.id,
      paymentId: payment.id,
      kind: 'deposit',
      amountMinor: payment.amountMinor,
      currency: payment.currency,
    });
  }
  return { invoiceId: receipt!.id, number };
}

/**
 * The client record a paid booking belongs to: the booking's own, else the business's client with the
 * booking's email (any case), else a new client made from the booking. The booking is linked to it.
 * Also used by the showroom assistant's bookings, which link their client at once.
 */
export async function clientOfBooking(
  scope: SystemScope,
  appointment: AppointmentRow,
): Promise<string | null> {
  const { tx } = scope;
  if (appointment.clientId) return appointment.clientId;
  if (!appointment.email) return null;
  const [known] = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(
      and(
        eq(clients.businessId, appointment.businessId),
        sql`lower(${clients.email}) = lower(${appointment.email})`,
      ),
    )
    .orderBy(clients.createdAt)
    .limit(1);
  const id =
    known?.id ??
    (
      await tx
        .insert(clients)
        .values({
          businessId: appointment.businessId,
          name: clientNameOf(appointment) || appointment.email,
          email: appointment.email,
          phone: appointment.phone ?? null,
        })
        .returning({ id: clients.id })
    )[0]!.id;
  await tx.update(appointments).set({ clientId: id }).where(eq(appointments.id, appointment.id));
  return id;
}

interface ReceiptBalance {
  receiptInvoiceId: string;
  number: string;
  currency: string;
  leftMinor: number;
}

/** Locks the client's row: every change of a client's credit queues up behind it. */
async function lockClient(tx: Executor, clientId: string) {
  await tx.execute(sql`select 1 from public.clients where id = ${clientId} for update`);
}

/** What is left of each receipt of the client in a currency, oldest first (the caller holds the lock). */
async function receiptBalances(
  tx: Executor,
  where: { businessId: string; clientId: string; currency: string },
): Promise<ReceiptBalance[]> {
  const rows = await tx
    .select({
      receipt: clientCredits.receiptInvoiceId,
      number: invoices.number,
      currency: clientCredits.currency,
      first: sql<number>`min(${clientCredits.seq})`.mapWith(Number),
      left: sql<number>`sum(${clientCredits.amountMinor})`.mapWith(Number),
    })
    .from(clientCredits)
    .innerJoin(invoices, eq(invoices.id, clientCredits.receiptInvoiceId))
    .where(
      and(
        eq(clientCredits.businessId, where.businessId),
        eq(clientCredits.clientId, where.clientId),
        eq(clientCredits.currency, where.currency),
      ),
    )
    .groupBy(clientCredits.receiptInvoiceId, invoices.number, clientCredits.currency);
  return rows
    .sort((a, b) => a.first - b.first)
    .map((row) => ({
      receiptInvoiceId: row.receipt,
      number: row.number ?? '',
      currency: row.currency,
      leftMinor: row.left,
    }));
}

/**
 * Issuing an invoice: the client's credit in its currency deducts from what it asks (never below 0; the
 * rest of the credit stays), one 'deduction' line per receipt used. Returns the amount deducted.
 */
export async function deductClientCredit(
  scope: TenantScope,
  invoice: {
    id: string;
    clientId: string | null;
    clientEmail: string | null;
    currency: string;
    dueMinor: number;
  },
): Promise<{ deducted: number; clientId: string | null }> {
  const clientId = invoice.clientId ?? (await creditedClientByEmail(scope, invoice.clientEmail));
  if (!clientId || invoice.dueMinor <= 0) return { deducted: 0, clientId: invoice.clientId };
  await lockClient(scope.tx, clientId);
  const receipts = await receiptBalances(scope.tx, {
    businessId: scope.businessId,
    clientId,
    currency: invoice.currency,
  });
  let due = invoice.dueMinor;
  let deducted = 0;
  for (const receipt of receipts) {
    if (due <= 0) break;
    const take = Math.min(receipt.leftMinor, due);
    if (take <= 0) continue;
    await scope.tx.insert(clientCredits).values({
      businessId: scope.businessId,
      clientId,
      receiptInvoiceId: receipt.receiptInvoiceId,
      invoiceId: invoice.id,
      kind: 'deduction',
      amountMinor: -take,
      currency: invoice.currency,
    });
    due -= take;
    deducted += take;
  }
  return { deducted, clientId };
}

/**
 * An invoice typed with a client's email but not linked to their record (the Create Invoice form asks a
 * name and an email): the one client of the business with that email who has a credit ledger, if exactly
 * one does.
 */
async function creditedClientByEmail(scope: TenantScope, email: string | null): Promise<string | null> {
  if (!email?.trim()) return null;
  const { rows } = await scope.tx.execute<{ client_id: string }>(
    sql`select distinct c.client_id from public.client_credits c
          join public.clients k on k.id = c.client_id
         where c.business_id = ${scope.businessId} and lower(k.email) = lower(${email.trim()})
         limit 2`,
  );
  return rows.length === 1 ? rows[0]!.client_id : null;
}

/** A voided invoice gives back the credit it deducted (one 'restored' line per receipt). */
export async function restoreDeductedCredit(scope: TenantScope, invoiceId: string) {
  const lines = await scope.tx
    .select({
      clientId: clientCredits.clientId,
      receipt: clientCredits.receiptInvoiceId,
      currency: clientCredits.currency,
      amount: sql<number>`sum(${clientCredits.amountMinor})`.mapWith(Number),
    })
    .from(clientCredits)
    .where(and(eq(clientCredits.businessId, scope.businessId), eq(clientCredits.invoiceId, invoiceId)))
    .groupBy(clientCredits.clientId, clientCredits.receiptInvoiceId, clientCredits.currency);
  for (const line of lines) {
    if (line.amount >= 0) continue;
    await scope.tx.insert(clientCredits).values({
      businessId: scope.businessId,
      clientId: line.clientId,
      receiptInvoiceId: line.receipt,
      invoiceId,
      kind: 'restored',
      amountMinor: -line.amount,
      currency: line.currency,
    });
  }
}

/** The receipts an invoice deducted, with how much of each: its 'Acompte déduit' lines. */
export async function creditDeductionsOf(scope: TenantScope, invoiceId: string) {
  const rows = await scope.tx
    .select({
      receiptInvoiceId: clientCredits.receiptInvoiceId,
      receiptNumber: invoices.number,
      amount:
        sql<number>`-sum(${clientCredits.amountMinor}) filter (where ${clientCredits.kind} = 'deduction')`.mapWith(
          Number,
        ),
    })
    .from(clientCredits)
    .innerJoin(invoices, eq(invoices.id, clientCredits.receiptInvoiceId))
    .where(
      and(
        eq(clientCredits.businessId, scope.businessId),
        eq(clientCredits.invoiceId, invoiceId),
        eq(clientCredits.kind, 'deduction'),
      ),
    )
    .groupBy(clientCredits.receiptInvoiceId, invoices.number);
  return rows.map((row) => ({
    receiptInvoiceId: row.receiptInvoiceId,
    receiptNumber: row.receiptNumber ?? '',
    amountMinor: row.amount,
  }));
}

/** The client's credit: what is left per currency, and the ledger, newest first (the client's record). */
export async function clientCredit(scope: TenantScope, clientId: string) {
  const { tx, businessId } = scope;
  const { rows: found } = await tx.execute(
    sql`select 1 from public.clients where business_id = ${businessId} and id = ${clientId}`,
  );
  if (found.length === 0) throw AppError.notFound('Client');
  const receipt = sql`(select i.number from public.invoices i where i.id = ${clientCredits.receiptInvoiceId})`;
  const deducting = sql`(select i.number from public.invoices i where i.id = ${clientCredits.invoiceId})`;
  const entries = await tx
    .select({
      id: clientCredits.id,
      kind: clientCredits.kind,
      amountMinor: clientCredits.amountMinor,
      currency: clientCredits.currency,
      receiptInvoiceId: clientCredits.receiptInvoiceId,
      receiptNumber: sql<string | null>`${receipt}`,
      invoiceId: clientCredits.invoiceId,
      invoiceNumber: sql<string | null>`${deducting}`,
      createdAt: clientCredits.createdAt,
    })
    .from(clientCredits)
    .where(and(eq(clientCredits.businessId, businessId), eq(clientCredits.clientId, clientId)))
    .orderBy(sql`${clientCredits.seq} desc`)
    .limit(200);
  const totals = new Map<string, number>();
  const { rows } = await tx.execute<{ currency: string; balance: number }>(
    sql`select currency, sum(amount_minor)::bigint as balance from public.client_credits
         where business_id = ${businessId} and client_id = ${clientId} group by currency order by currency`,
  );
  for (const row of rows) totals.set(row.currency.trim(), Number(row.balance));
  return {
    balances: [...totals].map(([currency, amountMinor]) => ({ currency, amountMinor })),
    entries: entries.map((entry) => ({
      ...entry,
      currency: entry.currency.trim(),
      createdAt: entry.createdAt.toISOString(),
    })),
  };
}

/**
 * Before a booking's deposit is refunded through its link: the credit must still be whole. One already
 * deducted on an invoice is refused (the jeweller refunds from that invoice instead).
 */
export async function assertDepositCreditWhole(scope: Scope, payment: ClientPaymentRow) {
  const [deposit] = await scope.tx
    .select({ receipt: clientCredits.receiptInvoiceId, clientId: clientCredits.clientId })
    .from(clientCredits)
    .where(and(eq(clientCredits.paymentId, payment.id), eq(clientCredits.kind, 'deposit')));
  if (!deposit) return null;
  await lockClient(scope.tx, deposit.clientId);
  const [row] = await scope.tx
    .select({ left: sql<number>`sum(${clientCredits.amountMinor})`.mapWith(Number) })
    .from(clientCredits)
    .where(eq(clientCredits.receiptInvoiceId, deposit.receipt));
  if ((row?.left ?? 0) < payment.amountMinor - payment.refundedMinor) {
    throw new AppError(
      'deposit_deducted',
      'This deposit has already been deducted on an invoice: it can no longer be refunded through this link',
      409,
    );
  }
  return deposit.receipt;
}

/**
 * The deposit is refunded (cancelled within the policy): its credit goes ('refund' line) and its receipt
 * is cancelled by a credit note, as a voided invoice is.
 */
export async function withdrawDepositCredit(
  scope: Scope,
  input: { payment: ClientPaymentRow; receiptInvoiceId: string; refundedMinor: number },
) {
  const { tx } = scope;
  const { payment, receiptInvoiceId } = input;
  const [deposit] = await tx
    .select({ clientId: clientCredits.clientId })
    .from(clientCredits)
    .where(and(eq(clientCredits.receiptInvoiceId, receiptInvoiceId), eq(clientCredits.kind, 'deposit')));
  if (deposit && input.refundedMinor > 0) {
    await tx.insert(clientCredits).values({
      businessId: payment.businessId,
      clientId: deposit.clientId,
      receiptInvoiceId,
      paymentId: payment.id,
      kind: 'refund',
      amountMinor: -input.refundedMinor,
      currency: payment.currency,
    });
  }
  const [receipt] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, receiptInvoiceId), eq(invoices.status, 'paid')));
  if (!receipt) return;
  const business = await businessScopeOf(scope, payment.businessId);
  const today = todayIn(scope.now, business.timeZone);
  const year = Number(today.slice(0, 4));
  await tx.insert(creditNotes).values({
    businessId: payment.businessId,
    invoiceId: receipt.id,
    kind: 'void',
    number: formatCreditNoteNumber(year, await nextNumber(tx, payment.businessId, 'credit_note', year)),
    reason: receipt.locale === 'fr' ? 'Acompte remboursé (annulation)' : 'Deposit refunded (cancelled)',
    issueDate: today,
    currency: receipt.currency,
    subtotalMinor: receipt.subtotalMinor,
    vatMinor: receipt.vatMinor,
    totalMinor: receipt.totalMinor,
  });
  await tx
    .update(invoices)
    .set({ status: 'void', voidedAt: scope.now, voidReason: 'deposit refunded' })
    .where(eq(invoices.id, receipt.id));
}

/** Records a refund made on the jeweller's account (and its credit note, for an invoice's). */
export async function recordRefund(
  scope: Scope,
  input: {
    payment: ClientPaymentRow;
    amountMinor: number;
    reason: PaymentRefundReason;
    creditNoteId?: string | null;
    stripeRefundId?: string | null;
  },
) {
  await scope.tx.insert(paymentRefunds).values({
    businessId: input.payment.businessId,
    paymentId: input.payment.id,
    amountMinor: input.amountMinor,
    currency: input.payment.currency,
    reason: input.reason,
    creditNoteId: input.creditNoteId ?? null,
    stripeRefundId: input.stripeRefundId ?? null,
  });
  await scope.tx
    .update(clientPayments)
    .set({ refundedMinor: sql`${clientPayments.refundedMinor} + ${input.amountMinor}` })
    .where(eq(clientPayments.id, input.payment.id));
}
