import type { Tx } from '@carat/db';
import type { Context, Next } from 'hono';
import type { AppEnv } from '#api/context.ts';

/** Thrown inside the request transaction to roll it back after the response is decided. */
class Rollback extends Error {}

/**
 * Runs the rest of the request in one transaction of the API's connection: `open` sets it up (role,
 * claims, the scope), then the route runs; any error or 4xx/5xx answer rolls it back, so nothing is
 * half-written. The tenant, anonymous and demo middlewares all go through here.
 */
export async function inTransaction(
  c: Context<AppEnv>,
  next: Next,
  open: (tx: Tx) => Promise<void>,
): Promise<void> {
  try {
    await c.get('deps').db.transaction(async (tx) => {
      await open(tx);
      await next();
      if (c.error || c.res.status >= 400) throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
}
