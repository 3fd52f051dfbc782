import { Hono } from 'hono';
import type { SigningKeys } from '#api/auth/signing-keys.ts';
import type { AppEnv } from '#api/context.ts';

/** The embedded provider's public keys, where supabase-js and our verifier look for them. */
export function jwksRoutes(keys: SigningKeys) {
  return new Hono<AppEnv>().get('/.well-known/jwks.json', (c) => {
    c.header('Cache-Control', 'public, max-age=600');
    return c.json(keys.jwks());
  });
}
