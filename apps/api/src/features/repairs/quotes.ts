import { businesses, clients, repairEvents, repairs } from '@carat/db';
import { and, eq, gt } from 'drizzle-orm';
import { AppError } from '#api/lib/errors.ts';
import { hashToken } from '#api/lib/tokens.ts';
import type { PublicScope, SystemScope } from '#api/scope.ts';
import { systemScopeOf } from '#api/scope.ts';

/**
 * The client's side of a quote: the link emailed when the job moved to `quoted` carries a
 * random token; only its SHA-256 is kept. Read and approved on the API's own connection (the client is no
 * member), answering only the quote's facts. Unknown or expired token: 404.
 */

function inServer<T>(scope: PublicScope, work: (server: SystemScope) => Promise<T>): Promise<T> {
  return scope.deps.db.transaction((tx) =>
    work(systemScopeOf(scope.deps, { tx, now: scope.now, locale: scope.locale })),
  );
}

async function quotedJob(server: SystemScope, token: string, options: { lock?: boolean } = {}) {
  const query = server.tx
    .select({ repair: repairs, businessName: businesses.name, clientName: clients.name })
    .from(repairs)
    .innerJoin(businesses, eq(businesses.id, repairs.businessId))
    .leftJoin(clients, and(eq(clients.id, repairs.clientId), eq(clients.businessId, repairs.businessId)))
    .where(and(eq(repairs.quoteTokenHash, hashToken(token)), gt(repairs.quoteTokenExpiresAt, server.now)));
  const [row] = options.lock ? await query.for('update', { of: repairs }) : await query;
  if (!row) throw AppError.notFound('Quote');
  return row;
}

function view(row: Awaited<ReturnType<typeof quotedJob>>) {
  const { repair } = row;
  return {
    business: { name: row.businessName },
    number: repair.number,
    clientName: row.clientName,
    piece: repair.piece,
    work: repair.work,
    quoteMinor: repair.quoteMinor,
    paidMinor: repair.paidMinor,
    currency: repair.currency,
    dueDate: repair.dueDate,
    estimateOnly: repair.estimateOnly,
    approvedAt: repair.quoteApprovedAt?.toISOString() ?? null,
    expiresAt: repair.quoteTokenExpiresAt!.toISOString(),
  };
}

/** `GET /v1/quotes/{token}`. */
export function getQuote(scope: PublicScope, token: string) {
  return inServer(scope, async (server) => view(await quotedJob(server, token)));
}

/**
 * `POST /v1/quotes/{token}/approve`: the client approves; the job's timeline says so. Approving twice
 * answers the same (the first approval stands); a job already handed back is no longer approved.
 */
export function approveQuote(scope: PublicScope, token: string) {
  return inServer(scope, async (server) => {
    const row = await quotedJob(server, token, { lock: true });
    if (row.repair.quoteApprovedAt) return view(row);
    if (row.repair.stage === 'collected') {
      throw new AppError('invalid_stage_move', 'This job was already collected', 409);
    }
    await server.tx.update(repairs).set({ quoteApprovedAt: server.now }).where(eq(repairs.id, row.repair.id));
    await server.tx.insert(repairEvents).values({
      businessId: row.repair.businessId,
      repairId: row.repair.id,
      kind: 'quote_approved',
      detail: { quoteMinor: row.repair.quoteMinor, by: 'client' },
      createdAt: server.now,
    });
    return view({ ...row, repair: { ...row.repair, quoteApprovedAt: server.now } });
  });
}
