import { businesses, clientConsents, clients } from '@carat/db';
import type { ConsentSource, Consents } from '@carat/domain/messaging';
import type { ConsentsInput } from '@carat/validation/messaging';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '#api/lib/errors.ts';
import type { Scope, TenantScope } from '#api/scope.ts';
import { requireE164 } from './phone.ts';

/**
 * Consent per client and channel: append-only rows, the newest is the state. Every sender
 * asks `consentsOf` before a text goes (and again when a queued text is about to go).
 */

const NONE: Consents = { email: false, sms: false, whatsapp: false };

export interface ConsentRecord extends Consents {
  source: ConsentSource;
  recordedBy: string | null;
  recordedAt: Date;
}

/** The current consents of some clients of a business (none recorded: nothing agreed). */
export async function consentsOf(
  scope: Scope,
  businessId: string,
  clientIds: readonly string[],
): Promise<Map<string, Consents>> {
  const out = new Map<string, Consents>();
  if (clientIds.length === 0) return out;
  const rows = await scope.tx
    .selectDistinctOn([clientConsents.clientId], {
      clientId: clientConsents.clientId,
      email: clientConsents.email,
      sms: clientConsents.sms,
      whatsapp: clientConsents.whatsapp,
    })
    .from(clientConsents)
    .where(and(eq(clientConsents.businessId, businessId), inArray(clientConsents.clientId, [...clientIds])))
    .orderBy(clientConsents.clientId, desc(clientConsents.createdAt), desc(clientConsents.id));
  for (const id of clientIds) out.set(id, NONE);
  for (const r of rows) out.set(r.clientId, { email: r.email, sms: r.sms, whatsapp: r.whatsapp });
  return out;
}

/** A client of the tenant, or 404 (RLS hides others'; the business id is checked too). */
async function tenantClient(scope: Scope, businessId: string, clientId: string) {
  const [client] = await scope.tx
    .select({ id: clients.id, phone: clients.phone, country: businesses.country })
    .from(clients)
    .innerJoin(businesses, eq(businesses.id, clients.businessId))
    .where(and(eq(clients.id, clientId), eq(clients.businessId, businessId)));
  if (!client) throw AppError.notFound('Client');
  return client;
}

/** `GET /v1/clients/{id}/consents`: the current state and its history, newest first. */
export async function getConsents(scope: TenantScope, clientId: string) {
  const client = await tenantClient(scope, scope.businessId, clientId);
  const history = await scope.tx
    .select({
      email: clientConsents.email,
      sms: clientConsents.sms,
      whatsapp: clientConsents.whatsapp,
      source: clientConsents.source,
      recordedBy: clientConsents.recordedBy,
      recordedAt: clientConsents.createdAt,
    })
    .from(clientConsents)
    .where(and(eq(clientConsents.businessId, scope.businessId), eq(clientConsents.clientId, clientId)))
    .orderBy(desc(clientConsents.createdAt), desc(clientConsents.id))
    .limit(50);
  const current = history[0] ?? null;
  return {
    email: current?.email ?? false,
    sms: current?.sms ?? false,
    whatsapp: current?.whatsapp ?? false,
    source: current?.source ?? null,
    recordedAt: current?.recordedAt ?? null,
    phone: client.phone,
    history,
  };
}

/**
 * Records a client's consents: texts need a phone number, stored in E.164 (a clear 422 when it does not
 * parse in the business's country). Used by the back office, the booking form and STOP/START replies.
 */
export async function recordConsents(
  scope: Scope,
  input: {
    businessId: string;
    clientId: string;
    consents: Consents;
    source: ConsentSource;
    recordedBy: string | null;
  },
) {
  const client = await tenantClient(scope, input.businessId, input.clientId);
  if (input.consents.sms || input.consents.whatsapp) {
    const phone = requireE164(client.phone, client.country);
    if (phone !== client.phone) {
      await scope.tx
        .update(clients)
        .set({ phone, updatedAt: sql`now()` })
        .where(and(eq(clients.id, client.id), eq(clients.businessId, input.businessId)));
    }
  }
  await scope.tx.insert(clientConsents).values({
    businessId: input.businessId,
    clientId: input.clientId,
    ...input.consents,
    source: input.source,
    recordedBy: input.recordedBy,
  });
}

/** `PUT /v1/clients/{id}/consents` by a member. */
export async function setConsents(scope: TenantScope, clientId: string, input: ConsentsInput) {
  await recordConsents(scope, {
    businessId: scope.businessId,
    clientId,
    consents: { email: input.email, sms: input.sms, whatsapp: input.whatsapp },
    source: input.source,
    recordedBy: scope.userId,
  });
  return getConsents(scope, clientId);
}
