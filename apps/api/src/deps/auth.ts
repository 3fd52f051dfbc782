import {
  type AuthEmail,
  type AuthProviderConfig,
  type AuthProviderRoutes,
  createAuthProvider,
  type SigningKeys,
} from '@carat/auth-provider';
import type { Context } from 'hono';
import type { Config } from '#api/config.ts';
import type { AppEnv, Deps } from '#api/context.ts';
import { reauthenticationCodeMail, signInCodeMail } from '#api/features/account/mail.ts';
import { describeError } from '#api/lib/logger.ts';
import { emailChangeMail, passwordResetMail, signUpConfirmationMail } from '#api/mail/templates.ts';
import { clientAddress } from '#api/middleware/rate-limit.ts';
import { queueEmail } from '#api/queue/email.ts';

/** The embedded provider's settings, from the API's AUTH_* configuration. */
export function authProviderConfig(config: Config): AuthProviderConfig {
  return {
    url: `${config.API_URL}/auth/v1`,
    siteUrl: config.DASHBOARD_URL,
    redirectOrigins: config.appOrigins,
    anonKey: config.AUTH_ANON_KEY,
    emailConfirmation: config.AUTH_EMAIL_CONFIRMATION,
    jwtExpiry: config.AUTH_JWT_EXPIRY,
    refreshTokenReuseInterval: config.AUTH_REFRESH_TOKEN_REUSE_INTERVAL,
    totpEncryptionKey: config.AUTH_TOTP_ENCRYPTION_KEY,
    rateLimitPerAddress: config.AUTH_RATE_LIMIT_PER_ADDRESS,
    rateLimitSignInFailures: config.AUTH_RATE_LIMIT_SIGN_IN_FAILURES,
  };
}

/** An email of the provider, in the API's templates. */
function renderAuthEmail(email: AuthEmail) {
  switch (email.kind) {
    case 'signup':
      return signUpConfirmationMail({ locale: email.locale, url: email.url });
    case 'recovery':
      return passwordResetMail({ locale: email.locale, url: email.url });
    case 'email_change':
      return emailChangeMail({ locale: email.locale, url: email.url, newEmail: email.newEmail });
    case 'sign_in_code':
      return signInCodeMail({ locale: email.locale, code: email.code, url: email.url });
    case 'reauthentication':
      return reauthenticationCodeMail({ locale: email.locale, code: email.code });
  }
}

/**
 * The embedded auth provider (@carat/auth-provider, at /auth/v1) for an app, over that app's deps: its
 * database, settings and token verifier, emails rendered by the API's templates and queued as jobs in the
 * provider's own transactions, the API's window counters and client address, failures in the request's
 * log. Each app (createApp) gets its own router; the rate limits count in the deps' store, shared by every
 * process on it.
 */
export function embeddedAuthProvider(keys: SigningKeys): (deps: Deps) => AuthProviderRoutes {
  return (deps) =>
    createAuthProvider({
      db: deps.db,
      keys,
      config: authProviderConfig(deps.config),
      verifier: deps.verifier,
      logger: deps.logger,
      queueEmail: (email, tx) => queueEmail(deps, { to: email.to, ...renderAuthEmail(email) }, tx),
      windowCounter: (name, windowMs) => ({
        hit: (key) => deps.rateLimits.hit(`auth:${name}:${key}`, windowMs),
        peek: (key) => deps.rateLimits.peek(`auth:${name}:${key}`),
        reset: (key) => deps.rateLimits.reset(`auth:${name}:${key}`),
      }),
      clientAddress,
      // A factor enrolled, verified or removed: this process forgets the caller's assurance now (the
      // others hear migration 0042's NOTIFY).
      onFactorsChanged: (userId) => deps.entitlements.forget(userId),
      onUnexpectedError: (error, c) =>
        (c as Context<AppEnv>).get('logger')?.error('auth provider failed', {
          route: c.req.routePath,
          ...describeError(error),
        }),
    });
}
