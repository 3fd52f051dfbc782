import { randomBytes } from 'node:crypto';
import {
  businesses,
  clients,
  counterSettings,
  files,
  type RepairEventKind,
  type RepairStageName,
  repairEvents,
  repairPhotos,
  repairs,
} from '@carat/db';
import { can } from '@carat/domain';
import { todayIn } from '@carat/domain/dates';
import { type Currency, formatMoney } from '@carat/domain/money';
import {
  REPAIR_NEXT_STAGES,
  type RepairCollectInput,
  type RepairInputParsed,
  type RepairListQuery,
  type RepairPatch,
  type RepairStageInput,
  repairBalanceMinor,
} from '@carat/validation/repairs';
import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { createClient } from '#api/features/clients/index.ts';
import { queueEmailFromTenant } from '#api/features/invoices/index.ts';
import { queueRepairReadyText } from '#api/features/messaging/index.ts';
import { repairBalancePayUrl } from '#api/features/payments/index.ts';
import { AppError } from '#api/lib/errors.ts';
import { assertOwnReferences } from '#api/lib/references.ts';
import { pageArguments } from '#api/lib/search.ts';
import { hashToken } from '#api/lib/tokens.ts';
import type { TenantScope } from '#api/scope.ts';
import { pieceLabel } from './labels.ts';
import { repairQuoteMail, repairReadyMail } from './mail.ts';

/**
 * The counter's service jobs (ADR 056): taken in with the piece, its condition, the declared
 * value, the work asked and the client's signature; moved through taken_in → quoted → bench/outside →
 * ready → collected, each move on the timeline; handed back only once nothing is owed.
 */

/** How long the quote's link works. */
export const QUOTE_LINK_DAYS = 30;
/** A ready piece not collected after this many days is listed as overdue. */
export const UNCOLLECTED_DAYS = 30;

type RepairRow = typeof repairs.$inferSelect;

/** What is owed: the quote less what was paid (the rule is shared with the pay link's page). */
export const balanceOf = repairBalanceMinor;

const sumWork = (work: readonly { priceMinor: number }[]) => work.reduce((a, w) => a + w.priceMinor, 0);

function formatRepairNumber(year: number, n: number) {
  return `REP-${year}-${String(n).padStart(3, '0')}`;
}

/** The job as the list shows it. */
function summaryOf(row: RepairRow, clientName: string | null, today: string, now: Date) {
  return {
    id: row.id,
    number: row.number,
    stage: row.stage,
    clientId: row.clientId,
    clientName,
    piece: row.piece,
    declaredValueMinor: row.declaredValueMinor,
    currency: row.currency,
    quoteMinor: row.quoteMinor,
    depositMinor: row.depositMinor,
    paidMinor: row.paidMinor,
    balanceMinor: balanceOf(row),
    dueDate: row.dueDate,
    express: row.express,
    estimateOnly: row.estimateOnly,
    overdue: overdueReason(row, today, now),
    createdAt: row.createdAt,
  };
}

/** Why a job in the shop is overdue: past its due date, or ready and not collected for 30 days. */
function overdueReason(
  row: Pick<RepairRow, 'stage' | 'dueDate' | 'readyAt'>,
  today: string,
  now: Date,
): 'past_due' | 'uncollected' | null {
  if (row.stage === 'collected') return null;
  if (row.stage === 'ready') {
    return row.readyAt && now.getTime() - row.readyAt.getTime() > UNCOLLECTED_DAYS * 86_400_000
      ? 'uncollected'
      : null;
  }
  return row.dueDate && row.dueDate < today ? 'past_due' : null;
}

const today = (scope: TenantScope) => todayIn(scope.now, scope.timeZone);

async function repairRow(scope: TenantScope, id: string, options: { lock?: boolean } = {}) {
  const query = scope.tx
    .select()
    .from(repairs)
    .where(and(eq(repairs.businessId, scope.businessId), eq(repairs.id, id)));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw AppError.notFound('Repair');
  return row;
}

