import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { connect, type DatabaseHandle } from '#lib/connection.ts';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '#lib/embedded.ts';
import { migrate } from '#lib/migrate.ts';

const TEST_MIGRATION_LOCK = 727_274_002;

export interface TestDatabase extends DatabaseHandle {
  /** 'pglite' by default; 'postgres' when DATABASE_URL points the tests at a real server. */
  kind: 'pglite' | 'postgres';
  /** The in-process database when kind is 'pglite' (for what only runs in-process: backups). */
  embedded?: EmbeddedPostgres;
  close(): Promise<void>;
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A new, migrated database on the PostgreSQL server of `serverUrl` (a copy of `template` when given, which
 * the migrator then finds up to date). Returns its name.
 */
export async function createServerDatabase(
  serverUrl: string,
  prefix = 'carat_test',
  template?: string,
): Promise<string> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
    // Roles are global to the server, and test files migrate their databases side by side: the bootstrap's
    // "create role if missing" would race. An advisory lock on the server's own database serialises them
    // (the migrator's own lock is per database, so it cannot).
    const handle = connect(databaseUrl(serverUrl, name), { max: 1 });
    try {
      await admin.query('select pg_advisory_lock($1)', [TEST_MIGRATION_LOCK]);
      await migrate(handle.pool);
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEST_MIGRATION_LOCK]).catch(() => {});
      await handle.close();
    }
  } finally {
    await admin.end();
  }
  return name;
}

export async function dropServerDatabase(serverUrl: string, name: string): Promise<void> {
  const cleanup = new pg.Client({ connectionString: serverUrl });
  await cleanup.connect();
  try {
    await cleanup.query(`drop database if exists ${name} with (force)`);
  } finally {
    await cleanup.end();
  }
}

/**
 * A fresh, migrated database for one test file: an in-memory PGlite by default, or — when DATABASE_URL is
 * set — a new database created on that PostgreSQL server and dropped afterwards, so test files never see
 * each other's rows. When the suite's global setup (test-template.ts) prepared a migrated template, the
 * database starts as a copy of it; the migrator still runs and finds nothing left to apply.
 */
export async function createTestDatabase(options: { max?: number } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const template = process.env.CARAT_TEST_PGLITE_TEMPLATE;
    const embedded = await startEmbeddedPostgres({
      dataDir: 'memory',
      ...(template ? { loadDataDir: new Blob([readFileSync(template)]) } : {}),
    });
    const handle = connect(embedded.url, { max: options.max ?? 8 });
    await migrate(handle.pool);
    return {
      ...handle,
      kind: 'pglite',
      embedded,
      async close() {
        await handle.close();
        await embedded.close();
      },
    };
  }

  const name = await createServerDatabase(serverUrl, 'carat_test', process.env.CARAT_TEST_TEMPLATE_DB);
  const handle = connect(databaseUrl(serverUrl, name), { max: options.max ?? 8 });
  return {
    ...handle,
    kind: 'postgres',
    async close() {
      await handle.close();
      await dropServerDatabase(serverUrl, name);
    },
  };
}
