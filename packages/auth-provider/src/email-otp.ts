import { createHash, randomInt } from 'node:crypto';
import type { Executor } from '@carat/db';
import { sql } from 'drizzle-orm';
import { AuthError } from './errors.ts';
import type { OneTimeTokenType } from './one-time-tokens.ts';

/**
 * Six-digit email codes (signInWithOtp, reauthentication), as Supabase Auth sends them. A code and its link
 * are one secret: the link carries GoTrue's token hash of the address and the code (SHA-224 of
 * email + code), and the database keeps only the SHA-256 of that — so the row is found from the link or
 * from the address and the code typed, and the database alone gives neither.
 */
export const EMAIL_OTP_LENGTH = 6;

/** An email may send a new code or link of one kind once a minute (Supabase Auth's SMTP max frequency). */
export const EMAIL_MAX_FREQUENCY_SECONDS = 60;

export function newEmailOtp(): string {
  return randomInt(0, 10 ** EMAIL_OTP_LENGTH)
    .toString()
    .padStart(EMAIL_OTP_LENGTH, '0');
}

export const isEmailOtp = (value: string): boolean => /^\d{6}$/.test(value);

/** GoTrue's GenerateTokenHash: what the link of a code carries. */
export function emailOtpLinkToken(email: string, code: string): string {
  return createHash('sha224')
    .update(email + code)
    .digest('hex');
}

/**
 * Supabase Auth's 429 for an email asked again too soon; nothing is sent. `sentAt` is when the last one
 * went out (null: never).
 */
export function assertEmailSendAllowed(sentAt: Date | null, now = new Date()): void {
  if (!sentAt) return;
  const left = Math.ceil((sentAt.getTime() + EMAIL_MAX_FREQUENCY_SECONDS * 1000 - now.getTime()) / 1000);
  if (left > 0) {
    throw new AuthError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${left} seconds.`,
      {},
      left,
    );
  }
}

/**
 * When the live token of this kind was issued, for the kinds that have no `*_sent_at` column of ours
 * (email change, reauthentication): the token row's own creation time. Null when there is none.
 */
export async function tokenIssuedAt(
  tx: Executor,
  userId: string,
  type: OneTimeTokenType,
): Promise<Date | null> {
  // created_at is UTC without a time zone (see one-time-tokens.ts): its age is computed in SQL.
  const { rows } = await tx.execute<{ age: string | number }>(sql`
    select extract(epoch from localtimestamp - created_at) as age
      from auth.one_time_tokens
     where user_id = ${userId} and token_type = ${type}`);
  const age = rows[0]?.age;
  return age === undefined ? null : new Date(Date.now() - Number(age) * 1000);
}
