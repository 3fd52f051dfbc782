import { join, resolve } from 'node:path';

/**
 * Where `pnpm backup` and `pnpm restore` work, from the same settings as the API: DATA_DIR (default .data,
 * relative to where pnpm was run), BACKUP_DIR (default DATA_DIR/backups), DATABASE_URL for hosted mode.
 */
export function backupSettings(env: NodeJS.ProcessEnv = process.env) {
  const root = env.INIT_CWD ?? process.cwd();
  const dataDir = resolve(root, env.DATA_DIR ?? '.data');
  return {
    root,
    dataDir,
    pgliteDir: join(dataDir, 'pglite'),
    filesDir: join(dataDir, 'files'),
    backupDir: resolve(root, env.BACKUP_DIR ?? join(dataDir, 'backups')),
    databaseUrl: env.DATABASE_URL || undefined,
  };
}

export const formatSize = (bytes: number) =>
  bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} kB`;
