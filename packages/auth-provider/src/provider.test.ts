import { authSessions, authUsers } from '@carat/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviderTestContext, memoryCounter, type ProviderTestContext } from '#test/provider.ts';
import type { Caller, ProviderDeps } from './context.ts';
import { AuthError } from './errors.ts';
import { passwordGrant } from './password-grant.ts';
import { AuthRateLimits } from './rate-limits.ts';
import { refreshGrant } from './refresh.ts';
import type { SessionAnswer } from './sessions.ts';
import { signUp } from './sign-up.ts';

/** The provider's actions called directly, without HTTP. */
let t: ProviderTestContext;
let deps: ProviderDeps;
const caller: Caller = { ip: '203.0.113.7', userAgent: 'vitest' };

beforeAll(async () => {
  t = await createProviderTestContext();
  deps = t.deps;
});
afterAll(() => t?.close());

let counter = 0;
const newEmail = () => `direct-${Date.now().toString(36)}-${++counter}@example.test`;

async function newAccount(limits = new AuthRateLimits(memoryCounter)) {
  const email = newEmail();
  const answer = (await signUp(deps, limits, {
    body: { email: `  ${email.toUpperCase()} `, password: 'pass word 1', data: { full_name: 'Direct' } },
    redirectTo: null,
    caller,
  })) as SessionAnswer;
  return { email, answer };
}

const failure = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AuthError);
  return error as AuthError;
};

describe('sign-up', () => {
  it('stores the email in lower case, an argon2id hash, and the identity beside the metadata', async () => {
    const { email, answer } = await newAccount();
    const [row] = await t.db.db.select().from(authUsers).where(eq(authUsers.id, answer.user.id));
    expect(row!.email).toBe(email);
    expect(row!.encryptedPassword).toMatch(/^\$argon2id\$/);
    expect(row!.rawUserMetaData).toEqual({
      full_name: 'Direct',
      email,
      email_verified: true,
      phone_verified: false,
      sub: answer.user.id,
    });
    const [session] = await t.db.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.userId, answer.user.id));
    expect(session).toMatchObject({ aal: 'aal1', ip: '203.0.113.7', userAgent: 'vitest' });
  });
});

describe('password grant', () => {
  it('counts wrong passwords per email and refuses the email past the budget', async () => {
    const limits = new AuthRateLimits(memoryCounter);
    const { email } = await newAccount(limits);
    const other = await newAccount(limits);
    for (let i = 0; i < deps.config.rateLimitSignInFailures; i++) {
      expect(
        (await failure(passwordGrant(deps, limits, { email, password: 'wrong' }, caller))).errorCode,
      ).toBe('invalid_credentials');
    }
    const refused = await failure(passwordGrant(deps, limits, { email, password: 'pass word 1' }, caller));
    expect(refused).toMatchObject({ status: 429, errorCode: 'over_request_rate_limit' });
    expect(refused.retryAfter).toBeGreaterThan(0);
    // Another account is not affected.
    await expect(
      passwordGrant(deps, limits, { email: other.email, password: 'pass word 1' }, caller),
    ).resolves.toBeTruthy();
  });
});

describe('refresh grant', () => {
  it('gives two concurrent refreshes of one token the same new pair', async () => {
    const { answer } = await newAccount();
    const [a, b] = await Promise.all([
      refreshGrant(deps, { refresh_token: answer.refresh_token }, caller),
      refreshGrant(deps, { refresh_token: answer.refresh_token }, caller),
    ]);
    expect(a.refresh_token).toBe(b.refresh_token);
    expect(a.refresh_token).not.toBe(answer.refresh_token);
  });

  it('ends the session when a rotated token comes back after the reuse interval', async () => {
    const { answer } = await newAccount();
    const rotated = await refreshGrant(deps, { refresh_token: answer.refresh_token }, caller);
    const late = { ...deps, config: { ...deps.config, refreshTokenReuseInterval: 0 } };
    const refused = await failure(refreshGrant(late, { refresh_token: answer.refresh_token }, caller));
    expect(refused).toMatchObject({ status: 400, errorCode: 'refresh_token_already_used' });
    expect(await t.db.db.select().from(authSessions).where(eq(authSessions.userId, answer.user.id))).toEqual(
      [],
    );
    expect(
      (await failure(refreshGrant(deps, { refresh_token: rotated.refresh_token }, caller))).errorCode,
    ).toBe('refresh_token_not_found');
  });
});
