import { randomUUID } from 'node:crypto';
import { authUsers, type Executor, hashPassword } from '@carat/db';
import { eq } from 'drizzle-orm';
import type { Caller, ProviderDeps } from './context.ts';
import { isUniqueViolation } from './db-errors.ts';
import { badRequest, unprocessable } from './errors.ts';
import { queueLinkEmail, redirectTarget, verifyLink } from './links.ts';
import { issueOneTimeToken } from './one-time-tokens.ts';
import { type CodeChallenge, parseCodeChallenge, startFlow } from './pkce.ts';
import type { AuthRateLimits } from './rate-limits.ts';
import { createSession, type SessionAnswer, sessionAnswer } from './sessions.ts';
import {
  checkNewPassword,
  DEFAULT_APP_METADATA,
  findUserByEmail,
  isConfirmed,
  localeOf,
  nonEmptyString,
  normalizeEmail,
  requireObject,
  type UserJson,
  type UserRow,
  userJson,
} from './users.ts';

/** A confirmation email is sent again only once a minute per account (Supabase Auth's default). */
const RESEND_AFTER_MS = 60_000;

const alreadyRegistered = () => unprocessable('user_already_exists', 'User already registered');
const anonymousSignInsDisabled = () =>
  unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled');

/**
 * Sends a sign-up confirmation link (in the caller's transaction, with the email job) and records when.
 */
export async function sendConfirmation(
  deps: ProviderDeps,
  tx: Executor,
  user: UserRow,
  input: { redirectTo: string | null; challenge: CodeChallenge | null },
): Promise<Date> {
  const email = user.email ?? '';
  if (input.challenge)
    await startFlow(tx, { userId: user.id, method: 'email/signup', challenge: input.challenge });
  const token = await issueOneTimeToken(tx, {
    userId: user.id,
    type: 'confirmation_token',
    relatesTo: email,
    pkce: input.challenge !== null,
  });
  const url = verifyLink(deps.config, {
    token,
    type: 'signup',
    redirectTo: redirectTarget(deps.config, input.redirectTo),
  });
  await queueLinkEmail(deps, tx, { to: email, locale: localeOf(user), type: 'signup', url });
  const sentAt = new Date();
  await tx.update(authUsers).set({ confirmationSentAt: sentAt }).where(eq(authUsers.id, user.id));
  return sentAt;
}

/**
 * POST /signup. A new account (the database trigger gives it its profile, business and membership); with
 * email confirmation off it is signed in at once, with it on it gets a confirmation link and the answer is
 * the bare user. Signing up again with a known email: 'User already registered' — or, when confirmation
 * is on, an answer that looks like a fresh sign-up, so that the form does not tell who has an account.
 */
export async function signUp(
  deps: ProviderDeps,
  limits: AuthRateLimits,
  input: { body: Record<string, unknown>; redirectTo: string | null; caller: Caller },
): Promise<SessionAnswer | UserJson> {
  const { body, caller } = input;
  // Neither an email nor a phone is supabase-js's signInAnonymously; Supabase Auth answers this before
  // anything else when anonymous sign-ins are off, as they are here.
  if (!nonEmptyString(body.email) && !nonEmptyString(body.phone)) throw anonymousSignInsDisabled();
  if (typeof body.phone === 'string' && body.phone && !body.email) {
    throw badRequest('phone_provider_disabled', 'Phone signups are disabled');
  }
  if (typeof body.email !== 'string' || !body.email.trim()) {
    throw badRequest('validation_failed', 'To signup, please provide your email');
  }
  const email = normalizeEmail(body.email);
  const password = checkNewPassword(body.password);
  const data = requireObject(body.data, 'data') ?? {};
  const challenge = parseCodeChallenge(body);
  const confirm = deps.config.emailConfirmation;
  await limits.hitAddress(deps.config, 'sign-up', caller.ip);

  const encryptedPassword = await hashPassword(password);
  try {
    return await deps.db.transaction(async (tx) => {
      const existing = await findUserByEmail(tx, email, true);
      if (existing) {
        if (!confirm) throw alreadyRegistered();
        if (!isConfirmed(existing)) {
          // Not confirmed yet: the link is sent again (its password is not changed: anyone can type an email).
          const recent =
            existing.confirmationSentAt &&
            Date.now() - existing.confirmationSentAt.getTime() < RESEND_AFTER_MS;
          const sentAt = recent
            ? existing.confirmationSentAt
            : await sendConfirmation(deps, tx, existing, { redirectTo: input.redirectTo, challenge });
          return userJson({ ...existing, confirmationSentAt: sentAt });
        }
        return obfuscatedUser(email, data);
      }

      const user = await insertUser(tx, { email, encryptedPassword, data, confirmed: !confirm });
      if (confirm) {
        const sentAt = await sendConfirmation(deps, tx, user, { redirectTo: input.redirectTo, challenge });
        return userJson({ ...user, confirmationSentAt: sentAt });
      }
      const session = await createSession(tx, { user, method: 'password', caller });
      return sessionAnswer(deps, tx, { ...user, lastSignInAt: new Date() }, session);
    });
  } catch (error) {
    // Two sign-ups for one email at once: the unique index decides, the loser hears it is taken.
    if (isUniqueViolation(error)) {
      if (!confirm) throw alreadyRegistered();
      return obfuscatedUser(email, data);
    }
    throw error;
  }
}

/**
 * A new account row (the database trigger gives it its profile, business and membership). `confirmed`: the
 * address counts as proven from the start (email confirmation off). No password for an account opened by
 * an email code: it signs in by code until it sets one.
 */
export async function insertUser(
  tx: Executor,
  input: {
    email: string;
    encryptedPassword: string | null;
    data: Record<string, unknown>;
    confirmed: boolean;
  },
): Promise<UserRow> {
  const now = new Date();
  const id = randomUUID();
  const { email, confirmed } = input;
  const [user] = await tx
    .insert(authUsers)
    .values({
      id,
      aud: 'authenticated',
      role: 'authenticated',
      email,
      encryptedPassword: input.encryptedPassword,
      emailConfirmedAt: confirmed ? now : null,
      rawAppMetaData: DEFAULT_APP_METADATA,
      // As Supabase Auth does, the email identity's data sits beside what the app sent.
      rawUserMetaData: { ...input.data, email, email_verified: confirmed, phone_verified: false, sub: id },
      createdAt: now,
      updatedAt: now,
      isAnonymous: false,
    })
    .returning();
  if (!user) throw new Error('sign-up insert returned nothing');
  return user;
}

/** What a fresh sign-up answers, for an email that already has a confirmed account (confirmation on). */
function obfuscatedUser(email: string, data: Record<string, unknown>): UserJson {
  const now = new Date();
  const json = userJson({
    id: randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email,
    encryptedPassword: null,
    emailConfirmedAt: null,
    confirmationSentAt: now,
    recoverySentAt: null,
    emailChange: null,
    lastSignInAt: null,
    rawAppMetaData: DEFAULT_APP_METADATA,
    rawUserMetaData: data,
    createdAt: now,
    updatedAt: now,
    phone: null,
    bannedUntil: null,
    deletedAt: null,
    isAnonymous: false,
  });
  return { ...json, identities: [] };
}
