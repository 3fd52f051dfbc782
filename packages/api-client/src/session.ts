import { AuthClient } from '@supabase/auth-js';
import { SESSION_STORAGE_KEY } from './session-cookie.ts';

/**
 * The session lives in cookies rather than localStorage so that the three apps (marketing site,
 * showroom, dashboard) read the same one: on localhost cookies are shared across ports, and in
 * production they are set on the parent domain (`cookieDomain`, e.g. `.carat.example`). A session is
 * larger than one cookie may be, so it is split into numbered chunks.
 */
const CHUNK = 3000;
const MAX_CHUNKS = 8;
const MAX_AGE_SECONDS = 60 * 60 * 24 * 30;

export interface CookieStorageOptions {
  domain?: string;
  secure?: boolean;
  /** The document to read and write cookies on (tests pass their own). */
  doc?: { cookie: string };
}

function readCookies(doc: { cookie: string }): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of doc.cookie.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    try {
      map.set(name, decodeURIComponent(part.slice(index + 1).trim()));
    } catch {
      // a cookie that is not ours and not URI-encoded: ignore it
    }
  }
  return map;
}

export function cookieStorage(options: CookieStorageOptions = {}) {
  const doc = options.doc ?? (typeof document === 'undefined' ? null : document);
  const attributes = [
    'Path=/',
    'SameSite=Lax',
    options.domain ? `Domain=${options.domain}` : '',
    options.secure ? 'Secure' : '',
  ].filter(Boolean);
  const write = (name: string, value: string, maxAge: number) => {
    if (!doc) return;
    doc.cookie = [`${name}=${encodeURIComponent(value)}`, `Max-Age=${maxAge}`, ...attributes].join('; ');
  };
  return {
    getItem(key: string): string | null {
      if (!doc) return null;
      const cookies = readCookies(doc);
      const parts: string[] = [];
      for (let i = 0; i < MAX_CHUNKS; i++) {
        const part = cookies.get(`${key}.${i}`);
        if (part === undefined) break;
        parts.push(part);
      }
      return parts.length ? parts.join('') : null;
    },
    setItem(key: string, value: string) {
      const chunks: string[] = [];
      for (let i = 0; i < value.length; i += CHUNK) chunks.push(value.slice(i, i + CHUNK));
      if (chunks.length > MAX_CHUNKS) throw new Error('session too large for cookies');
      chunks.forEach((chunk, i) => {
        write(`${key}.${i}`, chunk, MAX_AGE_SECONDS);
      });
      for (let i = chunks.length; i < MAX_CHUNKS; i++) write(`${key}.${i}`, '', 0);
    },
    removeItem(key: string) {
      for (let i = 0; i < MAX_CHUNKS; i++) write(`${key}.${i}`, '', 0);
    },
  };
}

export interface SessionClientOptions {
  url: string;
  anonKey: string;
  cookieDomain?: string;
}

export { SESSION_STORAGE_KEY };

/**
 * The session's client: supabase-js's auth part alone (`@supabase/auth-js`, the `auth` of supabase-js's
 * client, built with the same settings and headers) — the apps read data through the API's typed client,
 * never through supabase-js's database, storage, functions or realtime parts, which cost the sign-in page
 * ~30 KB gzip (ADR 047).
 */
export interface SessionClient {
  auth: InstanceType<typeof AuthClient>;
}

function authClient(options: SessionClientOptions, settings: ConstructorParameters<typeof AuthClient>[0]) {
  const base = options.url.endsWith('/') ? options.url : `${options.url}/`;
  return new AuthClient({
    url: new URL('auth/v1', base).href,
    headers: { Authorization: `Bearer ${options.anonKey}`, apikey: options.anonKey },
    ...settings,
  });
}

export function createSessionClient(options: SessionClientOptions): SessionClient {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:';
  return {
    auth: authClient(options, {
      storage: cookieStorage({ domain: options.cookieDomain, secure }),
      storageKey: SESSION_STORAGE_KEY,
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: true,
      flowType: 'implicit',
    }),
  };
}

export type { Session, User } from '@supabase/auth-js';

/**
 * Checks a password without touching the current session: a throw-away client signs in (nothing is
 * stored, nothing is broadcast to the app's session) and signs that new session out again.
 */
export async function passwordMatches(
  options: SessionClientOptions,
  email: string,
  password: string,
): Promise<boolean> {
  const probe = authClient(options, {
    persistSession: false,
    autoRefreshToken: false,
    detectSessionInUrl: false,
    storageKey: `sb-carat-check-${Date.now()}`,
  });
  const { data, error } = await probe.signInWithPassword({ email, password });
  if (error || !data.session) return false;
  await probe.signOut({ scope: 'local' });
  return true;
}
