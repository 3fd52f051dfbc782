import { businesses, clientPayments, clients, creditNotes, invoiceLines, invoices, orders } from '@carat/db';
import { addDays, todayIn } from '@carat/domain/dates';
import {
  balanceDue,
  computeTaxedInvoice,
  formatCreditNoteNumber,
  formatInvoiceNumber,
  InvoiceError,
  type InvoiceLine,
  invoiceActions,
  invoiceAllows,
  invoiceDisplayStatus,
} from '@carat/domain/invoice';
import type { Locale } from '@carat/domain/locale';
import type { TaxRule } from '@carat/domain/taxes';
import type { InvoiceDraftPatch, InvoiceListQuery } from '@carat/validation/invoices';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { emitWebhookEvent } from '#api/features/integrations/index.ts';
import {
  creditDeductionsOf,
  deductClientCredit,
  restoreDeductedCredit,
  settleOrderInvoices,
} from '#api/features/payments/index.ts';
import { AppError } from '#api/lib/errors.ts';
import { pageArguments } from '#api/lib/search.ts';
import { singleRateBps, taxRuleOf } from '#api/lib/tax-rule.ts';
import type { TenantScope } from '#api/scope.ts';
import { getInvoiceSettings } from './settings.ts';

/** Searches count exactly up to this many matches, then say "at least" (as the Clients list). */
export const INVOICE_SEARCH_COUNT_CAP = 1000;

/** Today in the business's time zone: a shop in London and a server in UTC may not share it. */
const todayOf = (scope: TenantScope) => todayIn(scope.now, scope.timeZone);

const summaryColumns = {
  id: invoices.id,
  number: invoices.number,
  kind: invoices.kind,
  status: invoices.status,
  orderId: invoices.orderId,
  clientId: invoices.clientId,
  clientName: invoices.clientName,
  clientEmail: invoices.clientEmail,
  currency: invoices.currency,
  issueDate: invoices.issueDate,
  dueDate: invoices.dueDate,
  totalMinor: invoices.totalMinor,
  depositsDeductedMinor: invoices.depositsDeductedMinor,
  creditDeductedMinor: invoices.creditDeductedMinor,
  refundedMinor: invoices.refundedMinor,
  createdAt: invoices.createdAt,
};

type SummaryRow = {
  status: 'draft' | 'sent' | 'paid' | 'void';
  dueDate: string;
  totalMinor: number;
  depositsDeductedMinor: number;
};

/**
 * What the register shows: the displayed status (overdue follows from today), what is asked, and what the
 * invoice allows next (domain: invoiceActions).
 */
function withDerived<T extends SummaryRow>(row: T, today: string) {
  return {
    ...row,
    displayStatus: invoiceDisplayStatus({ status: row.status, dueDate: row.dueDate }, today),
    amountDueMinor: row.totalMinor - row.depositsDeductedMinor,
    actions: [...invoiceActions(row)],
  };
}

/**
 * One page of the register. Ids and the match count come from definer functions that can use the
 * trigram index (0008); the rows are then read under row-level security.
 */
