import { randomUUID } from 'node:crypto';
import { totpAt } from '@carat/auth-provider';
import { addDays, todayIn } from '@carat/domain/dates';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVELOPMENT_ANON_KEY } from '#api/config.ts';
import { apiProcesses } from '#test/processes.ts';

/**
 * Issue 19's acceptance for several processes: two real API processes (`src/server.ts`, each its own
 * pools, caches and rate-limit store) on one fresh PostgreSQL database. Runs where DATABASE_URL names a
 * PostgreSQL server (CI's PostgreSQL pass, or 127.0.0.1:5432 here); the database is created and dropped.
 */
const serverUrl = process.env.DATABASE_URL;

describe.runIf(Boolean(serverUrl))('two API processes on one PostgreSQL', () => {
  const name = `carat_two_${randomUUID().slice(0, 8)}`;
  const url = new URL(serverUrl ?? 'postgres://localhost/x');
  url.pathname = `/${name}`;
  const ports: number[] = [];
  const admin = () => new pg.Client({ connectionString: serverUrl });
  const processes = apiProcesses({ databaseUrl: url.toString(), firstPort: 19_000 });

  beforeAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`create database ${name}`);
    await client.end();
    // The first migrates and seeds (the demo showroom) and runs the jobs; the second only serves.
    ports.push(await processes.start(0, { MIGRATE_ON_START: 'true', SEED_ON_START: 'true' }));
    // One public address for both (as behind a load balancer): a token one signs, the other accepts.
    ports.push(await processes.start(1, { RUN_WORKER: 'false', API_URL: `http://127.0.0.1:${ports[0]}` }));
  }, 240_000);

  afterAll(async () => {
    await processes.stopAll();
    const client = admin();
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  }, 60_000);

  const post = (port: number, path: string, body: unknown) =>
    fetch(`http://127.0.0.1:${port}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', apikey: DEVELOPMENT_ANON_KEY },
      body: JSON.stringify(body),
    });

  it('wrong passwords spread across both get 429 before the 20th in total', async () => {
    const email = `two-${randomUUID().slice(0, 8)}@example.test`;
    const signup = await post(ports[0]!, '/auth/v1/signup', {
      email,
      password: 'a sound password',
      data: { full_name: 'Two Processes' },
    });
    expect(signup.status).toBe(200);
    let refusedAt: number | null = null;
    for (let attempt = 1; attempt <= 20; attempt++) {
      const res = await post(ports[attempt % 2]!, '/auth/v1/token?grant_type=password', {
        email,
        password: 'not the password',
      });
      if (res.status === 429) {
        refusedAt = attempt;
        break;
      }
      expect(res.status).toBe(400);
    }
    expect(refusedAt).not.toBeNull();
    expect(refusedAt!).toBeLessThan(20);
  });

  it('100 bookings of one slot spread across both: 1 booked, 99 slot_taken', async () => {
    const date = addDays(todayIn(new Date(), 'Europe/London'), 20);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        post(ports[i % 2]!, '/v1/showrooms/demo/appointments', {
          type: 'design',
          date,
          time: '14:00',
          firstName: 'Visitor',
          lastName: String(i),
          email: `visitor${i}@example.com`,
          phone: '+44 20 7946 0000',
        }),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    const codes = await Promise.all(
      answers
        .filter((res) => res.status !== 201)
        .map(async (res) => ((await res.json()) as { error: { code: string } }).error.code),
    );
    expect(codes).toHaveLength(99);
    expect(new Set(codes)).toEqual(new Set(['slot_taken']));
  });

  it('a password-only token is refused on the other process the moment a factor is verified', async () => {
    const email = `mfa-${randomUUID().slice(0, 8)}@example.test`;
    const signup = await post(ports[0]!, '/auth/v1/signup', {
      email,
      password: 'a sound password',
      data: { full_name: 'Two Factor' },
    });
    expect(signup.status).toBe(200);
    const session = (await signup.json()) as { access_token: string; user: { id: string } };
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    await client.query(
      `insert into public.billing_subscriptions (id, user_id, stripe_customer_id, status, plan, interval, current_period_end)
       values ($1, $2, $3, 'active', 'DIAMOND', 'monthly', now() + interval '30 days')`,
      [`sub_mfa_${session.user.id}`, session.user.id, `cus_mfa_${session.user.id}`],
    );
    await client.end();
    const aal1 = { authorization: `Bearer ${session.access_token}`, apikey: DEVELOPMENT_ANON_KEY };
    const call = (port: number, path: string, init: RequestInit = {}) =>
      fetch(`http://127.0.0.1:${port}${path}`, {
        ...init,
        headers: { ...aal1, 'content-type': 'application/json', ...(init.headers ?? {}) },
      });
    // The other process reads and remembers this caller: no factor, subscribed.
    expect((await call(ports[1]!, '/v1/clients')).status).toBe(200);
    expect((await call(ports[1]!, '/functions/v1/check-subscription', { method: 'POST' })).status).toBe(200);

    // The factor is enrolled and verified through the first process.
    const enrolled = (await (
      await call(ports[0]!, '/auth/v1/factors', {
        method: 'POST',
        body: JSON.stringify({ factor_type: 'totp' }),
      })
    ).json()) as { id: string; totp: { secret: string } };
    const challenge = (await (
      await call(ports[0]!, `/auth/v1/factors/${enrolled.id}/challenge`, { method: 'POST', body: '{}' })
    ).json()) as { id: string };
    const verified = await call(ports[0]!, `/auth/v1/factors/${enrolled.id}/verify`, {
      method: 'POST',
      body: JSON.stringify({ challenge_id: challenge.id, code: totpAt(enrolled.totp.secret) }),
    });
    expect(verified.status).toBe(200);

    // At once, on the other process: every tenant route refuses the password-only token.
    for (const path of ['/v1/clients', '/v1/orders', '/v1/invoices', '/v1/business']) {
      const res = await call(ports[1]!, path);
      expect(res.status, path).toBe(403);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('mfa_required');
    }
    // The subscription check hears of it through NOTIFY (no 5 s wait).
    const deadline = Date.now() + 1_000;
    let check = await call(ports[1]!, '/functions/v1/check-subscription', { method: 'POST' });
    while (check.status === 200 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
      check = await call(ports[1]!, '/functions/v1/check-subscription', { method: 'POST' });
    }
    expect(check.status).toBe(403);
    // The aal2 token still works there.
    const { access_token: aal2 } = (await verified.json()) as { access_token: string };
    const withFactor = await call(ports[1]!, '/v1/clients', { headers: { authorization: `Bearer ${aal2}` } });
    expect(withFactor.status).toBe(200);
  });
});
