import { join } from 'node:path';
import type { Config } from '#api/config.ts';
import { localDiskStorage } from './local.ts';
import { memoryStorage } from './memory.ts';
import { s3Storage } from './s3.ts';
import type { FileStorage } from './types.ts';

export { type FileStorage, storageKey } from './types.ts';

// One storage per configuration (the API's, or each test context's).
const built = new WeakMap<Config, FileStorage>();

/** The file storage the configuration asks for (see STORAGE_* in config.ts). */
export function storageFor(config: Config): FileStorage {
  let storage = built.get(config);
  if (!storage) {
    storage =
      config.storage.driver === 's3'
        ? s3Storage(config.storage.s3!)
        : config.storage.driver === 'memory'
          ? memoryStorage()
          : localDiskStorage(join(config.dataDir, 'files'));
    built.set(config, storage);
  }
  return storage;
}
