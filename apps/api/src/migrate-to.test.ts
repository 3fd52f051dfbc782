import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { readFilesUnder, sha256, tableCounts } from '@carat/db/backup';
import { DEMO_PASSWORD } from '@carat/db/seed';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVELOPMENT_ANON_KEY } from '#api/config.ts';

/**
 * Issue 19's acceptance for moving to hosted: `pnpm db:migrate-to` an empty PostgreSQL from a seeded
 * embedded installation: counts equal, then the API starts on PostgreSQL with the same logins (and the same
 * signing keys: a session opened on the embedded API still works). Runs where DATABASE_URL names a
 * PostgreSQL server, like two-processes.test.ts; the database is created and dropped.
 */
const serverUrl = process.env.DATABASE_URL;
const apiDir = fileURLToPath(new URL('..', import.meta.url));
const dbDir = fileURLToPath(new URL('../../../packages/db', import.meta.url));
const run = promisify(execFile);

describe.runIf(Boolean(serverUrl))('pnpm db:migrate-to: embedded installation → PostgreSQL', () => {
  const name = `carat_move_${randomUUID().slice(0, 8)}`;
  const url = new URL(serverUrl ?? 'postgres://localhost/x');
  url.pathname = `/${name}`;
  const root = mkdtempSync(join(tmpdir(), 'carat-migrate-to-'));
  const dataDir = join(root, 'data');
  const hostedFiles = join(root, 'hosted-files');
  let child: ChildProcess | null = null;
  const admin = () => new pg.Client({ connectionString: serverUrl });

  // One address for both: the tokens' issuer is the API's URL, which a move to hosted keeps.
  const base = 19_000 + Math.floor(Math.random() * 20_000);
  const port = base;

  async function startApi(env: Record<string, string>) {
    const { DATABASE_URL: _server, ...inherited } = process.env;
    const started = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiDir,
      env: {
        ...inherited,
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
        PORT: String(port),
        API_URL: `http://127.0.0.1:${port}`,
        MAILDEV_SMTP_PORT: String(base + 10),
        MAILDEV_WEB_PORT: String(base + 11),
        STRIPE_SANDBOX_PORT: String(base + 12),
        OUTBOX_WEB_PORT: String(base + 13),
        BACKUP_SCHEDULE: 'off',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child = started;
    let stderr = '';
    started.stderr?.on('data', (d) => (stderr += d));
    for (let i = 0; i < 240; i++) {
      if (started.exitCode !== null) throw new Error(`API exited: ${stderr}`);
      const ok = await fetch(`http://127.0.0.1:${port}/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return port;
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error(`API never became healthy: ${stderr}`);
  }

  async function stopApi() {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGTERM');
    });
  }

  const signIn = (port: number, password = DEMO_PASSWORD) =>
    fetch(`http://127.0.0.1:${port}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', apikey: DEVELOPMENT_ANON_KEY },
      body: JSON.stringify({ email: 'demo@jeweller.test', password }),
    });
  const clients = (port: number, token: string) =>
    fetch(`http://127.0.0.1:${port}/v1/clients`, {
      headers: { authorization: `Bearer ${token}`, apikey: DEVELOPMENT_ANON_KEY },
    });

  /** `pnpm db:migrate-to <url>` as the root script runs it: @carat/db's CLI in its own process. */
  const migrateTo = (target: string) =>
    run(process.execPath, ['--import', 'tsx', 'src/cli/migrate-to.ts', target], {
      cwd: dbDir,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        INIT_CWD: root,
        DATA_DIR: dataDir,
        FILES_TARGET_DIR: hostedFiles,
      },
    });

  let session: { access_token: string; refresh_token: string };
  let embeddedClients: unknown;

  beforeAll(async () => {
    // A seeded embedded installation: the API on a fresh DATA_DIR migrates and seeds the demo jewellers.
    const port = await startApi({ DATA_DIR: dataDir, SEED_ON_START: 'true' });
    const res = await signIn(port);
    expect(res.status).toBe(200);
    session = (await res.json()) as typeof session;
    embeddedClients = await (await clients(port, session.access_token)).json();
    await stopApi();
    // Uploaded files, as the local storage keeps them: <businessId>/<fileId>.
    for (let i = 0; i < 3; i++) {
      const dir = join(dataDir, 'files', randomUUID());
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, randomUUID()), randomBytes(5000 + i));
    }
    const client = admin();
    await client.connect();
    await client.query(`create database ${name}`);
    await client.end();
  }, 240_000);

  afterAll(async () => {
    await stopApi();
    const client = admin();
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
    rmSync(root, { recursive: true, force: true });
  }, 60_000);

  it('copies every table with equal counts, the files, and refuses to copy twice', async () => {
    const { stdout } = await migrateTo(url.toString());
    expect(stdout).toMatch(/migrated into .*: \d+ tables, \d+ rows \(every table's count equal/);

    // Counted again, independently, on both sides: every table the backups count.
    const { startEmbeddedPostgres } = await import('@carat/db');
    const embedded = await startEmbeddedPostgres({ dataDir: join(dataDir, 'pglite') });
    const source = new pg.Pool({ connectionString: embedded.url, max: 1 });
    const target = new pg.Pool({ connectionString: url.toString(), max: 1 });
    try {
      const before = await tableCounts((text) => source.query(text));
      const after = await tableCounts((text) => target.query(text));
      const ours = Object.keys(before).filter((t) => /^(public|auth|private)\./.test(t));
      expect(ours.length).toBeGreaterThan(30);
      expect(before['auth.users']).toBeGreaterThan(0);
      expect(before['private.jwt_signing_keys']).toBeGreaterThan(0);
      for (const table of ours) expect({ table, n: after[table] }).toEqual({ table, n: before[table] });
    } finally {
      await source.end();
      await target.end();
      await embedded.close();
    }
    const hashes = (dir: string) =>
      Object.fromEntries(Object.entries(readFilesUnder(dir)).map(([p, d]) => [p, sha256(d)]));
    expect(hashes(hostedFiles)).toEqual(hashes(join(dataDir, 'files')));
    expect(Object.keys(hashes(hostedFiles))).toHaveLength(3);

    // A second run finds the target in use: one line, nothing written.
    const again = await migrateTo(url.toString()).catch((e) => e);
    expect(again.code).toBe(1);
    expect(again.stderr.trim().split('\n')).toHaveLength(1);
    expect(again.stderr).toMatch(/^The target database is not empty \(auth\.users: \d+ rows/);
  }, 240_000);

  it('the API then starts on PostgreSQL: the same login, the same session, the same data', async () => {
    const port = await startApi({
      DATABASE_URL: url.toString(),
      DATA_DIR: join(root, 'hosted'),
      MIGRATE_ON_START: 'true',
      SEED_ON_START: 'false',
    });
    // The session opened on the embedded API: same signing keys, same refresh tokens.
    const old = await clients(port, session.access_token);
    expect(old.status).toBe(200);
    expect(await old.json()).toEqual(embeddedClients);
    const refreshed = await fetch(`http://127.0.0.1:${port}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', apikey: DEVELOPMENT_ANON_KEY },
      body: JSON.stringify({ refresh_token: session.refresh_token }),
    });
    expect(refreshed.status).toBe(200);
    // The demo login, signed in anew.
    const fresh = await signIn(port);
    expect(fresh.status).toBe(200);
    const { access_token } = (await fresh.json()) as { access_token: string };
    expect(await (await clients(port, access_token)).json()).toEqual(embeddedClients);
    expect((await signIn(port, 'not the password')).status).toBe(400);
    await stopApi();
  }, 240_000);
});
