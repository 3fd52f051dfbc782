import { randomUUID } from 'node:crypto';
import type { ServerErrorCode } from '@carat/domain/errors';
import { validationMessage } from '@carat/validation/messages';
import { controlCharacterPaths, hasForbiddenControl } from '@carat/validation/text';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, Deps } from '#api/context.ts';
import { AppError, errorBody } from '#api/lib/errors.ts';
import { requestHeader } from '#api/lib/request-header.ts';

/**
 * Everything every request goes through, in one middleware: a request id, the request's logger, the
 * protective headers, CORS for the apps' origins, the body size limit, and the JSON shape of a refusal
 * a framework layer wrote in plain text. One layer rather than six: each async middleware layer costs
 * as much as a small handler (bench/check-subscription). Headers are set with `c.header` before the
 * handler runs, never on `c.res` (that would make the Node adapter build a full Response every time),
 * and the body is not touched when its length is declared.
 */
export const MAX_BODY_BYTES = 1024 * 1024;
/** An upload (POST /v1/files) carries one image: 5 MB at most, and each kind's own limit in its route. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const UPLOAD_PATH = '/v1/files';
/**
 * A catalogue photo (POST /v1/products/{id}/images) or a stock item's (POST /v1/stock-items/{id}/photos): a
 * camera's full-size JPEG, 20 MB at most.
 */
export const MAX_PHOTO_BYTES = 20 * 1024 * 1024;
export const PHOTO_PATH = /^\/v1\/(?:products\/[0-9a-f-]{36}\/images|stock-items\/[0-9a-f-]{36}\/photos)$/i;
/** A visitor's photo for a Custom Jewelry request: the catalogue's checks, so the catalogue's limit. */
const REQUEST_PHOTO_PATH = /^\/v1\/showrooms\/[^/]+\/request-photos$/;
/** A design from a photo (POST /v1/designs, multipart): a 15 MB photo and its form's few fields. */
export const MAX_DESIGN_PHOTO_BODY_BYTES = 15 * 1024 * 1024 + 64 * 1024;
const DESIGNS_PATH = '/v1/designs';
/** A Shopify CSV (POST /v1/products/import and its preview) may hold thousands of variants. */
const IMPORT_PATH = /^\/v1\/products\/import(?:\/preview)?$/;
/**
 * A supplier's Factur-X invoice read back (ADR 064), or attached to a memo received from them (ADR 088): a
 * PDF, an upload's limit.
 */
const FACTUR_X_READ_PATH = '/v1/invoices/read-factur-x';
const SUPPLIER_INVOICE_PATH = /^\/v1\/memos\/[0-9a-f-]{36}\/supplier-invoice$/i;

/** The body limit of a path: larger for uploads and imports, 1 MB for everything else. */
function bodyLimitOf(path: string, contentType: string | undefined): number {
  if (
    (path === DESIGNS_PATH || path === `${DESIGNS_PATH}/photo-reading`) &&
    /^multipart\/form-data/i.test(contentType ?? '')
  )
    return MAX_DESIGN_PHOTO_BODY_BYTES;
  if (
    path === UPLOAD_PATH ||
    path === FACTUR_X_READ_PATH ||
    SUPPLIER_INVOICE_PATH.test(path) ||
    IMPORT_PATH.test(path)
  )
    return MAX_UPLOAD_BYTES;
  if (PHOTO_PATH.test(path) || REQUEST_PHOTO_PATH.test(path)) return MAX_PHOTO_BYTES;
  return MAX_BODY_BYTES;
}

export const SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  // The API serves no pages (the docs page sets its own policy).
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
  ['Cross-Origin-Resource-Policy', 'cross-origin'],
  ['Referrer-Policy', 'no-referrer'],
  ['Strict-Transport-Security', 'max-age=15552000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
];
// (Opener policy, origin-agent-cluster and cross-domain policies concern documents; the API serves JSON.)

const ALLOW_HEADERS =
  'authorization,content-type,apikey,x-client-info,x-business-id,x-supabase-api-version,x-visitor-token';
export const EXPOSE_HEADERS = 'x-request-id,retry-after,content-disposition';
const ALLOW_METHODS = 'GET,POST,PUT,PATCH,DELETE,OPTIONS';
export const REQUEST_ID = /^[\w.-]{8,64}$/;

