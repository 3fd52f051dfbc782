import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { connect, type DatabaseHandle } from '#lib/connection.ts';
import { startEmbeddedPostgres } from '#lib/embedded.ts';
import { migrate } from '#lib/migrate.ts';

export interface TestDatabase extends DatabaseHandle {
  /** 'pglite' by default; 'postgres' when DATABASE_URL points the tests at a real server. */
  kind: 'pglite' | 'postgres';
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
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = connect(url.toString(), { max: options.max ?? 8 });
  await migrate(handle.pool);
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
