import type { AuthProviderRoutes, SigningKeys } from '@carat/auth-provider';
import type { Database, Executor, Tx } from '@carat/db';
import type { MemberRole, Tier } from '@carat/domain';
import type { Locale } from '@carat/domain/locale';
import type { StripeSandbox } from '@carat/stripe-sandbox';
import type { LanguageModel } from 'ai';
import type pg from 'pg';
import type Stripe from 'stripe';
import type { AuthUser, TokenVerifier } from '#api/auth/verify.ts';
import type { Config } from '#api/config.ts';
import type { PlatformMessaging } from '#api/deps/messenger.ts';
import type { BillingConfig } from '#api/features/billing/config.ts';
import type { EntitlementCache } from '#api/features/billing/entitlement.ts';
import type { ApiKeyRuntime } from '#api/features/integrations/api-key-runtime.ts';
import type { Logger } from '#api/lib/logger.ts';
import type { RateLimitStore } from '#api/lib/rate-limit-store.ts';
import type { PreparedUpload } from '#api/lib/uploads.ts';
import type { Mailer } from '#api/mail/mailer.ts';
import type { Jobs } from '#api/queue/jobs.ts';
import type { FileStorage } from '#api/storage/types.ts';

/** What the app is built from: created once at start (or per test), passed in — no globals. */
export interface Deps {
  config: Config;
  db: Database;
  pool: pg.Pool;
  logger: Logger;
  verifier: TokenVerifier;
  /** The embedded provider's keys; null in hosted mode (Supabase signs). */
  keys: SigningKeys | null;
  /**
   * The embedded provider's endpoints (/auth/v1) for an app over these deps, as deps/auth.ts wires them;
   * null in hosted mode, where Supabase serves them.
   */
  authProvider: ((deps: Deps) => AuthProviderRoutes) | null;
  jobs: Jobs;
  mailer: Mailer;
  /** Stripe, or the local sandbox behind the same SDK. */
  stripe: Stripe;
  billing: BillingConfig;
  /** The local Stripe sandbox when it stands in for Stripe (embedded mode, tests); null with real Stripe. */
  sandbox: StripeSandbox | null;
  /** The subscription check, cached per user for a few seconds (forgotten when this process syncs). */
  entitlements: EntitlementCache;
  /** Verified API keys kept a few seconds, and the batched use log (ADR 042). */
  apiKeys: ApiKeyRuntime;
  /** Where files live (local disk, memory in tests, S3 in hosted mode): built once from the config. */
  storage: FileStorage;
  /** A language model given directly (tests: the AI SDK's mock); else the config's provider, if any. */
  languageModel?: LanguageModel | null;
  /** Where rate limits count: shared by every API process (database table or Redis), memory in tests. */
  rateLimits: RateLimitStore;
  /** Texts through the platform's Twilio account, or the local outbox standing in (ADR 065). */
  messaging: PlatformMessaging;
}

export interface AppEnv {
  Variables: {
    deps: Deps;
    requestId: string;
    logger: Logger;
    user: AuthUser;
    /** The request's transaction, as `authenticated` (tenant routes) or `anon` (public routes). */
    tx: Tx;
    businessId: string;
    membershipRole: MemberRole;
    /** The plan the business works under (its owner's highest live subscription). */
    plan: Tier;
    /** False when the business has no live subscription (its scope then says 'CZ'). */
    hasPlan: boolean;
    /** Tenant routes: who acts for which business, in which transaction (see scope.ts). */
    scope: TenantScope;
    /** Public (showroom) routes: the anonymous visitor's scope. */
    publicScope: PublicScope;
    /** An upload's image work, done before the transaction opened (middleware/uploads.ts, lib/uploads.ts). */
    preparedUpload?: PreparedUpload;
  };
}

/**
 * What every service function receives first: who acts, for which business, in which transaction, at
 * which instant, with which language, and the deps (storage, mailer, jobs, Stripe, config, logger).
 * Built once per request by the tenant, public and demo middleware, and by the job runner; services
 * never read the business row again for its clock, currency or plan. `(scope, input)` is the shape of
 * every service (ADR 023).
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

export type { MemberRole } from '@carat/domain';

/** The business facts a tenant scope carries, as the tenant middleware reads them in one query. */
export interface ScopeBusiness {
  businessId: string;
  role: MemberRole;
  plan: Tier;
  timeZone: string;
  currency: string;
}
