import { apiKeys } from '@carat/db';
import { hasApiAccess, type Tier } from '@carat/domain';
import { isLocale } from '@carat/domain/locale';
import { DEFAULT_API_KEY_RATE_LIMIT } from '@carat/validation/integrations';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  generateApiKey,
  hashApiKey,
  isWellFormedKey,
  type KeyEnvironment,
  keyEnvironment,
  MANAGER_ROLES,
} from '#api/features/integrations/api-key-format.ts';
import type { KeyPrincipal } from '#api/features/integrations/api-key-runtime.ts';
import { AppError } from '#api/lib/errors.ts';
import type { MemberRole, SystemScope, TenantScope } from '#api/scope.ts';

/**
 * API keys of a business (Settings → API et webhooks; ADR 032). Created and revoked by its owner (and its
 * admins once that role exists), on DIAMOND; the routes' middleware checks the role, the plan and the
 * second factor, row-level security agrees. A key is shown once: only its hash is kept.
 */

export interface ApiKeyInput {
  name: string;
  scopes: string[];
  expiresAt?: string | null;
  rateLimitPerMinute?: number;
}

const listed = {
  id: apiKeys.id,
  name: apiKeys.name,
  start: apiKeys.tokenStart,
  environment: apiKeys.environment,
  scopes: apiKeys.scopes,
  rateLimitPerMinute: apiKeys.rateLimitPerMinute,
  expiresAt: apiKeys.expiresAt,
  lastUsedAt: apiKeys.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
  createdAt: apiKeys.createdAt,
};

type ListedKey = { [K in keyof typeof listed]: (typeof listed)[K]['_']['data'] | null };

const serialiseKey = (row: ListedKey) => ({
  id: row.id as string,
  name: row.name as string,
  start: row.start as string,
  environment: row.environment as KeyEnvironment,
  scopes: row.scopes ?? [],
  rateLimitPerMinute: row.rateLimitPerMinute as number,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
  createdAt: (row.createdAt as Date).toISOString(),
});

export type ApiKeySummary = ReturnType<typeof serialiseKey>;

/** The business's keys, newest first (revoked ones included, marked). */
export async function listApiKeys(scope: TenantScope): Promise<ApiKeySummary[]> {
  const rows = await scope.tx
    .select(listed)
    .from(apiKeys)
    .where(eq(apiKeys.businessId, scope.businessId))
    .orderBy(desc(apiKeys.createdAt));
  return rows.map(serialiseKey);
}

export async function getApiKey(scope: TenantScope, input: { id: string }): Promise<ApiKeySummary> {
  const [row] = await scope.tx
    .select(listed)
    .from(apiKeys)
    .where(and(eq(apiKeys.id, input.id), eq(apiKeys.businessId, scope.businessId)));
  if (!row) throw AppError.notFound('API key');
  return serialiseKey(row);
}

/** A new key: the whole key is in this answer and nowhere else. */
export async function createApiKey(scope: TenantScope, input: ApiKeyInput) {
  const environment = keyEnvironment(scope.deps.config.production);
  const generated = generateApiKey(environment);
  const [row] = await scope.tx
    .insert(apiKeys)
    .values({
      businessId: scope.businessId,
      createdBy: scope.userId,
      name: input.name,
      tokenHash: generated.hash,
      tokenStart: generated.start,
      environment,
      scopes: [...new Set(input.scopes)].sort(),
      rateLimitPerMinute: input.rateLimitPerMinute ?? DEFAULT_API_KEY_RATE_LIMIT,
      expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
    })
    .returning(listed);
  return { ...serialiseKey(row!), key: generated.key };
}

/**
 * Revokes a key: its next request answers 401. This process forgets its cached copy at once; other API
 * processes when the revoke commits (NOTIFY on PostgreSQL; ADR 042).
 */
export async function revokeApiKey(scope: TenantScope, input: { id: string }) {
  const [row] = await scope.tx
    .update(apiKeys)
    .set({ revokedAt: scope.now })
    .where(and(eq(apiKeys.id, input.id), eq(apiKeys.businessId, scope.businessId), isNull(apiKeys.revokedAt)))
    .returning(listed);
  await scope.deps.apiKeys.revoked(scope.tx, input.id);
  if (!row) {
    const [existing] = await scope.tx
      .select(listed)
      .from(apiKeys)
      .where(and(eq(apiKeys.id, input.id), eq(apiKeys.businessId, scope.businessId)));
    if (!existing) throw AppError.notFound('API key');
    return serialiseKey(existing);
  }
  return serialiseKey(row);
}

