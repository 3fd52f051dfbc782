import { totpAt } from '@carat/auth-provider';
import { authUsers, businesses, hashPassword, memberships } from '@carat/db';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { eq, sql } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createApp } from '#api/app.ts';
import { DEVELOPMENT_ANON_KEY } from '#api/config.ts';
import { createTestContext, type TestContext } from '#test/testing.ts';

/**
 * The embedded provider driven by the real supabase-js, as the apps use it: every request goes through
 * the app in process (`global.fetch`), nothing is mocked.
 */
type App = ReturnType<typeof createApp>;

let t: TestContext;
/** URLs supabase-js requested, to see what it fetched (the JWKS). */
const requested: string[] = [];

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t?.close());

function supabase(app: App = t.app): SupabaseClient {
  return createClient(t.deps.config.API_URL, DEVELOPMENT_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
    global: {
      fetch: async (input, init) => {
        const url = input instanceof Request ? input.url : String(input);
        requested.push(url);
        return app.request(url, init);
      },
    },
  });
}

let counter = 0;
const newEmail = () => `jeweller-${Date.now().toString(36)}-${++counter}@example.test`;
const PASSWORD = 'correct horse battery';

async function signedUp(password = PASSWORD) {
  const client = supabase();
  const email = newEmail();
  const { data, error } = await client.auth.signUp({
    email,
    password,
    options: { data: { full_name: 'Ada Bijou' } },
  });
  expect(error).toBeNull();
  return { client, email, user: data.user!, session: data.session! };
}

/** An account from the test context (it has a subscription, so /v1 answers), given a password. */
async function subscribedAccount() {
  const user = await t.createUser('Maison Contract');
  await t.db.db
    .update(authUsers)
    .set({ encryptedPassword: await hashPassword(PASSWORD), emailConfirmedAt: new Date() })
    .where(eq(authUsers.id, user.id));
  return user;
}

describe('sign-up', () => {
  it('creates the account with its metadata, signs it in, and the trigger gives it a business', async () => {
    const client = supabase();
    const email = newEmail();
    const { data, error } = await client.auth.signUp({
      email: email.toUpperCase(),
      password: PASSWORD,
      options: { data: { full_name: 'Élise Orfèvre', selected_plan: 'GOLD', billing_cycle: 'yearly' } },
    });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.session?.token_type).toBe('bearer');
    expect(data.user).toMatchObject({
      email,
      aud: 'authenticated',
      role: 'authenticated',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { full_name: 'Élise Orfèvre', selected_plan: 'GOLD', billing_cycle: 'yearly' },
      is_anonymous: false,
    });
    expect(data.user?.identities).toHaveLength(1);
    expect(data.user?.email_confirmed_at).toBeTruthy();

    const [business] = await t.db.db
      .select({ name: businesses.name, role: memberships.role })
      .from(memberships)
      .innerJoin(businesses, eq(businesses.id, memberships.businessId))
      .where(eq(memberships.userId, data.user!.id));
    expect(business).toEqual({ name: 'Élise Orfèvre', role: 'owner' });
  });

  it('refuses a second sign-up with the same email', async () => {
    const { email } = await signedUp();
    const { data, error } = await supabase().auth.signUp({ email, password: 'another password' });
    expect(data.user).toBeNull();
    expect(error?.message).toMatch(/already registered/);
    expect(error).toMatchObject({ status: 422, code: 'user_already_exists' });
  });

  it('refuses a weak password', async () => {
    const { error } = await supabase().auth.signUp({ email: newEmail(), password: '12345' });
    expect(error).toMatchObject({ status: 422, code: 'weak_password', name: 'AuthWeakPasswordError' });
  });
});