async function recordEvent(
  scope: TenantScope,
  input: {
    repairId: string;
    kind: RepairEventKind;
    fromStage?: string | null;
    toStage?: string | null;
    note?: string | null;
    detail?: Record<string, unknown>;
  },
) {
  await scope.tx.insert(repairEvents).values({
    businessId: scope.businessId,
    repairId: input.repairId,
    kind: input.kind,
    fromStage: input.fromStage ?? null,
    toStage: input.toStage ?? null,
    note: input.note ?? null,
    detail: input.detail ?? {},
    actorId: scope.userId,
    createdAt: scope.now,
  });
}

/** The job with its client, photos, timeline and next stages. */
export async function getRepair(scope: TenantScope, id: string) {
  const { tx, businessId } = scope;
  const row = await repairRow(scope, id);
  const [client] = row.clientId
    ? await tx
        .select({ id: clients.id, name: clients.name, email: clients.email, phone: clients.phone })
        .from(clients)
        .where(and(eq(clients.businessId, businessId), eq(clients.id, row.clientId)))
    : [];
  const photos = await tx
    .select({ fileId: repairPhotos.fileId, contentType: files.contentType })
    .from(repairPhotos)
    .innerJoin(files, and(eq(files.id, repairPhotos.fileId), eq(files.businessId, businessId)))
    .where(and(eq(repairPhotos.businessId, businessId), eq(repairPhotos.repairId, id)))
    .orderBy(asc(repairPhotos.position));
  const events = await tx
    .select({
      id: repairEvents.id,
      kind: repairEvents.kind,
      fromStage: repairEvents.fromStage,
      toStage: repairEvents.toStage,
      note: repairEvents.note,
      detail: repairEvents.detail,
      createdAt: repairEvents.createdAt,
    })
    .from(repairEvents)
    .where(and(eq(repairEvents.businessId, businessId), eq(repairEvents.repairId, id)))
    .orderBy(asc(repairEvents.seq));
  return {
    ...summaryOf(row, client?.name ?? null, today(scope), scope.now),
    client: client ?? null,
    conditionNotes: row.conditionNotes,
    work: row.work,
    quoteSentAt: row.quoteSentAt,
    quoteApprovedAt: row.quoteApprovedAt,
    workshop: row.workshop,
    sentOutAt: row.sentOutAt,
    expectedBack: row.expectedBack,
    readyAt: row.readyAt,
    collectedAt: row.collectedAt,
    intakeSignature: row.intakeSignature,
    pickupSignature: row.pickupSignature,
    photos: photos.map((p) => ({
      fileId: p.fileId,
      contentType: p.contentType,
      url: `/v1/files/${p.fileId}/content`,
    })),
    events,
    nextStages: [...REPAIR_NEXT_STAGES[row.stage]],
    updatedAt: row.updatedAt,
  };
}

async function replacePhotos(scope: TenantScope, repairId: string, fileIds: readonly string[]) {
  const { tx, businessId } = scope;
  await assertOwnReferences(scope, [{ field: 'photoFileIds', kind: 'file', ids: fileIds }]);
  await tx
    .delete(repairPhotos)
    .where(and(eq(repairPhotos.businessId, businessId), eq(repairPhotos.repairId, repairId)));
  const unique = [...new Set(fileIds)];
  if (unique.length > 0) {
    await tx
      .insert(repairPhotos)
      .values(unique.map((fileId, position) => ({ businessId, repairId, fileId, position })));
  }
}

/**
 * 'Nouvelle réparation': the client picked (checked against the business) or created through the
 * clients feature, the next REP-YYYY-NNN, the job, its photos and the first line of its timeline.
 */
