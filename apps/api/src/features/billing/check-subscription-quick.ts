import { randomUUID } from 'node:crypto';
import type { Deps } from '#api/context.ts';
import { bearerToken } from '#api/middleware/auth.ts';
import { EXPOSE_HEADERS, REQUEST_ID, SECURITY_HEADERS } from '#api/middleware/edge.ts';

export const CHECK_SUBSCRIPTION_PATH = '/functions/v1/check-subscription';

/** Request headers by lower-case name, as node's parser gives them (`IncomingMessage.headers`). */
export type RequestHeaders = Record<string, string | string[] | undefined>;

/** An answer ready to write: the status is 200, headers are `[name, value, name, value, …]`. */
export interface QuickAnswer {
  headers: string[];
  body: string;
}

/** The edge's protective headers, flattened once. */
const PROTECTIVE: readonly string[] = SECURITY_HEADERS.flat();

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? undefined : value;
}

/**
 * `POST /functions/v1/check-subscription` answered from memory when everything it needs is already
 * there: no body to read (declared 0–2 bytes: none or `{}`, as `optionalJsonBody` reads it), a token
 * this process verified and that has not expired, and the caller's subscription state remembered less
 * than 5 s ago (the caches of ADR 042). The answer is the route's (`answerSubscriptionCheck`) with the
 * edge's headers — request id, protective headers, `Vary: Origin`, CORS for the apps' origins — and its
 * request log line; `features/billing/check-subscription-quick.test.ts` compares the two over HTTP, header by
 * header. Anything else (a first call, a Checkout return with its `session_id`, a preflight, an aal1
 * token on an account with a second factor, a streamed body) gets `undefined` and takes the full path,
 * which also fills the caches. Written by `serveApi` (`serve.ts`) straight to node's response, before
 * `@hono/node-server` builds a request and a context for it.
 */
export function quickSubscriptionCheck(request: RequestHeaders, deps: Deps): QuickAnswer | undefined {
  const length = single(request['content-length']);
  if (length === undefined || !(Number(length) <= 2) || request['transfer-encoding'] !== undefined) return;
  const token = bearerToken(single(request.authorization));
  const user = token ? deps.verifier.peek?.(token) : undefined;
  if (!user) return;
  const state = deps.entitlements.peek(user.id);
  if (!state || (user.aal !== 'aal2' && state.factor)) return;

  const given = single(request['x-request-id']);
  const requestId = given && REQUEST_ID.test(given) ? given : randomUUID();
  const { plan: _plan, ...status } = state.status;
  const body = JSON.stringify(status);
  const headers = ['X-Request-Id', requestId, ...PROTECTIVE, 'Vary', 'Origin'];
  const origin = single(request.origin);
  if (origin && deps.config.appOrigins.includes(origin)) {
    headers.push(
      'Access-Control-Allow-Origin',
      origin,
      'Access-Control-Allow-Credentials',
      'true',
      'Access-Control-Expose-Headers',
      EXPOSE_HEADERS,
    );
  }
  headers.push('Content-Type', 'application/json', 'Content-Length', String(Buffer.byteLength(body)));
  if (deps.logger.enabled('info')) {
    deps.logger
      .child({ requestId })
      .info('request', { method: 'POST', path: CHECK_SUBSCRIPTION_PATH, status: 200, ms: 0 });
  }
  return { headers, body };
}
