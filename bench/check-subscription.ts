// bench/check-subscription: throughput of POST /functions/v1/check-subscription (JWT verification,
// one indexed read on PostgreSQL) against a bare Hono route, both served over HTTP by this process and
// loaded from another process (autocannon) on loopback, in one run. Goal: ratio ≥ 0.7.
import { spawn } from 'node:child_process';
import { serveApi } from '@carat/api/serve';
import { createTestContext } from '@carat/api/testing';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { usePostgres } from './lib/stats.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 6);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const server = usePostgres();

const t = await createTestContext();
const user = await t.createUser('Bench Subscriber', { plan: 'DIAMOND' });
// A realistic table: many other subscribers around this one.
await t.db.pool.query(
  `insert into auth.users (id, email) select gen_random_uuid(), 'sub' || i || '@bench.test' from generate_series(1, 20000) i`,
);
await t.db.pool.query(
  `insert into public.billing_subscriptions (id, user_id, stripe_customer_id, status, plan, interval, current_period_end)
   select 'sub_bench_' || u.id, u.id, 'cus_bench_' || u.id, case when random() < 0.8 then 'active' else 'canceled' end,
          'MOISSANITE', 'monthly', now() + interval '20 days'
     from auth.users u where u.email like 'sub%@bench.test'`,
);
await t.db.pool.query('vacuum analyze public.billing_subscriptions');

// The API as its server serves it (apps/api/src/serve.ts); the baseline is a one-route Hono app.
const api = serveApi(t.app, t.deps, { port: 0, hostname: '127.0.0.1' });
const bare = serve({
  fetch: new Hono().post('/bare', (c) => c.json({ subscribed: true })).fetch,
  port: 0,
  hostname: '127.0.0.1',
});
const port = (s: typeof api) => (s.address() as { port: number }).port;
await new Promise((r) => setTimeout(r, 200));

/** Runs autocannon in its own process (asynchronously: this process must keep serving meanwhile). */
async function load(url: string, headers: Record<string, string>) {
  const args = [
    'autocannon',
    '-j',
    '-c',
    String(CONNECTIONS),
    '-d',
    String(DURATION),
    '-m',
    'POST',
    '-b',
    '{}',
  ];
  for (const [k, v] of Object.entries({ 'content-type': 'application/json', ...headers }))
    args.push('-H', `${k}=${v}`);
  const cpu = process.cpuUsage();
  const child = spawn('pnpm', ['exec', ...args, url], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  const code = await new Promise<number>((resolve) => child.on('close', (c) => resolve(c ?? 1)));
  const used = process.cpuUsage(cpu);
  if (code !== 0) throw new Error(stderr);
  const result = JSON.parse(stdout) as {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
  };
  if (result.non2xx || result.errors)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  // The server's CPU per request (user + system, this process): steadier than req/s on a shared machine.
  return { ...result, cpuUs: (used.user + used.system) / Math.max(1, result.requests.total) };
}

// A check must actually answer "subscribed" before it is measured.
const probe = await fetch(`http://127.0.0.1:${port(api)}/functions/v1/check-subscription`, {
  method: 'POST',
  headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
  body: '{}',
});
const answer = (await probe.json()) as { subscribed: boolean };
if (!answer.subscribed) throw new Error('the bench user is not subscribed');

// The machine is shared and the baseline swings (the load generator competes with the server for the
// same cores): alternate the two loads over several rounds and report the median of each.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
type Result = Awaited<ReturnType<typeof load>>;
const baselines: Result[] = [];
const checks: Result[] = [];
for (let round = 0; round < ROUNDS; round++) {
  baselines.push(await load(`http://127.0.0.1:${port(bare)}/bare`, {}));
  checks.push(
    await load(`http://127.0.0.1:${port(api)}/functions/v1/check-subscription`, {
      authorization: `Bearer ${user.token}`,
    }),
  );
}
const median = (results: Result[]) =>
  [...results].sort((a, b) => a.requests.average - b.requests.average)[Math.floor(results.length / 2)]!;
const baseline = median(baselines);
const check = median(checks);

const ratio = check.requests.average / baseline.requests.average;
console.log(
  `bench/check-subscription on ${new URL(server).host}, ${CONNECTIONS} connections × ${DURATION} s each, ${ROUNDS} alternating rounds (medians), autocannon on loopback`,
);
const rounds = (results: Result[]) => results.map((r) => r.requests.average.toFixed(0)).join(' / ');
const cpu = (results: Result[]) =>
  [...results]
    .map((r) => r.cpuUs)
    .sort((a, b) => a - b)
    [Math.floor(results.length / 2)]!.toFixed(1);
console.log(
  `  bare Hono route      ${baseline.requests.average.toFixed(0).padStart(7)} req/s   p50 ${baseline.latency.p50} ms   p99 ${baseline.latency.p99} ms   server CPU ${cpu(baselines)} µs/req   (rounds ${rounds(baselines)})`,
);
console.log(
  `  check-subscription   ${check.requests.average.toFixed(0).padStart(7)} req/s   p50 ${check.latency.p50} ms   p99 ${check.latency.p99} ms   server CPU ${cpu(checks)} µs/req   (rounds ${rounds(checks)})`,
);
console.log(`  ratio ${ratio.toFixed(2)} (goal ≥ 0.7: ${ratio >= 0.7 ? 'met' : 'NOT met'})`);

api.close();
bare.close();
await t.close();