export async function takeInRepair(scope: TenantScope, input: RepairInputParsed) {
  const { tx, businessId } = scope;
  let clientId = input.clientId ?? null;
  if (clientId) await assertOwnReferences(scope, [{ field: 'clientId', kind: 'client', ids: [clientId] }]);
  else if (input.client) clientId = (await createClient(scope, input.client)).id;
  const year = Number(today(scope).slice(0, 4));
  const { rows } = await tx.execute<{ n: number }>(
    sql`select public.next_business_number(${businessId}, 'repair', ${year}) as n`,
  );
  const [created] = await tx
    .insert(repairs)
    .values({
      businessId,
      number: formatRepairNumber(year, Number(rows[0]!.n)),
      clientId,
      piece: { ...input.piece, marks: [...new Set(input.piece.marks)] },
      conditionNotes: input.conditionNotes ?? null,
      declaredValueMinor: input.declaredValueMinor,
      currency: scope.currency,
      work: input.work,
      quoteMinor: input.quoteMinor ?? sumWork(input.work),
      dueDate: input.dueDate ?? null,
      express: input.express,
      estimateOnly: input.estimateOnly,
      depositMinor: input.depositMinor,
      paidMinor: input.depositMinor,
      intakeSignature: input.intakeSignature ?? null,
      createdBy: scope.userId,
      createdAt: scope.now,
    })
    .returning({ id: repairs.id });
  const repairId = created!.id;
  await replacePhotos(scope, repairId, input.photoFileIds);
  await recordEvent(scope, {
    repairId,
    kind: 'created',
    toStage: 'taken_in',
    detail: {
      declaredValueMinor: input.declaredValueMinor,
      signed: input.intakeSignature != null,
      ...(input.depositMinor > 0 ? { depositMinor: input.depositMinor } : {}),
    },
  });
  return getRepair(scope, repairId);
}

/** A change to what was taken in. A collected job is kept as it was handed back. */
export async function updateRepair(scope: TenantScope, input: { id: string; patch: RepairPatch }) {
  const { id, patch } = input;
  const row = await repairRow(scope, id, { lock: true });
  if (Object.keys(patch).length === 0) return getRepair(scope, id);
  if (row.stage === 'collected') {
    throw new AppError('invalid_stage_move', 'A collected job is no longer changed', 409);
  }
  const work = patch.work ?? row.work;
  const depositMinor = patch.depositMinor ?? row.depositMinor;
  const set: Partial<typeof repairs.$inferInsert> = {
    ...(patch.piece ? { piece: { ...patch.piece, marks: [...new Set(patch.piece.marks)] } } : {}),
    ...(patch.conditionNotes !== undefined ? { conditionNotes: patch.conditionNotes } : {}),
    ...(patch.declaredValueMinor !== undefined ? { declaredValueMinor: patch.declaredValueMinor } : {}),
    ...(patch.work ? { work } : {}),
    // A new list of work without a quote re-prices the quote from the list.
    ...(patch.quoteMinor != null
      ? { quoteMinor: patch.quoteMinor }
      : patch.work
        ? { quoteMinor: sumWork(work) }
        : {}),
    ...(patch.dueDate !== undefined ? { dueDate: patch.dueDate } : {}),
    ...(patch.express !== undefined ? { express: patch.express } : {}),
    ...(patch.estimateOnly !== undefined ? { estimateOnly: patch.estimateOnly } : {}),
    // The deposit is part of what was paid: changing it moves the paid amount by the same.
    ...(patch.depositMinor !== undefined
      ? { depositMinor, paidMinor: row.paidMinor - row.depositMinor + depositMinor }
      : {}),
  };
  if (Object.keys(set).length > 0) {
    await scope.tx
      .update(repairs)
      .set(set)
      .where(and(eq(repairs.businessId, scope.businessId), eq(repairs.id, id)));
  }
  if (patch.photoFileIds) await replacePhotos(scope, id, patch.photoFileIds);
  await recordEvent(scope, { repairId: id, kind: 'updated', detail: { fields: Object.keys(patch).sort() } });
  return getRepair(scope, id);
}

