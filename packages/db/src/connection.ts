import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '#lib/schema/index.ts';

export type Schema = typeof schema;
export type Database = NodePgDatabase<Schema>;
/** A transaction handle as Drizzle gives it; every request's queries run through one. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Anything queries can run through: the database or a transaction. */
export type Executor = Database | Tx;

export interface DatabaseHandle {
  url: string;
  pool: pg.Pool;
  db: Database;
  close(): Promise<void>;
}

// bigint (count(*), sums) come back as strings by default: our amounts are safe integers, parse them.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new Error(`integer out of safe range: ${value}`);
  return n;
});
// dates stay 'YYYY-MM-DD' strings: a birthday has no time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

export function connect(
  url: string,
  options: { max?: number; applicationName?: string } = {},
): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    application_name: options.applicationName ?? 'carat',
    idleTimeoutMillis: 30_000,
  });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => console.error('[db] idle client error:', error.message));
  const db = drizzle(pool, { schema, casing: 'snake_case' });
  return {
    url,
    pool,
    db,
    close: () => pool.end(),
  };
}
