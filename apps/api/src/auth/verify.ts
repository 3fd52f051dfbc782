import { hash } from 'node:crypto';
import type { SigningKeys } from '@carat/auth-provider';
import { createRemoteJWKSet, type JWTPayload, errors as joseErrors, jwtVerify } from 'jose';
import { AppError } from '#api/lib/errors.ts';

export type AssuranceLevel = 'aal1' | 'aal2';

/** Who is calling, as the verified access token says. */
export interface AuthUser {
  id: string;
  email: string | null;
  role: string;
  aal: AssuranceLevel;
  sessionId: string | null;
  claims: JWTPayload & Record<string, unknown>;
}

export interface TokenVerifier {
  verify(token: string): Promise<AuthUser>;
  /** The caller of a token already verified and not expired, without waiting; else undefined. */
  peek?(token: string): AuthUser | undefined;
}

type KeyInput = Parameters<typeof jwtVerify>[1];

function verifierOver(key: KeyInput, issuer: string): TokenVerifier {
  return {
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer,
          audience: 'authenticated',
          algorithms: ['ES256', 'RS256'],
        });
        if (typeof payload.sub !== 'string' || payload.sub === '')
          throw AppError.unauthorized('Invalid JWT: no subject');
        const claims = payload as AuthUser['claims'];
        return {
          id: payload.sub,
          email: typeof claims.email === 'string' ? claims.email : null,
          role: typeof claims.role === 'string' ? claims.role : 'authenticated',
          aal: claims.aal === 'aal2' ? 'aal2' : 'aal1',
          sessionId: typeof claims.session_id === 'string' ? claims.session_id : null,
          claims,
        };
      } catch (error) {
        if (error instanceof AppError) throw error;
        if (error instanceof joseErrors.JWTExpired) throw new AppError('bad_jwt', 'JWT expired', 401);
        if (error instanceof joseErrors.JWSSignatureVerificationFailed) {
          throw new AppError('bad_jwt', 'Invalid JWT signature', 401);
        }
        if (error instanceof joseErrors.JWTClaimValidationFailed) {
          throw new AppError('bad_jwt', `Invalid JWT: ${error.claim} claim`, 401);
        }
        throw new AppError('bad_jwt', 'Invalid JWT', 401);
      }
    },
  };
}

/** Embedded mode: tokens signed by our own provider, checked against the keys it publishes. */
export function embeddedVerifier(keys: SigningKeys, issuer: string): TokenVerifier {
  const cache = new VerifiedTokenCache(verifierOver(keys.resolver(), issuer));
  keys.onReload(() => cache.clear());
  return cache;
}

/** Hosted mode: tokens signed by the Supabase project, checked against its JWKS (cached by jose). */
export function supabaseVerifier(supabaseUrl: string): TokenVerifier {
  const jwks = createRemoteJWKSet(new URL(`${supabaseUrl}/auth/v1/.well-known/jwks.json`), {
    cacheMaxAge: 10 * 60 * 1000,
  });
  return new VerifiedTokenCache(verifierOver(jwks, `${supabaseUrl}/auth/v1`));
}

/**
 * Remembers tokens already verified, until they expire: an access token is stateless (it stays valid
 * to its `exp` whatever happens), so checking its signature once is enough. The cache never holds a
 * usable token: an entry is found by the SHA-256 of the token's signature and keeps the signed part
 * (header and claims, which the client can read anyway), compared in full on every hit — the same token
 * or a miss. Hashing the 86-character signature rather than the whole token (600+ characters) is most of
 * what a hit costs (bench/check-subscription). Least recently used forgotten first past `max`; forgotten
 * entirely when the keys change.
 */
export class VerifiedTokenCache implements TokenVerifier {
  private readonly entries = new Map<string, { signed: string; user: AuthUser; exp: number }>();

  constructor(
    private readonly inner: TokenVerifier,
    private readonly max = 10_000,
  ) {}

  async verify(token: string): Promise<AuthUser> {
    const hit = this.peek(token);
    if (hit) return hit;
    const dot = token.lastIndexOf('.');
    // Not a JWS at all: the verifier answers in its own words.
    if (dot <= 0 || dot === token.length - 1) return this.inner.verify(token);
    const key = hash('sha256', token.slice(dot + 1), 'base64url');
    const signed = token.slice(0, dot);
    const now = Date.now() / 1000;
    const user = await this.inner.verify(token);
    const exp = typeof user.claims.exp === 'number' ? user.claims.exp : 0;
    if (exp > now) {
      this.entries.delete(key);
      if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, { signed, user, exp });
    }
    return user;
  }

  /** A hit: the same token (signature hash and signed part), not expired; forgets an expired one. */
  peek(token: string): AuthUser | undefined {
    const dot = token.lastIndexOf('.');
    if (dot <= 0 || dot === token.length - 1) return undefined;
    const key = hash('sha256', token.slice(dot + 1), 'base64url');
    const hit = this.entries.get(key);
    if (!hit || hit.signed.length !== dot || !token.startsWith(hit.signed)) return undefined;
    this.entries.delete(key);
    if (hit.exp <= Date.now() / 1000) return undefined;
    // Most recently used goes last: eviction takes the first.
    this.entries.set(key, hit);
    return hit.user;
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }
}
