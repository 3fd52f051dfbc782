import { randomUUID } from 'node:crypto';
import {
  authMfaAmrClaims,
  authMfaChallenges,
  authMfaFactors,
  authRefreshTokens,
  authSessions,
  type Executor,
} from '@carat/db';
import { and, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { AuthProviderConfig, Caller, ProviderDeps } from './context.ts';
import { AuthError, badRequest, forbidden, notFound, unprocessable } from './errors.ts';
import type { Principal } from './principal.ts';
import type { AuthRateLimits } from './rate-limits.ts';
import { open, seal } from './secrets.ts';
import { addAmrClaim, assurance, grantRefreshToken, type SessionAnswer, sessionAnswer } from './sessions.ts';
import { generateTotpSecret, matchTotpStep, otpauthUri, qrCodeSvg } from './totp.ts';
import { claimTotpStep } from './totp-replay.ts';
import type { FactorRow } from './users.ts';

/** Supabase Auth's defaults. */
const MAX_FACTORS = 10;
const CHALLENGE_LIFETIME_SECONDS = 300;
/** An enrolment not verified within this time is cleared at the next one. */
const UNVERIFIED_FACTOR_LIFETIME_SECONDS = 3600;
const ISSUER = 'Carat';
const SEALED_PREFIX = 'enc:v1:';
/** Where the transport gave no address, challenges record this one (the column is not null). */
const UNKNOWN_ADDRESS = '0.0.0.0';

/**
 * TOTP secrets are sealed with `config.totpEncryptionKey` (AES-256-GCM, bound to the factor id) when it is
 * set — required in production; without it (development, tests) they are stored as Supabase Auth stores
 * them by default, in plain text.
 */
export function sealFactorSecret(config: AuthProviderConfig, factorId: string, secret: string): string {
  if (!config.totpEncryptionKey) return secret;
  return SEALED_PREFIX + seal(secret, Buffer.from(config.totpEncryptionKey, 'base64'), factorId);
}

export function openFactorSecret(
  config: AuthProviderConfig,
  factor: Pick<FactorRow, 'id' | 'secret'>,
): string {
  const stored = factor.secret ?? '';
  if (!stored.startsWith(SEALED_PREFIX)) return stored;
  const key = config.totpEncryptionKey;
  const secret = key ? open(stored.slice(SEALED_PREFIX.length), Buffer.from(key, 'base64'), factor.id) : null;
  if (secret === null)
    throw new Error(`TOTP secret of factor ${factor.id} cannot be opened with the configured key`);
  return secret;
}

const factorNotFound = () => notFound('mfa_factor_not_found', 'Factor not found');
const invalidTotpCode = () => unprocessable('mfa_verification_failed', 'Invalid TOTP code entered');

async function findOwnFactor(tx: Executor, principal: Principal, factorId: string): Promise<FactorRow> {
  if (!/^[0-9a-f-]{36}$/i.test(factorId)) throw factorNotFound();
  const [factor] = await tx
    .select()
    .from(authMfaFactors)
    .where(and(eq(authMfaFactors.id, factorId), eq(authMfaFactors.userId, principal.user.id)))
    .limit(1);
  if (!factor) throw factorNotFound();
  return factor;
}

export interface EnrollAnswer {
  id: string;
  type: 'totp';
  friendly_name: string;
  totp: { qr_code: string; secret: string; uri: string };
}

/** POST /factors: a new, unverified TOTP factor and what the authenticator app needs to add it. */
export async function enrollFactor(
  deps: ProviderDeps,
  principal: Principal,
  body: Record<string, unknown>,
): Promise<EnrollAnswer> {
  switch (body.factor_type) {
    case 'totp':
      break;
    case 'phone':
      throw unprocessable('mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
    case 'webauthn':
      throw unprocessable('mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
    default:
      throw badRequest('validation_failed', 'factor_type needs to be totp, phone, or webauthn');
  }
  const friendlyName = typeof body.friendly_name === 'string' ? body.friendly_name.trim().slice(0, 100) : '';
  const issuer =
    typeof body.issuer === 'string' && body.issuer.trim() ? body.issuer.trim().slice(0, 100) : ISSUER;
  const { user, session } = principal;

  const secret = generateTotpSecret();
  const uri = otpauthUri({ secret, issuer, account: user.email ?? user.id });
  const id = randomUUID();
  await deps.db.transaction(async (tx) => {
    await tx
      .delete(authMfaFactors)
      .where(
        and(
          eq(authMfaFactors.userId, user.id),
          eq(authMfaFactors.status, 'unverified'),
          lt(
            authMfaFactors.createdAt,
            sql`now() - make_interval(secs => ${UNVERIFIED_FACTOR_LIFETIME_SECONDS})`,
          ),
        ),
      );
    const factors = await tx
      .select()
      .from(authMfaFactors)
      .where(eq(authMfaFactors.userId, user.id))
      .for('update');
    if (friendlyName && factors.some((f) => f.friendlyName === friendlyName)) {
      throw unprocessable(
        'mfa_factor_name_conflict',
        `A factor with the friendly name "${friendlyName}" for this user already exists`,
      );
    }
    if (factors.length >= MAX_FACTORS) {
      throw unprocessable(
        'too_many_enrolled_mfa_factors',
        'Maximum number of verified factors reached, unenroll to continue',
      );
    }
    if (factors.some((f) => f.status === 'verified') && (await assurance(tx, session.id)).aal !== 'aal2') {
      throw forbidden('insufficient_aal', 'AAL2 required to enroll a new factor');
    }
    const now = new Date();
    await tx.insert(authMfaFactors).values({
      id,
      userId: user.id,
      friendlyName: friendlyName || null,
      factorType: 'totp',
      status: 'unverified',
      secret: sealFactorSecret(deps.config, id, secret),
      createdAt: now,
      updatedAt: now,
    });
  });
  return {
    id,
    type: 'totp',
    friendly_name: friendlyName,
    totp: { qr_code: await qrCodeSvg(uri), secret, uri },
  };
}

/** POST /factors/{id}/challenge: a challenge to answer with the current code within five minutes. */
export async function challengeFactor(
  deps: ProviderDeps,
  limits: AuthRateLimits,
  principal: Principal,
  factorId: string,
  caller: Caller,
): Promise<{ id: string; type: 'totp'; expires_at: number }> {
  const factor = await findOwnFactor(deps.db, principal, factorId);
  if (factor.factorType !== 'totp') {
    throw unprocessable('mfa_phone_verify_not_enabled', 'MFA verification is disabled for Phone');
  }
  await limits.hitAddress(deps.config, 'mfa', caller.ip);
  const createdAt = new Date();
  const id = randomUUID();
  await deps.db.insert(authMfaChallenges).values({
    id,
    factorId: factor.id,
    createdAt,
    ipAddress: caller.ip ?? UNKNOWN_ADDRESS,
  });
  return {
    id,
    type: 'totp',
    expires_at: Math.floor(createdAt.getTime() / 1000) + CHALLENGE_LIFETIME_SECONDS,
  };
}

/**
 * POST /factors/{id}/verify: the right code raises the caller's session to aal2 (amr gains `totp`) and
 * answers it with new tokens; a first verification also marks the factor verified. As in Supabase Auth,
 * the user's other aal1 sessions end then: they were opened without the second factor.
 */
export async function verifyFactor(
  deps: ProviderDeps,
  limits: AuthRateLimits,
  principal: Principal,
  factorId: string,
  body: Record<string, unknown>,
  caller: Caller,
): Promise<SessionAnswer> {
  const challengeId = typeof body.challenge_id === 'string' ? body.challenge_id : '';
  const code = typeof body.code === 'string' ? body.code.trim() : '';
  if (!/^[0-9a-f-]{36}$/i.test(challengeId))
    throw badRequest('validation_failed', 'challenge_id must be a UUID');
  if (!code) throw badRequest('validation_failed', 'Code needs to be non-empty');
  const factor = await findOwnFactor(deps.db, principal, factorId);
  await limits.assertMfaAllowed(factor.id);
  await limits.hitAddress(deps.config, 'mfa', caller.ip);
  const { user, session } = principal;

  const outcome = await deps.db.transaction(async (tx): Promise<SessionAnswer | AuthError> => {
    const [challenge] = await tx
      .select()
      .from(authMfaChallenges)
      .where(and(eq(authMfaChallenges.id, challengeId), eq(authMfaChallenges.factorId, factor.id)))
      .for('update');
    if (!challenge) {
      throw unprocessable('mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
    }
    if (challenge.verifiedAt !== null || challenge.ipAddress !== (caller.ip ?? UNKNOWN_ADDRESS)) {
      throw unprocessable('mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
    }
    if (Date.now() - challenge.createdAt.getTime() > CHALLENGE_LIFETIME_SECONDS * 1000) {
      await tx.delete(authMfaChallenges).where(eq(authMfaChallenges.id, challenge.id));
      return unprocessable(
        'mfa_challenge_expired',
        `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
      );
    }
    // A code of a step this factor already accepted (or of an earlier one) is refused like a wrong code:
    // it is what a replayed or shoulder-surfed code looks like (RFC 6238 §5.2).
    const step = matchTotpStep(openFactorSecret(deps.config, factor), code);
    if (step === null || !(await claimTotpStep(tx, factor.id, step))) {
      await limits.mfaFailed(factor.id);
      return invalidTotpCode();
    }

    const now = new Date();
    await tx.update(authMfaChallenges).set({ verifiedAt: now }).where(eq(authMfaChallenges.id, challenge.id));
    if (factor.status !== 'verified') {
      await tx
        .update(authMfaFactors)
        .set({ status: 'verified', updatedAt: now })
        .where(eq(authMfaFactors.id, factor.id));
    }
    await tx
      .update(authSessions)
      .set({ aal: 'aal2', factorId: factor.id, updatedAt: now })
      .where(eq(authSessions.id, session.id));
    await addAmrClaim(tx, session.id, 'totp');
    await tx
      .delete(authSessions)
      .where(
        and(eq(authSessions.userId, user.id), eq(authSessions.aal, 'aal1'), ne(authSessions.id, session.id)),
      );
    await tx
      .delete(authMfaFactors)
      .where(
        and(
          eq(authMfaFactors.userId, user.id),
          eq(authMfaFactors.status, 'unverified'),
          eq(authMfaFactors.factorType, 'totp'),
          ne(authMfaFactors.id, factor.id),
        ),
      );
    // The raised session gets new credentials; its earlier refresh tokens stop working.
    const revoked = await tx
      .update(authRefreshTokens)
      .set({ revoked: true, updatedAt: now })
      .where(and(eq(authRefreshTokens.sessionId, session.id), eq(authRefreshTokens.revoked, false)))
      .returning({ id: authRefreshTokens.id, token: authRefreshTokens.token });
    const latest = revoked.sort((a, b) => b.id - a.id)[0];
    const refreshToken = await grantRefreshToken(tx, {
      userId: user.id,
      sessionId: session.id,
      parentHash: latest?.token ?? undefined,
    });
    return sessionAnswer(deps, tx, user, { sessionId: session.id, refreshToken });
  });
  if (outcome instanceof AuthError) throw outcome;
  return outcome;
}

/**
 * DELETE /factors/{id}. A verified factor can only be removed from an aal2 session; the sessions it raised
 * fall back to aal1.
 */
export async function unenrollFactor(
  deps: ProviderDeps,
  principal: Principal,
  factorId: string,
): Promise<{ id: string }> {
  return deps.db.transaction(async (tx) => {
    const factor = await findOwnFactor(tx, principal, factorId);
    if (factor.status === 'verified' && (await assurance(tx, principal.session.id)).aal !== 'aal2') {
      throw unprocessable('insufficient_aal', 'AAL2 required to unenroll verified factor');
    }
    await tx.delete(authMfaFactors).where(eq(authMfaFactors.id, factor.id));
    const raised = await tx
      .update(authSessions)
      .set({ aal: 'aal1', factorId: null, updatedAt: new Date() })
      .where(eq(authSessions.factorId, factor.id))
      .returning({ id: authSessions.id });
    if (raised.length) {
      await tx.delete(authMfaAmrClaims).where(
        and(
          inArray(
            authMfaAmrClaims.sessionId,
            raised.map((s) => s.id),
          ),
          eq(authMfaAmrClaims.authenticationMethod, 'totp'),
        ),
      );
    }
    return { id: factor.id };
  });
}
