import { describe, expect, it } from 'vitest';
import { tokenAssurance } from './subscription.tsx';

const token = (claims: object) =>
  `eyJhbGciOiJFUzI1NiJ9.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.signature`;

describe('tokenAssurance', () => {
  it('reads the assurance level from the access token, so a verified second factor is a new check', () => {
    expect(tokenAssurance(token({ sub: 'u1', aal: 'aal1' }))).toBe('aal1');
    expect(tokenAssurance(token({ sub: 'u1', aal: 'aal2', name: 'Zoé ✓' }))).toBe('aal2');
  });

  it('is null for no token, a token without the claim, or one that is not a JWT', () => {
    expect(tokenAssurance(undefined)).toBeNull();
    expect(tokenAssurance(token({ sub: 'u1' }))).toBeNull();
    expect(tokenAssurance('not-a-jwt')).toBeNull();
    expect(tokenAssurance('a.%%%.c')).toBeNull();
  });
});