export async function listInvoices(scope: TenantScope, query: InvoiceListQuery) {
  const { tx, businessId } = scope;
  const { pattern, offset } = pageArguments(query);
  const status = query.status ?? null;
  const clientId = query.clientId ?? null;
  const orderId = query.orderId ?? null;
  const { rows: ids } = await tx.execute<{ id: string }>(
    sql`select public.invoice_page_ids(${businessId}, ${pattern}, ${status}, ${clientId}, ${orderId}, ${query.sort}, ${query.pageSize}, ${offset}) as id`,
  );
  const position = new Map(ids.map((row, index) => [row.id, index]));
  const rows =
    ids.length === 0
      ? []
      : await tx
          .select(summaryColumns)
          .from(invoices)
          .where(and(eq(invoices.businessId, businessId), inArray(invoices.id, [...position.keys()])));
  // Back in the order the function chose.
  rows.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));

  let total: number;
  let totalIsExact = true;
  if (rows.length < query.pageSize && (rows.length > 0 || query.page === 1)) {
    // A page that is not full is the last one: the count is known without counting.
    total = offset + rows.length;
  } else {
    // A search is counted up to the cap; the register itself exactly.
    const cap = pattern ? INVOICE_SEARCH_COUNT_CAP + 1 : null;
    const { rows: counted } = await tx.execute<{ n: number }>(
      sql`select public.invoice_match_count(${businessId}, ${pattern}, ${status}, ${clientId}, ${orderId}, ${cap}::integer) as n`,
    );
    const matched = Number(counted[0]?.n ?? 0);
    total = pattern ? Math.min(matched, INVOICE_SEARCH_COUNT_CAP) : matched;
    totalIsExact = !pattern || matched <= INVOICE_SEARCH_COUNT_CAP;
  }
  const today = todayOf(scope);
  return {
    items: rows.map((row) => withDerived(row, today)),
    total,
    totalIsExact,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * The register's tiles: paid, pending (sent, not yet due), overdue (sent, due before today in the
 * business's time zone) and the total invoiced (issued, not voided). Amounts are what each invoice asks,
 * so a deposit is never counted twice (once on its own invoice, once on the final one).
 */
export async function invoiceStats(scope: TenantScope) {
  const { tx, businessId } = scope;
  const today = todayOf(scope);
  const due = sql`(${invoices.totalMinor} - ${invoices.depositsDeductedMinor})`;
  const bucket = (condition: ReturnType<typeof sql>) => ({
    count: sql<number>`count(*) filter (where ${condition})`.mapWith(Number),
    amount: sql<number>`coalesce(sum(${due}) filter (where ${condition}), 0)`.mapWith(Number),
  });
  // What was refunded online (each refund has its credit note) is no longer paid nor invoiced.
  const net = (condition: ReturnType<typeof sql>) => ({
    count: sql<number>`count(*) filter (where ${condition})`.mapWith(Number),
    amount:
      sql<number>`coalesce(sum(${due} - ${invoices.refundedMinor}) filter (where ${condition}), 0)`.mapWith(
        Number,
      ),
  });
  const paid = net(sql`${invoices.status} = 'paid'`);
  const pending = bucket(sql`${invoices.status} = 'sent' and ${invoices.dueDate} >= ${today}`);
  // The rule lives in public.invoice_is_overdue (migration 0016), the SQL twin of the domain's isOverdue.
  const overdue = bucket(
    sql`public.invoice_is_overdue(${invoices.status}, ${invoices.dueDate}, ${today}::date)`,
  );
  const total = net(sql`${invoices.status} in ('sent', 'paid')`);
  const drafts = bucket(sql`${invoices.status} = 'draft'`);
  const [row] = await tx
    .select({
      paidCount: paid.count,
      paidAmount: paid.amount,
      pendingCount: pending.count,
      pendingAmount: pending.amount,
      overdueCount: overdue.count,
      overdueAmount: overdue.amount,
      totalCount: total.count,
      totalAmount: total.amount,
      draftCount: drafts.count,
    })
    .from(invoices)
    .where(eq(invoices.businessId, businessId));
  return {
    paid: { count: row?.paidCount ?? 0, amountMinor: row?.paidAmount ?? 0 },
    pending: { count: row?.pendingCount ?? 0, amountMinor: row?.pendingAmount ?? 0 },
    overdue: { count: row?.overdueCount ?? 0, amountMinor: row?.overdueAmount ?? 0 },
    total: { count: row?.totalCount ?? 0, amountMinor: row?.totalAmount ?? 0 },
    drafts: row?.draftCount ?? 0,
    currency: scope.currency,
    today,
  };
}

export async function getInvoice(scope: TenantScope, id: string) {
  const { tx, businessId } = scope;
  const [row] = await tx
    .select({
      ...summaryColumns,
      clientAddress: invoices.clientAddress,
      clientCountry: invoices.clientCountry,
      clientVatNumber: invoices.clientVatNumber,
      locale: invoices.locale,
      vatRateBps: invoices.vatRateBps,
      taxes: invoices.taxes,
      pricesIncludeTax: invoices.pricesIncludeTax,
      notes: invoices.notes,
      subtotalMinor: invoices.subtotalMinor,
      vatMinor: invoices.vatMinor,
      issuedAt: invoices.issuedAt,
      sentAt: invoices.sentAt,
      paidAt: invoices.paidAt,
      voidedAt: invoices.voidedAt,
      voidReason: invoices.voidReason,
      updatedAt: invoices.updatedAt,
      orderNumber: orders.number,
    })
    .from(invoices)
    .leftJoin(orders, and(eq(orders.id, invoices.orderId), eq(orders.businessId, businessId)))
    .where(and(eq(invoices.businessId, businessId), eq(invoices.id, id)));
  if (!row) throw AppError.notFound('Invoice');
  const lines = await tx
    .select({
      id: invoiceLines.id,
      position: invoiceLines.position,
      description: invoiceLines.description,
      quantity: invoiceLines.quantity,
      unitPriceMinor: invoiceLines.unitPriceMinor,
      netMinor: invoiceLines.netMinor,
      vatMinor: invoiceLines.vatMinor,
    })
    .from(invoiceLines)
    .where(and(eq(invoiceLines.businessId, businessId), eq(invoiceLines.invoiceId, id)))
    .orderBy(asc(invoiceLines.position));
  const notes = await tx
    .select({
      id: creditNotes.id,
      kind: creditNotes.kind,
      number: creditNotes.number,
      issueDate: creditNotes.issueDate,
      reason: creditNotes.reason,
      subtotalMinor: creditNotes.subtotalMinor,
      vatMinor: creditNotes.vatMinor,
      totalMinor: creditNotes.totalMinor,
      createdAt: creditNotes.createdAt,
    })
    .from(creditNotes)
    .where(and(eq(creditNotes.businessId, businessId), eq(creditNotes.invoiceId, id)))
    .orderBy(asc(creditNotes.createdAt), asc(creditNotes.number));
  const voided = notes.find((note) => note.kind === 'void');
  const creditNote = voided
    ? {
        id: voided.id,
        number: voided.number,
        issueDate: voided.issueDate,
        reason: voided.reason,
        totalMinor: voided.totalMinor,
      }
    : null;
  const refunds = notes
    .filter((note) => note.kind === 'refund')
    .map(({ kind: _kind, createdAt: _at, ...note }) => note);
  const [online] = await tx
    .select({ paid: sql<number>`coalesce(sum(${clientPayments.amountMinor}), 0)`.mapWith(Number) })
    .from(clientPayments)
    .where(
      and(
        eq(clientPayments.businessId, businessId),
        eq(clientPayments.invoiceId, id),
        eq(clientPayments.kind, 'invoice'),
        eq(clientPayments.status, 'paid'),
      ),
    );
  return {
    ...withDerived(row, todayOf(scope)),
    lines,
    creditNote,
    creditDeductions: await creditDeductionsOf(scope, id),
    refunds,
    paidOnlineMinor: online?.paid ?? 0,
  };
}

export type InvoiceDetail = Awaited<ReturnType<typeof getInvoice>>;

/**
 * The lines with their taxes worked out by the domain under the business's rule (ADR 052), their unit
 * prices before tax or tax included as the invoice was made (ADR 079), or the first line's problem as a
 * field error.
 */
function totalsOf(items: readonly InvoiceLine[], rule: TaxRule, pricesIncludeTax: boolean) {
  try {
    return computeTaxedInvoice(items, rule, { pricesIncludeTax });
  } catch (error) {
    if (error instanceof InvoiceError) {
      const field = error.lineIndex === undefined ? 'items' : `items.${error.lineIndex}.price`;
      throw AppError.validation({ [field]: error.message });
    }
    throw error;
  }
}

async function writeLines(
  scope: TenantScope,
  invoiceId: string,
  items: readonly InvoiceLine[],
  rule: TaxRule,
  pricesIncludeTax: boolean,
) {
  const { tx, businessId } = scope;
  const totals = totalsOf(items, rule, pricesIncludeTax);
  await tx
    .delete(invoiceLines)
    .where(and(eq(invoiceLines.businessId, businessId), eq(invoiceLines.invoiceId, invoiceId)));
  if (items.length > 0) {
    await tx.insert(invoiceLines).values(
      items.map((item, position) => ({
        businessId,
        invoiceId,
        position,
        description: item.description ?? '',
        quantity: item.quantity,
        unitPriceMinor: item.unitPriceMinor,
        netMinor: totals.lines[position]!.net,
        vatMinor: totals.lines[position]!.vat,
      })),
    );
  }
  return totals;
}

/** Deposit invoices of an order already issued (sent or paid): what its final invoice deducts. */
async function depositsIssuedFor(scope: TenantScope, orderId: string) {
  const { tx, businessId } = scope;
  const [row] = await tx
    .select({ sum: sql<number>`coalesce(sum(${invoices.totalMinor}), 0)`.mapWith(Number) })
    .from(invoices)
    .where(
      and(
        eq(invoices.businessId, businessId),
        eq(invoices.orderId, orderId),
        eq(invoices.kind, 'deposit'),
        inArray(invoices.status, ['sent', 'paid']),
      ),
    );
  return row?.sum ?? 0;
}

function deductible(totalMinor: number, deposits: number): number {
  try {
    balanceDue(totalMinor, deposits);
    return deposits;
  } catch (error) {
    if (error instanceof InvoiceError) {
      throw new AppError('deposits_exceed_total', 'The deposits already invoiced exceed this invoice', 422);
    }
    throw error;
  }
}

export interface NewInvoice {
  clientId?: string | null;
  clientName: string;
  clientEmail?: string | null;
  clientAddress?: string | null;
  items: readonly InvoiceLine[];
  /** Undefined: the settings' default notes; null: none. */
  notes?: string | null;
  dueDate?: string;
  locale?: Locale;
  kind?: 'standard' | 'deposit' | 'final';
  orderId?: string | null;
  /**
   * Whether the unit prices are tax included; undefined: as the business enters prices. An order's amounts
   * are before tax (its pay links add the tax), so its invoices say false.
   */
  pricesIncludeTax?: boolean;
}

/** How the business types invoice prices (Settings → Business, ADR 079). */
async function businessPricesIncludeTax(scope: TenantScope): Promise<boolean> {
  const [row] = await scope.tx
    .select({ pricesIncludeTax: businesses.pricesIncludeTax })
    .from(businesses)
    .where(eq(businesses.id, scope.businessId));
  return row?.pricesIncludeTax ?? false;
}

/** A draft: no number yet. Its due date follows the payment terms unless one is given. */
export async function createInvoice(scope: TenantScope, input: NewInvoice) {
  const locale = input.locale ?? 'fr';
  const settings = await getInvoiceSettings(scope, locale);
  const today = todayOf(scope);
  if (input.clientId) await assertOwnClient(scope, input.clientId);
  const rule = await taxRuleOf(scope);
  // The invoice keeps the mode it is made in: a later change of the setting does not alter its prices.
  const pricesIncludeTax = input.pricesIncludeTax ?? (await businessPricesIncludeTax(scope));
  const totals = totalsOf(input.items, rule, pricesIncludeTax);
  const deposits =
    input.kind === 'final' && input.orderId
      ? deductible(totals.total, await depositsIssuedFor(scope, input.orderId))
      : 0;
  const [created] = await scope.tx
    .insert(invoices)
    .values({
      businessId: scope.businessId,
      kind: input.kind ?? 'standard',
      orderId: input.orderId ?? null,
      clientId: input.clientId ?? null,
      clientName: input.clientName,
      clientEmail: input.clientEmail ?? null,
      clientAddress: input.clientAddress ?? null,
      locale,
      currency: settings.currency,
      dueDate: input.dueDate ?? addDays(today, settings.defaultPaymentTerms),
      notes: input.notes === undefined ? settings.defaultNotes : input.notes,
      vatRateBps: singleRateBps(rule),
      taxes: [...totals.taxes],
      pricesIncludeTax,
      subtotalMinor: totals.subtotal,
      vatMinor: totals.vat,
      totalMinor: totals.total,
      depositsDeductedMinor: deposits,
      createdBy: scope.userId,
    })
    .returning({ id: invoices.id });
  await writeLines(scope, created!.id, input.items, rule, pricesIncludeTax);
  return getInvoice(scope, created!.id);
}

/**
 * The client's country and VAT number as the invoice is issued: kept on it, so its Factur-X names the buyer
 * as it was that day (a later change of the client's record does not alter an issued invoice).
 */
async function clientBuyerFacts(scope: TenantScope, clientId: string | null) {
  if (!clientId) return { country: null, vatNumber: null };
  const [row] = await scope.tx
    .select({ country: clients.country, vatNumber: clients.vatNumber })
    .from(clients)
    .where(and(eq(clients.businessId, scope.businessId), eq(clients.id, clientId)));
  return { country: row?.country ?? null, vatNumber: row?.vatNumber ?? null };
}

async function assertOwnClient(scope: TenantScope, clientId: string) {
  const { rows } = await scope.tx.execute(
    sql`select 1 from public.clients where business_id = ${scope.businessId} and id = ${clientId}`,
  );
  if (rows.length === 0)
    throw AppError.validation({ clientId: 'Unknown client' }, 'The client does not exist');
}

/** The invoice row, locked for the rest of the transaction (two issues of one draft queue up). */
async function lockInvoice(scope: TenantScope, id: string) {
  const { tx, businessId } = scope;
  const [row] = await tx
    .select({
      id: invoices.id,
      status: invoices.status,
      kind: invoices.kind,
      orderId: invoices.orderId,
      clientId: invoices.clientId,
      clientEmail: invoices.clientEmail,
      totalMinor: invoices.totalMinor,
      subtotalMinor: invoices.subtotalMinor,
      vatMinor: invoices.vatMinor,
      depositsDeductedMinor: invoices.depositsDeductedMinor,
      currency: invoices.currency,
      number: invoices.number,
      pricesIncludeTax: invoices.pricesIncludeTax,
    })
    .from(invoices)
    .where(and(eq(invoices.businessId, businessId), eq(invoices.id, id)))
    .for('update');
  if (!row) throw AppError.notFound('Invoice');
  return row;
}

const notDraft = () =>
  new AppError(
    'invoice_issued',
    'This invoice is issued: it can no longer be changed (void it instead)',
    409,
  );

/** Changes a draft; issued invoices are kept as issued. */
export async function updateDraft(
  scope: TenantScope,
  { id, patch }: { id: string; patch: InvoiceDraftPatch },
) {
  const row = await lockInvoice(scope, id);
  if (!invoiceAllows(row, 'edit')) throw notDraft();
  if (patch.clientId) await assertOwnClient(scope, patch.clientId);
  const { items, ...fields } = patch;
  const changes: Partial<typeof invoices.$inferInsert> = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  );
  if (items) {
    // A draft follows the business's rule as it is now (its country or registration may have changed).
    const rule = await taxRuleOf(scope);
    const totals = await writeLines(scope, id, items, rule, row.pricesIncludeTax);
    changes.vatRateBps = singleRateBps(rule);
    changes.taxes = [...totals.taxes];
    changes.subtotalMinor = totals.subtotal;
    changes.vatMinor = totals.vat;
    changes.totalMinor = totals.total;
    if (row.kind === 'final' && row.orderId) {
      changes.depositsDeductedMinor = deductible(totals.total, await depositsIssuedFor(scope, row.orderId));
    }
  }
  if (Object.keys(changes).length > 0) {
    await scope.tx
      .update(invoices)
      .set(changes)
      .where(and(eq(invoices.businessId, scope.businessId), eq(invoices.id, id)));
  }
  return getInvoice(scope, id);
}

