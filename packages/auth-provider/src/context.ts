import type { Database, Executor } from '@carat/db';
import type { Locale } from '@carat/domain/locale';
import type { SigningKeys } from './signing-keys.ts';

/** The provider's settings, which the host reads from its own configuration. */
export interface AuthProviderConfig {
  /** Where the provider is served (`https://api.example.com/auth/v1`): the tokens' issuer, the links' base. */
  url: string;
  /** Where a flow sends the browser back when `redirect_to` is missing or not allowed (Supabase's Site URL). */
  siteUrl: string;
  /** The origins `redirect_to` may point at: the host's own apps. */
  redirectOrigins: string[];
  /** The key every call must carry (in `apikey`, or as the bearer), as Supabase's gateway requires. */
  anonKey: string;
  /** A new address must be confirmed from its email before the account signs in. */
  emailConfirmation: boolean;
  /** Lifetime of an access token, in seconds. */
  jwtExpiry: number;
  /** Seconds during which a rotated refresh token still gets its successor (a tab that lost the answer). */
  refreshTokenReuseInterval: number;
  /** 32 bytes, base64: seals TOTP secrets at rest. Without it they are stored in plain text. */
  totpEncryptionKey?: string | undefined;
  /** Calls per client address and action in five minutes (refreshes get five times as many). */
  rateLimitPerAddress: number;
  /** Wrong passwords per email in fifteen minutes before sign-in is refused. */
  rateLimitSignInFailures: number;
}

/** The product's one `Locale`: the language of the provider's emails. */
export type AuthEmailLocale = Locale;

/** An email the provider sends; the host renders it (its templates, its language) and queues it. */
export type AuthEmail =
  | { kind: 'signup' | 'recovery'; to: string; locale: AuthEmailLocale; url: string }
  | { kind: 'email_change'; to: string; locale: AuthEmailLocale; url: string; newEmail: string }
  | { kind: 'sign_in_code'; to: string; locale: AuthEmailLocale; code: string; url: string }
  | { kind: 'reauthentication'; to: string; locale: AuthEmailLocale; code: string };

export interface AuthLogger {
  warn(message: string, fields?: Record<string, unknown>): void;
}

/** What the provider's actions run on, given by the host. */
export interface ProviderDeps {
  db: Database;
  keys: SigningKeys;
  config: AuthProviderConfig;
  /**
   * Queues an email in the transaction of the action that sends it: it goes out once that transaction
   * commits, and never for one rolled back.
   */
  queueEmail(email: AuthEmail, tx: Executor): Promise<unknown>;
  logger: AuthLogger;
}

/** Where a call comes from, as sessions and MFA challenges record it. */
export interface Caller {
  /** A valid IP address, or null when the transport gave none. */
  ip: string | null;
  userAgent: string | null;
}

export const issuerOf = (config: AuthProviderConfig) => config.url;
