import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';

/**
 * The committed SQL migrations, applied in file-name order, each once, each in its own transaction.
 * Found beside the sources (`packages/db/migrations`), or, in the bundled API (`apps/api/dist/server.js`),
 * in the copy its build puts beside the bundle (`dist/migrations`); CARAT_MIGRATIONS_DIR overrides both.
 */
export const migrationsDir =
  process.env.CARAT_MIGRATIONS_DIR ??
  [new URL('../migrations/', import.meta.url), new URL('./migrations/', import.meta.url)]
    .map((url) => fileURLToPath(url))
    .find((dir) => existsSync(dir) && readdirSync(dir).some((name) => name.endsWith('.sql'))) ??
  fileURLToPath(new URL('../migrations/', import.meta.url));

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export function readMigrations(dir = migrationsDir): Migration[] {
  return readdirSync(dir)
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort()
    .map((name) => {
      const sql = readFileSync(join(dir, name), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}

// Any number that is ours alone: serialises concurrent migrators (several API replicas starting at once).
const MIGRATION_LOCK = 727_274_001;

export interface MigrateResult {
  applied: string[];
  skipped: number;
}

export async function migrate(
  pool: pg.Pool,
  options: { dir?: string; log?: (line: string) => void } = {},
): Promise<MigrateResult> {
  const log = options.log ?? (() => {});
  const migrations = readMigrations(options.dir);
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await client.query(`
      create schema if not exists private;
      revoke all on schema private from public;
      create table if not exists private.schema_migrations (
        name text primary key,
        checksum text not null,
        applied_at timestamptz not null default now()
      );`);
    const { rows } = await client.query<{ name: string; checksum: string }>(
      'select name, checksum from private.schema_migrations',
    );
    const done = new Map(rows.map((r) => [r.name, r.checksum]));
    const applied: string[] = [];
    for (const m of migrations) {
      const previous = done.get(m.name);
      if (previous) {
        if (previous !== m.checksum) {
          throw new Error(
            `migration ${m.name} was changed after it was applied: add a new migration instead`,
          );
        }
        continue;
      }
      await client.query('begin');
      try {
        await client.query(m.sql);
        await client.query('insert into private.schema_migrations (name, checksum) values ($1, $2)', [
          m.name,
          m.checksum,
        ]);
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw new Error(`migration ${m.name} failed: ${(error as Error).message}`, { cause: error });
      }
      applied.push(m.name);
      log(`applied ${m.name}`);
    }
    return { applied, skipped: migrations.length - applied.length };
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}