/** The Réparations list: a stage, a search over the number, the client's name and the piece. */
export async function listRepairs(scope: TenantScope, query: RepairListQuery) {
  const { tx, businessId } = scope;
  const { pattern, offset } = pageArguments(query);
  const where = and(
    eq(repairs.businessId, businessId),
    query.stage ? eq(repairs.stage, query.stage) : undefined,
    query.clientId ? eq(repairs.clientId, query.clientId) : undefined,
    pattern ? sql`${repairs.searchText} like public.normalize_search(${pattern})` : undefined,
  );
  const rows = await tx
    .select({ repair: repairs, clientName: clients.name })
    .from(repairs)
    .leftJoin(clients, and(eq(clients.id, repairs.clientId), eq(clients.businessId, businessId)))
    .where(where)
    .orderBy(desc(repairs.express), desc(repairs.createdAt), desc(repairs.id))
    .limit(query.pageSize)
    .offset(offset);
  const [total] = await tx.select({ n: count() }).from(repairs).where(where);
  const day = today(scope);
  return {
    items: rows.map((r) => summaryOf(r.repair, r.clientName, day, scope.now)),
    total: total?.n ?? 0,
    totalIsExact: true,
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function clientAndBusiness(scope: TenantScope, row: RepairRow) {
  const [business] = await scope.tx
    .select({ name: businesses.name })
    .from(businesses)
    .where(eq(businesses.id, scope.businessId));
  const [client] = row.clientId
    ? await scope.tx
        .select({ name: clients.name, email: clients.email })
        .from(clients)
        .where(and(eq(clients.businessId, scope.businessId), eq(clients.id, row.clientId)))
    : [];
  return { businessName: business?.name ?? '', client: client ?? null };
}

const money = (scope: TenantScope, minor: number, currency: string) =>
  formatMoney(minor, currency as Currency, scope.locale);

/**
 * Sends the quote: a new link (a random token, only its SHA-256 kept) emailed to the client. Without an
 * email address the link is still made (the jeweller reads the quote to the client).
 */
async function sendQuote(scope: TenantScope, row: RepairRow) {
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(scope.now.getTime() + QUOTE_LINK_DAYS * 86_400_000);
  await scope.tx
    .update(repairs)
    .set({ quoteTokenHash: hashToken(token), quoteTokenExpiresAt: expires, quoteSentAt: scope.now })
    .where(and(eq(repairs.businessId, scope.businessId), eq(repairs.id, row.id)));
  const url = `${scope.deps.config.SHOWROOM_URL}/quote#${token}`;
  const { businessName, client } = await clientAndBusiness(scope, row);
  if (client?.email) {
    const mail = repairQuoteMail({
      locale: scope.locale,
      clientName: client.name,
      number: row.number,
      piece: pieceLabel(scope.locale, row.piece.type),
      amount: money(scope, row.quoteMinor, row.currency),
      businessName,
      url,
    });
    await queueEmailFromTenant(scope, { to: client.email, ...mail });
  }
  await recordEvent(scope, {
    repairId: row.id,
    kind: 'quote_sent',
    detail: { quoteMinor: row.quoteMinor, emailed: Boolean(client?.email) },
  });
  return url;
}

/**
 * The client is told the piece is ready, with the balance due and, when the business takes payments
 * online, a pay link for it (ADR 059); without one the email asks for the balance at the counter.
 */
async function tellReady(scope: TenantScope, row: RepairRow) {
  const { businessName, client } = await clientAndBusiness(scope, row);
  const balance = balanceOf(row);
  let payUrl: string | null = null;
  if (client?.email) {
    payUrl = balance > 0 ? await repairBalancePayUrl(scope, { repairId: row.id }) : null;
    const mail = repairReadyMail({
      locale: scope.locale,
      clientName: client.name,
      number: row.number,
      piece: pieceLabel(scope.locale, row.piece.type),
      balance: balance > 0 ? money(scope, balance, row.currency) : null,
      businessName,
      payUrl,
    });
    await queueEmailFromTenant(scope, { to: client.email, ...mail });
    await recordEvent(scope, {
      repairId: row.id,
      kind: 'email',
      detail: { to: client.email, balanceMinor: balance, payLink: payUrl !== null },
    });
  }
  // By text too when the client agreed to SMS: the balance and the same pay link.
  if (row.clientId) {
    await queueRepairReadyText(scope, {
      businessName,
      clientId: row.clientId,
      number: row.number,
      balance: money(scope, Math.max(0, balance), row.currency),
      link: payUrl,
    });
  }
}

/** `POST /v1/repairs/{id}/stage`: an allowed move, on the timeline; `collected` is the collection. */
export async function moveRepairStage(scope: TenantScope, input: { id: string; move: RepairStageInput }) {
  const { id, move } = input;
  if (move.stage === 'collected') {
    if (!move.signature) {
      throw AppError.validation({ signature: 'The client signs at pickup' }, 'A signature is required');
    }
    return collectRepair(scope, {
      id,
      collect: {
        signature: move.signature,
        paymentMethod: move.paymentMethod ?? 'card',
        ...(move.paymentMinor ? { paymentMinor: move.paymentMinor } : {}),
      },
    });
  }
  const row = await repairRow(scope, id, { lock: true });
  const to = move.stage as RepairStageName;
  if (!REPAIR_NEXT_STAGES[row.stage].includes(to)) {
    throw new AppError('invalid_stage_move', `A job cannot go from ${row.stage} to ${to}`, 409);
  }
  const set: Partial<typeof repairs.$inferInsert> = { stage: to };
  if (to === 'outside') {
    set.workshop = move.workshop ?? null;
    set.sentOutAt = scope.now;
    set.expectedBack = move.expectedAt ?? null;
  }
  if (to === 'ready') set.readyAt = scope.now;
  // Conditional on the stage read: a concurrent move of the same job finds nothing to update.
  const [moved] = await scope.tx
    .update(repairs)
    .set(set)
    .where(and(eq(repairs.businessId, scope.businessId), eq(repairs.id, id), eq(repairs.stage, row.stage)))
    .returning();
  if (!moved) throw new AppError('invalid_stage_move', 'The job moved meanwhile', 409);
  await recordEvent(scope, {
    repairId: id,
    kind: 'stage',
    fromStage: row.stage,
    toStage: to,
    note: move.note ?? null,
    detail: to === 'outside' ? { workshop: move.workshop ?? null, expectedAt: move.expectedAt ?? null } : {},
  });
  if (to === 'quoted') await sendQuote(scope, moved);
  if (to === 'ready') await tellReady(scope, moved);
  return getRepair(scope, id);
}

/**
 * `POST /v1/repairs/{id}/collect`: the piece handed back. Only a ready job; a payment taken at the counter
 * is added first; while a balance is still owed the answer is 409 `balance_due` (and the request's
 * transaction, payment included, is rolled back). The stage moves with a conditional UPDATE (… WHERE
 * stage = 'ready'), so of two collections at once one succeeds and the other gets 409.
 */
export async function collectRepair(scope: TenantScope, input: { id: string; collect: RepairCollectInput }) {
  const { id, collect } = input;
  const row = await repairRow(scope, id);
  if (row.stage !== 'ready') {
    throw new AppError(
      'invalid_stage_move',
      row.stage === 'collected' ? 'This job was already collected' : 'Only a ready job is collected',
      409,
    );
  }
  const payment = collect.paymentMinor ?? 0;
  const balance = balanceOf(row);
  if (payment > balance) {
    throw AppError.validation(
      { paymentMinor: 'More than the balance due' },
      'The payment exceeds the balance',
    );
  }
  if (balance - payment > 0) {
    throw new AppError(
      'balance_due',
      'A balance is still owed: take it at the counter first',
      409,
      undefined,
      {
        balanceMinor: String(balance - payment),
        currency: row.currency,
      },
    );
  }
  const [collected] = await scope.tx
    .update(repairs)
    .set({
      stage: 'collected',
      collectedAt: scope.now,
      pickupSignature: collect.signature,
      paidMinor: sql`${repairs.paidMinor} + ${payment}`,
    })
    .where(and(eq(repairs.businessId, scope.businessId), eq(repairs.id, id), eq(repairs.stage, 'ready')))
    .returning({ id: repairs.id });
  if (!collected) throw new AppError('invalid_stage_move', 'This job was already collected', 409);
  if (payment > 0) {
    await recordEvent(scope, {
      repairId: id,
      kind: 'payment',
      detail: { amountMinor: payment, method: collect.paymentMethod, at: 'counter' },
    });
  }
  await recordEvent(scope, { repairId: id, kind: 'collected', fromStage: 'ready', toStage: 'collected' });
  return getRepair(scope, id);
}

/**
 * `GET /v1/custody`: the clients' pieces in the shop (every job not collected), their declared value
 * against the insurer's limit, and the overdue jobs. Declared values are for owners and admins: staff get
 * the count and the overdue list without amounts (null).
 */
export async function custody(scope: TenantScope) {
  const { tx, businessId } = scope;
  const seesValues = can(scope.role, 'invoices');
  const [totals] = await tx
    .select({ n: count(), value: sql<string>`coalesce(sum(${repairs.declaredValueMinor}), 0)` })
    .from(repairs)
    .where(and(eq(repairs.businessId, businessId), ne(repairs.stage, 'collected')));
  const [settings] = await tx
    .select({ limit: counterSettings.custodyLimitMinor, terms: counterSettings.terms })
    .from(counterSettings)
    .where(eq(counterSettings.businessId, businessId));
  const day = today(scope);
  const since = new Date(scope.now.getTime() - UNCOLLECTED_DAYS * 86_400_000);
  const late = await tx
    .select({ repair: repairs, clientName: clients.name })
    .from(repairs)
    .leftJoin(clients, and(eq(clients.id, repairs.clientId), eq(clients.businessId, businessId)))
    .where(
      and(
        eq(repairs.businessId, businessId),
        ne(repairs.stage, 'collected'),
        sql`((${repairs.stage} = 'ready' and ${repairs.readyAt} < ${since}) or (${repairs.stage} <> 'ready' and ${repairs.dueDate} < ${day}))`,
      ),
    )
    .orderBy(asc(repairs.dueDate), asc(repairs.createdAt))
    .limit(200);
  const declared = Number(totals?.value ?? 0);
  const limit = settings?.limit ?? null;
  return {
    count: totals?.n ?? 0,
    declaredValueMinor: seesValues ? declared : null,
    limitMinor: seesValues ? limit : null,
    overLimit: seesValues ? limit !== null && declared > limit : null,
    currency: scope.currency,
    terms: settings?.terms ?? null,
    overdue: late.map(({ repair, clientName }) => ({
      id: repair.id,
      number: repair.number,
      stage: repair.stage,
      clientName,
      dueDate: repair.dueDate,
      readyAt: repair.readyAt,
      reason: overdueReason(repair, day, scope.now) ?? 'past_due',
      declaredValueMinor: seesValues ? repair.declaredValueMinor : null,
    })),
  };
}

/**
 * `PATCH /v1/custody`: the counter's settings, the insurer's limit and the shop's terms on the envelope
 * (owners and admins, by the route's area and RLS); a field left out is kept.
 */
export async function setCounterSettings(
  scope: TenantScope,
  input: { limitMinor?: number | null; terms?: string | null },
) {
  const set: Partial<typeof counterSettings.$inferInsert> = {};
  if (input.limitMinor !== undefined) set.custodyLimitMinor = input.limitMinor;
  if (input.terms !== undefined) set.terms = input.terms;
  await scope.tx
    .insert(counterSettings)
    .values({ businessId: scope.businessId, ...set })
    .onConflictDoUpdate({ target: counterSettings.businessId, set: { ...set, updatedAt: scope.now } });
  return custody(scope);
}

/** The shop's own terms for the envelope, or null for the default text. */
export async function counterTerms(scope: TenantScope): Promise<string | null> {
  const [settings] = await scope.tx
    .select({ terms: counterSettings.terms })
    .from(counterSettings)
    .where(eq(counterSettings.businessId, scope.businessId));
  return settings?.terms ?? null;
}

/** Repairs of these ids that belong to the business (for valuations naming one). */
export async function ownRepairIds(scope: TenantScope, ids: readonly string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await scope.tx
    .select({ id: repairs.id })
    .from(repairs)
    .where(and(eq(repairs.businessId, scope.businessId), inArray(repairs.id, [...ids])));
  return new Set(rows.map((r) => r.id));
}
