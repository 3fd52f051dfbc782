import { clients, files, valuationPhotos, valuations } from '@carat/db';
import { can } from '@carat/domain';
import { todayIn } from '@carat/domain/dates';
import type { ValuationInputParsed, ValuationListQuery } from '@carat/validation/repairs';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { createInvoice } from '#api/features/invoices/index.ts';
import { AppError } from '#api/lib/errors.ts';
import { assertOwnReferences } from '#api/lib/references.ts';
import type { TenantScope } from '#api/scope.ts';
import { ownRepairIds } from './repairs.ts';

/**
 * Insurance valuations: numbered VAL-YYYY-NNN, kept on the client's record. A new version of
 * the same piece names the one it supersedes and keeps its number (version + 1); both are kept. A fee is
 * invoiced through the invoices feature as a draft, which only members who may invoice can make.
 */

type ValuationRow = typeof valuations.$inferSelect;

function summaryOf(row: ValuationRow, supersededById: string | null, clientName: string | null) {
  return {
    id: row.id,
    number: row.number,
    version: row.version,
    supersedesId: row.supersedesId,
    supersededById,
    current: supersededById === null,
    clientId: row.clientId,
    clientName,
    repairId: row.repairId,
    description: row.description,
    replacementValueMinor: row.replacementValueMinor,
    currency: row.currency,
    valuerName: row.valuerName,
    validUntil: row.validUntil,
    feeMinor: row.feeMinor,
    invoiceId: row.invoiceId,
    createdAt: row.createdAt,
  };
}

async function successorOf(scope: TenantScope, id: string) {
  const [next] = await scope.tx
    .select({ id: valuations.id })
    .from(valuations)
    .where(and(eq(valuations.businessId, scope.businessId), eq(valuations.supersedesId, id)));
  return next?.id ?? null;
}

export async function getValuation(scope: TenantScope, id: string) {
  const { tx, businessId } = scope;
  const [row] = await tx
    .select({ valuation: valuations, clientName: clients.name })
    .from(valuations)
    .leftJoin(clients, and(eq(clients.id, valuations.clientId), eq(clients.businessId, businessId)))
    .where(and(eq(valuations.businessId, businessId), eq(valuations.id, id)));
  if (!row) throw AppError.notFound('Valuation');
  const photos = await tx
    .select({ fileId: valuationPhotos.fileId, contentType: files.contentType })
    .from(valuationPhotos)
    .innerJoin(files, and(eq(files.id, valuationPhotos.fileId), eq(files.businessId, businessId)))
    .where(and(eq(valuationPhotos.businessId, businessId), eq(valuationPhotos.valuationId, id)))
    .orderBy(asc(valuationPhotos.position));
  return {
    ...summaryOf(row.valuation, await successorOf(scope, id), row.clientName),
    metal: row.valuation.metal,
    stones: row.valuation.stones,
    signature: row.valuation.signature,
    photos: photos.map((p) => ({
      fileId: p.fileId,
      contentType: p.contentType,
      url: `/v1/files/${p.fileId}/content`,
    })),
  };
}

export async function listValuations(scope: TenantScope, query: ValuationListQuery) {
  const { tx, businessId } = scope;
  const where = and(
    eq(valuations.businessId, businessId),
    query.clientId ? eq(valuations.clientId, query.clientId) : undefined,
  );
  const rows = await tx
    .select({
      valuation: valuations,
      clientName: clients.name,
      supersededById: sql<string | null>`(select v2.id from public.valuations v2
        where v2.business_id = ${valuations.businessId} and v2.supersedes_id = ${valuations.id})`,
    })
    .from(valuations)
    .leftJoin(clients, and(eq(clients.id, valuations.clientId), eq(clients.businessId, businessId)))
    .where(where)
    .orderBy(desc(valuations.createdAt), desc(valuations.version))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await tx.select({ n: count() }).from(valuations).where(where);
  return {
    items: rows.map((r) => summaryOf(r.valuation, r.supersededById, r.clientName)),
    total: total?.n ?? 0,
    totalIsExact: true,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function createValuation(scope: TenantScope, input: ValuationInputParsed) {
  const { tx, businessId } = scope;
  await assertOwnReferences(scope, [
    { field: 'clientId', kind: 'client', ids: [input.clientId] },
    { field: 'photoFileIds', kind: 'file', ids: input.photoFileIds },
  ]);
  if (input.repairId && !(await ownRepairIds(scope, [input.repairId])).has(input.repairId)) {
    throw AppError.validation({ repairId: 'Unknown repair' }, 'The repair does not exist');
  }
  if (input.feeMinor > 0 && !can(scope.role, 'invoices')) {
    throw AppError.forbidden('Only members who invoice may charge a valuation fee');
  }
  let number: string;
  let version = 1;
  if (input.supersedesId) {
    const [previous] = await tx
      .select()
      .from(valuations)
      .where(and(eq(valuations.businessId, businessId), eq(valuations.id, input.supersedesId)));
    if (!previous) throw AppError.validation({ supersedesId: 'Unknown valuation' }, 'No such valuation');
    if (previous.clientId !== input.clientId) {
      throw AppError.validation({ supersedesId: 'Another client’s valuation' }, 'Not the same client');
    }
    // Two versions superseding the same one at once: the unique (business_id, supersedes_id) refuses the
    // second (409), whichever check ran first.
    if (await successorOf(scope, previous.id)) {
      throw new AppError('conflict', 'This valuation was already superseded', 409);
    }
    number = previous.number;
    version = previous.version + 1;
  } else {
    const year = Number(todayIn(scope.now, scope.timeZone).slice(0, 4));
    const { rows } = await tx.execute<{ n: number }>(
      sql`select public.next_business_number(${businessId}, 'valuation', ${year}) as n`,
    );
    number = `VAL-${year}-${String(Number(rows[0]!.n)).padStart(3, '0')}`;
  }
  let invoiceId: string | null = null;
  if (input.feeMinor > 0) {
    const [client] = await tx
      .select({ name: clients.name, email: clients.email })
      .from(clients)
      .where(and(eq(clients.businessId, businessId), eq(clients.id, input.clientId)));
    const label =
      scope.locale === 'fr'
        ? `Estimation pour assurance ${number}${version > 1 ? ` (version ${version})` : ''}`
        : `Insurance valuation ${number}${version > 1 ? ` (version ${version})` : ''}`;
    const invoice = await createInvoice(scope, {
      clientId: input.clientId,
      clientName: client?.name ?? '',
      clientEmail: client?.email ?? null,
      items: [{ description: label, quantity: 1, unitPriceMinor: input.feeMinor }],
      locale: scope.locale,
    });
    invoiceId = invoice.id;
  }
  const [created] = await tx
    .insert(valuations)
    .values({
      businessId,
      number,
      version,
      supersedesId: input.supersedesId ?? null,
      clientId: input.clientId,
      repairId: input.repairId ?? null,
      description: input.description,
      metal: input.metal,
      stones: input.stones,
      replacementValueMinor: input.replacementValueMinor,
      currency: scope.currency,
      valuerName: input.valuerName,
      signature: input.signature ?? null,
      validUntil: input.validUntil ?? null,
      feeMinor: input.feeMinor,
      invoiceId,
      createdBy: scope.userId,
      createdAt: scope.now,
    })
    .returning({ id: valuations.id });
  const id = created!.id;
  const photoIds = [...new Set(input.photoFileIds)];
  if (photoIds.length > 0) {
    await tx
      .insert(valuationPhotos)
      .values(photoIds.map((fileId, position) => ({ businessId, valuationId: id, fileId, position })));
  }
  return getValuation(scope, id);
}
