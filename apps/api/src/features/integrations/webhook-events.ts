import { randomUUID } from 'node:crypto';
import { authUsers, businesses, memberships, profiles, webhookDeliveries, webhookEndpoints } from '@carat/db';
import { isLocale } from '@carat/domain/locale';
import type { WebhookEvent } from '@carat/validation/integrations';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { webhookDisabledMail } from '#api/features/integrations/mail.ts';
import {
  isAllowedWebhookUrl,
  postWebhook,
  UnsafeWebhookTarget,
} from '#api/features/integrations/webhook-http.ts';
import { queueWebhookAttempt } from '#api/features/integrations/webhook-queue.ts';
import {
  DISABLE_AFTER_FAILURES,
  eventBody,
  generateWebhookSecret,
  MAX_ATTEMPTS,
  openSecret,
  retryDelaySeconds,
  SIGNATURE_HEADER,
  sealSecret,
  secretStart,
  signatureHeader,
} from '#api/features/integrations/webhook-signing.ts';
import { AppError } from '#api/lib/errors.ts';
import { asConnectionOwner } from '#api/lib/owner-role.ts';
import { queueEmail } from '#api/queue/email.ts';
import type { Scope, SystemScope, TenantScope } from '#api/scope.ts';

/**
 * Outgoing webhooks (Settings → API et webhooks; ADR 032): a business's endpoints and the events they
 * chose, the deliveries of each event (signed, retried with backoff by the job queue, logged, replayable),
 * and the endpoint switched off — its owner told — once it keeps failing. DIAMOND only.
 */

const endpointColumns = {
  id: webhookEndpoints.id,
  url: webhookEndpoints.url,
  description: webhookEndpoints.description,
  events: webhookEndpoints.events,
  secretStart: webhookEndpoints.secretStart,
  enabled: webhookEndpoints.enabled,
  disabledReason: webhookEndpoints.disabledReason,
  consecutiveFailures: webhookEndpoints.consecutiveFailures,
  createdAt: webhookEndpoints.createdAt,
  updatedAt: webhookEndpoints.updatedAt,
};

const deliveryColumns = {
  id: webhookDeliveries.id,
  endpointId: webhookDeliveries.endpointId,
  eventId: webhookDeliveries.eventId,
  eventType: webhookDeliveries.eventType,
  status: webhookDeliveries.status,
  attempts: webhookDeliveries.attempts,
  nextAttemptAt: webhookDeliveries.nextAttemptAt,
  lastAttemptAt: webhookDeliveries.lastAttemptAt,
  responseStatus: webhookDeliveries.responseStatus,
  responseExcerpt: webhookDeliveries.responseExcerpt,
  error: webhookDeliveries.error,
  replayOf: webhookDeliveries.replayOf,
  createdAt: webhookDeliveries.createdAt,
};

type EndpointRow = Pick<typeof webhookEndpoints.$inferSelect, keyof typeof endpointColumns>;
type DeliveryRow = Pick<typeof webhookDeliveries.$inferSelect, keyof typeof deliveryColumns>;
const iso = (date: Date | null) => date?.toISOString() ?? null;

const serialiseEndpoint = (row: EndpointRow) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
const serialiseDelivery = (row: DeliveryRow) => ({
  ...row,
  nextAttemptAt: iso(row.nextAttemptAt),
  lastAttemptAt: iso(row.lastAttemptAt),
  createdAt: row.createdAt.toISOString(),
});

export type WebhookEndpointSummary = ReturnType<typeof serialiseEndpoint>;
export type WebhookDeliverySummary = ReturnType<typeof serialiseDelivery>;

function requireSafeUrl(scope: Scope, url: string) {
  if (!isAllowedWebhookUrl(url, scope.deps.config.webhookAllowPrivateUrls)) {
    throw new AppError('unsafe_webhook_url', 'Webhooks are sent to public addresses only', 422, {
      url: 'not a public address',
    });
  }
}

export async function listWebhookEndpoints(scope: TenantScope) {
  const rows = await scope.tx
    .select(endpointColumns)
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.businessId, scope.businessId))
    .orderBy(desc(webhookEndpoints.createdAt));
  return rows.map(serialiseEndpoint);
}

export async function getWebhookEndpoint(scope: TenantScope, input: { id: string }) {
  const [row] = await scope.tx
    .select(endpointColumns)
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, input.id), eq(webhookEndpoints.businessId, scope.businessId)));
  if (!row) throw AppError.notFound('Webhook endpoint');
  return serialiseEndpoint(row);
}

