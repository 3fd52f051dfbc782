import { isIP } from 'node:net';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Caller, ProviderDeps } from './context.ts';
import {
  AuthError,
  badRequest,
  notFound,
  providerDisabled,
  unexpectedFailure,
  unprocessable,
} from './errors.ts';
import { redirectTarget } from './links.ts';
import { challengeFactor, enrollFactor, unenrollFactor, verifyFactor } from './mfa.ts';
import { requestEmailOtp } from './otp.ts';
import { passwordGrant } from './password-grant.ts';
import { pkceGrant } from './pkce.ts';
import { type AccessTokenVerifier, authenticate, type Principal } from './principal.ts';
import { AuthRateLimits, type WindowCounterFactory } from './rate-limits.ts';
import { sendReauthentication } from './reauthentication.ts';
import { requestRecovery } from './recovery.ts';
import { refreshGrant } from './refresh.ts';
import { resendEmail } from './resend.ts';
import { equalSecrets } from './secrets.ts';
import { logout, parseLogoutScope } from './sessions.ts';
import { authSettings } from './settings.ts';
import { signUp } from './sign-up.ts';
import { getUser, updateUser } from './user.ts';
import { emailIdentityId } from './users.ts';
import { errorFragment, parseVerificationType, sessionFragment, verifyLinkToken } from './verification.ts';

/** What the host gives the provider: its database, keys, settings, mail queue, logger, and the rest. */
export interface AuthProviderOptions extends ProviderDeps {
  /** Checks the access tokens of the user endpoints (those this provider signed, with `keys`). */
  verifier: AccessTokenVerifier;
  /** The rate limits' counters. */
  windowCounter: WindowCounterFactory;
  /** The caller's address as the host sees it (the socket's, or its own proxy's X-Forwarded-For). */
  clientAddress(c: Context): string;
  /** Told of every failure that is not an answer of the provider (the caller gets a 500 unexpected_failure). */
  onUnexpectedError?(error: unknown, c: Context): void;
  /**
   * Told after a factor of `userId` was enrolled, verified or removed, so the host forgets what it
   * remembers of the caller's assurance at once (the API's entitlement cache).
   */
  onFactorsChanged?(userId: string): void;
}

type AuthEnv = { Variables: { principal: Principal } };
type AuthContext = Context<AuthEnv>;

function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  return /^Bearer\s+(\S+)$/i.exec(header.trim())?.[1] ?? null;
}

/** The request body as an object; Supabase Auth's bad_json when it is not one. */
async function jsonBody(c: AuthContext): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('bad_json', 'Could not parse request body as JSON');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest('bad_json', 'Request body must be a JSON object');
  }
  return value as Record<string, unknown>;
}

/**
 * The embedded auth provider: Supabase Auth's (GoTrue's) endpoints, to mount at `/auth/v1`, so that
 * supabase-js works unchanged against it. Each router counts its own rate limits. Email links and social
 * redirects are browser navigations, which carry no key: they are open, as on Supabase, like the public keys.
 */
