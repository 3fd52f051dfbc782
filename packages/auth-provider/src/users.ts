import { createHash } from 'node:crypto';
import { authMfaFactors, authUsers, type Executor } from '@carat/db';
import { type Locale, toLocale } from '@carat/domain/locale';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { badRequest, unprocessable, weakPassword } from './errors.ts';

export type UserRow = typeof authUsers.$inferSelect;
export type FactorRow = typeof authMfaFactors.$inferSelect;

export const MIN_PASSWORD_LENGTH = 6;
/** Supabase Auth's limit (bcrypt's); kept so that a password accepted here is accepted there. */
export const MAX_PASSWORD_LENGTH = 72;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Emails are compared and stored in lower case, as Supabase Auth does. */
export function normalizeEmail(input: unknown): string {
  const email = typeof input === 'string' ? input.trim().toLowerCase() : '';
  if (!email || email.length > 255 || !EMAIL_PATTERN.test(email)) {
    throw badRequest('email_address_invalid', 'Unable to validate email address: invalid format');
  }
  return email;
}

export function checkNewPassword(input: unknown): string {
  if (typeof input !== 'string' || input === '') {
    throw unprocessable('validation_failed', 'Password is required');
  }
  if ([...input].length < MIN_PASSWORD_LENGTH) throw weakPassword(MIN_PASSWORD_LENGTH);
  if (Buffer.byteLength(input) > MAX_PASSWORD_LENGTH) {
    throw unprocessable(
      'validation_failed',
      `Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`,
    );
  }
  return input;
}

export async function findUserByEmail(
  tx: Executor,
  email: string,
  forUpdate = false,
): Promise<UserRow | null> {
  const query = tx
    .select()
    .from(authUsers)
    .where(and(sql`lower(${authUsers.email}) = ${email}`, isNull(authUsers.deletedAt)))
    .limit(1);
  const [user] = forUpdate ? await query.for('update') : await query;
  return user ?? null;
}

export async function findUserById(tx: Executor, id: string, forUpdate = false): Promise<UserRow | null> {
  const query = tx
    .select()
    .from(authUsers)
    .where(and(eq(authUsers.id, id), isNull(authUsers.deletedAt)))
    .limit(1);
  const [user] = forUpdate ? await query.for('update') : await query;
  return user ?? null;
}

export function loadFactors(tx: Executor, userId: string): Promise<FactorRow[]> {
  return tx
    .select()
    .from(authMfaFactors)
    .where(eq(authMfaFactors.userId, userId))
    .orderBy(asc(authMfaFactors.createdAt));
}

/** A field Supabase Auth counts as given: a string, not empty (Go's zero value is ""). */
export const nonEmptyString = (value: unknown): value is string => typeof value === 'string' && value !== '';

export const isConfirmed = (user: UserRow) => user.emailConfirmedAt !== null;
export const isBanned = (user: UserRow, now = new Date()) =>
  user.bannedUntil !== null && user.bannedUntil > now;

/** Emails go out in the user's language: English when they chose it, French otherwise. */
export const localeOf = (user: Pick<UserRow, 'rawUserMetaData'>): Locale =>
  toLocale(user.rawUserMetaData?.locale);

export const DEFAULT_APP_METADATA = { provider: 'email', providers: ['email'] };

/**
 * The email identity's id: stable and derived from the user's (a UUID v5 in a namespace of ours), since
 * the embedded provider has no identities table — every account has exactly this one identity.
 */
export function emailIdentityId(userId: string): string {
  const namespace = Buffer.from('6f1d4e0a9b2c4c7e8d3f5a1b2c3d4e5f', 'hex');
  const hash = createHash('sha1').update(namespace).update(`email:${userId}`).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : undefined);

export function factorJson(factor: FactorRow) {
  return {
    id: factor.id,
    friendly_name: factor.friendlyName ?? '',
    factor_type: factor.factorType,
    status: factor.status,
    created_at: factor.createdAt.toISOString(),
    updated_at: factor.updatedAt.toISOString(),
    last_challenged_at: iso(factor.lastChallengedAt) ?? null,
  };
}

/** The user as Supabase Auth answers it (GET /user, and `user` in every session answer). */
export function userJson(user: UserRow, factors: FactorRow[] = []) {
  const email = user.email ?? '';
  const confirmed = isConfirmed(user);
  const createdAt = iso(user.createdAt) ?? new Date(0).toISOString();
  return {
    id: user.id,
    aud: user.aud ?? 'authenticated',
    role: user.role ?? 'authenticated',
    email,
    email_confirmed_at: iso(user.emailConfirmedAt),
    phone: user.phone ?? '',
    confirmation_sent_at: iso(user.confirmationSentAt),
    confirmed_at: iso(user.emailConfirmedAt),
    recovery_sent_at: iso(user.recoverySentAt),
    ...(user.emailChange ? { new_email: user.emailChange } : {}),
    last_sign_in_at: iso(user.lastSignInAt),
    app_metadata: user.rawAppMetaData ?? DEFAULT_APP_METADATA,
    user_metadata: user.rawUserMetaData ?? {},
    identities: [
      {
        identity_id: emailIdentityId(user.id),
        id: user.id,
        user_id: user.id,
        identity_data: { email, email_verified: confirmed, phone_verified: false, sub: user.id },
        provider: 'email',
        last_sign_in_at: iso(user.lastSignInAt) ?? createdAt,
        created_at: createdAt,
        updated_at: iso(user.updatedAt) ?? createdAt,
        email,
      },
    ],
    // Supabase Auth leaves `factors` out when there are none.
    ...(factors.length ? { factors: factors.map(factorJson) } : {}),
    created_at: createdAt,
    updated_at: iso(user.updatedAt) ?? createdAt,
    is_anonymous: user.isAnonymous,
  };
}

export type UserJson = ReturnType<typeof userJson>;

/** Supabase Auth's merge of `data` into user_metadata: a null value removes the key. */
export function mergeMetadata(
  current: Record<string, unknown> | null,
  updates: Record<string, unknown>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...(current ?? {}) };
  for (const [key, value] of Object.entries(updates)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

export function requireObject(value: unknown, field: string): Record<string, unknown> | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest('validation_failed', `${field} must be an object`);
  }
  return value as Record<string, unknown>;
}
