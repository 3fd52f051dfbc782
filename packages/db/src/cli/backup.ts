// `pnpm backup`: a verified backup of this installation into BACKUP_DIR (see backup-settings.ts).
import { existsSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { backupEmbedded, backupHosted } from '#lib/backup.ts';
import { backupSettings, formatSize } from '#lib/cli/backup-settings.ts';
import { connect } from '#lib/connection.ts';
import { DataDirLockedError, lockDataDir } from '#lib/data-dir-lock.ts';
import { EMBEDDED_EXTENSIONS } from '#lib/embedded.ts';

const settings = backupSettings();
try {
  let result: Awaited<ReturnType<typeof backupEmbedded>>;
  if (settings.databaseUrl) {
    const handle = connect(settings.databaseUrl, { max: 1, applicationName: 'carat-backup' });
    try {
      result = await backupHosted({
        databaseUrl: settings.databaseUrl,
        query: (text) => handle.pool.query(text),
        filesDir: existsSync(settings.filesDir) ? settings.filesDir : undefined,
        backupDir: settings.backupDir,
      });
    } finally {
      await handle.close();
    }
  } else {
    if (!existsSync(settings.pgliteDir)) throw new Error(`No embedded database in ${settings.pgliteDir}.`);
    const lock = lockDataDir(settings.dataDir, 'backup');
    try {
      const pglite = await PGlite.create(settings.pgliteDir, { extensions: EMBEDDED_EXTENSIONS });
      try {
        result = await backupEmbedded({ pglite, filesDir: settings.filesDir, backupDir: settings.backupDir });
      } finally {
        await pglite.close();
      }
    } finally {
      lock.release();
    }
  }
  console.log(
    `backup written: ${result.path} (${formatSize(result.size)}, ${result.tables} tables, ${result.rows} rows, ${result.files} files${result.verified ? ', verified by a restore' : ''}) in ${result.durationMs} ms`,
  );
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(
      `${error.message} The running API backs up on its own schedule (BACKUP_SCHEDULE); stop it to back up now.`,
    );
  } else console.error(`backup failed: ${(error as Error).message}`);
  process.exit(1);
}
