import {
  authFlowState,
  authMfaFactors,
  authRefreshTokens,
  authUsers,
  type Database,
  type Executor,
  verifyPassword,
} from '@carat/db';
import { and, eq } from 'drizzle-orm';
import type { Config } from '#api/config.ts';
import { AppError } from '#api/lib/errors.ts';
import { asConnectionOwner } from '#api/lib/owner-role.ts';

/**
 * What account deletion asks of the auth provider: check the current password again, and delete the
 * user. Embedded mode does both in our own `auth` tables; hosted mode asks Supabase Auth (a throw-away
 * password sign-in, then the admin API), which owns those tables there.
 */
/** What the password check learnt: whether it matched, and whether the user has a verified second factor. */
export interface PasswordCheck {
  matches: boolean;
  /** A verified TOTP (or other) factor: the session must then be aal2 to delete the account. */
  verifiedFactor: boolean;
}

export interface AccountIdentity {
  readonly mode: 'embedded' | 'supabase';
  /** Checks `password` against the user's current one (tx: the request's; only read through it). */
  checkPassword(
    tx: Executor,
    user: { id: string; email: string | null },
    password: string,
  ): Promise<PasswordCheck>;
  /** Deletes the auth user and everything hanging from it; a user already gone is not an error. */
  deleteUser(db: Database, userId: string): Promise<void>;
}

/** The embedded provider's tables: argon2id hashes in auth.users; sessions, tokens and factors cascade. */
export function embeddedIdentity(): AccountIdentity {
  return {
    mode: 'embedded',
    async checkPassword(tx, user, password) {
      // The auth tables are not readable by the request's role: read as the connection's owner, in its
      // transaction.
      const { row, factors } = await asConnectionOwner(tx, async () => {
        const [found] = await tx
          .select({ encryptedPassword: authUsers.encryptedPassword })
          .from(authUsers)
          .where(eq(authUsers.id, user.id));
        const verified = await tx
          .select({ id: authMfaFactors.id })
          .from(authMfaFactors)
          .where(and(eq(authMfaFactors.userId, user.id), eq(authMfaFactors.status, 'verified')))
          .limit(1);
        return { row: found, factors: verified.length };
      });
      const matches = row?.encryptedPassword ? await verifyPassword(row.encryptedPassword, password) : false;
      return { matches, verifiedFactor: factors > 0 };
    },
    async deleteUser(db, userId) {
      await db.transaction(async (tx) => {
        // Two tables name the user without a foreign key (GoTrue's shapes): cleared by hand.
        await tx.delete(authFlowState).where(eq(authFlowState.userId, userId));
        await tx.delete(authRefreshTokens).where(eq(authRefreshTokens.userId, userId));
        // Sessions, factors, one-time tokens, profile, memberships and billing rows cascade.
        await tx.delete(authUsers).where(eq(authUsers.id, userId));
      });
    },
  };
}

export interface SupabaseIdentityOptions {
  url: string;
  anonKey: string | undefined;
  serviceRoleKey: string | undefined;
  fetch?: typeof fetch;
}

const unavailable = (what: string) =>
  new AppError('account_deletion_unavailable', `Account deletion is not configured: ${what} is missing`, 503);

/** Hosted Supabase Auth, over its HTTP API (the auth schema is Supabase's, not ours to write). */
export function supabaseIdentity(options: SupabaseIdentityOptions): AccountIdentity {
  const call = options.fetch ?? fetch;
  const base = `${options.url}/auth/v1`;
  return {
    mode: 'supabase',
    async checkPassword(_tx, user, password) {
      if (!options.anonKey) throw unavailable('SUPABASE_ANON_KEY');
      if (!user.email) return { matches: false, verifiedFactor: false };
      // A throw-away sign-in (as the Security tab does in the browser), then that session is signed out.
      const res = await call(`${base}/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: options.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email: user.email, password }),
      });
      if (res.status === 400 || res.status === 401) {
        await res.body?.cancel();
        return { matches: false, verifiedFactor: false };
      }
      if (res.status === 429) {
        await res.body?.cancel();
        throw new AppError('too_many_requests', 'Too many password attempts: try again later', 429);
      }
      if (!res.ok) {
        await res.body?.cancel();
        throw new AppError('auth_unavailable', 'The sign-in service did not answer', 502);
      }
      const { access_token: token, user: signedIn } = (await res.json()) as {
        access_token?: string;
        user?: { factors?: { status?: string }[] | null };
      };
      if (token) {
        const out = await call(`${base}/logout?scope=local`, {
          method: 'POST',
          headers: { apikey: options.anonKey, authorization: `Bearer ${token}` },
        }).catch(() => null);
        await out?.body?.cancel();
      }
      return {
        matches: true,
        verifiedFactor: (signedIn?.factors ?? []).some((factor) => factor.status === 'verified'),
      };
    },
    async deleteUser(_db, userId) {
      if (!options.serviceRoleKey) throw unavailable('SUPABASE_SERVICE_ROLE_KEY');
      const res = await call(`${base}/admin/users/${encodeURIComponent(userId)}`, {
        method: 'DELETE',
        headers: {
          apikey: options.serviceRoleKey,
          authorization: `Bearer ${options.serviceRoleKey}`,
          'content-type': 'application/json',
        },
        // A hard delete: Supabase's soft delete keeps the row (and its email) behind.
        body: JSON.stringify({ should_soft_delete: false }),
      });
      await res.body?.cancel();
      if (!res.ok && res.status !== 404) {
        throw new Error(`Supabase Auth refused to delete the user (${res.status})`);
      }
    },
  };
}

const built = new WeakMap<Config, AccountIdentity>();

/** The auth provider the configuration runs on: Supabase's when SUPABASE_URL is set, else ours. */
export function identityFor(config: Config): AccountIdentity {
  let identity = built.get(config);
  if (!identity) {
    identity = config.SUPABASE_URL
      ? supabaseIdentity({
          url: config.SUPABASE_URL,
          anonKey: config.SUPABASE_ANON_KEY,
          serviceRoleKey: config.SUPABASE_SERVICE_ROLE_KEY,
        })
      : embeddedIdentity();
    built.set(config, identity);
  }
  return identity;
}
