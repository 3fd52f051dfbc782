import type { Context } from 'hono';

/** The Node request under `@hono/node-server`; absent when tests call `app.request`. */
interface NodeRequestBinding {
  incoming?: { headers: Record<string, string | string[] | undefined> };
}

/**
 * A request header, by its lower-case name. Under Node, read from the headers node's parser already
 * split and validated (`@hono/node-server`'s `c.req.header` checks and lower-cases the name on every call,
 * a few microseconds each on the hottest routes); elsewhere, through the request.
 */
export function requestHeader(c: Context, name: string): string | undefined {
  const headers = (c.env as NodeRequestBinding | undefined)?.incoming?.headers;
  if (!headers) return c.req.header(name);
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}