/** A new endpoint: its signing secret is in this answer only (kept sealed by the server's key). */
export async function createWebhookEndpoint(
  scope: TenantScope,
  input: { url: string; events: WebhookEvent[]; description?: string | undefined },
) {
  requireSafeUrl(scope, input.url);
  const id = randomUUID();
  const secret = generateWebhookSecret();
  const [row] = await scope.tx
    .insert(webhookEndpoints)
    .values({
      id,
      businessId: scope.businessId,
      url: input.url,
      description: input.description ?? '',
      events: [...new Set(input.events)],
      secretCiphertext: sealSecret(secret, id, scope.deps.config.WEBHOOK_SECRET_KEY),
      secretStart: secretStart(secret),
      createdBy: scope.userId,
    })
    .returning(endpointColumns);
  return { ...serialiseEndpoint(row!), secret };
}

/**
 * A new signing secret, shown once; deliveries are signed with both for `gracePeriodMinutes` (0: the new
 * one alone at once; 24 h at most), so a receiver can switch without missing an event.
 */
export async function rotateWebhookSecret(
  scope: TenantScope,
  input: { id: string; gracePeriodMinutes?: number },
) {
  const [current] = await scope.tx
    .select({ secretCiphertext: webhookEndpoints.secretCiphertext })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, input.id), eq(webhookEndpoints.businessId, scope.businessId)))
    .for('update');
  if (!current) throw AppError.notFound('Webhook endpoint');
  const grace = input.gracePeriodMinutes ?? 0;
  const secret = generateWebhookSecret();
  const previousUntil = new Date(scope.now.getTime() + grace * 60_000);
  const [row] = await scope.tx
    .update(webhookEndpoints)
    .set({
      secretCiphertext: sealSecret(secret, input.id, scope.deps.config.WEBHOOK_SECRET_KEY),
      secretStart: secretStart(secret),
      previousSecretCiphertext: grace > 0 ? current.secretCiphertext : null,
      previousSecretExpiresAt: grace > 0 ? previousUntil : null,
    })
    .where(eq(webhookEndpoints.id, input.id))
    .returning(endpointColumns);
  return {
    ...serialiseEndpoint(row!),
    secret,
    previousSecretValidUntil: grace > 0 ? previousUntil.toISOString() : null,
  };
}

export async function updateWebhookEndpoint(
  scope: TenantScope,
  input: {
    id: string;
    patch: {
      url?: string | undefined;
      events?: WebhookEvent[] | undefined;
      description?: string | undefined;
      enabled?: boolean | undefined;
    };
  },
) {
  const { patch } = input;
  if (patch.url !== undefined) requireSafeUrl(scope, patch.url);
  const changes = {
    ...(patch.url !== undefined ? { url: patch.url } : {}),
    ...(patch.events !== undefined ? { events: [...new Set(patch.events)] } : {}),
    ...(patch.description !== undefined ? { description: patch.description } : {}),
    ...(patch.enabled === true ? { enabled: true, disabledReason: null, consecutiveFailures: 0 } : {}),
    ...(patch.enabled === false ? { enabled: false, disabledReason: 'manual' as const } : {}),
  };
  const own = and(eq(webhookEndpoints.id, input.id), eq(webhookEndpoints.businessId, scope.businessId));
  // `{}` changes nothing: the endpoint as it is (an UPDATE without a column is not SQL).
  const [row] =
    Object.keys(changes).length === 0
      ? await scope.tx.select(endpointColumns).from(webhookEndpoints).where(own)
      : await scope.tx.update(webhookEndpoints).set(changes).where(own).returning(endpointColumns);
  if (!row) throw AppError.notFound('Webhook endpoint');
  return serialiseEndpoint(row);
}

export async function deleteWebhookEndpoint(scope: TenantScope, input: { id: string }) {
  const [row] = await scope.tx
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, input.id), eq(webhookEndpoints.businessId, scope.businessId)))
    .returning({ id: webhookEndpoints.id });
  if (!row) throw AppError.notFound('Webhook endpoint');
}

const PAGE_SIZE = 50;

/** An endpoint's deliveries, newest first, 50 a page (`before`: the createdAt of the last one seen). */
export async function listWebhookDeliveries(
  scope: TenantScope,
  input: { endpointId?: string | undefined; before?: string | undefined },
) {
  if (input.endpointId) await getWebhookEndpoint(scope, { id: input.endpointId });
  const rows = await scope.tx
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.businessId, scope.businessId),
        input.endpointId ? eq(webhookDeliveries.endpointId, input.endpointId) : undefined,
        input.before ? lt(webhookDeliveries.createdAt, new Date(input.before)) : undefined,
      ),
    )
    .orderBy(desc(webhookDeliveries.createdAt))
    .limit(PAGE_SIZE);
  return {
    items: rows.map(serialiseDelivery),
    nextBefore: rows.length === PAGE_SIZE ? iso(rows.at(-1)!.createdAt) : null,
  };
}

