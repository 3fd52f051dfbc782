import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { strFromU8, strToU8, unzipSync, type Zippable, zipSync } from 'fflate';
import { EMBEDDED_EXTENSIONS } from '#lib/embedded.ts';

const run = promisify(execFile);

/**
 * Backups of an installation (ADR 030-backups): one ZIP holding `manifest.json`, the database
 * (`database/pglite.tar.gz`, PGlite's own data-directory tarball, in embedded mode; `database/postgres.pgdump`,
 * pg_dump's custom format, in hosted mode) and the uploaded files under `files/`. Written atomically.
 */
export interface BackupManifest {
  format: 'carat-backup/1';
  mode: 'embedded' | 'hosted';
  createdAt: string;
  /** Rows per table ("schema.table"), as found in the backup itself. */
  tables: Record<string, number>;
  /** SHA-256 of every uploaded file, by its path under the files folder. */
  files: Record<string, string>;
}

export interface BackupResult {
  path: string;
  size: number;
  createdAt: string;
  /** The dump was restored into a fresh database and its row counts matched the source's. */
  verified: boolean;
  tables: number;
  rows: number;
  files: number;
  durationMs: number;
}

type Query = (text: string) => Promise<{ rows: unknown[] }>;

/**
 * Every table that holds data worth comparing: ours, auth and private ones, not pg-boss's queue (it
 * moves while we look) and not UNLOGGED tables (rate-limit windows: emptied by any crash recovery).
 */
export async function tableCounts(query: Query): Promise<Record<string, number>> {
  const { rows } = (await query(
    `select n.nspname as schema, c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and c.relpersistence = 'p' and not c.relispartition
        and n.nspname not in ('pg_catalog', 'information_schema', 'pgboss') and n.nspname not like 'pg\\_%'
      order by 1, 2`,
  )) as { rows: { schema: string; name: string }[] };
  if (rows.length === 0) return {};
  const ident = (s: string) => `"${s.replaceAll('"', '""')}"`;
  const counted = (await query(
    rows
      .map(
        (r) =>
          `select '${`${r.schema}.${r.name}`.replaceAll("'", "''")}' as t, count(*)::int as n from ${ident(r.schema)}.${ident(r.name)}`,
      )
      .join(' union all '),
  )) as { rows: { t: string; n: number }[] };
  return Object.fromEntries(counted.rows.map((r) => [r.t, Number(r.n)]));
}

/** Every file under `dir`, by its path relative to it ('/' separators). */
export function readFilesUnder(dir: string): Record<string, Uint8Array> {
  const out: Record<string, Uint8Array> = {};
  if (!existsSync(dir)) return out;
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) out[relative(dir, full).split(sep).join('/')] = readFileSync(full);
    }
  };
  walk(dir);
  return out;
}

export const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

/** Writes a file so that a crash leaves either the old one or the whole new one: temp, fsync, rename. */
export function writeFileAtomic(path: string, data: Uint8Array | string) {
  mkdirSync(dirname(path), { recursive: true });
  const temp = `${path}.tmp-${process.pid}`;
  const fd = openSync(temp, 'w', 0o600);
  try {
    writeSync(fd, typeof data === 'string' ? strToU8(data) : data);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, path);
  const dirFd = openSync(dirname(path), 'r');
  try {
    fsyncSync(dirFd);
  } finally {
    closeSync(dirFd);
  }
}

const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
const BACKUP_NAME = /^carat-backup-(\d{8}T\d{6}Z)\.zip$/;

function packBackup(
  manifest: BackupManifest,
  database: { name: string; data: Uint8Array },
  files: Record<string, Uint8Array>,
): Uint8Array {
  const entries: Zippable = {
    'manifest.json': strToU8(JSON.stringify(manifest, null, 2)),
    // Already compressed (gzip, pg_dump's zlib, images): stored as they are.
    [`database/${database.name}`]: [database.data, { level: 0 }],
  };
  for (const [path, data] of Object.entries(files)) entries[`files/${path}`] = [data, { level: 0 }];
  return zipSync(entries);
}

