import { describe, expect, it } from 'vitest';
import { loadConfig } from '#api/config.ts';
import { loadBillingConfig } from '#api/features/billing/config.ts';
import { startupFailure } from './startup-error.ts';

const hosted = { databaseUrl: 'postgres://carat:s3cret@db.example:5432/carat' };

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('a start-up that cannot work', () => {
  it('names the migrate command for a database without our tables, without the password', () => {
    const error = Object.assign(new Error('relation "private.jwt_signing_keys" does not exist'), {
      code: '42P01',
    });
    const line = startupFailure(error, hosted);
    expect(line).toContain('pnpm --filter @carat/db migrate');
    expect(line).toContain('MIGRATE_ON_START=true');
    expect(line).not.toContain('s3cret');
    expect(line).not.toContain('\n');
  });

  it('says when the database does not answer or does not exist', () => {
    expect(startupFailure(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }), hosted)).toMatch(
      /does not answer \(ECONNREFUSED\)/,
    );
    expect(startupFailure(Object.assign(new Error('no db'), { code: '3D000' }), hosted)).toMatch(
      /does not exist/,
    );
  });

  it('keeps a configuration error on one line, naming each missing key', () => {
    const production = thrown(() =>
      loadConfig({
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://x@h/db',
        SUPABASE_URL: 'https://p.supabase.co',
      }),
    );
    const line = startupFailure(production, hosted);
    expect(line).toContain('SUPABASE_ANON_KEY');
    expect(line).toContain('SUPABASE_SERVICE_ROLE_KEY');
    expect(line).not.toContain('\n');
    expect(line).toMatch(/^Cannot start: /);
    const stripe = thrown(() => loadBillingConfig({ STRIPE_SECRET_KEY: 'sk_test_x' }, false));
    expect(startupFailure(stripe, hosted)).toBe(
      'Cannot start: STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY: webhooks are verified.',
    );
  });
});
