import { join } from 'node:path';
import type { Config } from '#api/config.ts';
import { localDiskStorage } from './local.ts';
import { memoryStorage } from './memory.ts';
import { s3Storage } from './s3.ts';
import type { FileStorage } from './types.ts';

export { type FileStorage, storageKey } from './types.ts';

/** The file storage the configuration asks for (see STORAGE_* in config.ts); built once, into the deps. */
export function createStorage(config: Config): FileStorage {
  if (config.storage.driver === 's3') return s3Storage(config.storage.s3!);
  if (config.storage.driver === 'memory') return memoryStorage();
  return localDiskStorage(join(config.dataDir, 'files'));
}
