import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { serializeConnectionTurns } from '#lib/embedded-queue.ts';

/** The extensions the embedded database runs with (a backup's data directory loads with the same). */
export const EMBEDDED_EXTENSIONS = { pg_trgm, btree_gist, btree_gin, pgcrypto };

export interface EmbeddedPostgres {
  /** A postgres:// URL any driver can use (pg, pg-boss, psql). */
  url: string;
  /** The database itself, for what only runs in-process (backups: its data-directory tarball). */
  pglite: PGlite;
  close(): Promise<void>;
}

export interface EmbeddedOptions {
  /** A folder to persist to, or 'memory' for a throw-away database (tests). */
  dataDir: string;
  /** 0 picks a free port. */
  port?: number;
  /** How many connections the socket accepts: at least the sum of every pool that uses it. */
  maxConnections?: number;
  /** A data-directory tarball (PGlite's dumpDataDir) to start from instead of an empty cluster. */
  loadDataDir?: Blob;
}

/**
 * Runs PGlite (Postgres in WebAssembly) in this process and serves it over the Postgres wire protocol on
 * 127.0.0.1, so the API, pg-boss and tools use the same driver and URL as with a real server.
 * PGlite runs one query at a time; the socket server keeps a transaction's statements together.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedPostgres> {
  const memory = options.dataDir === 'memory';
  if (!memory) mkdirSync(options.dataDir, { recursive: true });
  const pglite = await PGlite.create(memory ? undefined : options.dataDir, {
    extensions: EMBEDDED_EXTENSIONS,
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const server = new PGLiteSocketServer({
    db: pglite,
    host: '127.0.0.1',
    port: options.port ?? 0,
    maxConnections: options.maxConnections ?? 32,
  });
  serializeConnectionTurns(server);
  await server.start();
  const [, port] = server.getServerConn().split(':');
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`,
    pglite,
    async close() {
      await server.stop();
      // PGlite never fsyncs (it starts with -F): a checkpoint writes every dirty page to its files before
      // the process goes, so a clean stop leaves nothing in WAL to replay.
      if (!memory) await pglite.exec('CHECKPOINT').catch(() => {});
      await pglite.close();
    },
  };
}
