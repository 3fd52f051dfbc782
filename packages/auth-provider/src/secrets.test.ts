import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_URL, MARKETING_URL, testConfig } from '#test/provider.ts';
import { redirectTarget } from './links.ts';
import { openFactorSecret, sealFactorSecret } from './mfa.ts';
import { keyFrom, open, randomToken, seal, sha256Hex } from './secrets.ts';

describe('sealed values', () => {
  it('open with the same key and context only', () => {
    const key = randomBytes(32);
    const sealed = seal('a secret', key, 'row-1');
    expect(open(sealed, key, 'row-1')).toBe('a secret');
    expect(open(sealed, key, 'row-2')).toBeNull();
    expect(open(sealed, randomBytes(32), 'row-1')).toBeNull();
    expect(open(`${sealed.slice(0, -2)}AA`, key, 'row-1')).toBeNull();
  });

  it('derive keys that are not the stored hash of the secret', () => {
    const token = randomToken();
    expect(keyFrom(token, 'refresh-successor').toString('hex')).not.toBe(sha256Hex(token));
  });

  it('keep TOTP secrets encrypted when a key is configured, in plain text otherwise', () => {
    const withKey = testConfig({ totpEncryptionKey: randomBytes(32).toString('base64') });
    const sealed = sealFactorSecret(withKey, 'factor-1', 'JBSWY3DPEHPK3PXP');
    expect(sealed).toMatch(/^enc:v1:/);
    expect(openFactorSecret(withKey, { id: 'factor-1', secret: sealed })).toBe('JBSWY3DPEHPK3PXP');
    expect(() => openFactorSecret(withKey, { id: 'factor-2', secret: sealed })).toThrow();
    const plain = testConfig();
    expect(sealFactorSecret(plain, 'factor-1', 'JBSWY3DPEHPK3PXP')).toBe('JBSWY3DPEHPK3PXP');
  });
});

describe('redirect targets', () => {
  const config = testConfig();

  it('allow pages of our own apps only, and fall back to the dashboard', () => {
    expect(redirectTarget(config, `${DASHBOARD_URL}/reset-password?x=1`)).toBe(
      `${DASHBOARD_URL}/reset-password?x=1`,
    );
    expect(redirectTarget(config, `${MARKETING_URL}/welcome`)).toBe(`${MARKETING_URL}/welcome`);
    for (const bad of ['https://evil.example/', 'javascript:alert(1)', '//evil.example', 'not a url', null]) {
      expect(redirectTarget(config, bad)).toBe(`${DASHBOARD_URL}/`);
    }
  });
});
