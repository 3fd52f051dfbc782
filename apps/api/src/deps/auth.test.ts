import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#api/config.ts';
import { authProviderConfig } from '#api/deps/auth.ts';

describe('configuration', () => {
  it('refuses the development anon key and unencrypted MFA secrets in production', () => {
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db/carat',
      MARKETING_TOKEN_SECRET: randomBytes(32).toString('hex'),
      WEBHOOK_SECRET_KEY: randomBytes(32).toString('base64'),
    };
    expect(() => loadConfig({ ...production, WEBHOOK_SECRET_KEY: undefined })).toThrow(/WEBHOOK_SECRET_KEY/);
    expect(() => loadConfig({ ...production, MARKETING_TOKEN_SECRET: undefined })).toThrow(
      /MARKETING_TOKEN_SECRET/,
    );
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

describe('the embedded provider, wired', () => {
  it('issues tokens as the API verifies them and sends flows back to our own apps only', () => {
    const config = loadConfig({ NODE_ENV: 'test', AUTH_EMAIL_CONFIRMATION: 'true' });
    expect(authProviderConfig(config)).toMatchObject({
      url: `${config.API_URL}/auth/v1`,
      siteUrl: config.DASHBOARD_URL,
      redirectOrigins: [config.MARKETING_URL, config.SHOWROOM_URL, config.DASHBOARD_URL],
      anonKey: config.AUTH_ANON_KEY,
      emailConfirmation: true,
    });
  });
});
