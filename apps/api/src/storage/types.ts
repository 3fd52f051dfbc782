/**
 * Where uploaded files' bytes live: one interface, a local folder in embedded mode, S3-compatible storage
 * (Supabase Storage speaks S3) in hosted mode. Metadata (owner, type, size, hash) lives in the database;
 * a key is `<businessId>/<fileId>`, never a name a user typed.
 */
export interface FileStorage {
  readonly driver: 'local' | 's3' | 'memory';
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Uint8Array | null>;
  delete(key: string): Promise<void>;
}

const KEY =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Keys are built by us from two uuids; anything else (a path, '..') is refused before it reaches a disk. */
export function assertStorageKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
}

export function storageKey(businessId: string, fileId: string): string {
  const key = `${businessId}/${fileId}`;
  assertStorageKey(key);
  return key;
}