export function createAuthProvider(options: AuthProviderOptions) {
  const { keys, config } = options;
  const deps: ProviderDeps = options;
  const limits = new AuthRateLimits(options.windowCounter);
  const callerOf = (c: AuthContext): Caller => {
    const address = options.clientAddress(c);
    return { ip: isIP(address) ? address : null, userAgent: c.req.header('user-agent') ?? null };
  };
  const requireSession = createMiddleware<AuthEnv>(async (c, next) => {
    c.set('principal', await authenticate(options, bearerToken(c.req.header('authorization'))));
    await next();
  });
  /** Every call carries the anon key, as Supabase's gateway requires: in `apikey`, or as the bearer. */
  const requireAnonKey = createMiddleware<AuthEnv>(async (c, next) => {
    const presented = c.req.header('apikey') ?? bearerToken(c.req.header('authorization'));
    if (!presented) throw new AuthError(401, 'no_api_key', 'No API key found in request');
    if (!equalSecrets(presented, config.anonKey)) {
      throw new AuthError(401, 'invalid_api_key', 'Invalid API key');
    }
    await next();
  });

  const router = new Hono<AuthEnv>();
  router.onError((error, c) => {
    const known = error instanceof AuthError ? error : null;
    if (!known) options.onUnexpectedError?.(error, c);
    const answer = known ?? unexpectedFailure();
    if (answer.retryAfter) c.header('Retry-After', String(answer.retryAfter));
    return c.json(answer.body(), answer.status);
  });

  // Answers carry tokens and account data: no cache keeps them (the public keys set their own policy).
  router.use('*', async (c, next) => {
    await next();
    if (!c.res.headers.has('cache-control')) c.res.headers.set('Cache-Control', 'no-store');
  });

  router.get('/.well-known/jwks.json', (c) => {
    c.header('Cache-Control', 'public, max-age=600');
    return c.json(keys.jwks());
  });

  // The link of a confirmation or reset email: spends the token and sends the browser back to the app,
  // with the session in the URL fragment (implicit flow) or an auth code in the query (PKCE).
  router.get('/verify', async (c) => {
    const back = new URL(redirectTarget(config, c.req.query('redirect_to')));
    const token = c.req.query('token') ?? '';
    if (!token) throw badRequest('validation_failed', 'Verify requires a token');
    const type = parseVerificationType(c.req.query('type'));
    try {
      const result = await verifyLinkToken(deps, limits, { type, token, caller: callerOf(c), pkce: true });
      if (result.kind === 'code') back.searchParams.set('code', result.code);
      else back.hash = sessionFragment(result.session, type);
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      back.hash = errorFragment(error);
    }
    return c.redirect(back.toString(), 303);
  });

  router.get('/authorize', () => {
    throw providerDisabled();
  });

  router.use('*', requireAnonKey);

  router.get('/settings', (c) => c.json(authSettings(config)));
  router.get('/health', (c) =>
    c.json({
      name: 'carat-auth',
      version: 'embedded',
      description: 'Carat embedded auth (Supabase Auth API)',
    }),
  );

  router.post('/signup', async (c) =>
    c.json(
      await signUp(deps, limits, {
        body: await jsonBody(c),
        redirectTo: c.req.query('redirect_to') ?? null,
        caller: callerOf(c),
      }),
    ),
  );

  router.post('/token', async (c) => {
    const body = await jsonBody(c);
    const caller = callerOf(c);
    switch (c.req.query('grant_type')) {
      case 'password':
        return c.json(await passwordGrant(deps, limits, body, caller));
      case 'refresh_token':
        await limits.hitAddress(config, 'refresh', caller.ip);
        return c.json(await refreshGrant(deps, body, caller));
      case 'pkce':
        await limits.hitAddress(config, 'verify', caller.ip);
        return c.json(await pkceGrant(deps, body, caller));
      case 'id_token':
      case 'web3':
        throw providerDisabled();
      default:
        throw badRequest('validation_failed', 'unsupported_grant_type');
    }
  });

  router.post('/recover', async (c) =>
    c.json(
      await requestRecovery(deps, limits, {
        body: await jsonBody(c),
        redirectTo: c.req.query('redirect_to') ?? null,
        caller: callerOf(c),
      }),
    ),
  );

  // signInWithOtp by email: a sign-in link and its six-digit code.
  router.post('/otp', async (c) =>
    c.json(
      await requestEmailOtp(deps, limits, {
        body: await jsonBody(c),
        redirectTo: c.req.query('redirect_to') ?? null,
        caller: callerOf(c),
      }),
    ),
  );

  router.post('/resend', async (c) =>
    c.json(
      await resendEmail(deps, limits, {
        body: await jsonBody(c),
        redirectTo: c.req.query('redirect_to') ?? null,
        caller: callerOf(c),
      }),
    ),
  );

  // verifyOtp: `{ type, token_hash }`, or `{ type, email, token }`, answered with a session.
  router.post('/verify', async (c) => {
    const body = await jsonBody(c);
    const type = parseVerificationType(body.type);
    const tokenHash = typeof body.token_hash === 'string' ? body.token_hash : '';
    const token = typeof body.token === 'string' ? body.token : '';
    if (!tokenHash && !(token && typeof body.email === 'string')) {
      throw badRequest('validation_failed', 'Verify requires a token_hash, or an email and a token');
    }
    const result = await verifyLinkToken(deps, limits, {
      type,
      token: tokenHash || token,
      email: tokenHash ? undefined : (body.email as string),
      caller: callerOf(c),
      pkce: false,
    });
    if (result.kind !== 'session') throw unexpectedFailure();
    return c.json(result.session);
  });

  router.post('/logout', requireSession, async (c) => {
    const { user, session } = c.var.principal;
    const scope = parseLogoutScope(c.req.query('scope'));
    await deps.db.transaction((tx) => logout(tx, { userId: user.id, sessionId: session.id, scope }));
    return c.body(null, 204);
  });

  router.get('/user', requireSession, async (c) => c.json(await getUser(deps, c.var.principal)));
  router.put('/user', requireSession, async (c) =>
    c.json(
      await updateUser(deps, limits, c.var.principal, {
        body: await jsonBody(c),
        redirectTo: c.req.query('redirect_to') ?? null,
      }),
    ),
  );

  // supabase-js and GoTrue's router use GET; the published contract lists POST: both are answered.
  const reauthenticate = async (c: AuthContext) =>
    c.json(await sendReauthentication(deps, limits, c.var.principal, callerOf(c)));
  router.get('/reauthenticate', requireSession, reauthenticate);
  router.post('/reauthenticate', requireSession, reauthenticate);

  router.get('/user/identities/authorize', requireSession, () => {
    throw providerDisabled();
  });
  router.delete('/user/identities/:id', requireSession, (c) => {
    if (c.req.param('id') === emailIdentityId(c.var.principal.user.id)) {
      throw unprocessable(
        'single_identity_not_deletable',
        'User must have at least 1 identity after unlinking',
      );
    }
    throw notFound('identity_not_found', "Identity doesn't exist");
  });

  const factorsChanged = <T>(c: AuthContext, answer: T): T => {
    options.onFactorsChanged?.(c.var.principal.user.id);
    return answer;
  };
  router.post('/factors', requireSession, async (c) =>
    c.json(factorsChanged(c, await enrollFactor(deps, c.var.principal, await jsonBody(c)))),
  );
  router.post('/factors/:id/challenge', requireSession, async (c) =>
    c.json(await challengeFactor(deps, limits, c.var.principal, c.req.param('id'), callerOf(c))),
  );
  router.post('/factors/:id/verify', requireSession, async (c) =>
    c.json(
      factorsChanged(
        c,
        await verifyFactor(deps, limits, c.var.principal, c.req.param('id'), await jsonBody(c), callerOf(c)),
      ),
    ),
  );
  router.delete('/factors/:id', requireSession, async (c) =>
    c.json(factorsChanged(c, await unenrollFactor(deps, c.var.principal, c.req.param('id')))),
  );

  router.all('*', (c) => {
    throw notFound('not_found', `No route for ${c.req.method} ${c.req.path}`);
  });

  return router;
}

/** The provider's router, to mount at `/auth/v1`. */
export type AuthProviderRoutes = ReturnType<typeof createAuthProvider>;
