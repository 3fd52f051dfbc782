// The embedded auth provider: Supabase Auth's (GoTrue's) protocol over the `auth` schema of @carat/db, so
// supabase-js works unchanged without a Supabase project. It knows nothing of its host: the database,
// settings, mail queue, logger, token verifier, rate counters and client address come in as options.
export type {
  AuthEmail,
  AuthEmailLocale,
  AuthLogger,
  AuthProviderConfig,
  Caller,
} from './context.ts';
export type { AccessTokenVerifier } from './principal.ts';
export type { WindowCounter, WindowCounterFactory } from './rate-limits.ts';
export { type AuthProviderOptions, type AuthProviderRoutes, createAuthProvider } from './routes.ts';
export { SigningKeys } from './signing-keys.ts';
/** The code an authenticator app shows at a moment: for the host's end-to-end tests of MFA. */
export { totpAt } from './totp.ts';