export async function getWebhookDelivery(scope: TenantScope, input: { id: string }) {
  const [row] = await scope.tx
    .select({ ...deliveryColumns, body: webhookDeliveries.body })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, input.id), eq(webhookDeliveries.businessId, scope.businessId)));
  if (!row) throw AppError.notFound('Webhook delivery');
  const { body, ...rest } = row;
  return { ...serialiseDelivery(rest), body };
}

/** Sends a delivery's event again: a new delivery (new id, same event and body), attempted at once. */
export async function replayWebhookDelivery(scope: TenantScope, input: { id: string }) {
  const [original] = await scope.tx
    .select({
      endpointId: webhookDeliveries.endpointId,
      eventId: webhookDeliveries.eventId,
      eventType: webhookDeliveries.eventType,
      body: webhookDeliveries.body,
    })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, input.id), eq(webhookDeliveries.businessId, scope.businessId)));
  if (!original) throw AppError.notFound('Webhook delivery');
  const [row] = await scope.tx
    .insert(webhookDeliveries)
    .values({ businessId: scope.businessId, ...original, replayOf: input.id })
    .returning(deliveryColumns);
  await asConnectionOwner(scope.tx, () => queueWebhookAttempt(scope.deps, row!.id, { tx: scope.tx }));
  return serialiseDelivery(row!);
}

/**
 * An event of a business, for its endpoints that chose it (DIAMOND only): one delivery each, their first
 * attempts queued in the caller's transaction — nothing is sent for a change that rolls back. Called by
 * the services where the change happens (orders, appointments, leads, invoices).
 */
export async function emitWebhookEvent(
  scope: Scope,
  input: { businessId: string; type: WebhookEvent; data: unknown },
) {
  const body = eventBody({
    id: randomUUID(),
    type: input.type,
    createdAt: scope.now,
    businessId: input.businessId,
    data: input.data,
  });
  const eventId = (JSON.parse(body) as { id: string }).id;
  await asConnectionOwner(scope.tx, async () => {
    const { rows } = await scope.tx.execute<{ id: string }>(
      sql`select public.queue_webhook_event(${input.businessId}::uuid, ${input.type}, ${eventId}::uuid, ${body}) as id`,
    );
    for (const { id } of rows) await queueWebhookAttempt(scope.deps, id, { tx: scope.tx });
  });
}

/**
 * One attempt of a delivery (the `webhook.deliver` job): signed now, posted, logged. A 2xx answer
 * succeeds; otherwise the next attempt is queued after the backoff, until MAX_ATTEMPTS. An endpoint with
 * DISABLE_AFTER_FAILURES failed attempts in a row is switched off and its business's owners are emailed.
 * A delivery of an endpoint switched off, deleted or below DIAMOND is dropped (failed, unsent).
 */
