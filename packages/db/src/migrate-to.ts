import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { AwsClient } from 'aws4fetch';
import type pg from 'pg';
import { sha256, tableCounts } from '#lib/backup.ts';
import { migrate } from '#lib/migrate.ts';

/**
 * Moving to hosted (ADR 041-move-to-hosted): copies an embedded installation's database into an
 * empty PostgreSQL. The target gets the schema from the same migrations (so it is the hosted schema, not a
 * PGlite copy of it), then every row of every table the backups count (ours, `auth`, `private` with the JWT
 * signing keys; not pg-boss's queue, not UNLOGGED rate-limit windows) in ONE transaction, with the
 * sequences; then every table's row count is compared with the source's before the transaction commits.
 */
export class TargetNotEmptyError extends Error {}

type Query = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export interface MigrateToResult {
  tables: Record<string, number>;
  rows: number;
  sequences: number;
  durationMs: number;
}

const ident = (s: string) => `"${s.replaceAll('"', '""')}"`;
const qualified = (table: string) => {
  const [schema, name] = table.split('.', 2) as [string, string];
  return `${ident(schema)}.${ident(name)}`;
};
/** Rows sent per INSERT (as one JSON parameter). */
const BATCH = 500;

/**
 * Refuses a target that already holds data: any row in any table the copy would fill (or in `auth.users`
 * or `public.businesses` if they exist), migration bookkeeping aside. An empty database, or one whose
 * schema alone was created (by a previous attempt that failed and rolled back), is accepted.
 */
export async function assertTargetEmpty(target: pg.Pool): Promise<void> {
  const counts = await tableCounts((text) => target.query(text));
  const filled = Object.entries(counts).filter(
    ([table, n]) => n > 0 && !table.endsWith('.schema_migrations') && isCopied(table),
  );
  // Rows the migrations themselves write (reference data) do not make a target "used"; accounts do.
  const used = filled.filter(([table]) => ['auth.users', 'public.businesses'].includes(table));
  if (used.length > 0) {
    throw new TargetNotEmptyError(
      `The target database is not empty (${used.map(([t, n]) => `${t}: ${n} rows`).join(', ')}): migrate-to only copies into an empty PostgreSQL database.`,
    );
  }
}

/** Supabase's own schemas (storage, realtime, vault…) hold their own data: never ours to copy or check. */
function isCopied(table: string): boolean {
  const schema = table.split('.', 1)[0]!;
  return ['public', 'auth', 'private'].includes(schema);
}

