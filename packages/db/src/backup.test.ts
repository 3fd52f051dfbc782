import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import {
  applyRetention,
  backupHosted,
  readBackupStatus,
  readFilesUnder,
  restoreHosted,
  sha256,
  tableCounts,
  unpackBackup,
} from '#lib/backup.ts';
import { connect } from '#lib/connection.ts';
import { lockDataDir } from '#lib/data-dir-lock.ts';
import { startEmbeddedPostgres } from '#lib/embedded.ts';
import { migrate } from '#lib/migrate.ts';
import { createTestDatabase } from '#lib/testing.ts';

const run = promisify(execFile);
const root = mkdtempSync(join(tmpdir(), 'carat-backup-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Two jewellers with clients, written as the server: what a backup must carry whole. */
async function fill(pool: pg.Pool) {
  for (const name of ['Atelier Alpha', 'Maison Beta']) {
    const id = randomUUID();
    await pool.query(`insert into auth.users (id, email, raw_user_meta_data) values ($1, $2, $3)`, [
      id,
      `${id.slice(0, 8)}@backup.test`,
      { full_name: name },
    ]);
    const { rows } = await pool.query<{ business_id: string }>(
      'select business_id from public.memberships where user_id = $1',
      [id],
    );
    for (let i = 0; i < 25; i++) {
      await pool.query('insert into public.clients (business_id, name, email) values ($1, $2, $3)', [
        rows[0]!.business_id,
        `${name} client ${i}`,
        `c${i}@${id.slice(0, 8)}.test`,
      ]);
    }
  }
}

function writeSomeFiles(filesDir: string) {
  for (const path of ['logos/a.png', 'catalogue/b/photo-1.webp', 'invoices/c.pdf']) {
    const full = join(filesDir, ...path.split('/'));
    mkdirSync(join(full, '..'), { recursive: true });
    writeFileSync(full, randomBytes(10_000 + Math.floor(Math.random() * 5000)));
  }
}

const hashes = (dir: string) =>
  Object.fromEntries(Object.entries(readFilesUnder(dir)).map(([p, d]) => [p, sha256(d)]));

/** The CLI as `pnpm backup` / `pnpm restore` run it: a real process with the installation's settings. */
function cli(script: 'backup' | 'restore', env: Record<string, string>, args: string[] = []) {
  return run(process.execPath, ['--import', 'tsx', `src/cli/${script}.ts`, ...args], {
    cwd: join(import.meta.dirname, '..'),
    env: { PATH: process.env.PATH, HOME: process.env.HOME, INIT_CWD: root, ...env },
  });
}

describe('embedded backup and restore (pnpm backup / pnpm restore)', () => {
  it('restores into a fresh installation with every table’s row count and every file’s hash equal', async () => {
    const source = join(root, 'source');
    const embedded = await startEmbeddedPostgres({ dataDir: join(source, 'pglite') });
    const handle = connect(embedded.url, { max: 2 });
    await migrate(handle.pool);
    await fill(handle.pool);
    const counts = await tableCounts((text) => handle.pool.query(text));
    await handle.close();
    await embedded.close();
    writeSomeFiles(join(source, 'files'));
    expect(counts['public.clients']).toBe(50);

    const backupDir = join(root, 'backups');
    const { stdout } = await cli('backup', { DATA_DIR: source, BACKUP_DIR: backupDir });
    expect(stdout).toMatch(
      /^backup written: .*carat-backup-\d{8}T\d{6}Z\.zip \(.*3 files, verified by a restore\)/,
    );
    const status = readBackupStatus(backupDir)!;
    expect(status).toMatchObject({ verified: true, files: 3 });
    expect(status.size).toBeGreaterThan(30_000);
    // Written atomically: nothing half-written is left next to it.
    expect(readdirSync(backupDir).filter((n) => n.includes('.tmp-'))).toEqual([]);

    const fresh = join(root, 'fresh');
    const restored = await cli('restore', { DATA_DIR: fresh }, [status.path]);
    expect(restored.stdout).toContain('counts equal to the backup');

    const again = await startEmbeddedPostgres({ dataDir: join(fresh, 'pglite') });
    const check = connect(again.url, { max: 2 });
    try {
      expect(await tableCounts((text) => check.pool.query(text))).toEqual(counts);
    } finally {
      await check.close();
      await again.close();
    }
    expect(hashes(join(fresh, 'files'))).toEqual(hashes(join(source, 'files')));
    expect(Object.keys(hashes(join(fresh, 'files')))).toHaveLength(3);
  }, 240_000);

  it('refuses while another process holds the DATA_DIR, and refuses a damaged file', async () => {
    const dataDir = join(root, 'busy');
    mkdirSync(join(dataDir, 'pglite'), { recursive: true });
    const lock = lockDataDir(dataDir);
    try {
      const refused = await cli('backup', { DATA_DIR: dataDir }).catch((e) => e);
      expect(refused.code).toBe(1);
      expect(refused.stderr.trim().split('\n')).toHaveLength(1);
      expect(refused.stderr).toContain(`is in use by process ${process.pid}`);
    } finally {
      lock.release();
    }
    const damaged = join(root, 'damaged.zip');
    writeFileSync(damaged, randomBytes(1000));
    const failed = await cli('restore', { DATA_DIR: join(root, 'other') }, [damaged]).catch((e) => e);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(/^restore failed: /);
  }, 120_000);
});

describe('retention', () => {
  it('keeps the 7 latest days and one backup for each of the 4 weeks before', () => {
    const dir = join(root, 'retention');
    mkdirSync(dir, { recursive: true });
    const now = new Date('2026-11-26T03:00:00Z');
    for (let day = 0; day < 60; day++) {
      const at = new Date(now.getTime() - day * 86_400_000);
      const name = `carat-backup-${at
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d+Z$/, 'Z')}.zip`;
      writeFileSync(join(dir, name), '');
    }
    writeFileSync(join(dir, 'latest.json'), '{}');
    applyRetention(dir, now);
    const left = readdirSync(dir)
      .filter((n) => n.endsWith('.zip'))
      .sort()
      .reverse();
    expect(left).toHaveLength(11);
    // The 7 latest days…
    expect(left.slice(0, 7).map((n) => n.slice(13, 21))).toEqual([
      '20261126',
      '20261125',
      '20261124',
      '20261123',
      '20261122',
      '20261121',
      '20261120',
    ]);
    // …then one per older week (the last day of each week that has one), nothing older than 4 weeks.
    expect(left.slice(7).map((n) => n.slice(13, 21))).toEqual([
      '20261119',
      '20261115',
      '20261108',
      '20261101',
    ]);
    expect(readdirSync(dir)).toContain('latest.json');
  });
});

describe.runIf(process.env.DATABASE_URL)('hosted backup and restore (pg_dump / pg_restore)', () => {
  it('restores into an empty PostgreSQL database with every table’s row count equal', async () => {
    const db = await createTestDatabase();
    const server = process.env.DATABASE_URL!;
    const name = `carat_restore_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    try {
      await fill(db.pool);
      const counts = await tableCounts((text) => db.pool.query(text));
      const filesDir = join(root, 'hosted-files');
      writeSomeFiles(filesDir);
      const result = await backupHosted({
        databaseUrl: db.url,
        query: (text) => db.pool.query(text),
        filesDir,
        backupDir: join(root, 'hosted-backups'),
      });
      await admin.query(`create database ${name}`);
      const url = new URL(server);
      url.pathname = `/${name}`;
      const target = connect(url.toString(), { max: 1 });
      try {
        const restoredFiles = join(root, 'hosted-restored-files');
        const restored = await restoreHosted({
          backup: unpackBackup((await import('node:fs')).readFileSync(result.path)),
          databaseUrl: url.toString(),
          query: (text) => target.pool.query(text),
          filesDir: restoredFiles,
        });
        expect(restored.tables).toEqual(counts);
        expect(hashes(restoredFiles)).toEqual(hashes(filesDir));
      } finally {
        await target.close();
      }
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
      await admin.end();
      await db.close();
    }
  }, 240_000);
});