describe('password sign-in and sessions', () => {
  it('refuses a wrong password and accepts the right one', async () => {
    const { email } = await signedUp();
    const client = supabase();
    const wrong = await client.auth.signInWithPassword({ email, password: 'not the password' });
    expect(wrong.error).toMatchObject({
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
    const unknown = await client.auth.signInWithPassword({ email: newEmail(), password: PASSWORD });
    expect(unknown.error).toMatchObject({ code: 'invalid_credentials' });

    const right = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(right.error).toBeNull();
    expect(right.data.session?.refresh_token).toBeTruthy();
    expect(right.data.session!.expires_at! - Math.floor(Date.now() / 1000)).toBeGreaterThan(3500);
    expect(decodeJwt(right.data.session!.access_token)).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      sub: right.data.user!.id,
      email,
      aal: 'aal1',
      amr: [{ method: 'password' }],
      is_anonymous: false,
    });
  });

  it('reads the user back (getUser)', async () => {
    const { client, user } = await signedUp();
    const { data, error } = await client.auth.getUser();
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      id: user.id,
      email: user.email,
      user_metadata: { full_name: 'Ada Bijou' },
    });
  });

  it('rotates the refresh token (refreshSession)', async () => {
    const { client, session } = await signedUp();
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session?.refresh_token).toBeTruthy();
    expect(data.session?.refresh_token).not.toBe(session.refresh_token);
    expect(decodeJwt(data.session!.access_token).session_id).toBe(decodeJwt(session.access_token).session_id);
  });

  it('answers the current pair to a rotated token replayed within the reuse interval', async () => {
    const { client, session } = await signedUp();
    const first = await client.auth.refreshSession({ refresh_token: session.refresh_token });
    const again = await supabase().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(again.error).toBeNull();
    expect(again.data.session?.refresh_token).toBe(first.data.session?.refresh_token);
  });

  it('refuses a rotated token replayed after the reuse interval, and ends the session', async () => {
    // The interval is configurable: zero here, so the test does not wait the default ten seconds.
    const app = createApp({ ...t.deps, config: { ...t.deps.config, AUTH_REFRESH_TOKEN_REUSE_INTERVAL: 0 } });
    const { email } = await signedUp();
    const client = supabase(app);
    const { data } = await client.auth.signInWithPassword({ email, password: PASSWORD });
    const original = data.session!.refresh_token;
    const rotated = await client.auth.refreshSession();
    expect(rotated.error).toBeNull();

    const replay = await supabase(app).auth.refreshSession({ refresh_token: original });
    expect(replay.error).toMatchObject({
      status: 400,
      code: 'refresh_token_already_used',
      message: 'Invalid Refresh Token: Already Used',
    });
    // The whole family went with it: the legitimate holder's newer token is refused too.
    const after = await supabase(app).auth.refreshSession({
      refresh_token: rotated.data.session!.refresh_token,
    });
    expect(after.error).toMatchObject({ code: 'refresh_token_not_found' });
  });

  it('changes the password (updateUser), then signs in with the new one only', async () => {
    const { client, email } = await signedUp();
    const { data, error } = await client.auth.updateUser({
      password: 'a brand new secret',
      data: { locale: 'en' },
    });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ full_name: 'Ada Bijou', locale: 'en' });
    const same = await client.auth.updateUser({ password: 'a brand new secret' });
    expect(same.error).toMatchObject({ code: 'same_password' });

    expect((await supabase().auth.signInWithPassword({ email, password: PASSWORD })).error?.code).toBe(
      'invalid_credentials',
    );
    expect(
      (await supabase().auth.signInWithPassword({ email, password: 'a brand new secret' })).error,
    ).toBeNull();
  });

  it('signs out: the refresh token and the session are refused afterwards', async () => {
    const { client, session } = await signedUp();
    const { error } = await client.auth.signOut();
    expect(error).toBeNull();
    const refresh = await supabase().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refresh.error).toMatchObject({ code: 'refresh_token_not_found' });
    const user = await supabase().auth.getUser(session.access_token);
    expect(user.error?.name).toBe('AuthSessionMissingError');
  });
});