const STATUS_CODES: Record<number, ServerErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'validation_failed',
  429: 'too_many_requests',
};

export function statusCode(status: number): ServerErrorCode {
  return STATUS_CODES[status] ?? 'error';
}

function tooLarge(): never {
  throw new AppError('payload_too_large', 'The request body is larger than 1 MB', 413);
}

function uploadTooLarge(maxBytes = MAX_UPLOAD_BYTES): never {
  throw new AppError('payload_too_large', `The file is larger than ${maxBytes / 1024 / 1024} MB`, 413);
}

/** A percent-encoded control character other than tab, LF and CR, in a path or query. */
const CONTROL_IN_URL = /%(?:0[0-8bcef]|1[0-9a-f]|7f)/i;

/**
 * Control characters (NUL above all: PostgreSQL cannot store it, and the driver's error would carry the
 * query's values into the log) are refused before any route reads the input, with the field that holds
 * them: every route, present and future, in one place. Cheap: the URL is tested by one regular expression,
 * and a JSON body is parsed and walked only when it contains a `\u00` escape (raw control characters are
 * not valid JSON at all).
 */
function refuseControlCharacters(c: Context<AppEnv>): Promise<void> | undefined {
  const url = c.req.url;
  const fields: Record<string, string> = {};
  if (CONTROL_IN_URL.test(url)) {
    const parsed = new URL(url);
    const message = validationMessage('text.control');
    if (CONTROL_IN_URL.test(parsed.pathname)) fields._path = message;
    for (const [name, value] of parsed.searchParams) {
      if (hasForbiddenControl(value) || hasForbiddenControl(name)) fields[name] = message;
    }
  }
  // Synchronous unless a JSON body must be read: most requests (GET, `{}`, no body) cost no promise.
  if (jsonBodyToRead(c)) return refuseControlsInBody(c, fields);
  refuseIfAny(c, fields);
  return undefined;
}

/** A JSON body that is declared longer than `{}` (or streamed). */
function jsonBodyToRead(c: Context<AppEnv>): boolean {
  const method = c.req.method;
  if (method === 'GET' || method === 'HEAD') return false;
  const declared = requestHeader(c, 'content-length');
  const empty =
    declared !== undefined && Number(declared) <= 2 && requestHeader(c, 'transfer-encoding') === undefined;
  return !empty && (requestHeader(c, 'content-type') ?? '').includes('json');
}

async function refuseControlsInBody(c: Context<AppEnv>, fields: Record<string, string>): Promise<void> {
  const text = await c.req.text();
  if (text.includes('\\u00')) {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined; // the route answers malformed JSON in its own words
    }
    const message = validationMessage('text.control');
    for (const path of controlCharacterPaths(body)) fields[path] = message;
  }
  refuseIfAny(c, fields);
}

function refuseIfAny(c: Context<AppEnv>, fields: Record<string, string>): void {
  for (const _ in fields) {
    if (c.req.path.startsWith('/auth/v1/')) {
      // The auth provider answers in Supabase Auth's shape.
      throw new AuthShapedRefusal(validationMessage('text.control'));
    }
    throw AppError.validation(fields, 'Invalid input: control characters are not allowed');
  }
}

/** A refusal on /auth/v1, answered `{ code, error_code, msg }` like the provider's own errors. */
export class AuthShapedRefusal extends Error {
  readonly status = 400;
  body() {
    return { code: 400, error_code: 'validation_failed', msg: this.message };
  }
}

/** The Node response under `@hono/node-server`; absent when tests call `app.request`. */
interface NodeResponseBinding {
  outgoing?: { setHeader(name: string, value: string): void };
}

/**
 * Sets response headers. Under Node, straight on the outgoing message (node merges them with what the
 * handler writes), which spares building a WHATWG Headers object per request; elsewhere (tests calling
 * `app.request`), through the context.
 */
function setHeader(c: Context<AppEnv>, name: string, value: string): void {
  const outgoing = (c.env as NodeResponseBinding | undefined)?.outgoing;
  if (outgoing) outgoing.setHeader(name, value);
  else c.header(name, value);
}

