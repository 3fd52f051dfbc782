import { createRemoteJWKSet, type JWTPayload, errors as joseErrors, jwtVerify } from 'jose';
import { AppError } from '#api/lib/errors.ts';
import type { SigningKeys } from './signing-keys.ts';

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
}

type KeyInput = Parameters<typeof jwtVerify>[1];

function verifierOver(key: KeyInput, issuer: string): TokenVerifier {
  return {
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key as never, {
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
  return verifierOver(keys.resolver(), issuer);
}

/** Hosted mode: tokens signed by the Supabase project, checked against its JWKS (cached by jose). */
export function supabaseVerifier(supabaseUrl: string): TokenVerifier {
  const jwks = createRemoteJWKSet(new URL(`${supabaseUrl}/auth/v1/.well-known/jwks.json`), {
    cacheMaxAge: 10 * 60 * 1000,
  });
  return verifierOver(jwks, `${supabaseUrl}/auth/v1`);
}