describe('MFA (TOTP)', () => {
  let email: string;
  let factorId: string;
  let secret: string;
  /** The code the first verification used, and when it was computed. */
  let usedCode: string;
  let usedAt: number;

  it('enrols, refuses a wrong code, and raises the session to aal2 with the right one', async () => {
    const account = await signedUp();
    email = account.email;
    const client = account.client;
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    expect(enrolled.error).toBeNull();
    const totp = enrolled.data as {
      id: string;
      type: string;
      totp: { qr_code: string; secret: string; uri: string };
    };
    expect(totp.type).toBe('totp');
    expect(totp.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg /);
    expect(totp.totp.uri).toMatch(/^otpauth:\/\/totp\/Carat:/);
    expect(totp.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    factorId = totp.id;
    secret = totp.totp.secret;

    const challenge = await client.auth.mfa.challenge({ factorId });
    expect(challenge.error).toBeNull();
    expect(challenge.data?.expires_at).toBeGreaterThan(Date.now() / 1000);
    const wrongCode = totpAt(secret, new Date(Date.now() - 10 * 60_000));
    const wrong = await client.auth.mfa.verify({
      factorId,
      challengeId: challenge.data!.id,
      code: wrongCode,
    });
    expect(wrong.error).toMatchObject({
      status: 422,
      code: 'mfa_verification_failed',
      message: 'Invalid TOTP code entered',
    });

    usedAt = Date.now();
    usedCode = totpAt(secret, new Date(usedAt));
    const verified = await client.auth.mfa.verify({
      factorId,
      challengeId: challenge.data!.id,
      code: usedCode,
    });
    expect(verified.error).toBeNull();
    const aal = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    const methods = aal.data?.currentAuthenticationMethods.map((m) => (typeof m === 'string' ? m : m.method));
    expect(methods).toEqual(['password', 'totp']);
    const factors = await client.auth.mfa.listFactors();
    expect(factors.data?.totp).toEqual([expect.objectContaining({ id: factorId, status: 'verified' })]);
  });

  it('refuses the code already used, replayed to verify a second session', async () => {
    const client = supabase();
    expect((await client.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    const replayed = await client.auth.mfa.challengeAndVerify({ factorId, code: usedCode });
    expect(replayed.error).toMatchObject({
      status: 422,
      code: 'mfa_verification_failed',
      message: 'Invalid TOTP code entered',
    });
    const aal = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
  });

  it('signs that user in again at aal1, with aal2 as the next level', async () => {
    const client = supabase();
    const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toBeNull();
    const aal = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    // Changing the password needs the second factor first.
    const update = await client.auth.updateUser({ password: 'another good password' });
    expect(update.error).toMatchObject({ status: 401, code: 'insufficient_aal' });
    // The code of the first verification was spent there; the next time step's code has not been used.
    const challenge = await client.auth.mfa.challengeAndVerify({
      factorId,
      code: totpAt(secret, new Date(usedAt + 30_000)),
    });
    expect(challenge.error).toBeNull();
    expect((await client.auth.updateUser({ password: 'another good password' })).error).toBeNull();
  });
});

describe('tokens', () => {
  it('verifies claims through the published JWKS (getClaims)', async () => {
    const { client, user } = await signedUp();
    requested.length = 0;
    const { data, error } = await client.auth.getClaims();
    expect(error).toBeNull();
    expect(data?.claims).toMatchObject({
      sub: user.id,
      aal: 'aal1',
      iss: `${t.deps.config.API_URL}/auth/v1`,
    });
    expect(data?.header.alg).toBe('ES256');
    expect(requested.some((url) => url.endsWith('/auth/v1/.well-known/jwks.json'))).toBe(true);
    expect(requested.some((url) => url.endsWith('/auth/v1/user'))).toBe(false);
  });

  it('are accepted by the API when valid, refused when expired or tampered with', async () => {
    const account = await subscribedAccount();
    const { data } = await supabase().auth.signInWithPassword({ email: account.email, password: PASSWORD });
    const token = data.session!.access_token;
    expect((await t.request('/v1/me', { token })).status).toBe(200);

    const expired = await t.token(account.id, { email: account.email }, -60);
    const expiredRes = await t.request('/v1/me', { token: expired });
    expect(expiredRes.status).toBe(401);

    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: crypto.randomUUID() })).toString('base64url');
    expect((await t.request('/v1/me', { token: `${header}.${forged}.${signature}` })).status).toBe(401);
  });

  it('stay valid across a key rotation', async () => {
    const account = await subscribedAccount();
    const before = (await supabase().auth.signInWithPassword({ email: account.email, password: PASSWORD }))
      .data.session!.access_token;
    await t.deps.keys!.rotate();
    const after = (await supabase().auth.signInWithPassword({ email: account.email, password: PASSWORD }))
      .data.session!.access_token;
    expect(decodeProtectedHeader(after).kid).not.toBe(decodeProtectedHeader(before).kid);
    expect((await t.request('/v1/me', { token: before })).status).toBe(200);
    expect((await t.request('/v1/me', { token: after })).status).toBe(200);
    const client = supabase();
    expect((await client.auth.getClaims(before)).error).toBeNull();
    expect((await client.auth.getClaims(after)).error).toBeNull();
  });
});

describe('brute force', () => {
  it('answers repeated wrong passwords for one email with 429 before the 20th try', async () => {
    const { email } = await signedUp();
    const client = supabase();
    let refusedAt = 0;
    for (let attempt = 1; attempt < 20 && !refusedAt; attempt++) {
      const { error } = await client.auth.signInWithPassword({ email, password: `guess ${attempt}` });
      if (error?.status === 429) {
        expect(error.code).toBe('over_request_rate_limit');
        refusedAt = attempt;
      }
    }
    expect(refusedAt).toBeGreaterThan(1);
    expect(refusedAt).toBeLessThan(20);
    // Even the right password waits out the window now.
    expect((await client.auth.signInWithPassword({ email, password: PASSWORD })).error?.status).toBe(429);
  });
});

