import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DEVELOPMENT_ANON_KEY } from '#api/config.ts';
import { apiProcesses, freePort } from '#test/processes.ts';

/**
 * The README's first command, twice: the API as `npm start` runs it — the embedded
 * database, the default settings (development, so the demo seed on) — started, stopped, started again,
 * killed with SIGKILL and started again on one DATA_DIR. Each start is healthy and the data is intact.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'carat-restart-'));
const started: ChildProcess[] = [];
afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

interface Run {
  child: ChildProcess;
  api: string;
  exited: Promise<number | null>;
}

/**
 * A port found free can be taken by another test's process before the API binds it (the suite runs files in
 * parallel): an API that exits on EADDRINUSE is started again on other ports, up to three times.
 */
async function startApi(): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startApiOnce();
    } catch (error) {
      if (attempt >= 3 || !/EADDRINUSE/.test(String(error))) throw error;
    }
  }
}

async function startApiOnce(): Promise<Run> {
  const port = await freePort();
  const api = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DATA_DIR: dataDir,
    PORT: String(port),
    API_URL: api,
    MAILDEV_SMTP_PORT: String(await freePort()),
    MAILDEV_WEB_PORT: String(await freePort()),
    STRIPE_SANDBOX_PORT: String(await freePort()),
    OUTBOX_WEB_PORT: String(await freePort()),
    LOG_LEVEL: 'warn',
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: join(import.meta.dirname, '..'),
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  started.push(child);
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  for (let i = 0; i < 480; i++) {
    if (child.exitCode !== null) throw new Error(`the API exited ${child.exitCode}: ${stderr}`);
    const healthy = await fetch(`${api}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return { child, api, exited };
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the API never became healthy: ${stderr}`);
}

async function signIn(api: string): Promise<string> {
  const res = await fetch(`${api}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: DEVELOPMENT_ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@jeweller.test', password: 'demo1234' }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** What a jeweller would notice missing: their clients and the showroom's published pieces. */
async function counts(api: string) {
  const token = await signIn(api);
  const clients = await fetch(`${api}/v1/clients?pageSize=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(clients.status).toBe(200);
  const showroom = await fetch(`${api}/v1/showrooms/demo/products?page=1`);
  expect(showroom.status).toBe(200);
  return {
    clients: ((await clients.json()) as { total: number }).total,
    products: ((await showroom.json()) as { total: number }).total,
  };
}

async function addClient(api: string, name: string) {
  const token = await signIn(api);
  const res = await fetch(`${api}/v1/clients`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name, email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.test` }),
  });
  expect(res.status).toBe(201);
}

describe.skipIf(Boolean(process.env.DATABASE_URL))('npm start on the same DATA_DIR, again and again', () => {
  it('comes up healthy with the data intact after a clean stop and after SIGKILL, seed on by default', async () => {
    const first = await startApi();
    const seeded = await counts(first.api);
    expect(seeded.clients).toBeGreaterThan(0);
    expect(seeded.products).toBeGreaterThan(0);
    await addClient(first.api, 'Restart One');
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const second = await startApi();
    expect(await counts(second.api)).toEqual({ ...seeded, clients: seeded.clients + 1 });
    await addClient(second.api, 'Restart Two');
    second.child.kill('SIGKILL');
    await second.exited;

    const third = await startApi();
    expect(await counts(third.api)).toEqual({ ...seeded, clients: seeded.clients + 2 });
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  }, 600_000);
});

const serverUrl = process.env.DATABASE_URL;

describe.runIf(Boolean(serverUrl))('a seeded PostgreSQL database, started again', () => {
  it('the second start with SEED_ON_START=true comes up healthy with the data intact', async () => {
    const name = `carat_restart_${randomUUID().slice(0, 8)}`;
    const url = new URL(serverUrl ?? 'postgres://localhost/x');
    url.pathname = `/${name}`;
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(statement);
      await client.end();
    };
    await admin(`create database ${name}`);
    try {
      const settings = { MIGRATE_ON_START: 'true', SEED_ON_START: 'true' };
      const first = apiProcesses({ databaseUrl: url.toString(), firstPort: 21_000 });
      const firstPort = await first.start(0, settings);
      const seeded = await counts(`http://127.0.0.1:${firstPort}`);
      await first.stopAll();
      const second = apiProcesses({ databaseUrl: url.toString(), firstPort: 21_000 });
      const secondPort = await second.start(0, settings);
      expect(await counts(`http://127.0.0.1:${secondPort}`)).toEqual(seeded);
      await second.stopAll();
    } finally {
      await admin(`drop database if exists ${name} with (force)`);
    }
  }, 600_000);
});
