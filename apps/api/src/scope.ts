import type { Executor } from '@carat/db';
import type { Tier } from '@carat/domain';
import type { Locale } from '@carat/domain/locale';
import type { Deps } from '#api/context.ts';

/**
 * What every service function receives first: who acts, for which business, in which transaction, at
 * which instant, with which language, and the deps (storage, mailer, jobs, Stripe, config, logger).
 * Built once per request by the tenant, public and demo middleware, and by the job runner; services
 * never read the business row again for its clock, currency or plan. `(scope, input)` is the shape of
 * every service (issue 13, ADR 023).
 */
export interface BaseScope {
  /** The request's transaction (RLS applied), or the job's connection. */
  tx: Executor;
  deps: Deps;
  /** The instant the request started: one 'now' for the whole request, settable in tests. */
  now: Date;
  /** The language of whoever this answer is for (the signed-in member, the showroom's visitor). */
  locale: Locale;
}

/** A signed-in member working on their business (the dashboard's routes and the read-only demo). */
export interface TenantScope extends BaseScope {
  kind: 'tenant';
  businessId: string;
  userId: string;
  role: MemberRole;
  /** The business's plan (its owner's highest live subscription); 'CZ' when none (see plan.ts). */
  plan: Tier;
  /** The business's IANA time zone: 'today' and opening hours are in it. */
  timeZone: string;
  /** ISO 4217 code of the business's money (amounts are integer minor units). */
  currency: string;
}

/** A showroom visitor: anonymous, sees only what is published (RLS role `anon`). */
export interface PublicScope extends BaseScope {
  kind: 'public';
}

/** A background job or the server itself: no user, no RLS (the API's own connection). */
export interface SystemScope extends BaseScope {
  kind: 'system';
}

export type Scope = TenantScope | PublicScope | SystemScope;

export type MemberRole = 'owner' | 'staff';

/** The business facts a tenant scope carries, as the tenant middleware reads them in one query. */
export interface ScopeBusiness {
  businessId: string;
  role: MemberRole;
  plan: Tier;
  timeZone: string;
  currency: string;
}

export function tenantScopeOf(
  base: { tx: Executor; deps: Deps; userId: string; locale?: Locale; now?: Date },
  business: ScopeBusiness,
): TenantScope {
  return {
    kind: 'tenant',
    tx: base.tx,
    deps: base.deps,
    now: base.now ?? new Date(),
    locale: base.locale ?? 'fr',
    userId: base.userId,
    ...business,
  };
}

export function publicScopeOf(base: { tx: Executor; deps: Deps; locale?: Locale; now?: Date }): PublicScope {
  return {
    kind: 'public',
    tx: base.tx,
    deps: base.deps,
    now: base.now ?? new Date(),
    locale: base.locale ?? 'fr',
  };
}

/** A job's scope: the API's own connection (or a transaction the job opened), now, French unless said. */
export function systemScopeOf(
  deps: Deps,
  options: { tx?: Executor; locale?: Locale; now?: Date } = {},
): SystemScope {
  return {
    kind: 'system',
    tx: options.tx ?? deps.db,
    deps,
    now: options.now ?? new Date(),
    locale: options.locale ?? 'fr',
  };
}

/** The same scope inside another transaction (a savepoint, or a job's own transaction). */
export function withTx<S extends Scope>(scope: S, tx: Executor): S {
  return { ...scope, tx };
}