export async function migrateTo(options: {
  /** The embedded database, already migrated (the caller opens it under the DATA_DIR lock). */
  source: Query;
  target: pg.Pool;
  log?: (line: string) => void;
}): Promise<MigrateToResult> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const { source, target } = options;

  await assertTargetEmpty(target);
  const migrated = await migrate(target, { log: (line) => log(`  target: ${line}`) });
  log(`target schema: ${migrated.applied.length} migrations applied, ${migrated.skipped} already there`);

  const sourceCounts = await tableCounts(source);
  const tables = Object.keys(sourceCounts).filter((t) => isCopied(t) && t !== 'private.schema_migrations');
  const client = await target.connect();
  try {
    await client.query('begin');
    // Triggers (auth.users → a business and its membership, updated_at, audit rows…) already ran in the
    // source: the rows are copied as they are. Replica mode also defers nothing: every row arrives whole.
    await client.query(`set local session_replication_role = replica`);
    // Rows the migrations wrote on the target are the same ones the source holds: the source's win.
    const targetTables = new Set(Object.keys(await tableCounts((text) => client.query(text))));
    const missing = tables.filter((t) => !targetTables.has(t));
    if (missing.length > 0) throw new Error(`The target schema lacks ${missing.join(', ')}.`);
    await client.query(`truncate ${tables.map(qualified).join(', ')}`);

    for (const table of tables) {
      const columns = await insertableColumns((text, values) => client.query(text, values), table);
      // Nothing of the source may be left behind: every column it fills must exist on the target.
      const lost = (await insertableColumns(source, table)).filter((c) => !columns.includes(c));
      if (lost.length > 0) throw new Error(`The target's ${table} lacks the columns ${lost.join(', ')}.`);
      if (sourceCounts[table] === 0) continue;
      const list = columns.map(ident).join(', ');
      const { rows } = (await source(
        `select row_to_json(t)::text as r from (select ${list} from ${qualified(table)}) t`,
      )) as { rows: { r: string }[] };
      for (let i = 0; i < rows.length; i += BATCH) {
        const batch = `[${rows
          .slice(i, i + BATCH)
          .map((row) => row.r)
          .join(',')}]`;
        await client.query(
          `insert into ${qualified(table)} (${list}) overriding system value
             select ${list} from json_populate_recordset(null::${qualified(table)}, $1::json)`,
          [batch],
        );
      }
    }

    const sequences = (await source(
      `select schemaname as schema, sequencename as name, last_value::text as value from pg_sequences
        where schemaname in ('public', 'auth', 'private') and last_value is not null`,
    )) as { rows: { schema: string; name: string; value: string }[] };
    for (const seq of sequences.rows) {
      await client.query('select setval($1::regclass, $2::bigint, true)', [
        `${ident(seq.schema)}.${ident(seq.name)}`,
        seq.value,
      ]);
    }

    // Counted inside the transaction, before it commits: a difference leaves the target as it was.
    const copied = await tableCounts((text) => client.query(text));
    const differing = tables.filter((t) => copied[t] !== sourceCounts[t]);
    if (differing.length > 0) {
      throw new Error(
        `Row counts differ after the copy: ${differing
          .slice(0, 5)
          .map((t) => `${t} ${copied[t] ?? 'missing'} ≠ ${sourceCounts[t]}`)
          .join(', ')}`,
      );
    }
    await client.query('commit');
    const result = Object.fromEntries(tables.map((t) => [t, sourceCounts[t]!]));
    return {
      tables: result,
      rows: Object.values(result).reduce((a, b) => a + b, 0),
      sequences: sequences.rows.length,
      durationMs: Math.round(performance.now() - started),
    };
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/** A table's columns that take a value on insert (generated columns are computed by the target). */
async function insertableColumns(query: Query, table: string): Promise<string[]> {
  const { rows } = (await query(
    `select attname from pg_attribute
      where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = ''
      order by attnum`,
    [qualified(table)],
  )) as { rows: { attname: string }[] };
  return rows.map((r) => r.attname);
}

/** Where the hosted installation keeps uploaded files: its local folder, or S3 (STORAGE_S3_*, as the API). */
export type FileTarget =
  | { driver: 'local'; dir: string }
  | {
      driver: 's3';
      endpoint: string;
      bucket: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
    };

/** The file target from the same settings the API reads (apps/api/src/config.ts → storageConfig). */
export function fileTargetFromEnv(env: NodeJS.ProcessEnv, localDir: string): FileTarget {
  const driver = env.STORAGE_DRIVER ?? (env.STORAGE_S3_BUCKET ? 's3' : 'local');
  if (driver !== 's3') return { driver: 'local', dir: localDir };
  const { STORAGE_S3_ENDPOINT, STORAGE_S3_BUCKET, STORAGE_S3_ACCESS_KEY_ID, STORAGE_S3_SECRET_ACCESS_KEY } =
    env;
  if (
    !STORAGE_S3_ENDPOINT ||
    !STORAGE_S3_BUCKET ||
    !STORAGE_S3_ACCESS_KEY_ID ||
    !STORAGE_S3_SECRET_ACCESS_KEY
  ) {
    throw new Error(
      'S3 file storage needs STORAGE_S3_ENDPOINT, STORAGE_S3_BUCKET, STORAGE_S3_ACCESS_KEY_ID and STORAGE_S3_SECRET_ACCESS_KEY.',
    );
  }
  return {
    driver: 's3',
    endpoint: STORAGE_S3_ENDPOINT,
    bucket: STORAGE_S3_BUCKET,
    region: env.STORAGE_S3_REGION || 'us-east-1',
    accessKeyId: STORAGE_S3_ACCESS_KEY_ID,
    secretAccessKey: STORAGE_S3_SECRET_ACCESS_KEY,
  };
}

/**
 * Copies the uploaded files (keys `<businessId>/<fileId>`, as the API's storage writes them) to the hosted
 * storage; each one read back and compared (local) or checked by its answer (S3). Returns how many.
 */
export async function copyFiles(files: Record<string, Uint8Array>, target: FileTarget): Promise<number> {
  const entries = Object.entries(files).filter(([key]) => !key.endsWith('.tmp'));
  if (target.driver === 'local') {
    for (const [key, bytes] of entries) {
      const path = join(target.dir, ...key.split('/'));
      if (!path.startsWith(target.dir + sep)) throw new Error(`Unsafe file path ${key}.`);
      if (existsSync(path) && sha256(readFileSync(path)) === sha256(bytes)) continue;
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, bytes);
    }
    return entries.length;
  }
  const client = new AwsClient({
    accessKeyId: target.accessKeyId,
    secretAccessKey: target.secretAccessKey,
    service: 's3',
    region: target.region,
    retries: 2,
  });
  const base = `${target.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(target.bucket)}`;
  for (const [key, bytes] of entries) {
    const res = await client.fetch(`${base}/${key.split('/').map(encodeURIComponent).join('/')}`, {
      method: 'PUT',
      body: new Uint8Array(bytes),
      headers: { 'content-type': 'application/octet-stream', 'content-length': String(bytes.byteLength) },
    });
    if (!res.ok)
      throw new Error(`S3 upload of ${key} failed: ${res.status} ${(await res.text()).slice(0, 200)}`);
    await res.arrayBuffer();
  }
  return entries.length;
}
