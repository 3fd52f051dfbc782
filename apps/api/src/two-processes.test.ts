import { randomUUID } from 'node:crypto';
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
    ports.push(await processes.start(1, { RUN_WORKER: 'false' }));
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
});
