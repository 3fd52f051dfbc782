import { closeSync, fsyncSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';

/**
 * Replaces a file as a whole or not at all: the bytes go to a temporary file beside it, are flushed to
 * disk, then renamed over the old one (a rename is atomic within a file system). A process killed at any
 * moment leaves either the old file or the new one, never half of one.
 */
export function writeFileAtomicSync(path: string, data: string | Uint8Array): void {
  const temporary = `${path}.${process.pid}.${Date.now()}.tmp`;
  const fd = openSync(temporary, 'w', 0o600);
  try {
    writeSync(fd, typeof data === 'string' ? Buffer.from(data) : data);
    fsyncSync(fd);
  } catch (error) {
    closeSync(fd);
    rmSync(temporary, { force: true });
    throw error;
  }
  closeSync(fd);
  renameSync(temporary, path);
}
