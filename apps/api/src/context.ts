import type { Database, Tx } from '@carat/db';
import type pg from 'pg';
import type { SigningKeys } from '#api/auth/signing-keys.ts';
import type { AuthUser, TokenVerifier } from '#api/auth/verify.ts';
import type { Config } from '#api/config.ts';
import type { Jobs } from '#api/jobs/jobs.ts';
import type { Logger } from '#api/lib/logger.ts';
import type { Mailer } from '#api/mail/mailer.ts';

/** What the app is built from: created once at start (or per test), passed in — no globals. */
export interface Deps {
  config: Config;
  db: Database;
  pool: pg.Pool;
  logger: Logger;
  verifier: TokenVerifier;
  /** The embedded provider's keys; null in hosted mode (Supabase signs). */
  keys: SigningKeys | null;
  jobs: Jobs;
  mailer: Mailer;
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
    membershipRole: 'owner' | 'staff';
  };
}
