import { readBackupStatus } from '@carat/db/backup';
import type { TenantScope } from '#api/context.ts';
import { backupDirOf } from '#api/features/account/backups-job.ts';

export interface BackupsView {
  /** 'embedded': this installation backs itself up; 'hosted': the database provider's backups, and `pnpm backup`. */
  mode: 'embedded' | 'hosted';
  /** The cron schedule of the automatic backups, or null (hosted mode, or BACKUP_SCHEDULE=off). */
  schedule: string | null;
  last: { createdAt: string; verified: boolean; size: number } | null;
}

/** Settings → Compte: when this installation was last backed up, whether the backup was verified, its size. */
export async function backupsStatus(scope: TenantScope): Promise<BackupsView> {
  const { config } = scope.deps;
  const last = readBackupStatus(backupDirOf(config));
  return {
    mode: config.embeddedDatabase ? 'embedded' : 'hosted',
    schedule: config.embeddedDatabase && config.BACKUP_SCHEDULE !== 'off' ? config.BACKUP_SCHEDULE : null,
    last: last ? { createdAt: last.createdAt, verified: last.verified, size: last.size } : null,
  };
}