/**
 * Rotation: a new key (new secret, new id) with the same name, scopes, rate limit and expiry, made by the
 * member rotating; the old one keeps working for `gracePeriodMinutes` (0: revoked now; 24 h at most), then
 * answers 401 like any expired key. A revoked or expired key cannot be rotated.
 */
export async function rotateApiKey(scope: TenantScope, input: { id: string; gracePeriodMinutes?: number }) {
  const [old] = await scope.tx
    .select({ ...listed, revokedAt: apiKeys.revokedAt })
    .from(apiKeys)
    .where(and(eq(apiKeys.id, input.id), eq(apiKeys.businessId, scope.businessId)))
    .for('update');
  if (!old) throw AppError.notFound('API key');
  if (old.revokedAt || (old.expiresAt && old.expiresAt <= scope.now)) {
    throw new AppError('conflict', 'A revoked or expired key cannot be rotated: create a new one', 409);
  }
  const grace = input.gracePeriodMinutes ?? 0;
  const graceEnd = new Date(scope.now.getTime() + grace * 60_000);
  await scope.tx
    .update(apiKeys)
    .set(
      grace === 0
        ? { revokedAt: scope.now }
        : { expiresAt: old.expiresAt && old.expiresAt < graceEnd ? old.expiresAt : graceEnd },
    )
    .where(eq(apiKeys.id, old.id));
  // Cached copies of the old key (ADR 042) hold its former expiry: forgotten, as on a revoke.
  await scope.deps.apiKeys.revoked(scope.tx, old.id);
  const created = await createApiKey(scope, {
    name: old.name,
    scopes: old.scopes,
    rateLimitPerMinute: old.rateLimitPerMinute,
    expiresAt: old.expiresAt?.toISOString() ?? null,
  });
  return {
    ...created,
    rotatedFrom: { id: old.id, validUntil: grace === 0 ? scope.now.toISOString() : graceEnd.toISOString() },
  };
}

export type { KeyPrincipal } from '#api/features/integrations/api-key-runtime.ts';

const invalidKey = () => new AppError('invalid_api_key', 'Unknown, revoked or expired API key', 401);

/**
 * The key behind a bearer token, read by the server's connection by the key's hash (one indexed query),
 * then remembered for a few seconds by this process (ADR 042): a revoke clears the copy (here at once,
 * in other processes through NOTIFY), so it still counts from the next request. A malformed key, or one of another environment,
 * is refused before the database is asked. The key acts as the member who created it, while they are
 * still an owner or admin of the business; its plan is the business's (DIAMOND checked by the caller).
 */
export async function authenticateApiKey(
  scope: SystemScope,
  input: { token: string },
): Promise<KeyPrincipal> {
  if (!isWellFormedKey(input.token, keyEnvironment(scope.deps.config.production))) throw invalidKey();
  const hash = hashApiKey(input.token);
  const runtime = scope.deps.apiKeys;
  const cached = runtime.caching ? runtime.cache.get(hash) : null;
  if (cached) return cached;
  const { rows } = await scope.tx.execute<{
    id: string;
    business_id: string;
    created_by: string;
    scopes: string[];
    rate_limit_per_minute: number;
    role: MemberRole | null;
    time_zone: string;
    currency: string;
    locale: string | null;
    plan: Tier | null;
    expires_at: Date | string | null;
  }>(sql`select k.id, k.business_id, k.created_by, k.scopes, k.rate_limit_per_minute, m.role, k.expires_at,
        b.time_zone, b.currency, p.locale,
        private.plan_of_business(k.business_id) as plan
      from public.api_keys k
      join public.businesses b on b.id = k.business_id
      left join public.memberships m on m.business_id = k.business_id and m.user_id = k.created_by
      left join public.profiles p on p.user_id = k.created_by
     where k.token_hash = ${hash}
       and k.revoked_at is null
       and (k.expires_at is null or k.expires_at > ${scope.now.toISOString()}::timestamptz)`);
  const row = rows[0];
  if (!row?.role || !MANAGER_ROLES.has(row.role)) throw invalidKey();
  const principal: KeyPrincipal = {
    keyId: row.id,
    businessId: row.business_id,
    userId: row.created_by,
    role: row.role,
    scopes: row.scopes,
    rateLimitPerMinute: row.rate_limit_per_minute,
    plan: row.plan,
    timeZone: row.time_zone,
    currency: row.currency.trim(),
    locale: isLocale(row.locale) ? row.locale : 'fr',
  };
  // Only a key that would be served is kept: a refused plan is read again (an upgrade counts at once).
  if (runtime.caching && principal.plan && hasApiAccess(principal.plan)) {
    runtime.cache.set(hash, principal, row.expires_at ? new Date(row.expires_at) : null);
  }
  return principal;
}