export interface UnpackedBackup {
  manifest: BackupManifest;
  database: { name: string; data: Uint8Array };
  files: Record<string, Uint8Array>;
}

export function unpackBackup(zip: Uint8Array): UnpackedBackup {
  const entries = unzipSync(zip);
  const manifestBytes = entries['manifest.json'];
  if (!manifestBytes) throw new Error('Not a Carat backup: manifest.json is missing.');
  const manifest = JSON.parse(strFromU8(manifestBytes)) as BackupManifest;
  if (manifest.format !== 'carat-backup/1') throw new Error(`Unknown backup format ${manifest.format}.`);
  const databaseEntry = Object.keys(entries).find((k) => k.startsWith('database/'));
  if (!databaseEntry) throw new Error('Not a Carat backup: the database is missing.');
  const files: Record<string, Uint8Array> = {};
  for (const [path, data] of Object.entries(entries)) {
    if (path.startsWith('files/') && !path.endsWith('/')) files[path.slice('files/'.length)] = data;
  }
  for (const [path, hash] of Object.entries(manifest.files)) {
    if (!files[path] || sha256(files[path]) !== hash)
      throw new Error(`Backup damaged: files/${path} differs.`);
  }
  return {
    manifest,
    database: { name: databaseEntry.slice('database/'.length), data: entries[databaseEntry]! },
    files,
  };
}

/** The status the API shows (Settings → Compte): the latest backup, kept next to the backups. */
export interface BackupStatus extends BackupResult {
  error?: string;
}

export function readBackupStatus(backupDir: string): BackupStatus | null {
  try {
    return JSON.parse(readFileSync(join(backupDir, 'latest.json'), 'utf8')) as BackupStatus;
  } catch {
    return null;
  }
}

function finish(
  backupDir: string,
  createdAt: Date,
  manifest: BackupManifest,
  database: { name: string; data: Uint8Array },
  files: Record<string, Uint8Array>,
  verified: boolean,
  started: number,
): BackupResult {
  const zip = packBackup(manifest, database, files);
  const path = join(backupDir, `carat-backup-${stamp(createdAt)}.zip`);
  writeFileAtomic(path, zip);
  const result: BackupResult = {
    path,
    size: zip.byteLength,
    createdAt: createdAt.toISOString(),
    verified,
    tables: Object.keys(manifest.tables).length,
    rows: Object.values(manifest.tables).reduce((a, b) => a + b, 0),
    files: Object.keys(files).length,
    durationMs: Math.round(performance.now() - started),
  };
  writeFileAtomic(join(backupDir, 'latest.json'), JSON.stringify(result, null, 2));
  applyRetention(backupDir, createdAt);
  return result;
}

/**
 * Backs up an embedded installation from its live PGlite (the API's own, or one the CLI opened under
 * the DATA_DIR lock): a checkpoint, PGlite's data-directory tarball (taken under its query lock, so one
 * consistent instant), the files; then verified by loading the tarball into a fresh in-memory PGlite and
 * comparing every table's row count with the source's, counted just before and just after the dump (a
 * table written to meanwhile must fall between the two).
 */
export async function backupEmbedded(options: {
  pglite: PGlite;
  /** How to count and checkpoint: the API passes its pool (the socket serialises turns); default the PGlite. */
  query?: Query;
  filesDir: string;
  backupDir: string;
  now?: Date;
}): Promise<BackupResult> {
  const started = performance.now();
  const createdAt = options.now ?? new Date();
  const source: Query = options.query ?? ((text) => options.pglite.query(text));
  await source('CHECKPOINT');
  const before = await tableCounts(source);
  const dump = await options.pglite.dumpDataDir('gzip');
  const after = await tableCounts(source);
  const data = new Uint8Array(await dump.arrayBuffer());
  const files = readFilesUnder(options.filesDir);

  const restored = await PGlite.create({ loadDataDir: new Blob([data]), extensions: EMBEDDED_EXTENSIONS });
  let counts: Record<string, number>;
  try {
    counts = await tableCounts((text) => restored.query(text));
  } finally {
    await restored.close();
  }
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  const verified =
    names.size === Object.keys(counts).length &&
    [...names].every((t) => {
      const n = counts[t];
      const low = Math.min(before[t] ?? 0, after[t] ?? 0);
      const high = Math.max(before[t] ?? 0, after[t] ?? 0);
      return n !== undefined && n >= low && n <= high;
    });
  const manifest: BackupManifest = {
    format: 'carat-backup/1',
    mode: 'embedded',
    createdAt: createdAt.toISOString(),
    tables: counts,
    files: Object.fromEntries(Object.entries(files).map(([p, d]) => [p, sha256(d)])),
  };
  return finish(
    options.backupDir,
    createdAt,
    manifest,
    { name: 'pglite.tar.gz', data },
    files,
    verified,
    started,
  );
}

