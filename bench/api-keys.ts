// bench/api-keys: what an API key adds to a request (ADR 032, ADR 042). Among 20,000 other keys, it times
//   1. the key's verification as requests see it (checksum, SHA-256, the process's few-seconds copy, else
//      one indexed read with the plan and membership), and the read alone (the copy forgotten each time),
//   2. logging the use (queued on the request's path; written in batches after the answers), and
//   3. the same GET /v1/clients with the member's JWT and with the key (rate limit, log, RLS transaction).
// Goal: verification p99 ≤ 2 ms. On PostgreSQL (DATABASE_URL, else the local one).
import { authenticateApiKey } from '@carat/api/api-keys';
import { createTestContext } from '@carat/api/testing';
import { ms, summary, time, usePostgres } from './lib/stats.ts';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 2000);
usePostgres();

const t = await createTestContext();
const owner = await t.createUser('Bench API', { plan: 'DIAMOND' });
const token = await t.token(owner.id, { email: owner.email, aal: 'aal2' });
const created = await t.request('/v1/api-keys', {
  method: 'POST',
  token,
  body: { name: 'Bench', scopes: ['clients:read'], rateLimitPerMinute: 6000 },
});
if (created.status !== 201) throw new Error(`create key: ${created.status} ${await created.text()}`);
const { key, id: keyId } = (await created.json()) as { key: string; id: string };
await t.db.pool.query(
  `insert into public.api_keys (business_id, created_by, name, token_hash, token_start, environment, scopes)
   select $1, $2, 'other ' || i, encode(sha256(('other' || i)::bytea), 'hex'), 'carat_test_' || i, 'test', '{clients:read}'
     from generate_series(1, 20000) i`,
  [owner.businessId, owner.id],
);
await t.db.pool.query('vacuum analyze public.api_keys');

/** The scope the middleware gives the lookup: the server's connection, now. */
const scope = () => ({
  kind: 'system' as const,
  tx: t.deps.db,
  deps: t.deps,
  now: new Date(),
  locale: 'fr' as const,
});

// Warm-up.
for (let i = 0; i < 100; i++) await authenticateApiKey(scope(), { token: key });

const verify: number[] = [];
for (let i = 0; i < ITERATIONS; i++)
  verify.push((await time(() => authenticateApiKey(scope(), { token: key })))[0]);
const uncached: number[] = [];
for (let i = 0; i < ITERATIONS; i++) {
  t.deps.apiKeys.cache.clear();
  uncached.push((await time(() => authenticateApiKey(scope(), { token: key })))[0]);
}
const malformed: number[] = [];
const bad = `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`;
for (let i = 0; i < ITERATIONS; i++) {
  malformed.push((await time(() => authenticateApiKey(scope(), { token: bad }).catch(() => null)))[0]);
}
const log: number[] = [];
for (let i = 0; i < ITERATIONS; i++) {
  const use = {
    keyId,
    businessId: owner.businessId,
    method: 'GET',
    path: '/v1/clients',
    status: 200,
    requestId: 'bench',
    at: new Date(),
  };
  log.push((await time(async () => t.deps.apiKeys.record(use)))[0]);
}
const [flushMs] = await time(() => t.deps.apiKeys.flush());
const withJwt: number[] = [];
const withKey: number[] = [];
for (let i = 0; i < ITERATIONS; i++) {
  withJwt.push((await time(() => t.request('/v1/clients?pageSize=1', { token })))[0]);
  withKey.push((await time(() => t.request('/v1/clients?pageSize=1', { token: key })))[0]);
}

const line = (name: string, samples: number[]) => {
  const s = summary(samples);
  console.log(`${name.padEnd(36)} p50 ${ms(s.p50)}  p95 ${ms(s.p95)}  p99 ${ms(s.p99)}  (n=${s.n})`);
  return s;
};
console.log(`bench/api-keys on ${process.env.DATABASE_URL?.replace(/\/\/[^@]*@/, '//')}, 20,001 keys`);
const v = line('key verification (as requests see it)', verify);
line('key verification, read every time', uncached);
line('malformed key (refused unread)', malformed);
line('use log on the request path (queued)', log);
console.log(
  `use log batch write after the answers: ${ITERATIONS} uses in ${ms(flushMs)} (one statement a second at most)`,
);
const j = line('GET /v1/clients with JWT', withJwt);
const k = line('GET /v1/clients with API key', withKey);
console.log(`p99 added by key verification: ${ms(v.p99)} (goal ≤ 2 ms) — ${v.p99 <= 2 ? 'met' : 'NOT met'}`);
console.log(`p99 of a key request minus a JWT request (verification, rate limit, log): ${ms(k.p99 - j.p99)}`);
await t.close();