function setHeaders(c: Context<AppEnv>, headers: readonly (readonly [string, string])[]): void {
  const outgoing = (c.env as NodeResponseBinding | undefined)?.outgoing;
  for (const [name, value] of headers) {
    if (outgoing) outgoing.setHeader(name, value);
    else c.header(name, value);
  }
}

const VARY: [string, string][] = [['Vary', 'Origin']];

/** CORS: answers a preflight itself; a call without an Origin (server to server) costs nothing. */
function cors(c: Context<AppEnv>, origins: ReadonlySet<string>): Response | null {
  setHeaders(c, VARY);
  const origin = requestHeader(c, 'origin');
  if (!origin) return null;
  const allowed = origins.has(origin);
  if (allowed) {
    setHeaders(c, [
      ['Access-Control-Allow-Origin', origin],
      ['Access-Control-Allow-Credentials', 'true'],
      ['Access-Control-Expose-Headers', EXPOSE_HEADERS],
    ]);
  }
  if (c.req.method === 'OPTIONS' && requestHeader(c, 'access-control-request-method')) {
    if (allowed) {
      setHeaders(c, [
        ['Access-Control-Allow-Methods', ALLOW_METHODS],
        ['Access-Control-Allow-Headers', ALLOW_HEADERS],
        ['Access-Control-Max-Age', '600'],
      ]);
    }
    return c.body(null, 204);
  }
  return null;
}

export function edge(deps: Deps) {
  const origins = new Set(deps.config.appOrigins);
  const streamedLimit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge });
  const streamedUploadLimit = bodyLimit({ maxSize: MAX_UPLOAD_BYTES, onError: () => uploadTooLarge() });
  const streamedDesignPhotoLimit = bodyLimit({
    maxSize: MAX_DESIGN_PHOTO_BODY_BYTES,
    onError: () => uploadTooLarge(MAX_DESIGN_PHOTO_BODY_BYTES),
  });
  const streamedPhotoLimit = bodyLimit({
    maxSize: MAX_PHOTO_BYTES,
    onError: () => uploadTooLarge(MAX_PHOTO_BYTES),
  });

  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    const incoming = requestHeader(c, 'x-request-id');
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    c.set('requestId', requestId);
    c.set('deps', deps);
    const logger = deps.logger.child({ requestId });
    c.set('logger', logger);
    setHeader(c, 'X-Request-Id', requestId);
    setHeaders(c, SECURITY_HEADERS);

    const preflight = cors(c, origins);
    if (preflight) return preflight;

    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD') {
      const length = requestHeader(c, 'content-length');
      const limit = bodyLimitOf(c.req.path, requestHeader(c, 'content-type'));
      if (length !== undefined && requestHeader(c, 'transfer-encoding') === undefined) {
        if (Number(length) > limit) {
          if (limit !== MAX_BODY_BYTES) uploadTooLarge(limit);
          tooLarge();
        }
        const reading = refuseControlCharacters(c);
        if (reading) await reading;
        await next();
      } else {
        // The body is read (by the guard or the route) through the limit.
        const streamed =
          limit === MAX_DESIGN_PHOTO_BODY_BYTES
            ? streamedDesignPhotoLimit
            : limit === MAX_PHOTO_BYTES
              ? streamedPhotoLimit
              : limit === MAX_UPLOAD_BYTES
                ? streamedUploadLimit
                : streamedLimit;
        await streamed(c, async () => {
          await refuseControlCharacters(c);
          await next();
        });
      }
    } else {
      const reading = refuseControlCharacters(c);
      if (reading) await reading;
      await next();
    }

    // A 4xx a framework layer wrote in plain text gets our JSON shape (the status is read first:
    // reading headers makes the Node adapter build the whole response).
    const status = c.res.status;
    if (
      status >= 400 &&
      status < 500 &&
      !c.error &&
      !(c.res.headers.get('content-type') ?? '').includes('json')
    ) {
      const message = (await c.res.clone().text()) || 'Request refused';
      c.res = c.json(errorBody(statusCode(status), message), status as 400);
    }
    if (logger.enabled('info')) {
      logger.info('request', {
        method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      });
    }
  });
}
