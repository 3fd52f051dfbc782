import { describe, expect, it } from 'vitest';
import { type AuthUser, type TokenVerifier, VerifiedTokenCache } from './verify.ts';

/**
 * A verifier that counts its calls; a token "h.user:exp.signature" (the shape of a JWS) is valid until
 * exp (seconds).
 */
function counting() {
  const calls: string[] = [];
  const inner: TokenVerifier = {
    async verify(token) {
      calls.push(token);
      const [id, exp] = (token.split('.')[1] ?? token).split(':');
      return {
        id: id!,
        email: null,
        role: 'authenticated',
        aal: 'aal1',
        sessionId: null,
        claims: { exp: Number(exp) },
      } satisfies AuthUser;
    },
  };
  return { calls, inner };
}

const later = () => Math.floor(Date.now() / 1000) + 3600;
const jws = (claims: string, signature = `sig-${claims}`) => `h.${claims}.${signature}`;

describe('the verified-token cache', () => {
  it('verifies a token once until it expires, and never keeps the token itself', async () => {
    const { calls, inner } = counting();
    const cache = new VerifiedTokenCache(inner);
    const token = jws(`u1:${later()}`);
    for (let i = 0; i < 5; i++) expect((await cache.verify(token)).id).toBe('u1');
    expect(calls).toHaveLength(1);
    const kept = JSON.stringify([...(cache as unknown as { entries: Map<string, unknown> }).entries]);
    expect(kept).not.toContain(token);
    expect(kept).not.toContain('sig-');
    // An expired token is verified again (and the inner verifier decides).
    const expired = jws(`u2:${Math.floor(Date.now() / 1000) - 1}`);
    await cache.verify(expired);
    await cache.verify(expired);
    expect(calls.filter((c) => c === expired)).toHaveLength(2);
  });

  it('is bounded, forgetting the least recently used first', async () => {
    const { calls, inner } = counting();
    const cache = new VerifiedTokenCache(inner, 2);
    const [a, b, c] = ['a', 'b', 'c'].map((id) => jws(`${id}:${later()}`)) as [string, string, string];
    await cache.verify(a);
    await cache.verify(b);
    await cache.verify(a); // a is now the most recently used
    await cache.verify(c); // evicts b
    expect(cache.size).toBe(2);
    calls.length = 0;
    await cache.verify(a);
    expect(calls).toEqual([]);
    await cache.verify(b);
    expect(calls).toEqual([b]);
  });

  it('answers from the cache only for the very token it verified', async () => {
    const { calls, inner } = counting();
    const cache = new VerifiedTokenCache(inner);
    const token = jws(`u1:${later()}`, 'same-signature');
    await cache.verify(token);
    // Another token carrying the same signature over other claims is not a hit: the inner verifier decides.
    const forged = jws(`u2:${later()}`, 'same-signature');
    expect((await cache.verify(forged)).id).toBe('u2');
    expect(calls).toEqual([token, forged]);
    // Something that is not a JWS is never cached.
    await cache.verify(`u3:${later()}`);
    await cache.verify(`u3:${later()}`);
    expect(calls).toHaveLength(4);
  });
});
