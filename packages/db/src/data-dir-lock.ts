import { closeSync, fsyncSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** Another live process holds the data directory: the one line to print before exiting with code 1. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by process ${pid}: stop that process first, or give this one another DATA_DIR (two processes on one embedded database would corrupt it).`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  readonly path: string;
  /** Removes the lock file (once; later calls do nothing). */
  release(): void;
}

/** Whether a process with this id runs (EPERM: it runs, under another user). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holderOf(path: string): number | null {
  try {
    const pid = Number(JSON.parse(readFileSync(path, 'utf8')).pid);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Takes the embedded installation's data directory for this process: `DATA_DIR/carat.lock`, created with
 * O_EXCL and holding our pid. A lock whose process is gone (kill -9, power loss) is taken over; a live
 * holder — including this very process — makes it throw DataDirLockedError. PGlite keeps no lock of its own
 * (pglite #1106): this is what keeps a second API, `pnpm restore` or `pnpm backup` off a running database.
 */
export function lockDataDir(dataDir: string, purpose = 'api'): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, 'carat.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    let fd: number;
    try {
      fd = openSync(path, 'wx', 0o644);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = holderOf(path);
      if (holder !== null && alive(holder)) throw new DataDirLockedError(dataDir, holder);
      // Stale (its process is dead) or half-written by a process killed while writing it: take it over.
      try {
        unlinkSync(path);
      } catch (unlinkError) {
        if ((unlinkError as NodeJS.ErrnoException).code !== 'ENOENT') throw unlinkError;
      }
      continue;
    }
    writeSync(fd, JSON.stringify({ pid: process.pid, purpose, startedAt: new Date().toISOString() }));
    fsyncSync(fd);
    closeSync(fd);
    let held = true;
    const release = () => {
      if (!held) return;
      held = false;
      process.off('exit', release);
      // Only our own lock: never remove one a later process took over.
      if (holderOf(path) === process.pid) {
        try {
          unlinkSync(path);
        } catch {}
      }
    };
    process.on('exit', release);
    return { path, release };
  }
  throw new Error(`Could not take the lock ${path}: it keeps changing hands.`);
}
