// bench/backup: an embedded installation's backup (PGlite's data-directory tarball, the files, then the
// verifying restore into a fresh PGlite) at 100k clients: prints its time and size. BENCH_CLIENTS to vary.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate, startEmbeddedPostgres } from '@carat/db';
import { backupEmbedded } from '@carat/db/backup';
import pg from 'pg';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 100_000);
const dir = mkdtempSync(join(tmpdir(), 'carat-bench-backup-'));
const embedded = await startEmbeddedPostgres({ dataDir: join(dir, 'pglite') });
const pool = new pg.Pool({ connectionString: embedded.url, max: 1 });
try {
  await migrate(pool);
  const { rows } = await pool.query<{ id: string }>(
    `insert into public.businesses (name, slug) values ('Bench Backup', 'bench-backup') returning id`,
  );
  const businessId = rows[0]!.id;
  await pool.query(
    `insert into public.clients (business_id, name, email, phone, notes)
     select $1, 'Client ' || i, 'client' || i || '@bench.test', '+33 6 12 34 ' || lpad((i % 10000)::text, 4, '0'),
            'Préfère l''or rose, taille ' || (48 + i % 14)
       from generate_series(1, $2::int) i`,
    [businessId, CLIENTS],
  );
  const result = await backupEmbedded({
    pglite: embedded.pglite,
    query: (text) => pool.query(text),
    filesDir: join(dir, 'files'),
    backupDir: join(dir, 'backups'),
  });
  console.log(`bench/backup: embedded installation, ${CLIENTS.toLocaleString('en')} clients`);
  console.log(
    `  backup + verifying restore   ${(result.durationMs / 1000).toFixed(1)} s   ${(result.size / 1024 / 1024).toFixed(1)} MB   ` +
      `${result.tables} tables, ${result.rows.toLocaleString('en')} rows, verified: ${result.verified}`,
  );
} finally {
  await pool.end();
  await embedded.close();
  rmSync(dir, { recursive: true, force: true });
}
