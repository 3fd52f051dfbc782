import { Hono } from 'hono';
import type { AppEnv } from '#api/context.ts';
import { errorBody } from '#api/lib/errors.ts';

/** `{"status":"ok"}` once migrations ran (the app is built after them) and the database answers. */
export function healthRoutes() {
  return new Hono<AppEnv>().get('/health', async (c) => {
    try {
      await c.get('deps').pool.query('select 1');
      return c.json({ status: 'ok' as const });
    } catch {
      return c.json(errorBody('database_unavailable', 'The database does not answer'), 503);
    }
  });
}
