import { createTestDatabase, type TestDatabase } from '@carat/db/testing';
import type { AuthEmail, AuthProviderConfig, ProviderDeps } from '#lib/context.ts';
import type { WindowCounter } from '#lib/rate-limits.ts';
import { SigningKeys } from '#lib/signing-keys.ts';

export const DASHBOARD_URL = 'http://localhost:5175';
export const MARKETING_URL = 'http://localhost:5173';
export const SHOWROOM_URL = 'http://localhost:5174';

/** The provider's settings as the API gives them in tests (its defaults). */
export const testConfig = (overrides: Partial<AuthProviderConfig> = {}): AuthProviderConfig => ({
  url: 'http://localhost:8787/auth/v1',
  siteUrl: DASHBOARD_URL,
  redirectOrigins: [MARKETING_URL, SHOWROOM_URL, DASHBOARD_URL],
  anonKey: 'sb_publishable_carat_embedded_test_key',
  emailConfirmation: false,
  jwtExpiry: 3600,
  refreshTokenReuseInterval: 10,
  rateLimitPerAddress: 30,
  rateLimitSignInFailures: 10,
  ...overrides,
});

/** A fixed-window counter in memory, as a host would give one. */
export function memoryCounter(_name: string, windowMs: number): WindowCounter {
  const hits = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string) => {
    const entry = hits.get(key);
    return entry && entry.resetAt > Date.now() ? entry : null;
  };
  return {
    async hit(key) {
      const entry = current(key) ?? { count: 0, resetAt: Date.now() + windowMs };
      entry.count += 1;
      hits.set(key, entry);
      return { ...entry };
    },
    peek: async (key) => current(key)?.count ?? 0,
    reset: async (key) => void hits.delete(key),
  };
}

export interface ProviderTestContext {
  db: TestDatabase;
  deps: ProviderDeps;
  /** Every email the provider queued, in order (recorded at once: the transaction is not awaited). */
  emails: AuthEmail[];
  close(): Promise<void>;
}

/** The provider's dependencies over a fresh database (PGlite, or PostgreSQL when DATABASE_URL is set). */
export async function createProviderTestContext(): Promise<ProviderTestContext> {
  const db = await createTestDatabase();
  const keys = await SigningKeys.load(db.pool);
  const emails: AuthEmail[] = [];
  const deps: ProviderDeps = {
    db: db.db,
    keys,
    config: testConfig(),
    queueEmail: async (email) => {
      emails.push(email);
    },
    logger: { warn: () => {} },
  };
  return { db, deps, emails, close: () => db.close() };
}