/** Only a draft can go; an issued invoice is voided with a credit note instead. */
export async function deleteDraft(scope: TenantScope, id: string) {
  const row = await lockInvoice(scope, id);
  if (!invoiceAllows(row, 'delete')) throw notDraft();
  await scope.tx.delete(invoices).where(and(eq(invoices.businessId, scope.businessId), eq(invoices.id, id)));
}

/**
 * Issues a locked draft: the next number of the business's counter for this year (taken in this
 * transaction, so a rollback gives it back and two issues never share one), today's date in the
 * business's time zone, and the deposits its order has issued since the draft was made.
 */
async function issueLocked(scope: TenantScope, row: Awaited<ReturnType<typeof lockInvoice>>) {
  const { tx, businessId } = scope;
  const today = todayOf(scope);
  const year = Number(today.slice(0, 4));
  const { rows } = await tx.execute<{ n: number }>(
    sql`select public.next_business_number(${businessId}, 'invoice', ${year}) as n`,
  );
  const number = formatInvoiceNumber(year, Number(rows[0]!.n));
  const deposits =
    row.kind === 'final' && row.orderId
      ? deductible(row.totalMinor, await depositsIssuedFor(scope, row.orderId))
      : row.depositsDeductedMinor;
  // The client's credit (paid booking deposits) deducts from what is left, in this transaction.
  const { deducted: credit, clientId } =
    row.kind === 'deposit'
      ? { deducted: 0, clientId: row.clientId }
      : await deductClientCredit(scope, {
          id: row.id,
          clientId: row.clientId,
          clientEmail: row.clientEmail,
          currency: row.currency,
          dueMinor: row.totalMinor - deposits,
        });
  // Covered in full by the credit: nothing is left to pay.
  const settled = credit > 0 && row.totalMinor - deposits - credit === 0;
  const buyer = await clientBuyerFacts(scope, clientId ?? row.clientId);
  await tx
    .update(invoices)
    .set({
      number,
      status: settled ? 'paid' : 'sent',
      ...(settled ? { paidAt: scope.now } : {}),
      issueDate: today,
      issuedAt: scope.now,
      depositsDeductedMinor: deposits + credit,
      creditDeductedMinor: credit,
      clientCountry: buyer.country,
      clientVatNumber: buyer.vatNumber,
      // Typed with the email of a client who has credit: now on their record.
      ...(clientId && !row.clientId ? { clientId } : {}),
    })
    .where(and(eq(invoices.businessId, businessId), eq(invoices.id, row.id)));
  // What the client already paid online for its order covers it (the pay link may come before the invoice).
  if (row.orderId && !settled) await settleOrderInvoices(scope, { businessId, orderId: row.orderId });
  return number;
}

