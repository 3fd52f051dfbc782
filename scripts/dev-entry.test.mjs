// The README's settings reach the API through the dev entry (`pnpm dev` → turbo → the API's `dev` script),
// and a start-up that cannot work says so in one line. Runs the real entry: turbo in strict environment
// mode drops every variable a task does not declare, which is what these tests would catch.

import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';

const root = new URL('..', import.meta.url).pathname;
const POSTGRES_URL = process.env.POSTGRES_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const pg = createRequire(join(root, 'packages/db/package.json'))('pg');

const children = new Set();
after(() => {
  for (const child of children) stop(child);
});

/** Every process below `pid` (turbo starts its tasks in their own process groups, so a group kill misses them). */
function descendants(pid) {
  const table = spawnSync('ps', ['-A', '-o', 'pid=,ppid='], { encoding: 'utf8' })
    .stdout.trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number));
  const found = [];
  const walk = (parent) => {
    for (const [child, ppid] of table) {
      if (ppid === parent) {
        found.push(child);
        walk(child);
      }
    }
  };
  walk(pid);
  return found;
}

function stop(child) {
  const tree = descendants(child.pid);
  for (const pid of [child.pid, ...tree]) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // already gone
  }
  children.delete(child);
}

async function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The dev entry for the API alone, as `pnpm dev` runs it, with these settings on top of a clean slate. */
async function devApi(settings) {
  const dataDir = mkdtempSync(join(tmpdir(), 'carat-dev-entry-'));
  const [port, smtp, web, sandbox, outbox] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0' };
  delete env.DATABASE_URL;
  delete env.CI; // turbo's CI mode changes its output, not what it passes
  Object.assign(env, {
    DATA_DIR: dataDir,
    PORT: String(port),
    API_URL: `http://localhost:${port}`,
    MAILDEV_SMTP_PORT: String(smtp),
    MAILDEV_WEB_PORT: String(web),
    STRIPE_SANDBOX_PORT: String(sandbox),
    OUTBOX_WEB_PORT: String(outbox),
    ...settings,
  });
  const child = spawn('pnpm', ['exec', 'turbo', 'run', 'dev', '--filter=@carat/api', '--ui=stream'], {
    cwd: root,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const done = () => {
    stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { port, output: () => output, done };
}

async function until(check, seconds) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    const value = await check();
    if (value) return value;
    await new Promise((r) => setTimeout(r, 250));
  }
  return null;
}

async function healthy(port) {
  try {
    const res = await fetch(`http://localhost:${port}/health`, { signal: AbortSignal.timeout(1000) });
    return res.status === 200;
  } catch {
    return false;
  }
}

async function postgresAnswers() {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** A new, empty database on the local PostgreSQL, dropped after the test. */
async function freshDatabase() {
  const name = `carat_dev_entry_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

describe('the dev entry', { timeout: 300_000 }, () => {
  it('passes STRIPE_SECRET_KEY to the API (which then asks for its webhook secret, in one line)', async () => {
    const api = await devApi({ STRIPE_SECRET_KEY: 'sk_test_x' });
    try {
      const line = await until(
        () =>
          api
            .output()
            .match(/Cannot start: STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY[^\n]*/)?.[0],
        120,
      );
      assert.ok(line, `the API never said so:\n${api.output()}`);
      assert.equal(await healthy(api.port), false);
    } finally {
      api.done();
    }
  });

  it('comes up healthy on a fresh PostgreSQL with MIGRATE_ON_START and SEED_ON_START', async (t) => {
    if (!(await postgresAnswers())) return t.skip(`PostgreSQL does not answer at ${POSTGRES_URL}`);
    const db = await freshDatabase();
    const api = await devApi({ DATABASE_URL: db.url, MIGRATE_ON_START: 'true', SEED_ON_START: 'true' });
    try {
      assert.ok(await until(() => healthy(api.port), 180), `not healthy:\n${api.output()}`);
      const res = await fetch(`http://localhost:${api.port}/v1/showrooms/demo`);
      assert.equal(res.status, 200, 'the seed ran: the demo showroom answers');
    } finally {
      api.done();
      await db.drop();
    }
  });

  it('on an unmigrated database, prints the migrate command in one line and exits 1', async (t) => {
    if (!(await postgresAnswers())) return t.skip(`PostgreSQL does not answer at ${POSTGRES_URL}`);
    const db = await freshDatabase();
    try {
      const env = {
        ...process.env,
        DATABASE_URL: db.url,
        MIGRATE_ON_START: 'false',
        PORT: String(await freePort()),
      };
      const child = spawn('pnpm', ['exec', 'tsx', 'src/server.ts'], {
        cwd: join(root, 'apps/api'),
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk) => (stderr += chunk));
      const code = await new Promise((resolve) => child.on('exit', resolve));
      assert.equal(code, 1);
      const lines = stderr.trim().split('\n');
      assert.equal(lines.length, 1, stderr);
      assert.match(lines[0], /^Cannot start: .* has no Carat tables yet .*pnpm --filter @carat\/db migrate/);
    } finally {
      await db.drop();
    }
  });
});
