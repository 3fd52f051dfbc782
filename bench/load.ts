// bench/load: one API process (src/server.ts, as deployed) on PostgreSQL under a mixed workload —
// dashboard reads (stats, clients list), a write (a new client), the seeded demo showroom's page and
// check-subscription, signed in as a subscribed jeweller — prints requests per second and p99; then two processes on the
// same database, the load split between them, and the ratio of two to one. The load generator
// (autocannon) runs in this process; the machine's cores are shared by all of them, so the ratio says
// how far a second process helps on this machine, not on two machines. Fresh database, dropped at the end.
import { randomUUID } from 'node:crypto';
import { apiProcesses } from '@carat/api/processes';
import autocannon from 'autocannon';
import pg from 'pg';
import { usePostgres } from './lib/stats.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 12);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const ANON_KEY = 'sb_publishable_carat_embedded_development_key';
const server = usePostgres();
const name = `carat_load_${randomUUID().slice(0, 8)}`;
const url = new URL(server);
url.pathname = `/${name}`;
const admin = async (sql: string) => {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

const processes = apiProcesses({ databaseUrl: url.toString(), firstPort: 21_000 });

/**
 * A jeweller of our own: signs up through the embedded provider (which creates the business), holds a
 * live subscription (written as the Stripe webhook would leave it), signs in; the first write must pass.
 */
async function signIn(port: number) {
  const email = `load-${randomUUID().slice(0, 8)}@example.test`;
  const password = 'a sound password for the load bench';
  const auth = (path: string, body: unknown) =>
    fetch(`http://127.0.0.1:${port}/auth/v1/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', apikey: ANON_KEY },
      body: JSON.stringify(body),
    });
  const signup = await auth('signup', { email, password, data: { full_name: 'Load Bench' } });
  if (!signup.ok) throw new Error(`signup: ${signup.status} ${await signup.text()}`);
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  try {
    await db.query(
      `insert into public.billing_subscriptions (id, user_id, stripe_customer_id, status, plan, interval, current_period_end)
       select 'sub_load_' || u.id, u.id, 'cus_load_' || u.id, 'active', 'DIAMOND', 'monthly', now() + interval '20 days'
         from auth.users u where u.email = $1`,
      [email],
    );
  } finally {
    await db.end();
  }
  const signin = await auth('token?grant_type=password', { email, password });
  if (!signin.ok) throw new Error(`sign-in: ${signin.status} ${await signin.text()}`);
  const { access_token: token } = (await signin.json()) as { access_token: string };
  const write = await fetch(`http://127.0.0.1:${port}/v1/clients`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ name: 'Load probe' }),
  });
  if (write.status !== 201) throw new Error(`first write: ${write.status} ${await write.text()}`);
  return token;
}

/** The mix, one of each in turn on every connection: four reads for one write. */
function mix(token: string): autocannon.Request[] {
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  return [
    { method: 'POST', path: '/functions/v1/check-subscription', headers: auth, body: '{}' },
    { method: 'GET', path: '/v1/dashboard/stats', headers: auth },
    { method: 'GET', path: '/v1/clients?pageSize=20', headers: auth },
    // What a showroom page asks for since the pages stopped carrying every piece (the shop and its counts;
    // the pieces come from the list route or the sheets).
    { method: 'GET', path: '/v1/showrooms/demo?products=none' },
    { method: 'POST', path: '/v1/clients', headers: auth, body: JSON.stringify({ name: 'Load client' }) },
  ];
}

/** Every request of the mix must succeed on a process before it is measured. */
async function probe(port: number, token: string) {
  for (const r of mix(token)) {
    const res = await fetch(`http://127.0.0.1:${port}${r.path}`, {
      method: r.method,
      headers: r.headers,
      body: r.body,
    });
    if (!res.ok) throw new Error(`${r.method} ${r.path} on :${port}: ${res.status} ${await res.text()}`);
  }
}

type Result = autocannon.Result;
function load(port: number, token: string, connections: number, duration = DURATION): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: `http://127.0.0.1:${port}`, connections, duration, requests: mix(token) },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

function check(label: string, r: Result) {
  if (r.non2xx || r.errors) throw new Error(`${label}: ${r.non2xx} non-2xx, ${r.errors} errors`);
}

try {
  await admin(`create database ${name}`);
  const first = await processes.start(0, { MIGRATE_ON_START: 'true', SEED_ON_START: 'true' });
  const token = await signIn(first);
  // The public showroom page must answer before it is measured.
  const page = await fetch(`http://127.0.0.1:${first}/v1/showrooms/demo`);
  if (!page.ok) throw new Error(`showroom page: ${page.status}`);
  await probe(first, token);
  await load(first, token, CONNECTIONS, 3).then(() => undefined); // warm-up (JIT, pools, caches)
  const one = await load(first, token, CONNECTIONS);
  check('one process', one);

  // One public address for all processes, as behind a load balancer (the tokens' issuer).
  const second = await processes.start(1, { RUN_WORKER: 'false', API_URL: `http://127.0.0.1:${first}` });
  await probe(second, token);
  await load(second, token, 4, 3).then(() => undefined); // warm-up of the second
  const both = await Promise.all([load(first, token, CONNECTIONS / 2), load(second, token, CONNECTIONS / 2)]);
  for (const [i, r] of both.entries()) check(`two processes (#${i + 1})`, r);
  const twoRps = both[0]!.requests.average + both[1]!.requests.average;
  const twoP99 = Math.max(both[0]!.latency.p99, both[1]!.latency.p99);

  console.log(
    `bench/load on ${url.host}, ${CONNECTIONS} connections × ${DURATION} s, mix per connection: check-subscription, dashboard stats, clients list, showroom page (?products=none), new client (1 write in 5)`,
  );
  console.log(
    `  one process    ${one.requests.average.toFixed(0).padStart(6)} req/s   p50 ${one.latency.p50} ms   p99 ${one.latency.p99} ms`,
  );
  console.log(
    `  two processes  ${twoRps.toFixed(0).padStart(6)} req/s   p99 ${twoP99} ms   (${both.map((r) => r.requests.average.toFixed(0)).join(' + ')})`,
  );
  console.log(`  ratio two / one: ${(twoRps / one.requests.average).toFixed(2)}`);
} finally {
  await processes.stopAll();
  await admin(`drop database if exists ${name} with (force)`).catch(() => undefined);
}