export async function issueInvoice(scope: TenantScope, id: string) {
  const row = await lockInvoice(scope, id);
  if (!invoiceAllows(row, 'issue')) {
    throw new AppError('invoice_issued', `This invoice is already issued`, 409);
  }
  await issueLocked(scope, row);
  return getInvoice(scope, id);
}

/**
 * Issues the invoice if it is still a draft; the locked row (as it was) either way. Void invoices are
 * refused: they allow neither sending nor marking paid (domain: invoiceActions).
 */
export async function ensureIssued(scope: TenantScope, id: string) {
  const row = await lockInvoice(scope, id);
  if (!invoiceAllows(row, 'send')) throw new AppError('invoice_void', 'This invoice is void', 409);
  if (row.status === 'draft') await issueLocked(scope, row);
  return row;
}

/** Mark paid: a draft paid on the spot is issued first. */
export async function markPaid(scope: TenantScope, { id, paidOn }: { id: string; paidOn?: string }) {
  const row = await ensureIssued(scope, id);
  if (!invoiceAllows(row, 'mark_paid')) {
    throw new AppError('invoice_paid', 'This invoice is already paid', 409);
  }
  await scope.tx
    .update(invoices)
    .set({ status: 'paid', paidAt: paidOn ? new Date(`${paidOn}T12:00:00Z`) : scope.now })
    .where(and(eq(invoices.businessId, scope.businessId), eq(invoices.id, id)));
  const paid = await getInvoice(scope, id);
  await emitWebhookEvent(scope, { businessId: scope.businessId, type: 'invoice.paid', data: paid });
  return paid;
}

