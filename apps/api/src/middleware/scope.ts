import { applyClaims, type Tx } from '@carat/db';
import { can, minimumRoleFor, type Tier } from '@carat/domain';
import { isLocale, type Locale } from '@carat/domain/locale';
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '#api/context.ts';
import { AppError } from '#api/lib/errors.ts';
import { routeArea } from '#api/lib/route-areas.ts';
import { inTransaction } from '#api/middleware/transaction.ts';
import { type MemberRole, publicScopeOf, type TenantScope, tenantScopeOf } from '#api/scope.ts';

/** The visitor's language: `?lang=en|fr`, French otherwise. */
export const requestLocale = (lang: string | undefined): Locale => (isLocale(lang) ? lang : 'fr');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Tenant routes: the whole request runs in one transaction as role `authenticated` with the verified
 * claims set locally, so row-level security refuses another tenant's rows even where a query forgets a
 * filter. The caller's business is `X-Business-Id` when given (and theirs), else their first owned one.
 * Any error or 4xx/5xx answer rolls the transaction back: nothing half-written.
 */
export const tenantScope = createMiddleware<AppEnv>(async (c, next) => {
  const user = c.get('user');
  const requested = c.req.header('x-business-id') ?? null;
  if (requested !== null && !UUID.test(requested)) {
    throw new AppError('invalid_business', 'X-Business-Id must be a business id', 400);
  }
  await inTransaction(c, next, async (tx) => {
    // One round trip sets the request up: the membership is read by the server's connection
    // for the verified user (as the API key lookup is), and the same statement applies the claims
    // (role `authenticated`, SET LOCAL) with the business it found, so every later statement of the
    // request runs under row-level security for that business. Everything the request needs to know
    // about its business (role, clock, money, plan, the member's language) comes back with it:
    // services take it from the scope instead of reading it again.
    const claims = JSON.stringify({ ...user.claims, role: 'authenticated' });
    const { rows } = await tx.execute<{
      business_id: string;
      role: MemberRole;
      time_zone: string;
      currency: string;
      plan: Tier | null;
      locale: string | null;
      aal_ok: boolean;
    }>(sql`select m.*,
          set_config('role', 'authenticated', true) as set_role,
          set_config('request.jwt.claims', ${claims}, true) as set_claims,
          set_config('request.jwt.claim.sub', ${user.id}, true) as set_sub,
          set_config('request.jwt.claim.role', 'authenticated', true) as set_claim_role,
          set_config('request.business_id', m.business_id::text, true) as set_business
        -- The plan by the one rule (private.plan_of_business, migration 0042; its membership test is this
        -- row). A password-only token of an account with a verified second factor is refused here, read
        -- fresh on every request (the cached answer of authenticate() may be a few seconds old).
        from (select m.business_id, m.role, b.time_zone, b.currency,
                private.plan_of_business(m.business_id) as plan,
                (select p.locale from public.profiles p where p.user_id = m.user_id) as locale,
                (${user.aal} = 'aal2' or not exists (
                   select 1 from auth.mfa_factors f where f.user_id = m.user_id and f.status = 'verified'
                 )) as aal_ok
              from public.memberships m join public.businesses b on b.id = m.business_id
             where m.user_id = ${user.id} and (${requested}::uuid is null or m.business_id = ${requested}::uuid)
             order by (m.role = 'owner') desc, m.created_at
             limit 1) m`);
    const membership = rows[0];
    if (!membership) {
      throw requested
        ? AppError.notFound('Business')
        : new AppError('no_business', 'This account does not belong to a business', 403);
    }
    if (!membership.aal_ok) {
      c.get('deps').entitlements.forget(user.id);
      throw new AppError(
        'mfa_required',
        'This account uses two-factor authentication: verify your code first',
        403,
      );
    }
    const scope = tenantScopeOf(
      {
        tx,
        deps: c.get('deps'),
        userId: user.id,
        locale: isLocale(membership.locale) ? membership.locale : 'fr',
      },
      {
        businessId: membership.business_id,
        role: membership.role,
        plan: membership.plan ?? 'CZ',
        timeZone: membership.time_zone,
        currency: membership.currency.trim(),
      },
    );
    setTenantScope(c, { scope, tx, hasPlan: membership.plan !== null });
  });
});

/** Exposes a tenant scope to the routes (and, until every route reads the scope, its parts one by one). */
export function setTenantScope(
  c: Context<AppEnv>,
  { scope, tx, hasPlan }: { scope: TenantScope; tx: Tx; hasPlan: boolean },
) {
  c.set('scope', scope);
  c.set('hasPlan', hasPlan);
  c.set('tx', tx);
  c.set('businessId', scope.businessId);
  c.set('membershipRole', scope.role);
  c.set('plan', scope.plan);
}

/** Public routes (the showroom): one transaction as role `anon`, which sees only what is published. */
export const anonScope = createMiddleware<AppEnv>(async (c, next) => {
  // Already inside a request transaction (two routers covering one path): one transaction is enough,
  // and a second one would wait for the first forever on the embedded database.
  if (c.get('tx')) return next();
  await inTransaction(c, next, async (tx) => {
    await applyClaims(tx, { role: 'anon', claims: {} });
    c.set('tx', tx);
    c.set(
      'publicScope',
      publicScopeOf({ tx, deps: c.get('deps'), locale: requestLocale(c.req.query('lang')) }),
    );
  });
});

/**
 * A visitor's write (a booking, a review, a request): no request transaction. The scope carries the
 * visitor's clock, language and deps; its `tx` is the API's connection, which the write service uses
 * only to open its own transaction, as the server, for the business of a published slug (see
 * services/showroom). Reads stay behind `anonScope`.
 */
export const visitorScope = createMiddleware<AppEnv>(async (c, next) => {
  c.set(
    'publicScope',
    publicScopeOf({ tx: c.get('deps').db, deps: c.get('deps'), locale: requestLocale(c.req.query('lang')) }),
  );
  await next();
});

/**
 * Every tenant route's role rule (ADR 031): the route's area (lib/route-areas.ts) against the member's
 * role (@carat/domain `can`). A route without a rule is refused to all but owners (and fails the roles
 * test). Row-level security refuses the same tables to staff underneath.
 */
export const requireRole = createMiddleware<AppEnv>(async (c, next) => {
  const area = routeArea(c.req.method, c.req.path);
  const { role } = c.get('scope');
  if (area === 'public') return next();
  if (area === null ? role !== 'owner' : !can(role, area)) {
    throw new AppError('forbidden', `Your role (${role}) does not give access to this`, 403, undefined, {
      area: area ?? 'unknown',
      requiredRole: area ? minimumRoleFor(area) : 'owner',
    });
  }
  await next();
});
