import { randomUUID } from 'node:crypto';
import { applyClaims, businesses, memberships } from '@carat/db';
import { and, eq, sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '#api/context.ts';
import { AppError } from '#api/lib/errors.ts';
import { requestLocale, setTenantScope } from '#api/middleware/scope.ts';
import { inTransaction } from '#api/middleware/transaction.ts';
import { tenantScopeOf } from '#api/scope.ts';

/**
 * The public demo dashboard (/dashboard-demo) reads the demo jeweller's real data through the same
 * routes as the dashboard, without an account: the request runs as that business's owner, in a
 * READ ONLY transaction, so Postgres itself refuses any write (answered 403 `demo_read_only`). Only the
 * business the seed marks (`is_demo`, never a slug a jeweller could take) is reachable this way, and only
 * when the demo is enabled (by default outside production only).
 */
export const demoScope = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('deps').config.demoDashboard) throw AppError.notFound('Demo');
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
    throw new AppError('demo_read_only', 'The demo is read-only: sign up to try it with your own data', 403);
  }
  await inTransaction(c, next, async (tx) => {
    await tx.execute(sql`set transaction read only`);
    const [owner] = await tx
      .select({
        userId: memberships.userId,
        businessId: memberships.businessId,
        timeZone: businesses.timeZone,
        currency: businesses.currency,
      })
      .from(memberships)
      .innerJoin(businesses, eq(businesses.id, memberships.businessId))
      .where(and(eq(businesses.isDemo, true), eq(memberships.role, 'owner')))
      .limit(1);
    if (!owner) throw AppError.notFound('Demo');
    // aal2: the demo's data is public by design, whatever factors its account may have.
    const claims = { sub: owner.userId, role: 'authenticated', aal: 'aal2', session_id: randomUUID() };
    await applyClaims(tx, { role: 'authenticated', claims, businessId: owner.businessId });
    c.set('user', {
      id: owner.userId,
      email: null,
      role: 'authenticated',
      aal: 'aal2',
      sessionId: null,
      claims,
    });
    // The demo always shows the Diamond plan with every tool (spec).
    const scope = tenantScopeOf(
      {
        tx,
        deps: c.get('deps'),
        userId: owner.userId,
        locale: requestLocale(c.req.query('lang')),
      },
      {
        businessId: owner.businessId,
        role: 'owner',
        plan: 'DIAMOND',
        timeZone: owner.timeZone,
        currency: owner.currency.trim(),
      },
    );
    setTenantScope(c, { scope, tx, hasPlan: true });
  });
});
