import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#api/config.ts';
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
    const withKey = loadConfig({
      NODE_ENV: 'test',
      AUTH_TOTP_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    });
    const sealed = sealFactorSecret(withKey, 'factor-1', 'JBSWY3DPEHPK3PXP');
    expect(sealed).toMatch(/^enc:v1:/);
    expect(openFactorSecret(withKey, { id: 'factor-1', secret: sealed })).toBe('JBSWY3DPEHPK3PXP');
    expect(() => openFactorSecret(withKey, { id: 'factor-2', secret: sealed })).toThrow();
    const plain = loadConfig({ NODE_ENV: 'test' });
    expect(sealFactorSecret(plain, 'factor-1', 'JBSWY3DPEHPK3PXP')).toBe('JBSWY3DPEHPK3PXP');
  });
});

describe('configuration', () => {
  it('refuses the development anon key and unencrypted MFA secrets in production', () => {
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/carat' };
    expect(() => loadConfig(production)).toThrow(/AUTH_ANON_KEY/);
    expect(() =>
      loadConfig({ ...production, AUTH_ANON_KEY: 'sb_publishable_production_key_0123456789' }),
    ).toThrow(/AUTH_TOTP_ENCRYPTION_KEY/);
    const ok = loadConfig({
      ...production,
      AUTH_ANON_KEY: 'sb_publishable_production_key_0123456789',
      AUTH_TOTP_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    });
    expect(ok.AUTH_EMAIL_CONFIRMATION).toBe(false);
    // With hosted Supabase Auth, the embedded provider and its settings are not used.
    const hosted = { ...production, SUPABASE_URL: 'https://project.supabase.co' };
    expect(() => loadConfig(hosted)).toThrow(/SUPABASE_SERVICE_ROLE_KEY/);
    expect(() =>
      loadConfig({
        ...hosted,
        SUPABASE_ANON_KEY: 'sb_publishable_project_key_0123456789',
        SUPABASE_SERVICE_ROLE_KEY: 'sb_secret_project_key_0123456789',
      }),
    ).not.toThrow();
  });
});

describe('redirect targets', () => {
  const config = loadConfig({ NODE_ENV: 'test' });

  it('allow pages of our own apps only, and fall back to the dashboard', () => {
    expect(redirectTarget(config, `${config.DASHBOARD_URL}/reset-password?x=1`)).toBe(
      `${config.DASHBOARD_URL}/reset-password?x=1`,
    );
    expect(redirectTarget(config, `${config.MARKETING_URL}/welcome`)).toBe(`${config.MARKETING_URL}/welcome`);
    for (const bad of ['https://evil.example/', 'javascript:alert(1)', '//evil.example', 'not a url', null]) {
      expect(redirectTarget(config, bad)).toBe(`${config.DASHBOARD_URL}/`);
    }
  });
});
