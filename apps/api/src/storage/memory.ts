import { assertStorageKey, type FileStorage } from './types.ts';

/** Bytes kept in this process: the default in tests, where nothing should touch a disk or a network. */
export function memoryStorage(): FileStorage {
  const objects = new Map<string, Uint8Array>();
  return {
    driver: 'memory',
    async put(key, bytes) {
      assertStorageKey(key);
      objects.set(key, new Uint8Array(bytes));
    },
    async get(key) {
      assertStorageKey(key);
      const bytes = objects.get(key);
      return bytes ? new Uint8Array(bytes) : null;
    },
    async delete(key) {
      assertStorageKey(key);
      objects.delete(key);
    },
  };
}
