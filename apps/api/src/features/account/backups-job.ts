import { join, resolve } from 'node:path';
import type { EmbeddedPostgres } from '@carat/db';
import { backupEmbedded } from '@carat/db/backup';
import type { Config } from '#api/config.ts';
import type { Deps } from '#api/context.ts';
import { describeError } from '#api/lib/logger.ts';

export const BACKUP_QUEUE = 'backup.run';

/** Where backups go: BACKUP_DIR, or DATA_DIR/backups (as `pnpm backup` reads it). */
export const backupDirOf = (config: Config) =>
  config.BACKUP_DIR ? resolve(config.BACKUP_DIR) : join(config.dataDir, 'backups');

/**
 * The embedded API backs itself up on BACKUP_SCHEDULE (pg-boss cron, Paris time): the data directory's
 * tarball and the uploaded files, verified by a restore into a fresh in-memory PGlite, kept 7 daily + 4
 * weekly (ADR 030-backups). Hosted mode relies on the provider's backups and `pnpm backup`.
 */
export async function scheduleBackups(deps: Deps, embedded: EmbeddedPostgres) {
  const { config, logger } = deps;
  if (config.BACKUP_SCHEDULE === 'off') return;
  await deps.jobs.work(BACKUP_QUEUE, async () => {
    try {
      const result = await backupEmbedded({
        pglite: embedded.pglite,
        // Counted and checkpointed through the socket, in turn with every other connection.
        query: (text) => deps.pool.query(text),
        filesDir: join(config.dataDir, 'files'),
        backupDir: backupDirOf(config),
      });
      logger.info('backup written', { ...result });
      if (!result.verified) logger.error('backup not verified: row counts differ', { path: result.path });
    } catch (error) {
      logger.error('backup failed', describeError(error));
      throw error;
    }
  });
  await deps.jobs.schedule(BACKUP_QUEUE, config.BACKUP_SCHEDULE, {}, 'Europe/Paris');
}