export async function attemptWebhookDelivery(scope: SystemScope, input: { deliveryId: string }) {
  const { deps } = scope;
  const [row] = await scope.tx
    .select({
      id: webhookDeliveries.id,
      status: webhookDeliveries.status,
      attempts: webhookDeliveries.attempts,
      body: webhookDeliveries.body,
      eventType: webhookDeliveries.eventType,
      businessId: webhookDeliveries.businessId,
      endpointId: webhookEndpoints.id,
      url: webhookEndpoints.url,
      enabled: webhookEndpoints.enabled,
      secretCiphertext: webhookEndpoints.secretCiphertext,
      previousSecretCiphertext: webhookEndpoints.previousSecretCiphertext,
      previousSecretExpiresAt: webhookEndpoints.previousSecretExpiresAt,
      // Webhooks are DIAMOND's: the business's plan by the one rule (migration 0042).
      plan: sql<
        string | null
      >`(case when private.plan_of_business(${webhookDeliveries.businessId}) = 'DIAMOND'
          then 'DIAMOND' end)`,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, input.deliveryId));
  if (row?.status !== 'pending') return;
  if (!row.enabled || !row.plan) {
    await scope.tx
      .update(webhookDeliveries)
      .set({
        status: 'failed',
        nextAttemptAt: null,
        error: row.enabled ? 'plan_required' : 'endpoint_disabled',
      })
      .where(eq(webhookDeliveries.id, row.id));
    return;
  }
  const secret = openSecret(row.secretCiphertext, row.endpointId, deps.config.WEBHOOK_SECRET_KEY);
  const previousSecret =
    row.previousSecretCiphertext && row.previousSecretExpiresAt && row.previousSecretExpiresAt > scope.now
      ? openSecret(row.previousSecretCiphertext, row.endpointId, deps.config.WEBHOOK_SECRET_KEY)
      : null;
  const timestamp = Math.floor(Date.now() / 1000);
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'Carat-Webhooks/1.0',
    [SIGNATURE_HEADER.toLowerCase()]: signatureHeader(secret, row.body, timestamp, previousSecret),
    'carat-event': row.eventType,
    'carat-delivery': row.id,
  };
  let status: number | null = null;
  let excerpt: string | null = null;
  let error: string | null = null;
  try {
    const answer = await postWebhook(row.url, headers, row.body, {
      allowPrivate: deps.config.webhookAllowPrivateUrls,
    });
    status = answer.status;
    excerpt = answer.excerpt;
  } catch (failure) {
    error =
      failure instanceof UnsafeWebhookTarget
        ? `unsafe target: ${failure.message}`
        : (failure as Error).message;
  }
  const attempts = row.attempts + 1;
  const now = new Date();
  const succeeded = status !== null && status >= 200 && status < 300;
  const delay = succeeded ? null : retryDelaySeconds(attempts);
  const nextAttemptAt =
    delay !== null && attempts < MAX_ATTEMPTS ? new Date(now.getTime() + delay * 1000) : null;
  await scope.tx
    .update(webhookDeliveries)
    .set({
      attempts,
      lastAttemptAt: now,
      responseStatus: status,
      responseExcerpt: excerpt,
      error: error?.slice(0, 500) ?? null,
      status: succeeded ? 'succeeded' : nextAttemptAt ? 'pending' : 'failed',
      nextAttemptAt,
    })
    .where(eq(webhookDeliveries.id, row.id));
  if (succeeded) {
    await scope.tx
      .update(webhookEndpoints)
      .set({ consecutiveFailures: 0 })
      .where(eq(webhookEndpoints.id, row.endpointId));
    return;
  }
  const [endpoint] = await scope.tx
    .update(webhookEndpoints)
    .set({ consecutiveFailures: sql`${webhookEndpoints.consecutiveFailures} + 1` })
    .where(eq(webhookEndpoints.id, row.endpointId))
    .returning({ failures: webhookEndpoints.consecutiveFailures, enabled: webhookEndpoints.enabled });
  if (endpoint?.enabled && endpoint.failures >= DISABLE_AFTER_FAILURES) {
    await disableFailingEndpoint(scope, {
      endpointId: row.endpointId,
      businessId: row.businessId,
      url: row.url,
      failures: endpoint.failures,
    });
    return;
  }
  if (nextAttemptAt) await queueWebhookAttempt(deps, row.id, { startAfter: nextAttemptAt });
}

/** Switches off an endpoint that keeps failing and tells the business's owners (and admins) by email. */
async function disableFailingEndpoint(
  scope: SystemScope,
  input: { endpointId: string; businessId: string; url: string; failures: number },
) {
  await scope.tx
    .update(webhookEndpoints)
    .set({ enabled: false, disabledReason: 'failing' })
    .where(eq(webhookEndpoints.id, input.endpointId));
  await scope.tx
    .update(webhookDeliveries)
    .set({ status: 'failed', nextAttemptAt: null, error: 'endpoint_disabled' })
    .where(and(eq(webhookDeliveries.endpointId, input.endpointId), eq(webhookDeliveries.status, 'pending')));
  const managers = await scope.tx
    .select({ email: authUsers.email, locale: profiles.locale, business: businesses.name })
    .from(memberships)
    .innerJoin(authUsers, eq(authUsers.id, memberships.userId))
    .innerJoin(businesses, eq(businesses.id, memberships.businessId))
    .leftJoin(profiles, eq(profiles.userId, memberships.userId))
    .where(and(eq(memberships.businessId, input.businessId), sql`${memberships.role} in ('owner', 'admin')`));
  for (const manager of managers) {
    if (!manager.email) continue;
    const mail = webhookDisabledMail({
      locale: isLocale(manager.locale) ? manager.locale : 'fr',
      url: input.url,
      business: manager.business,
      count: input.failures,
      settingsUrl: `${scope.deps.config.DASHBOARD_URL}/dashboard/settings?tab=api`,
    });
    await queueEmail(scope.deps, { to: manager.email, ...mail }, scope.tx);
  }
}