/** Moves a folder aside (`<dir>.before-restore-<stamp>`) so a restore never destroys what was there. */
function setAside(dir: string, at: Date): string | null {
  if (!existsSync(dir) || readdirSync(dir).length === 0) {
    rmSync(dir, { recursive: true, force: true });
    return null;
  }
  const aside = `${dir}.before-restore-${stamp(at)}`;
  renameSync(dir, aside);
  return aside;
}

function writeFiles(filesDir: string, files: Record<string, Uint8Array>) {
  for (const [path, data] of Object.entries(files)) {
    const target = join(filesDir, ...path.split('/'));
    if (!target.startsWith(filesDir + sep)) throw new Error(`Backup damaged: unsafe path files/${path}.`);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, data);
  }
}

export interface RestoreResult {
  tables: Record<string, number>;
  files: number;
  /** Where the database and files that were there went (null: there was nothing). */
  setAside: { database: string | null; files: string | null };
}

/**
 * Restores an embedded backup into `pgliteDir` and `filesDir` (the caller holds the DATA_DIR lock): what
 * was there is moved aside, never deleted; the restored row counts must equal the manifest's.
 */
export async function restoreEmbedded(options: {
  backup: UnpackedBackup;
  pgliteDir: string;
  filesDir: string;
  now?: Date;
}): Promise<RestoreResult> {
  const { backup } = options;
  if (backup.manifest.mode !== 'embedded' || backup.database.name !== 'pglite.tar.gz') {
    throw new Error('This is a hosted backup: restore it with DATABASE_URL set.');
  }
  const at = options.now ?? new Date();
  const databaseAside = setAside(options.pgliteDir, at);
  const filesAside = setAside(options.filesDir, at);
  mkdirSync(options.pgliteDir, { recursive: true });
  const pglite = await PGlite.create(options.pgliteDir, {
    loadDataDir: new Blob([backup.database.data as Uint8Array<ArrayBuffer>]),
    extensions: EMBEDDED_EXTENSIONS,
  });
  let tables: Record<string, number>;
  try {
    tables = await tableCounts((text) => pglite.query(text));
    await pglite.exec('CHECKPOINT');
  } finally {
    await pglite.close();
  }
  assertSameCounts(backup.manifest.tables, tables);
  writeFiles(options.filesDir, backup.files);
  return {
    tables,
    files: Object.keys(backup.files).length,
    setAside: { database: databaseAside, files: filesAside },
  };
}

function assertSameCounts(expected: Record<string, number>, actual: Record<string, number>) {
  const differing = Object.keys({ ...expected, ...actual }).filter((t) => expected[t] !== actual[t]);
  if (differing.length > 0) {
    throw new Error(
      `Restored row counts differ from the backup's: ${differing
        .slice(0, 5)
        .map((t) => `${t} ${actual[t] ?? 'missing'} ≠ ${expected[t] ?? 'missing'}`)
        .join(', ')}`,
    );
  }
}

/**
 * Backs up a hosted installation: `pg_dump --format=custom` of DATABASE_URL (one consistent snapshot) and,
 * when files are kept on local disk, those files. Row counts come from the source just before the dump.
 */
