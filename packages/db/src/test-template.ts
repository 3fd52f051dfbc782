import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from '#lib/connection.ts';
import { startEmbeddedPostgres } from '#lib/embedded.ts';
import { migrate } from '#lib/migrate.ts';
import { createServerDatabase, dropServerDatabase } from '#lib/testing.ts';

/**
 * Vitest global setup for the suites that use createTestDatabase: the migrations run once per run, into a
 * template every test file then copies (a PGlite data-directory tarball, or a template database on the
 * PostgreSQL server of DATABASE_URL). Each file still gets its own database; only the repeated cluster
 * creation and the 25+ migrations are saved.
 */
export async function setup(): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const template = await createServerDatabase(serverUrl, 'carat_template');
    process.env.CARAT_TEST_TEMPLATE_DB = template;
    return async () => {
      delete process.env.CARAT_TEST_TEMPLATE_DB;
      await dropServerDatabase(serverUrl, template);
    };
  }
  const embedded = await startEmbeddedPostgres({ dataDir: 'memory' });
  const handle = connect(embedded.url, { max: 1 });
  let data: Blob;
  try {
    await migrate(handle.pool);
  } finally {
    await handle.close();
  }
  try {
    data = await embedded.pglite.dumpDataDir('none');
  } finally {
    await embedded.close();
  }
  const dir = mkdtempSync(join(tmpdir(), 'carat-test-template-'));
  const file = join(dir, 'pgdata.tar');
  writeFileSync(file, new Uint8Array(await data.arrayBuffer()));
  process.env.CARAT_TEST_PGLITE_TEMPLATE = file;
  return async () => {
    delete process.env.CARAT_TEST_PGLITE_TEMPLATE;
    rmSync(dir, { recursive: true, force: true });
  };
}
