import { createHash, randomBytes } from 'node:crypto';
import { totpAt } from '@carat/auth-provider';
import { authMfaChallenges, authMfaFactors, authRefreshTokens, authSessions, authUsers } from '@carat/db';
import { eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#api/app.ts';
import { type Config, DEVELOPMENT_ANON_KEY } from '#api/config.ts';
import { MemoryRateLimitStore } from '#api/lib/rate-limit-store.ts';
import { createTestContext, type TestContext } from '#test/testing.ts';

/** The provider over HTTP, where supabase-js does not reach: keys, shapes, flows it does not drive. */
type App = ReturnType<typeof createApp>;

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t?.close());

/** An app with other settings, counting its rate limits apart (as its own process with memory would). */
const appWith = (overrides: Partial<Config>): App =>
  createApp({
    ...t.deps,
    config: { ...t.deps.config, ...overrides },
    rateLimits: new MemoryRateLimitStore(),
  });

interface Answer {
  status: number;
  body: Record<string, unknown> & { user?: Record<string, unknown> };
  headers: Headers;
}

async function call(
  app: App,
  method: string,
  path: string,
  init: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { apikey: DEVELOPMENT_ANON_KEY, ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const res = await app.request(`/auth/v1${path}`, {
    method,
    headers,
    body:
      init.body === undefined
        ? undefined
        : typeof init.body === 'string'
          ? init.body
          : JSON.stringify(init.body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : {}, headers: res.headers };
}

let counter = 0;
const newEmail = () => `provider-${Date.now().toString(36)}-${++counter}@example.test`;
const PASSWORD = 'a sound password';

async function signUp(app: App = t.app, email = newEmail()) {
  const res = await call(app, 'POST', '/signup', {
    body: { email, password: PASSWORD, data: { full_name: 'Test' } },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { email, ...res.body } as {
    email: string;
    access_token: string;
    refresh_token: string;
    user: { id: string };
  };
}

async function signIn(app: App, email: string) {
  const res = await call(app, 'POST', '/token?grant_type=password', { body: { email, password: PASSWORD } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { access_token: string; refresh_token: string };
}

/** The link of the latest email to an address (the queue is drained first). */
async function linkSentTo(address: string): Promise<string> {
  await t.deps.jobs.drain('email.send');
  const mail = t.deps.mailer.outbox.filter((m) => m.to === address).at(-1);
  const link = mail && /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no link sent to ${address}`);
  return link;
}

const fragmentOf = (res: Response) =>
  new URLSearchParams(new URL(res.headers.get('location')!).hash.slice(1));

describe('the API key', () => {
  it('is required on every endpoint but the public keys and the browser links', async () => {
    const missing = await t.app.request('/auth/v1/settings');
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({
      code: 401,
      error_code: 'no_api_key',
      msg: 'No API key found in request',
    });
    const wrong = await call(t.app, 'POST', '/token?grant_type=password', {
      headers: { apikey: 'sb_publishable_wrong_key_123' },
    });
    expect(wrong.body).toMatchObject({ code: 401, error_code: 'invalid_api_key' });
    // As supabase-js sends it with a publishable key missing from `apikey`: the bearer.
    const bearer = await t.app.request('/auth/v1/settings', {
      headers: { authorization: `Bearer ${DEVELOPMENT_ANON_KEY}` },
    });
    expect(bearer.status).toBe(200);

    const jwks = await t.app.request('/auth/v1/.well-known/jwks.json');
    expect(jwks.status).toBe(200);
    expect(((await jwks.json()) as { keys: { kid: string; alg: string }[] }).keys[0]).toMatchObject({
      alg: 'ES256',
    });
    expect((await t.app.request('/auth/v1/verify?type=recovery&token=nothing')).status).toBe(303);
  });
});

describe('errors', () => {
  it('answer in Supabase Auth shape: code, error_code, msg', async () => {
    expect(
      await call(t.app, 'POST', '/signup', { body: { email: 'not an email', password: PASSWORD } }),
    ).toMatchObject({
      status: 400,
      body: { code: 400, error_code: 'email_address_invalid' },
    });
    expect(
      (await call(t.app, 'POST', '/signup', { body: { email: newEmail(), password: '123' } })).body,
    ).toEqual({
      code: 422,
      error_code: 'weak_password',
      msg: 'Password should be at least 6 characters.',
      weak_password: { reasons: ['length'] },
    });
    expect((await call(t.app, 'POST', '/signup', { body: '{"email":' })).body).toMatchObject({
      error_code: 'bad_json',
    });
    expect((await call(t.app, 'POST', '/token?grant_type=magic', { body: {} })).status).toBe(400);
    expect((await call(t.app, 'GET', '/nowhere')).body).toMatchObject({ code: 404, error_code: 'not_found' });
    expect((await call(t.app, 'GET', '/user')).body).toMatchObject({
      code: 401,
      error_code: 'no_authorization',
    });
    expect((await call(t.app, 'GET', '/user', { token: 'not.a.jwt' })).body).toMatchObject({
      code: 403,
      error_code: 'bad_jwt',
    });
  });
});

describe('refresh tokens', () => {
  it('are stored as hashes only, and answers that carry tokens are not cached', async () => {
    const email = newEmail();
    const res = await call(t.app, 'POST', '/signup', { body: { email, password: PASSWORD } });
    expect(res.headers.get('cache-control')).toBe('no-store');
    const jwks = await t.app.request('/auth/v1/.well-known/jwks.json');
    expect(jwks.headers.get('cache-control')).toBe('public, max-age=600');
    const { refresh_token, user } = res.body as { refresh_token: string; user: { id: string } };
    const rows = await t.db.db.select().from(authRefreshTokens).where(eq(authRefreshTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token).toBe(createHash('sha256').update(refresh_token).digest('hex'));
  });

  it('follow a replayed token to the latest one within the interval', async () => {
    const { refresh_token: first } = await signUp();
    const second = await call(t.app, 'POST', '/token?grant_type=refresh_token', {
      body: { refresh_token: first },
    });
    const third = await call(t.app, 'POST', '/token?grant_type=refresh_token', {
      body: { refresh_token: second.body.refresh_token },
    });
    const replay = await call(t.app, 'POST', '/token?grant_type=refresh_token', {
      body: { refresh_token: first },
    });
    expect(replay.status).toBe(200);
    expect(replay.body.refresh_token).toBe(third.body.refresh_token);
    const unknown = await call(t.app, 'POST', '/token?grant_type=refresh_token', {
      body: { refresh_token: 'nope' },
    });
    expect(unknown.body).toMatchObject({ error_code: 'refresh_token_not_found' });
  });
});

describe('sign-out scopes', () => {
  it('ends this session, the others, or all of them', async () => {
    const { email, access_token: firstAccess, refresh_token: first } = await signUp();
    const second = await signIn(t.app, email);
    const third = await signIn(t.app, email);
    const refresh = (token: string) =>
      call(t.app, 'POST', '/token?grant_type=refresh_token', { body: { refresh_token: token } });

    expect((await call(t.app, 'POST', '/logout?scope=others', { token: second.access_token })).status).toBe(
      204,
    );
    expect((await refresh(first)).status).toBe(400);
    expect((await refresh(third.refresh_token)).status).toBe(400);
    const kept = await refresh(second.refresh_token);
    expect(kept.status).toBe(200);

    expect((await call(t.app, 'POST', '/logout?scope=local', { token: second.access_token })).status).toBe(
      204,
    );
    expect((await refresh(kept.body.refresh_token as string)).status).toBe(400);
    expect((await call(t.app, 'GET', '/user', { token: firstAccess })).body).toMatchObject({
      error_code: 'session_not_found',
    });
    expect(
      (await call(t.app, 'POST', '/logout?scope=everything', { token: third.access_token })).status,
    ).toBe(403);
  });
});

describe('email confirmation (AUTH_EMAIL_CONFIRMATION=true)', () => {
  it('answers the bare user, sends a link, and refuses sign-in until it is followed', async () => {
    const app = appWith({ AUTH_EMAIL_CONFIRMATION: true });
    const email = newEmail();
    const res = await call(
      app,
      'POST',
      `/signup?redirect_to=${encodeURIComponent(`${t.deps.config.DASHBOARD_URL}/welcome`)}`,
      {
        body: { email, password: PASSWORD, data: { full_name: 'Awaiting Confirmation', locale: 'en' } },
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.access_token).toBeUndefined();
    expect(res.body).toMatchObject({ email, confirmation_sent_at: expect.any(String) });
    expect(res.body.email_confirmed_at).toBeUndefined();

    const refused = await call(app, 'POST', '/token?grant_type=password', {
      body: { email, password: PASSWORD },
    });
    expect(refused.body).toMatchObject({
      code: 400,
      error_code: 'email_not_confirmed',
      msg: 'Email not confirmed',
    });
    expect((await call(app, 'GET', '/settings')).body).toMatchObject({ mailer_autoconfirm: false });

    const link = await linkSentTo(email);
    const mail = t.deps.mailer.outbox.filter((m) => m.to === email).at(-1)!;
    expect(mail.subject).toBe('Confirm your email address');
    expect(link).toContain('type=signup');
    const confirmed = await app.request(link);
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toMatch(new RegExp(`^${t.deps.config.DASHBOARD_URL}/welcome#`));
    expect(fragmentOf(confirmed).get('type')).toBe('signup');
    expect(fragmentOf(confirmed).get('access_token')).toBeTruthy();
    await signIn(app, email);

    // Signing up again with a confirmed address looks like a new sign-up and changes nothing.
    const again = await call(app, 'POST', '/signup', { body: { email, password: 'someone else' } });
    expect(again.status).toBe(200);
    expect(again.body.id).not.toBe(res.body.id);
    expect(again.body.identities).toEqual([]);
    await signIn(app, email);
  });
});

describe('verifyOtp (POST /verify)', () => {
  it('spends a recovery token hash for a session, once', async () => {
    const { email } = await signUp();
    expect((await call(t.app, 'POST', '/recover', { body: { email } })).body).toEqual({});
    const token = new URL(await linkSentTo(email)).searchParams.get('token')!;
    const verified = await call(t.app, 'POST', '/verify', { body: { type: 'recovery', token_hash: token } });
    expect(verified.status).toBe(200);
    expect(verified.body.access_token).toBeTruthy();
    const again = await call(t.app, 'POST', '/verify', { body: { type: 'recovery', token_hash: token } });
    expect(again.body).toMatchObject({ code: 403, error_code: 'otp_expired' });
  });

  it('refuses a link older than an hour', async () => {
    const { email } = await signUp();
    await call(t.app, 'POST', '/recover', { body: { email } });
    const token = new URL(await linkSentTo(email)).searchParams.get('token')!;
    await t.db.pool.query(`update auth.one_time_tokens set created_at = created_at - interval '61 minutes'`);
    const res = await call(t.app, 'POST', '/verify', { body: { type: 'recovery', email, token } });
    expect(res.body).toMatchObject({ error_code: 'otp_expired' });
  });
});

describe('recovery with PKCE', () => {
  it('hands the browser an auth code that only the verifier can exchange', async () => {
    const { email } = await signUp();
    const verifier = randomBytes(48).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    await call(t.app, 'POST', '/recover?redirect_to=https://evil.example/steal', {
      body: { email, code_challenge: challenge, code_challenge_method: 's256' },
    });
    const link = await linkSentTo(email);
    expect(new URL(link).searchParams.get('token')).toMatch(/^pkce_/);
    // Not one of our apps: the link leads back to the dashboard instead.
    expect(new URL(link).searchParams.get('redirect_to')).toBe(`${t.deps.config.DASHBOARD_URL}/`);

    const res = await t.app.request(link);
    const code = new URL(res.headers.get('location')!).searchParams.get('code');
    expect(code).toBeTruthy();
    const wrong = await call(t.app, 'POST', '/token?grant_type=pkce', {
      body: { auth_code: code, code_verifier: randomBytes(48).toString('base64url') },
    });
    expect(wrong.body).toMatchObject({ error_code: 'bad_code_verifier' });

    // A wrong verifier spends the code: the flow is started again.
    await t.db.pool.query(`update auth.users set recovery_sent_at = null where email = $1`, [email]);
    await call(t.app, 'POST', '/recover', {
      body: { email, code_challenge: challenge, code_challenge_method: 's256' },
    });
    const second = await t.app.request(await linkSentTo(email));
    const code2 = new URL(second.headers.get('location')!).searchParams.get('code');
    const exchanged = await call(t.app, 'POST', '/token?grant_type=pkce', {
      body: { auth_code: code2, code_verifier: verifier },
    });
    expect(exchanged.status).toBe(200);
    expect(exchanged.body.user).toMatchObject({ email });
  });
});

describe('email change', () => {
  it('takes effect when the link sent to the new address is followed', async () => {
    const { access_token } = await signUp();
    const next = newEmail();
    const res = await call(t.app, 'PUT', '/user', { token: access_token, body: { email: next } });
    expect(res.status).toBe(200);
    expect(res.body.new_email).toBe(next);
    const followed = await t.app.request(await linkSentTo(next));
    expect(fragmentOf(followed).get('type')).toBe('email_change');
    const user = await call(t.app, 'GET', '/user', { token: fragmentOf(followed).get('access_token')! });
    expect(user.body).toMatchObject({ email: next });
    expect(user.body.new_email).toBeUndefined();
    expect(
      (await call(t.app, 'PUT', '/user', { token: access_token, body: { app_metadata: { role: 'x' } } }))
        .status,
    ).toBe(403);
  });
});

describe('MFA details', () => {
  async function enrolledAndVerified() {
    const { access_token, user } = await signUp();
    const enrolled = await call(t.app, 'POST', '/factors', {
      token: access_token,
      body: { factor_type: 'totp' },
    });
    const factorId = enrolled.body.id as string;
    const secret = (enrolled.body.totp as { secret: string }).secret;
    const challenge = await call(t.app, 'POST', `/factors/${factorId}/challenge`, {
      token: access_token,
      body: {},
    });
    const verified = await call(t.app, 'POST', `/factors/${factorId}/verify`, {
      token: access_token,
      body: { challenge_id: challenge.body.id, code: totpAt(secret) },
    });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    return { aal2: verified.body.access_token as string, factorId, userId: user.id, secret };
  }

  /** A new aal1 session of that user with an open challenge on the factor. */
  async function challengedSession(userId: string, factorId: string) {
    const [user] = await t.db.db.select().from(authUsers).where(eq(authUsers.id, userId));
    const { access_token } = await signIn(t.app, user!.email!);
    const challenge = await call(t.app, 'POST', `/factors/${factorId}/challenge`, { token: access_token });
    expect(challenge.status).toBe(200);
    return { token: access_token, challengeId: challenge.body.id as string };
  }

  const verifyWith = (session: { token: string; challengeId: string }, factorId: string, code: string) =>
    call(t.app, 'POST', `/factors/${factorId}/verify`, {
      token: session.token,
      body: { challenge_id: session.challengeId, code },
    });

  it('refuses a code of a time step already accepted, or of an earlier one, on any session (RFC 6238 §5.2)', async () => {
    const { access_token, user } = await signUp();
    const enrolled = await call(t.app, 'POST', '/factors', {
      token: access_token,
      body: { factor_type: 'totp' },
    });
    const factorId = enrolled.body.id as string;
    const secret = (enrolled.body.totp as { secret: string }).secret;
    const now = Date.now();
    const code = totpAt(secret, new Date(now));
    const first = await call(t.app, 'POST', `/factors/${factorId}/challenge`, { token: access_token });
    const accepted = await verifyWith(
      { token: access_token, challengeId: first.body.id as string },
      factorId,
      code,
    );
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const { rows } = await t.db.db.execute<{ last_totp_step: string }>(
      sql`select last_totp_step from auth.mfa_factors where id = ${factorId}`,
    );
    expect(Number(rows[0]?.last_totp_step)).toBe(Math.floor(now / 30_000));

    // The same code on another session: refused as a wrong code is, and that session stays aal1.
    const other = await challengedSession(user.id, factorId);
    const replayed = await verifyWith(other, factorId, code);
    expect(replayed.body).toEqual({
      code: 422,
      error_code: 'mfa_verification_failed',
      msg: 'Invalid TOTP code entered',
    });
    // The previous step's code is still inside the drift window, but older than the accepted one.
    const earlier = await verifyWith(other, factorId, totpAt(secret, new Date(now - 30_000)));
    expect(earlier.body).toMatchObject({ error_code: 'mfa_verification_failed' });
    const [session] = await t.db.db
      .select({ aal: authSessions.aal })
      .from(authSessions)
      .where(eq(authSessions.id, decodeJwt(other.token).session_id as string));
    expect(session?.aal).toBe('aal1');

    // The next step's code has not been used: accepted.
    const next = await verifyWith(other, factorId, totpAt(secret, new Date(now + 30_000)));
    expect(next.status, JSON.stringify(next.body)).toBe(200);
  });

  it('lets only one of two simultaneous verifications with one code through', async () => {
    const { factorId, userId, secret } = await enrolledAndVerified();
    const a = await challengedSession(userId, factorId);
    const b = await challengedSession(userId, factorId);
    const code = totpAt(secret, new Date(Date.now() + 30_000));
    const answers = await Promise.all([verifyWith(a, factorId, code), verifyWith(b, factorId, code)]);
    // The loser is refused either as a replayed code (422) or, when the winner committed first, because
    // raising a session to aal2 ends the user's other aal1 sessions (403 session_not_found), as GoTrue does.
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses[0]).toBe(200);
    expect([403, 422]).toContain(statuses[1]);
  });

  it('refuses phone and webauthn factors', async () => {
    const { access_token } = await signUp();
    expect(
      (
        await call(t.app, 'POST', '/factors', {
          token: access_token,
          body: { factor_type: 'phone', phone: '+33611223344' },
        })
      ).body,
    ).toMatchObject({
      code: 422,
      error_code: 'mfa_phone_enroll_not_enabled',
    });
    expect(
      (await call(t.app, 'POST', '/factors', { token: access_token, body: { factor_type: 'sms' } })).status,
    ).toBe(400);
  });

  it('refuses an expired challenge', async () => {
    const { access_token } = await signUp();
    const enrolled = await call(t.app, 'POST', '/factors', {
      token: access_token,
      body: { factor_type: 'totp' },
    });
    const factorId = enrolled.body.id as string;
    const challenge = await call(t.app, 'POST', `/factors/${factorId}/challenge`, { token: access_token });
    await t.db.db
      .update(authMfaChallenges)
      .set({ createdAt: new Date(Date.now() - 6 * 60_000) })
      .where(eq(authMfaChallenges.id, challenge.body.id as string));
    const res = await call(t.app, 'POST', `/factors/${factorId}/verify`, {
      token: access_token,
      body: {
        challenge_id: challenge.body.id,
        code: totpAt((enrolled.body.totp as { secret: string }).secret),
      },
    });
    expect(res.body).toMatchObject({ code: 422, error_code: 'mfa_challenge_expired' });
  });

  it('ends the user’s other aal1 sessions once a factor is verified', async () => {
    const { email, access_token } = await signUp();
    const other = await signIn(t.app, email);
    const enrolled = await call(t.app, 'POST', '/factors', {
      token: access_token,
      body: { factor_type: 'totp' },
    });
    const challenge = await call(t.app, 'POST', `/factors/${enrolled.body.id}/challenge`, {
      token: access_token,
    });
    await call(t.app, 'POST', `/factors/${enrolled.body.id}/verify`, {
      token: access_token,
      body: {
        challenge_id: challenge.body.id,
        code: totpAt((enrolled.body.totp as { secret: string }).secret),
      },
    });
    const refresh = await call(t.app, 'POST', '/token?grant_type=refresh_token', {
      body: { refresh_token: other.refresh_token },
    });
    expect(refresh.body).toMatchObject({ error_code: 'refresh_token_not_found' });
  });

  it('unenrolling needs aal2 when the factor is verified', async () => {
    const { factorId, userId } = await enrolledAndVerified();
    const [user] = await t.db.db.select().from(authUsers).where(eq(authUsers.id, userId));
    const fresh = await signIn(t.app, user!.email!);
    const refused = await call(t.app, 'DELETE', `/factors/${factorId}`, { token: fresh.access_token });
    expect(refused.body).toMatchObject({ code: 422, error_code: 'insufficient_aal' });
    const enrolAnother = await call(t.app, 'POST', '/factors', {
      token: fresh.access_token,
      body: { factor_type: 'totp' },
    });
    expect(enrolAnother.body).toMatchObject({ code: 403, error_code: 'insufficient_aal' });
  });

  it('downgrades the raised sessions when their factor goes', async () => {
    const { aal2, factorId, userId } = await enrolledAndVerified();
    const removed = await call(t.app, 'DELETE', `/factors/${factorId}`, { token: aal2 });
    expect(removed.body).toEqual({ id: factorId });
    const sessions = await t.db.db.select().from(authSessions).where(eq(authSessions.userId, userId));
    expect(sessions.map((s) => s.aal)).toEqual(['aal1']);
  });

  it('seals the TOTP secret when an encryption key is configured', async () => {
    const app = appWith({ AUTH_TOTP_ENCRYPTION_KEY: randomBytes(32).toString('base64') });
    const { access_token } = await signUp(app);
    const enrolled = await call(app, 'POST', '/factors', {
      token: access_token,
      body: { factor_type: 'totp' },
    });
    const secret = (enrolled.body.totp as { secret: string }).secret;
    const [row] = await t.db.db
      .select()
      .from(authMfaFactors)
      .where(eq(authMfaFactors.id, enrolled.body.id as string));
    expect(row!.secret).toMatch(/^enc:v1:/);
    expect(row!.secret).not.toContain(secret);
    const challenge = await call(app, 'POST', `/factors/${enrolled.body.id}/challenge`, {
      token: access_token,
    });
    const verified = await call(app, 'POST', `/factors/${enrolled.body.id}/verify`, {
      token: access_token,
      body: { challenge_id: challenge.body.id, code: totpAt(secret) },
    });
    expect(verified.status).toBe(200);
  });
});

/** The six-digit code of the latest email to an address. */
async function codeSentTo(address: string): Promise<string> {
  await t.deps.jobs.drain('email.send');
  const mail = t.deps.mailer.outbox.filter((m) => m.to === address).at(-1);
  const code = mail && /(?:code de connexion|sign-in code) ?: (\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code sent to ${address}`);
  return code;
}

describe('email codes (POST /otp)', () => {
  it('answers malformed requests and phone numbers as Supabase Auth does', async () => {
    const otp = (body: unknown) => call(t.app, 'POST', '/otp', { body });
    expect((await otp({ phone: '+33612345678' })).body).toEqual({
      code: 400,
      error_code: 'phone_provider_disabled',
      msg: 'Unsupported phone provider',
    });
    expect((await otp({ email: newEmail(), phone: '+33612345678' })).body).toMatchObject({
      code: 400,
      error_code: 'validation_failed',
      msg: 'Only an email address or phone number should be provided',
    });
    expect((await otp({ email: newEmail(), channel: 'sms' })).body).toMatchObject({
      error_code: 'validation_failed',
    });
    expect((await otp({})).body).toMatchObject({
      code: 400,
      error_code: 'validation_failed',
      msg: 'One of email or phone must be set',
    });
    expect((await otp({ email: 'not an email' })).body).toMatchObject({
      error_code: 'email_address_invalid',
    });
    expect((await otp({ email: newEmail(), create_user: 'no' })).status).toBe(400);
  });

  it('sends one email a minute per account: 429 with the wait in the message and Retry-After', async () => {
    const { email } = await signUp();
    expect((await call(t.app, 'POST', '/otp', { body: { email } })).status).toBe(200);
    const again = await call(t.app, 'POST', '/otp', { body: { email } });
    expect(again.status).toBe(429);
    expect(again.body).toMatchObject({ code: 429, error_code: 'over_email_send_rate_limit' });
    expect(again.body.msg).toMatch(
      /^For security purposes, you can only request this after (59|60) seconds\.$/,
    );
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('with email confirmation on, opens an unconfirmed account that the code confirms', async () => {
    const app = appWith({ AUTH_EMAIL_CONFIRMATION: true });
    const email = newEmail();
    expect((await call(app, 'POST', '/otp', { body: { email } })).status).toBe(200);
    const [created] = await t.db.db.select().from(authUsers).where(eq(authUsers.email, email));
    expect(created).toMatchObject({ emailConfirmedAt: null, encryptedPassword: null });
    expect(await linkSentTo(email)).toContain('type=signup');
    const verified = await call(app, 'POST', '/verify', {
      body: { type: 'email', email, token: await codeSentTo(email) },
    });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    const [confirmed] = await t.db.db.select().from(authUsers).where(eq(authUsers.email, email));
    expect(confirmed?.emailConfirmedAt).not.toBeNull();
    // No password was set: the password grant cannot sign this account in.
    const password = await call(app, 'POST', '/token?grant_type=password', { body: { email, password: '' } });
    expect(password.body).toMatchObject({ error_code: 'invalid_credentials' });
  });

  it('counts wrong codes per address and refuses even the right one past ten', async () => {
    const app = appWith({ AUTH_RATE_LIMIT_PER_ADDRESS: 1000 });
    const { email } = await signUp(app);
    await call(app, 'POST', '/otp', { body: { email } });
    const code = await codeSentTo(email);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let attempt = 0; attempt < 10; attempt++) {
      const res = await call(app, 'POST', '/verify', { body: { type: 'email', email, token: wrong } });
      expect(res.body).toMatchObject({ code: 403, error_code: 'otp_expired' });
    }
    const right = await call(app, 'POST', '/verify', { body: { type: 'email', email, token: code } });
    expect(right.body).toMatchObject({ code: 429, error_code: 'over_request_rate_limit' });
  });
});

describe('POST /resend', () => {
  it('validates the type and the address as Supabase Auth does', async () => {
    const resend = (body: unknown) => call(t.app, 'POST', '/resend', { body });
    expect((await resend({ email: newEmail() })).body).toEqual({
      code: 400,
      error_code: 'validation_failed',
      msg: 'Missing one of these types: signup, email_change, sms, phone_change',
    });
    expect((await resend({ type: 'signup' })).body).toMatchObject({
      msg: 'Type provided requires an email address',
    });
    expect((await resend({ type: 'sms' })).body).toMatchObject({
      msg: 'Type provided requires a phone number',
    });
    expect((await resend({ type: 'email_change' })).body).toMatchObject({
      msg: 'Missing email address or phone number',
    });
    expect((await resend({ type: 'phone_change', phone: '+33612345678' })).body).toEqual({
      code: 400,
      error_code: 'phone_provider_disabled',
      msg: 'Phone logins are disabled',
    });
    // Nothing pending: the same empty answer.
    const { email } = await signUp();
    expect(await resend({ type: 'email_change', email })).toMatchObject({ status: 200, body: {} });
    expect(await resend({ type: 'phone_change', email })).toMatchObject({ status: 200, body: {} });
  });
});

describe('reauthentication', () => {
  it('needs a session, and answers POST as the contract file lists it', async () => {
    expect((await call(t.app, 'GET', '/reauthenticate')).status).toBe(401);
    const { access_token } = await signUp();
    const res = await call(t.app, 'POST', '/reauthenticate', { token: access_token });
    expect(res).toMatchObject({ status: 200, body: {} });
  });
});

describe('rate limits per client address', () => {
  it('answer 429 with Retry-After past the budget', async () => {
    const app = appWith({ AUTH_RATE_LIMIT_PER_ADDRESS: 2 });
    await signUp(app);
    await signUp(app);
    const third = await call(app, 'POST', '/signup', { body: { email: newEmail(), password: PASSWORD } });
    expect(third.status).toBe(429);
    expect(third.body).toMatchObject({ error_code: 'over_request_rate_limit' });
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    const recover = async () => (await call(app, 'POST', '/recover', { body: { email: newEmail() } })).status;
    expect([await recover(), await recover(), await recover()]).toEqual([200, 200, 429]);
    const otp = async () => (await call(app, 'POST', '/otp', { body: { email: newEmail() } })).status;
    expect([await otp(), await otp(), await otp()]).toEqual([200, 200, 429]);
    const resend = async () =>
      (await call(app, 'POST', '/resend', { body: { type: 'signup', email: newEmail() } })).status;
    expect([await resend(), await resend(), await resend()]).toEqual([200, 200, 429]);
  });
});

describe('signing keys', () => {
  it('keep a rotated key published, so tokens it signed stay valid', async () => {
    const jwks = async () =>
      (
        (await (await t.app.request('/auth/v1/.well-known/jwks.json')).json()) as { keys: { kid: string }[] }
      ).keys.map((k) => k.kid);
    const before = await jwks();
    const kid = await t.deps.keys!.rotate();
    const after = await jwks();
    expect(after[0]).toBe(kid);
    expect(after).toEqual(expect.arrayContaining(before));
  });
});
