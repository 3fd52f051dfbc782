// bench/load (issue 19): one API process (src/server.ts, as deployed) on PostgreSQL under a mixed workload —
// dashboard reads (stats, clients list), a write (a new client), a showroom page and check-subscription,
// signed in as the seeded demo jeweller — prints requests per second and p99; then two processes on the
// same database, the load split between them, and the ratio of two to one. The load generator
// (autocannon) runs in this process; the machine's cores are shared by all of them, so the ratio says
// how far a second process helps on this machine, not on two machines. Fresh database, dropped at the end.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { usePostgres } from './lib/stats.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const ANON_KEY = 'sb_publishable_carat_embedded_development_key';
const server = usePostgres();
const apiDir = fileURLToPath(new URL('../apps/api', import.meta.url));
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

const children: ChildProcess[] = [];
async function start(index: number, extra: Record<string, string>) {
  const base = 21_000 + Math.floor(Math.random() * 20_000);
  const port = base + index;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      DATABASE_URL: url.toString(),
      PORT: String(port),
      API_URL: `http://127.0.0.1:${port}`,
      MAILDEV_SMTP_PORT: String(base + 10),
      MAILDEV_WEB_PORT: String(base + 11),
      STRIPE_SANDBOX_PORT: String(base + 12),
      ...extra,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d) => (stderr += d));
  children.push(child);
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`API ${index} exited: ${stderr}`);
    if (
      await fetch(`http://127.0.0.1:${port}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return port;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`API ${index} never became healthy: ${stderr}`);
}

async function stopAll() {
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
}

/** A seeded demo account that may write (the public demo business itself is read-only). */
async function signIn(port: number) {
  const seen: string[] = [];
  for (const email of ['emilie.dubois@example.com', 'sophie.martin@example.com']) {
    const res = await fetch(`http://127.0.0.1:${port}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', apikey: ANON_KEY },
      body: JSON.stringify({ email, password: 'demo1234' }),
    });
    if (!res.ok) {
      seen.push(`${email}: sign-in ${res.status} ${await res.text()}`);
      continue;
    }
    const { access_token: token } = (await res.json()) as { access_token: string };
    const write = await fetch(`http://127.0.0.1:${port}/v1/clients`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: 'Load probe' }),
    });
    if (write.status === 201) return token;
    seen.push(`${email}: write ${write.status} ${await write.text()}`);
  }
  throw new Error(`no seeded account could sign in and write:\n${seen.join('\n')}`);
}

/** The mix, one of each in turn on every connection: four reads for one write. */
function mix(token: string): autocannon.Request[] {
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  return [
    { method: 'POST', path: '/functions/v1/check-subscription', headers: auth, body: '{}' },
    { method: 'GET', path: '/v1/dashboard/stats', headers: auth },
    { method: 'GET', path: '/v1/clients?pageSize=20', headers: auth },
    { method: 'GET', path: '/v1/showrooms/demo' },
    { method: 'POST', path: '/v1/clients', headers: auth, body: JSON.stringify({ name: 'Load client' }) },
  ];
}

type Result = autocannon.Result;
function load(port: number, token: string, connections: number): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: `http://127.0.0.1:${port}`, connections, duration: DURATION, requests: mix(token) },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

function check(label: string, r: Result) {
  if (r.non2xx || r.errors) throw new Error(`${label}: ${r.non2xx} non-2xx, ${r.errors} errors`);
}

try {
  await admin(`create database ${name}`);
  const first = await start(0, { MIGRATE_ON_START: 'true', SEED_ON_START: 'true' });
  const token = await signIn(first);
  // The public showroom page must answer before it is measured.
  const page = await fetch(`http://127.0.0.1:${first}/v1/showrooms/demo`);
  if (!page.ok) throw new Error(`showroom page: ${page.status}`);
  await load(first, token, CONNECTIONS).then(() => undefined); // warm-up (JIT, pools, caches)
  const one = await load(first, token, CONNECTIONS);
  check('one process', one);

  const second = await start(1, { RUN_WORKER: 'false' });
  await load(second, token, 4).then(() => undefined); // warm-up of the second
  const both = await Promise.all([load(first, token, CONNECTIONS / 2), load(second, token, CONNECTIONS / 2)]);
  for (const [i, r] of both.entries()) check(`two processes (#${i + 1})`, r);
  const twoRps = both[0]!.requests.average + both[1]!.requests.average;
  const twoP99 = Math.max(both[0]!.latency.p99, both[1]!.latency.p99);

  console.log(
    `bench/load on ${url.host}, ${CONNECTIONS} connections × ${DURATION} s, mix per connection: check-subscription, dashboard stats, clients list, showroom page, new client (1 write in 5)`,
  );
  console.log(
    `  one process    ${one.requests.average.toFixed(0).padStart(6)} req/s   p50 ${one.latency.p50} ms   p99 ${one.latency.p99} ms`,
  );
  console.log(
    `  two processes  ${twoRps.toFixed(0).padStart(6)} req/s   p99 ${twoP99} ms   (${both.map((r) => r.requests.average.toFixed(0)).join(' + ')})`,
  );
  console.log(`  ratio two / one: ${(twoRps / one.requests.average).toFixed(2)}`);
} finally {
  await stopAll();
  await admin(`drop database if exists ${name} with (force)`).catch(() => undefined);
}
