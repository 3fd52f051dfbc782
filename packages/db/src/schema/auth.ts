import {
  bigserial,
  boolean,
  inet,
  jsonb,
  pgSchema,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * Supabase's `auth` schema: the columns of auth.users we read or write (created by 0001 when embedded), and
 * the tables of the embedded auth provider (0005), with Supabase Auth's names and types.
 */
export const authSchema = pgSchema('auth');

/** auth.users.encrypted_password is written only through these (argon2id). */
export { hashPassword, verifyPassword } from '#lib/auth/passwords.ts';

export const authUsers = authSchema.table('users', {
  id: uuid().primaryKey(),
  aud: varchar({ length: 255 }),
  role: varchar({ length: 255 }),
  email: varchar({ length: 255 }),
  encryptedPassword: varchar({ length: 255 }),
  emailConfirmedAt: timestamp({ withTimezone: true }),
  confirmationSentAt: timestamp({ withTimezone: true }),
  recoverySentAt: timestamp({ withTimezone: true }),
  emailChange: varchar({ length: 255 }),
  lastSignInAt: timestamp({ withTimezone: true }),
  rawAppMetaData: jsonb().$type<Record<string, unknown>>(),
  rawUserMetaData: jsonb().$type<Record<string, unknown>>(),
  createdAt: timestamp({ withTimezone: true }),
  updatedAt: timestamp({ withTimezone: true }),
  phone: text(),
  bannedUntil: timestamp({ withTimezone: true }),
  deletedAt: timestamp({ withTimezone: true }),
  isAnonymous: boolean().notNull().default(false),
});

export const aalLevel = authSchema.enum('aal_level', ['aal1', 'aal2', 'aal3']);
export const factorType = authSchema.enum('factor_type', ['totp', 'webauthn', 'phone']);
export const factorStatus = authSchema.enum('factor_status', ['unverified', 'verified']);
export const oneTimeTokenType = authSchema.enum('one_time_token_type', [
  'confirmation_token',
  'reauthentication_token',
  'recovery_token',
  'email_change_token_new',
  'email_change_token_current',
  'phone_change_token',
]);
export const codeChallengeMethod = authSchema.enum('code_challenge_method', ['s256', 'plain']);

/** A signed-in device. */
export const authSessions = authSchema.table('sessions', {
  id: uuid().primaryKey(),
  userId: uuid()
    .notNull()
    .references(() => authUsers.id, { onDelete: 'cascade' }),
  createdAt: timestamp({ withTimezone: true }),
  updatedAt: timestamp({ withTimezone: true }),
  /** The factor that raised the session to aal2. */
  factorId: uuid(),
  aal: aalLevel(),
  notAfter: timestamp({ withTimezone: true }),
  /** Without time zone, as in Supabase Auth: written in UTC. */
  refreshedAt: timestamp({ withTimezone: false }),
  userAgent: text(),
  ip: inet(),
  tag: text(),
});

/** One row per rotation; `token` and `parent` are SHA-256 hashes, never tokens. */
export const authRefreshTokens = authSchema.table('refresh_tokens', {
  instanceId: uuid(),
  id: bigserial({ mode: 'number' }).primaryKey(),
  token: varchar({ length: 255 }).unique('refresh_tokens_token_unique'),
  userId: varchar({ length: 255 }),
  revoked: boolean(),
  createdAt: timestamp({ withTimezone: true }),
  updatedAt: timestamp({ withTimezone: true }),
  parent: varchar({ length: 255 }),
  sessionId: uuid().references(() => authSessions.id, { onDelete: 'cascade' }),
  /** Embedded only: the token this one was rotated to, sealed with this one (see 0005). */
  nextTokenSealed: text(),
});

export const authMfaFactors = authSchema.table('mfa_factors', {
  id: uuid().primaryKey(),
  userId: uuid()
    .notNull()
    .references(() => authUsers.id, { onDelete: 'cascade' }),
  friendlyName: text(),
  factorType: factorType().notNull(),
  status: factorStatus().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull(),
  secret: text(),
  phone: text(),
  lastChallengedAt: timestamp({ withTimezone: true }).unique(),
});

export const authMfaChallenges = authSchema.table('mfa_challenges', {
  id: uuid().primaryKey(),
  factorId: uuid()
    .notNull()
    .references(() => authMfaFactors.id, { onDelete: 'cascade' }),
  createdAt: timestamp({ withTimezone: true }).notNull(),
  verifiedAt: timestamp({ withTimezone: true }),
  ipAddress: inet().notNull(),
  otpCode: text(),
});

/** How a session was authenticated: the access token's `amr`, and from it its `aal`. */
export const authMfaAmrClaims = authSchema.table('mfa_amr_claims', {
  sessionId: uuid()
    .notNull()
    .references(() => authSessions.id, { onDelete: 'cascade' }),
  createdAt: timestamp({ withTimezone: true }).notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull(),
  authenticationMethod: text().notNull(),
  id: uuid().primaryKey(),
});

/** Email links: one live token per user and type, as the SHA-256 of what the link carries. */
export const authOneTimeTokens = authSchema.table('one_time_tokens', {
  id: uuid().primaryKey(),
  userId: uuid()
    .notNull()
    .references(() => authUsers.id, { onDelete: 'cascade' }),
  tokenType: oneTimeTokenType().notNull(),
  tokenHash: text().notNull(),
  relatesTo: text().notNull(),
  /** Without time zone, as in Supabase Auth: compared in SQL only. */
  createdAt: timestamp({ withTimezone: false }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: false }).notNull().defaultNow(),
});

/** PKCE flows started by a client (recovery, sign-up confirmation, email change). */
export const authFlowState = authSchema.table('flow_state', {
  id: uuid().primaryKey(),
  userId: uuid(),
  /** The SHA-256 of the auth code handed back by /verify. */
  authCode: text().notNull(),
  codeChallengeMethod: codeChallengeMethod().notNull(),
  codeChallenge: text().notNull(),
  providerType: text().notNull(),
  providerAccessToken: text(),
  providerRefreshToken: text(),
  createdAt: timestamp({ withTimezone: true }),
  updatedAt: timestamp({ withTimezone: true }),
  authenticationMethod: text().notNull(),
  authCodeIssuedAt: timestamp({ withTimezone: true }),
});
