// `pnpm restore <file>`: restores a backup into this installation (DATA_DIR, or DATABASE_URL in hosted mode).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { restoreEmbedded, restoreHosted, unpackBackup } from '#lib/backup.ts';
import { backupSettings } from '#lib/cli/backup-settings.ts';
import { connect } from '#lib/connection.ts';
import { DataDirLockedError, lockDataDir } from '#lib/data-dir-lock.ts';

const settings = backupSettings();
const file = process.argv.slice(2).find((arg) => arg !== '--');
if (!file) {
  console.error('usage: pnpm restore <backup.zip>');
  process.exit(2);
}
try {
  const backup = unpackBackup(readFileSync(resolve(settings.root, file)));
  const rows = (tables: Record<string, number>) => Object.values(tables).reduce((a, b) => a + b, 0);
  if (settings.databaseUrl) {
    const handle = connect(settings.databaseUrl, { max: 1, applicationName: 'carat-restore' });
    try {
      const result = await restoreHosted({
        backup,
        databaseUrl: settings.databaseUrl,
        query: (text) => handle.pool.query(text),
        // Files kept on local disk in hosted mode come back there; S3 keeps its own.
        filesDir: Object.keys(backup.files).length > 0 ? settings.filesDir : undefined,
      });
      console.log(
        `restored into DATABASE_URL: ${Object.keys(result.tables).length} tables, ${rows(result.tables)} rows, counts equal to the backup's ${result.files} files`,
      );
    } finally {
      await handle.close();
    }
  } else {
    const lock = lockDataDir(settings.dataDir, 'restore');
    try {
      const result = await restoreEmbedded({
        backup,
        pgliteDir: settings.pgliteDir,
        filesDir: settings.filesDir,
      });
      console.log(
        `restored into ${settings.dataDir}: ${Object.keys(result.tables).length} tables, ${rows(result.tables)} rows, ${result.files} files, counts equal to the backup's${result.setAside.database ? `; the previous database is kept in ${result.setAside.database}` : ''}`,
      );
    } finally {
      lock.release();
    }
  }
} catch (error) {
  console.error(
    error instanceof DataDirLockedError
      ? `${error.message} Stop the API before restoring.`
      : `restore failed: ${(error as Error).message}`,
  );
  process.exit(1);
}
