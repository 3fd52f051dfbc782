import { randomBytes } from 'node:crypto';
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

/**
 * A fresh, migrated database for one test file: an in-memory PGlite by default, or — when DATABASE_URL is
 * set — a new database created on that PostgreSQL server and dropped afterwards, so test files never see
 * each other's rows.
 */
export async function createTestDatabase(options: { max?: number } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const embedded = await startEmbeddedPostgres({ dataDir: 'memory' });
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

  const name = `carat_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = connect(url.toString(), { max: options.max ?? 8 });
  // Roles are global to the server, and test files migrate their databases side by side: the bootstrap's
  // "create role if missing" would race. An advisory lock on the server's own database serialises them
  // (the migrator's own lock is per database, so it cannot).
  try {
    await admin.query('select pg_advisory_lock($1)', [TEST_MIGRATION_LOCK]);
    await migrate(handle.pool);
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEST_MIGRATION_LOCK]).catch(() => {});
    await admin.end();
  }
  return {
    ...handle,
    kind: 'postgres',
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