describe('password recovery', () => {
  it('emails a link that signs the user in for a new password', async () => {
    const { email } = await signedUp();
    const redirectTo = `${t.deps.config.DASHBOARD_URL}/reset-password`;
    const { error } = await supabase().auth.resetPasswordForEmail(email, { redirectTo });
    expect(error).toBeNull();
    // Unknown addresses get the same answer (and no email).
    expect((await supabase().auth.resetPasswordForEmail(newEmail())).error).toBeNull();

    t.deps.mailer.outbox.length = 0;
    await t.deps.jobs.drain('email.send');
    expect(t.deps.mailer.outbox.map((m) => m.to)).toEqual([email]);
    const mail = t.deps.mailer.outbox[0]!;
    expect(mail.subject).toBe('Réinitialisez votre mot de passe Carat');
    const link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(mail.text)?.[0];
    expect(link).toContain('type=recovery');

    // The link is opened in a browser: no API key, a redirect with the session in the fragment.
    const res = await t.app.request(link!);
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(redirectTo);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('token_type')).toBe('bearer');
    expect(Number(fragment.get('expires_in'))).toBe(3600);

    const client = supabase();
    const set = await client.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect(set.error).toBeNull();
    expect((await client.auth.updateUser({ password: 'recovered password' })).error).toBeNull();
    expect(
      (await supabase().auth.signInWithPassword({ email, password: 'recovered password' })).error,
    ).toBeNull();

    // A link works once.
    const again = new URL((await t.app.request(link!)).headers.get('location')!);
    expect(new URLSearchParams(again.hash.slice(1)).get('error_code')).toBe('otp_expired');
  });
});

describe('settings and disabled providers', () => {
  it('publishes the settings: email only, sign-ups open', async () => {
    const res = await t.app.request('/auth/v1/settings', { headers: { apikey: DEVELOPMENT_ANON_KEY } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      external: { email: true, google: false, apple: false, phone: false },
      disable_signup: false,
      mailer_autoconfirm: true,
    });
  });

  it("answers anonymous sign-in (signInAnonymously) with Supabase's error when it is disabled", async () => {
    const { data, error } = await supabase().auth.signInAnonymously({ options: { data: { a: 1 } } });
    expect(data.session).toBeNull();
    expect(error).toMatchObject({
      name: 'AuthApiError',
      status: 422,
      code: 'anonymous_provider_disabled',
      message: 'Anonymous sign-ins are disabled',
    });
    // The wire shape, as GoTrue writes it (signup.go: before any other check of the body).
    const res = await t.app.request('/auth/v1/signup', {
      method: 'POST',
      headers: { apikey: DEVELOPMENT_ANON_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ email: '', password: PASSWORD }),
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      code: 422,
      error_code: 'anonymous_provider_disabled',
      msg: 'Anonymous sign-ins are disabled',
    });
  });

  it('answers social sign-in, id_token and identity linking with "provider not enabled"', async () => {
    const client = supabase();
    const oauth = await client.auth.signInWithOAuth({
      provider: 'google',
      options: { skipBrowserRedirect: true },
    });
    const res = await t.app.request(oauth.data.url!);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 400,
      error_code: 'provider_disabled',
      msg: 'Unsupported provider: provider is not enabled',
    });

    const idToken = await client.auth.signInWithIdToken({ provider: 'google', token: 'a.b.c' });
    expect(idToken.error).toMatchObject({
      status: 400,
      code: 'provider_disabled',
      message: 'Unsupported provider: provider is not enabled',
    });

    const { client: signedIn } = await signedUp();
    const link = await signedIn.auth.linkIdentity({
      provider: 'github',
      options: { skipBrowserRedirect: true },
    });
    expect(link.error).toMatchObject({ code: 'provider_disabled' });
    const identities = await signedIn.auth.getUserIdentities();
    expect(identities.data?.identities.map((i) => i.provider)).toEqual(['email']);
    const unlink = await signedIn.auth.unlinkIdentity(identities.data!.identities[0]!);
    expect(unlink.error).toMatchObject({ code: 'single_identity_not_deletable' });
  });
});

