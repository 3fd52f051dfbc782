export {
  connect,
  type Database,
  type DatabaseHandle,
  type Executor,
  type Schema,
  type Tx,
} from './connection.ts';
export { type DataDirLock, DataDirLockedError, lockDataDir } from './data-dir-lock.ts';
export { type EmbeddedOptions, type EmbeddedPostgres, startEmbeddedPostgres } from './embedded.ts';
export { type MigrateResult, type Migration, migrate, migrationsDir, readMigrations } from './migrate.ts';
export { applyClaims, asAnon, asService, type RequestClaims, type RequestRole, withClaims } from './rls.ts';
export * from './schema/index.ts';