/**
 * Voids an issued invoice: it keeps its number and gets a credit note with a number of its own (UK VAT:
 * a spoilt invoice is kept, and gaps must be explainable). A draft is deleted instead.
 */
export async function voidInvoice(
  scope: TenantScope,
  { id, reason }: { id: string; reason?: string | null },
) {
  const { tx, businessId } = scope;
  const row = await lockInvoice(scope, id);
  if (!invoiceAllows(row, 'void')) {
    throw row.status === 'draft'
      ? new AppError('invoice_draft', 'A draft has no number to cancel: delete it instead', 409)
      : new AppError('invoice_void', 'This invoice is already void', 409);
  }
  const today = todayOf(scope);
  const year = Number(today.slice(0, 4));
  const { rows } = await tx.execute<{ n: number }>(
    sql`select public.next_business_number(${businessId}, 'credit_note', ${year}) as n`,
  );
  await tx.insert(creditNotes).values({
    businessId,
    invoiceId: id,
    number: formatCreditNoteNumber(year, Number(rows[0]!.n)),
    reason: reason ?? null,
    issueDate: today,
    currency: row.currency,
    subtotalMinor: row.subtotalMinor,
    vatMinor: row.vatMinor,
    totalMinor: row.totalMinor,
  });
  await tx
    .update(invoices)
    .set({ status: 'void', voidedAt: scope.now, voidReason: reason ?? null })
    .where(and(eq(invoices.businessId, businessId), eq(invoices.id, id)));
  // The credit it deducted goes back on the client's record.
  await restoreDeductedCredit(scope, id);
  return getInvoice(scope, id);
}

/** A new draft with the same client and lines, due after the payment terms from today. */
export async function duplicateInvoice(scope: TenantScope, id: string) {
  const source = await getInvoice(scope, id);
  return createInvoice(scope, {
    clientId: source.clientId,
    clientName: source.clientName,
    clientEmail: source.clientEmail,
    clientAddress: source.clientAddress,
    items: source.lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      unitPriceMinor: line.unitPriceMinor,
    })),
    notes: source.notes,
    locale: source.locale,
    // The copied prices keep their meaning.
    pricesIncludeTax: source.pricesIncludeTax,
  });
}

/** 'Dupliquer la dernière': the most recently created invoice, whatever its status. */
export async function duplicateLastInvoice(scope: TenantScope) {
  const [last] = await scope.tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.businessId, scope.businessId))
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(1);
  if (!last) throw new AppError('no_invoice', 'There is no invoice to duplicate yet', 404);
  return duplicateInvoice(scope, last.id);
}