/** The latest email to an address, once the email queue has run (the mailer's outbox is the mailbox). */
async function mailTo(address: string) {
  await t.deps.jobs.drain('email.send');
  const mail = t.deps.mailer.outbox.filter((m) => m.to === address).at(-1);
  if (!mail) throw new Error(`no email to ${address}`);
  return mail;
}

const mailsTo = (address: string) => t.deps.mailer.outbox.filter((m) => m.to === address).length;
const codeIn = (text: string) =>
  /(?:code de connexion|code de confirmation|sign-in code|confirmation code) ?: (\d{6})\b/.exec(text)?.[1];
const linkIn = (text: string) => /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(text)?.[0];

/** Moves an account's last email of a kind two minutes back, past the once-a-minute limit. */
async function backdateEmails(userId: string) {
  const before = new Date(Date.now() - 120_000);
  await t.db.db
    .update(authUsers)
    .set({ confirmationSentAt: before, recoverySentAt: before })
    .where(eq(authUsers.id, userId));
  await t.db.db.execute(
    sql`update auth.one_time_tokens set created_at = created_at - interval '2 minutes' where user_id = ${userId}`,
  );
}

describe('sign-in with an email code (signInWithOtp)', () => {
  it('emails a six-digit code that verifyOtp turns into a session, once', async () => {
    const { email } = await signedUp();
    const sent = await supabase().auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    expect(sent.error).toBeNull();
    expect(sent.data).toMatchObject({ user: null, session: null });

    const mail = await mailTo(email);
    expect(mail.subject).toBe('Votre code de connexion Carat');
    const code = codeIn(mail.text);
    expect(code).toMatch(/^\d{6}$/);

    const client = supabase();
    const wrong = await client.auth.verifyOtp({
      email,
      token: code === '000000' ? '000001' : '000000',
      type: 'email',
    });
    expect(wrong.error).toMatchObject({ status: 403, code: 'otp_expired' });
    const { data, error } = await client.auth.verifyOtp({ email, token: code!, type: 'email' });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(decodeJwt(data.session!.access_token)).toMatchObject({ aal: 'aal1', amr: [{ method: 'otp' }] });
    expect((await client.auth.getUser()).data.user?.email).toBe(email);

    const again = await supabase().auth.verifyOtp({ email, token: code!, type: 'email' });
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('opens an account for a new address, whose link signs in from the email', async () => {
    const email = newEmail();
    const refused = await supabase().auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    expect(refused.error).toMatchObject({
      status: 422,
      code: 'otp_disabled',
      message: 'Signups not allowed for otp',
    });
    expect(mailsTo(email)).toBe(0);

    const redirectTo = `${t.deps.config.DASHBOARD_URL}/dashboard`;
    const sent = await supabase().auth.signInWithOtp({
      email,
      options: { emailRedirectTo: redirectTo, data: { full_name: 'Nouvelle Bijoutière' } },
    });
    expect(sent.error).toBeNull();
    const link = linkIn((await mailTo(email)).text);
    expect(link).toContain('type=magiclink');
    const res = await t.app.request(link!);
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(redirectTo);
    const fragment = new URLSearchParams(location.hash.slice(1));
    const client = supabase();
    await client.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    const { data } = await client.auth.getUser();
    expect(data.user).toMatchObject({ email, user_metadata: { full_name: 'Nouvelle Bijoutière' } });
    // The account has its business, as after a sign-up.
    const [membership] = await t.db.db
      .select({ role: memberships.role })
      .from(memberships)
      .where(eq(memberships.userId, data.user!.id));
    expect(membership?.role).toBe('owner');
  });

  it('runs as a PKCE flow for a client that uses one', async () => {
    const { email } = await signedUp();
    const storage = new Map<string, string>();
    const client = createClient(t.deps.config.API_URL, DEVELOPMENT_ANON_KEY, {
      auth: {
        flowType: 'pkce',
        persistSession: true,
        autoRefreshToken: false,
        detectSessionInUrl: false,
        storage: {
          getItem: (key: string) => storage.get(key) ?? null,
          setItem: (key: string, value: string) => void storage.set(key, value),
          removeItem: (key: string) => void storage.delete(key),
        },
      },
      realtime: { transport: WebSocket as never },
      global: {
        fetch: async (input, init) =>
          t.app.request(String(input instanceof Request ? input.url : input), init),
      },
    });
    expect((await client.auth.signInWithOtp({ email })).error).toBeNull();
    const res = await t.app.request(linkIn((await mailTo(email)).text)!);
    const code = new URL(res.headers.get('location')!).searchParams.get('code');
    expect(code).toBeTruthy();
    const { data, error } = await client.auth.exchangeCodeForSession(code!);
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
  });
});

describe('resend', () => {
  it('sends the sign-up confirmation again, at most once a minute, and only the latest link works', async () => {
    const app = createApp({ ...t.deps, config: { ...t.deps.config, AUTH_EMAIL_CONFIRMATION: true } });
    const email = newEmail();
    const signUp = await supabase(app).auth.signUp({ email, password: PASSWORD });
    expect(signUp.data.session).toBeNull();
    const firstLink = linkIn((await mailTo(email)).text)!;

    const tooSoon = await supabase(app).auth.resend({ type: 'signup', email });
    expect(tooSoon.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(tooSoon.error?.message).toMatch(
      /^For security purposes, you can only request this after \d+ seconds\.$/,
    );

    await backdateEmails(signUp.data.user!.id);
    const resent = await supabase(app).auth.resend({ type: 'signup', email });
    expect(resent.error).toBeNull();
    const mail = await mailTo(email);
    expect(mail.subject).toBe('Confirmez votre adresse email');
    const secondLink = linkIn(mail.text)!;
    expect(secondLink).not.toBe(firstLink);

    const stale = new URL((await app.request(firstLink)).headers.get('location')!);
    expect(new URLSearchParams(stale.hash.slice(1)).get('error_code')).toBe('otp_expired');
    const confirmed = new URL((await app.request(secondLink)).headers.get('location')!);
    expect(new URLSearchParams(confirmed.hash.slice(1)).get('type')).toBe('signup');
    expect((await supabase(app).auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();

    // Confirmed now, or unknown: the same empty answer, and nothing is sent.
    await backdateEmails(signUp.data.user!.id);
    const count = mailsTo(email);
    expect((await supabase(app).auth.resend({ type: 'signup', email })).error).toBeNull();
    const stranger = newEmail();
    expect((await supabase(app).auth.resend({ type: 'signup', email: stranger })).error).toBeNull();
    await t.deps.jobs.drain('email.send');
    expect(mailsTo(email)).toBe(count);
    expect(mailsTo(stranger)).toBe(0);
  });

  it('sends the email-change link again to the new address', async () => {
    const { client, email, user } = await signedUp();
    const next = newEmail();
    expect((await client.auth.updateUser({ email: next })).error).toBeNull();
    await mailTo(next);
    await backdateEmails(user.id);
    const resent = await supabase().auth.resend({ type: 'email_change', email });
    expect(resent.error).toBeNull();
    const mail = await mailTo(next);
    expect(mail.subject).toBe('Confirmez votre nouvelle adresse email');
    const location = new URL((await t.app.request(linkIn(mail.text)!)).headers.get('location')!);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('email_change');
    const after = await supabase().auth.getUser(fragment.get('access_token')!);
    expect(after.data.user?.email).toBe(next);
  });

  it('answers SMS resends as Supabase does with phone logins off', async () => {
    const { error } = await supabase().auth.resend({ type: 'sms', phone: '+33612345678' });
    expect(error).toMatchObject({
      status: 400,
      code: 'phone_provider_disabled',
      message: 'Phone logins are disabled',
    });
  });
});

describe('reauthentication', () => {
  it('emails a nonce that allows one password change', async () => {
    const { client, email } = await signedUp();
    const { error } = await client.auth.reauthenticate();
    expect(error).toBeNull();
    const mail = await mailTo(email);
    expect(mail.subject).toBe('Votre code de confirmation Carat');
    const nonce = codeIn(mail.text)!;
    expect(nonce).toMatch(/^\d{6}$/);
    expect((await client.auth.reauthenticate()).error).toMatchObject({
      status: 429,
      code: 'over_email_send_rate_limit',
    });

    const wrong = await client.auth.updateUser({
      password: 'a new secret',
      nonce: nonce === '000000' ? '000001' : '000000',
    });
    expect(wrong.error).toMatchObject({
      status: 422,
      code: 'reauthentication_not_valid',
      message: 'Nonce has expired or is invalid',
    });
    expect((await client.auth.updateUser({ password: 'a new secret', nonce })).error).toBeNull();
    expect((await supabase().auth.signInWithPassword({ email, password: 'a new secret' })).error).toBeNull();
    // Spent.
    const reused = await client.auth.updateUser({ password: 'yet another secret', nonce });
    expect(reused.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid' });
  });
});
