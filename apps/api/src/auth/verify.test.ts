import { describe, expect, it } from 'vitest';
import { type AuthUser, type TokenVerifier, VerifiedTokenCache } from './verify.ts';

/** A verifier that counts its calls; a token "user:exp" is valid until exp (seconds). */
function counting() {
  const calls: string[] = [];
  const inner: TokenVerifier = {
    async verify(token) {
      calls.push(token);
      const [id, exp] = token.split(':');
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

describe('the verified-token cache', () => {
  it('verifies a token once until it expires, and never keeps the token itself', async () => {
    const { calls, inner } = counting();
    const cache = new VerifiedTokenCache(inner);
    const token = `u1:${later()}`;
    for (let i = 0; i < 5; i++) expect((await cache.verify(token)).id).toBe('u1');
    expect(calls).toHaveLength(1);
    expect(
      JSON.stringify([...(cache as unknown as { entries: Map<string, unknown> }).entries.keys()]),
    ).not.toContain('u1:');
    // An expired token is verified again (and the inner verifier decides).
    const expired = `u2:${Math.floor(Date.now() / 1000) - 1}`;
    await cache.verify(expired);
    await cache.verify(expired);
    expect(calls.filter((c) => c === expired)).toHaveLength(2);
  });

  it('is bounded, forgetting the least recently used first', async () => {
    const { calls, inner } = counting();
    const cache = new VerifiedTokenCache(inner, 2);
    const [a, b, c] = ['a', 'b', 'c'].map((id) => `${id}:${later()}`) as [string, string, string];
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
});
