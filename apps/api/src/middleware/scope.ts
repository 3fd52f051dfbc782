import { applyClaims, memberships } from '@carat/db';
import { and, desc, eq, sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '#api/context.ts';
import { AppError } from '#api/lib/errors.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Thrown inside the request transaction to roll it back after the response is decided. */
class Rollback extends Error {}

/**
 * Tenant routes: the whole request runs in one transaction as role `authenticated` with the verified
 * claims set locally, so row-level security refuses another tenant's rows even where a query forgets a
 * filter. The caller's business is `X-Business-Id` when given (and theirs), else their first owned one.
 * Any error or 4xx/5xx answer rolls the transaction back: nothing half-written.
 */
export const tenantScope = createMiddleware<AppEnv>(async (c, next) => {
  const user = c.var.user;
  const requested = c.req.header('x-business-id') ?? null;
  if (requested !== null && !UUID.test(requested)) {
    throw new AppError('invalid_business', 'X-Business-Id must be a business id', 400);
  }
  try {
    await c.var.deps.db.transaction(async (tx) => {
      await applyClaims(tx, { role: 'authenticated', claims: user.claims, businessId: requested });
      const [membership] = await tx
        .select({ businessId: memberships.businessId, role: memberships.role })
        .from(memberships)
        .where(
          and(eq(memberships.userId, user.id), requested ? eq(memberships.businessId, requested) : undefined),
        )
        .orderBy(desc(sql`${memberships.role} = 'owner'`), memberships.createdAt)
        .limit(1);
      if (!membership) {
        throw requested
          ? AppError.notFound('Business')
          : new AppError('no_business', 'This account does not belong to a business', 403);
      }
      c.set('tx', tx);
      c.set('businessId', membership.businessId);
      c.set('membershipRole', membership.role);
      await next();
      if (c.error || c.res.status >= 400) throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
});

/** Public routes (the showroom): one transaction as role `anon`, which sees only what is published. */
export const anonScope = createMiddleware<AppEnv>(async (c, next) => {
  // Already inside a request transaction (two routers covering one path): one transaction is enough,
  // and a second one would wait for the first forever on the embedded database.
  if (c.get('tx')) return next();
  try {
    await c.var.deps.db.transaction(async (tx) => {
      await applyClaims(tx, { role: 'anon', claims: {} });
      c.set('tx', tx);
      await next();
      if (c.error || c.res.status >= 400) throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
});

/** A route only the business owner may use. */
export const ownerOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (c.var.membershipRole !== 'owner')
    throw AppError.forbidden('Only the owner of the business can do this');
  await next();
});