export async function backupHosted(options: {
  databaseUrl: string;
  query: Query;
  filesDir?: string;
  backupDir: string;
  now?: Date;
}): Promise<BackupResult> {
  const started = performance.now();
  const createdAt = options.now ?? new Date();
  const tables = await tableCounts(options.query);
  const temp = join(tmpdir(), `carat-pgdump-${process.pid}-${Date.now()}.pgdump`);
  try {
    await run('pg_dump', ['--format=custom', '--no-owner', '--file', temp, '--dbname', options.databaseUrl], {
      maxBuffer: 16 * 1024 * 1024,
    });
    const data = readFileSync(temp);
    const files = options.filesDir ? readFilesUnder(options.filesDir) : {};
    const manifest: BackupManifest = {
      format: 'carat-backup/1',
      mode: 'hosted',
      createdAt: createdAt.toISOString(),
      tables,
      files: Object.fromEntries(Object.entries(files).map(([p, d]) => [p, sha256(d)])),
    };
    // pg_dump exits non-zero on any error: a finished dump is a whole one. Its restore is checked by
    // `pnpm restore` (counts against the manifest) rather than here, which would need a second server.
    return finish(
      options.backupDir,
      createdAt,
      manifest,
      { name: 'postgres.pgdump', data },
      files,
      false,
      started,
    );
  } finally {
    if (existsSync(temp)) unlinkSync(temp);
  }
}

/**
 * Restores a hosted backup into DATABASE_URL with pg_restore (`--clean --if-exists --no-owner
 * --single-transaction`: all or nothing), then checks every table's row count against the manifest.
 */
export async function restoreHosted(options: {
  backup: UnpackedBackup;
  databaseUrl: string;
  query: Query;
  filesDir?: string;
}): Promise<Omit<RestoreResult, 'setAside'>> {
  const { backup } = options;
  if (backup.database.name !== 'postgres.pgdump') {
    throw new Error('This is an embedded backup: restore it without DATABASE_URL, into DATA_DIR.');
  }
  const temp = join(tmpdir(), `carat-pgrestore-${process.pid}-${Date.now()}.pgdump`);
  writeFileSync(temp, backup.database.data);
  try {
    await run(
      'pg_restore',
      [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--single-transaction',
        '--exit-on-error',
        '--dbname',
        options.databaseUrl,
        temp,
      ],
      { maxBuffer: 16 * 1024 * 1024 },
    );
  } finally {
    unlinkSync(temp);
  }
  const tables = await tableCounts(options.query);
  assertSameCounts(backup.manifest.tables, tables);
  if (options.filesDir) writeFiles(options.filesDir, backup.files);
  return { tables, files: Object.keys(backup.files).length };
}

/**
 * Keeps the 7 latest daily backups and, older than those, the latest backup of each of the 4 latest ISO
 * weeks; deletes the rest (only files named carat-backup-<stamp>.zip).
 */
export function applyRetention(backupDir: string, _now = new Date()): string[] {
  const backups = readdirSync(backupDir)
    .map((name) => ({ name, match: BACKUP_NAME.exec(name) }))
    .filter((b): b is { name: string; match: RegExpExecArray } => b.match !== null)
    .map((b) => ({ name: b.name, at: parseStamp(b.match[1]!) }))
    .sort((a, b) => b.at.getTime() - a.at.getTime());
  const keep = new Set<string>();
  const days = new Set<string>();
  for (const b of backups) {
    const day = b.at.toISOString().slice(0, 10);
    if (days.has(day)) continue;
    if (days.size < 7) {
      days.add(day);
      keep.add(b.name);
    }
  }
  const weeks = new Set<string>();
  for (const b of backups) {
    if (keep.has(b.name)) continue;
    const week = isoWeek(b.at);
    if (weeks.has(week) || weeks.size >= 4) continue;
    weeks.add(week);
    keep.add(b.name);
  }
  const removed = backups.filter((b) => !keep.has(b.name)).map((b) => b.name);
  for (const name of removed) rmSync(join(backupDir, name), { force: true });
  return removed;
}

function parseStamp(s: string): Date {
  return new Date(
    `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}T${s.slice(9, 11)}:${s.slice(11, 13)}:${s.slice(13, 15)}Z`,
  );
}

function isoWeek(date: Date): string {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const day = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - day);
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((d.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${d.getUTCFullYear()}-W${week}`;
}

export const backupSize = (path: string) => statSync(path).size;
