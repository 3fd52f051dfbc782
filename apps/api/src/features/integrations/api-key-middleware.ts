import { createHash, randomUUID } from 'node:crypto';
import { applyClaims } from '@carat/db';
import { hasApiAccess } from '@carat/domain';
import type { Context, Next } from 'hono';
import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';
import type { AppEnv } from '#api/context.ts';
import { looksLikeApiKey, scopesAllow } from '#api/features/integrations/api-key-format.ts';
import { authenticateApiKey, type KeyPrincipal } from '#api/features/integrations/api-keys.ts';
import { findIdempotentAnswer, storeIdempotentAnswer } from '#api/features/integrations/idempotency.ts';
import { apiPlanRequired } from '#api/features/integrations/middleware.ts';
import { operationScopes } from '#api/features/integrations/operation-scopes.ts';
import { AppError } from '#api/lib/errors.ts';
import { authenticate, bearerToken } from '#api/middleware/auth.ts';
import { setTenantScope, tenantScope } from '#api/middleware/scope.ts';
import { inTransaction } from '#api/middleware/transaction.ts';
import { prepareUploadFirst } from '#api/middleware/uploads.ts';
import { systemScopeOf, tenantScopeOf } from '#api/scope.ts';

const RATE_WINDOW_MS = 60_000;

/**
 * Tenant routes take either a member's access token (JWT) or an API key (`Bearer carat_live_…`, ADR 032).
 * Both end in the same place: one RLS transaction for one business, a tenant scope, the routes.
 */
export const tenantOrApiKey = createMiddleware<AppEnv>(async (c, next) => {
  const token = bearerToken(c.req.header('authorization'));
  if (token && looksLikeApiKey(token)) return apiKeyRequest(c, next, token);
  await authenticate(c);
  await prepareUploadFirst(c);
  await tenantScope(c, next);
});

/**
 * A request made with an API key: the key (checksum first, then its hash), the plan (DIAMOND, else 403
 * `plan_required`), the route against the key's scopes (403 `insufficient_scope`), the key's rate limit
 * (shared store), then the tenant transaction as the member the key acts for. Every use of a recognised
 * key is logged with its answer's status.
 */
async function apiKeyRequest(c: Context<AppEnv>, next: Next, token: string) {
  const deps = c.get('deps');
  const principal = await authenticateApiKey(systemScopeOf(deps), { token });
  let status = 500;
  try {
    authorise(c, principal);
    await limit(c, principal);
    await prepareUploadFirst(c);
    await inTransaction(
      c,
      () => idempotent(c, next),
      async (tx) => {
        const claims = {
          sub: principal.userId,
          role: 'authenticated',
          aal: 'aal2',
          session_id: randomUUID(),
          api_key_id: principal.keyId,
        };
        await applyClaims(tx, { role: 'authenticated', claims, businessId: principal.businessId });
        c.set('user', {
          id: principal.userId,
          email: null,
          role: 'authenticated',
          aal: 'aal2',
          sessionId: null,
          claims,
        });
        c.set('logger', c.get('logger').child({ apiKeyId: principal.keyId }));
        const scope = tenantScopeOf(
          { tx, deps, userId: principal.userId, locale: principal.locale },
          {
            businessId: principal.businessId,
            role: principal.role,
            plan: principal.plan ?? 'CZ',
            timeZone: principal.timeZone,
            currency: principal.currency,
          },
        );
        setTenantScope(c, { scope, tx, hasPlan: true });
      },
    );
    status = c.res.status;
  } catch (error) {
    status = error instanceof AppError ? error.status : 500;
    throw error;
  } finally {
    // Logged after the answer, in batches (ADR 042): the request does not wait for the write.
    deps.apiKeys.record({
      keyId: principal.keyId,
      businessId: principal.businessId,
      method: c.req.method,
      path: c.req.path,
      status,
      requestId: c.get('requestId') ?? '',
      at: new Date(),
    });
  }
}

function authorise(c: Context<AppEnv>, principal: KeyPrincipal) {
  if (!principal.plan || !hasApiAccess(principal.plan)) throw apiPlanRequired();
  const needed = operationScopes(c.req.method, operationRoute(c));
  if (!needed) throw new AppError('insufficient_scope', 'API keys cannot call this route', 403);
  const missing = needed.find((scope) => !scopesAllow(principal.scopes, scope));
  if (missing) {
    throw new AppError('insufficient_scope', `This key lacks the ${missing} scope`, 403, undefined, {
      requiredScope: missing,
    });
  }
}

/**
 * The operation that will answer, as the app registered it (`/v1/orders/:id/invoice`): the first matched
 * route that is a method's own (middlewares are registered for every method, or end in `*`).
 */
function operationRoute(c: Context<AppEnv>): string {
  for (const route of matchedRoutes(c)) {
    if (route.method !== 'ALL' && !route.path.includes('*')) return route.path;
  }
  return '';
}

/** The key's own budget per minute, counted in the store every API process shares. */
async function limit(c: Context<AppEnv>, principal: KeyPrincipal) {
  const { count, resetAt } = await c.get('deps').rateLimits.hit(`api-key:${principal.keyId}`, RATE_WINDOW_MS);
  const max = principal.rateLimitPerMinute;
  c.header('X-RateLimit-Limit', String(max));
  c.header('X-RateLimit-Remaining', String(Math.max(0, max - count)));
  if (count > max) {
    c.header('Retry-After', String(Math.max(1, Math.ceil((resetAt - Date.now()) / 1000))));
    throw new AppError('too_many_requests', 'Too many requests for this API key: try again later', 429);
  }
}

/**
 * A create (POST) sent with `Idempotency-Key`: the same key with the same body gets the first answer again
 * (with `Idempotent-Replayed: true`), the same key with another body 422 `idempotency_conflict`. Runs in
 * the request's transaction, once its scope is set.
 */
async function idempotent(c: Context<AppEnv>, next: Next) {
  const key = c.req.header('idempotency-key');
  if (c.req.method !== 'POST' || key === undefined) return next();
  if (!/^[\x21-\x7e]{1,255}$/.test(key)) {
    throw new AppError('bad_request', 'Idempotency-Key must be 1 to 255 visible ASCII characters', 400);
  }
  const scope = c.get('scope');
  const requestHash = createHash('sha256')
    .update(`${c.req.method} ${c.req.path}\n`)
    .update(await c.req.text())
    .digest('hex');
  const stored = await findIdempotentAnswer(scope, { key });
  if (stored) {
    if (stored.requestHash !== requestHash) {
      throw new AppError('idempotency_conflict', 'This Idempotency-Key was used with another request', 422);
    }
    c.res = c.json(stored.body as object, stored.status as 200);
    c.res.headers.set('Idempotent-Replayed', 'true');
    return;
  }
  await next();
  const status = c.res.status;
  if (status >= 200 && status < 300 && c.res.headers.get('content-type')?.includes('application/json')) {
    const body: unknown = await c.res.clone().json();
    await storeIdempotentAnswer(scope, {
      key,
      method: c.req.method,
      path: c.req.path,
      requestHash,
      status,
      body,
    });
  }
}
