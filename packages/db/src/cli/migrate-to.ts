// `pnpm db:migrate-to <DATABASE_URL>`: moves this embedded installation (DATA_DIR) to a hosted PostgreSQL
// (and its files to the hosted storage: S3 when STORAGE_S3_* are set, else the local files folder).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { readFilesUnder } from '#lib/backup.ts';
import { backupSettings } from '#lib/cli/backup-settings.ts';
import { connect } from '#lib/connection.ts';
import { DataDirLockedError, lockDataDir } from '#lib/data-dir-lock.ts';
import { startEmbeddedPostgres } from '#lib/embedded.ts';
import { migrate } from '#lib/migrate.ts';
import { copyFiles, fileTargetFromEnv, migrateTo, TargetNotEmptyError } from '#lib/migrate-to.ts';

const settings = backupSettings();
const targetUrl = process.argv.slice(2).find((arg) => arg !== '--');
if (!targetUrl || !/^postgres(ql)?:\/\//.test(targetUrl)) {
  console.error('usage: pnpm db:migrate-to <postgres://user:password@host:5432/database>');
  process.exit(2);
}
// Where hosted mode's local storage reads files (FILES_TARGET_DIR to put them elsewhere, e.g. the server's
// DATA_DIR/files on a mounted disk); with the same DATA_DIR it is the folder they are already in.
const filesTarget = fileTargetFromEnv(
  process.env,
  resolve(settings.root, process.env.FILES_TARGET_DIR ?? settings.filesDir),
);
const redacted = (url: string) => url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
try {
  if (!existsSync(settings.pgliteDir)) throw new Error(`No embedded database in ${settings.pgliteDir}.`);
  const lock = lockDataDir(settings.dataDir, 'migrate-to');
  try {
    const embedded = await startEmbeddedPostgres({ dataDir: settings.pgliteDir });
    const source = connect(embedded.url, { max: 1, applicationName: 'carat-migrate-to' });
    const target = connect(targetUrl, { max: 2, applicationName: 'carat-migrate-to' });
    try {
      // The source first gets any migration this version brings, as the API's start would.
      await migrate(source.pool);
      const result = await migrateTo({
        source: (text, values) => source.pool.query(text, values),
        target: target.pool,
        log: (line) => console.log(line),
      });
      const files = await copyFiles(readFilesUnder(settings.filesDir), filesTarget);
      const where = filesTarget.driver === 's3' ? `S3 bucket ${filesTarget.bucket}` : filesTarget.dir;
      console.log(
        `migrated into ${redacted(targetUrl)}: ${Object.keys(result.tables).length} tables, ${result.rows} rows (every table's count equal to the embedded database's), ${result.sequences} sequences, in ${result.durationMs} ms; ${files} files in ${where}`,
      );
      console.log(
        `Next: start the API with DATABASE_URL=${redacted(targetUrl)}${filesTarget.driver === 'local' ? ` and DATA_DIR=${settings.dataDir}` : ''}; the same logins and signing keys work.`,
      );
    } finally {
      await source.close();
      await target.close();
      await embedded.close();
    }
  } finally {
    lock.release();
  }
} catch (error) {
  if (error instanceof DataDirLockedError)
    console.error(`${error.message} Stop the API before moving to hosted.`);
  else if (error instanceof TargetNotEmptyError) console.error(error.message);
  else
    console.error(
      `migrate-to failed (nothing was committed to the target's data): ${(error as Error).message}`,
    );
  process.exit(1);
}
