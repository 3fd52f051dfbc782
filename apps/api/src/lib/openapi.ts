import { ERROR_CODES } from '@carat/domain/errors';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '#api/context.ts';
import { AppError } from '#api/lib/errors.ts';
import { requestHeader } from '#api/lib/request-header.ts';

/** Zod issues → one message per field (the first), keyed by the dotted path. */
export function issuesToFields(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** A feature router: request validation failures answer 422 with per-field messages. */
export function router() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) {
        const target = result.target === 'json' ? 'body' : result.target;
        throw AppError.validation(issuesToFields(result.error.issues), `Invalid ${target}`);
      }
    },
  });
}

export const ErrorSchema = z
  .object({
    error: z.object({
      // The closed list, so the document tells API callers every code they can meet.
      code: z.enum(ERROR_CODES),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
      details: z.record(z.string(), z.string()).optional(),
    }),
  })
  .meta({ id: 'Error' });

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: ErrorSchema } },
});

/** The error answers every tenant route can give, for the OpenAPI document. */
export const tenantErrors = {
  400: errorResponse('Malformed request'),
  401: errorResponse('Missing, expired or invalid token'),
  403: errorResponse('Not allowed'),
  402: errorResponse('No active subscription (code subscription_required)'),
  404: errorResponse('Not found'),
  422: errorResponse('Invalid input: `fields` says what is wrong with each field'),
} as const;

export const UuidParam = z.object({ id: z.uuid() });

export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { 'application/json': { schema } },
});

export const jsonResponse = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/**
 * Declares a route's JSON body type for the typed client without reading the body (for hot routes
 * that read it themselves, only when there is one).
 */
export function jsonInput<T>(): MiddlewareHandler<AppEnv, string, { in: { json: T }; out: { json: T } }> {
  return async (_c, next) => {
    await next();
  };
}

/**
 * The JSON body parsed again in the business's currency. A route that takes amounts declares its schema
 * with `ANY_CURRENCY` (the format only, for the document and a first check); this gives the real minor
 * units: 1000 yen is 1000, £1000 is 100000, and a decimal the currency lacks is a 422.
 */
export async function bodyInCurrency<T extends z.ZodType>(
  c: Context<AppEnv>,
  schemaFor: (currency: string) => T,
): Promise<z.output<T>> {
  const result = schemaFor(c.get('scope').currency).safeParse(await c.req.json());
  if (!result.success) throw AppError.validation(issuesToFields(result.error.issues), 'Invalid body');
  return result.data;
}

/** The JSON body parsed by `schema`, or undefined when the request has none (or `{}`). 422 on bad input. */
export async function optionalJsonBody<T extends z.ZodType>(
  c: Context<AppEnv>,
  schema: T,
): Promise<z.output<T> | undefined> {
  // A declared length of 0–2 bytes is no body or '{}': nothing to read.
  const declared = requestHeader(c, 'content-length');
  if (declared !== undefined && Number(declared) <= 2 && requestHeader(c, 'transfer-encoding') === undefined)
    return undefined;
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new AppError('bad_request', 'Malformed JSON body', 400);
  }
  const result = schema.safeParse(raw);
  if (!result.success) throw AppError.validation(issuesToFields(result.error.issues), 'Invalid body');
  return result.data;
}

/** `?page=&pageSize=` of a list read newest first: page from 1, at most 100 a page, 20 by default. */
export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** A page of a list (clients, orders, invoices, leads): its items, how many match, and where it is. */
export const pageSchema = <T extends z.ZodType>(item: T, id: string) =>
  z
    .object({
      items: z.array(item),
      total: z.number().int(),
      /** False when a search matched more than the count cap: `total` is then "at least". */
      totalIsExact: z.boolean(),
      page: z.number().int(),
      pageSize: z.number().int(),
    })
    .meta({ id });
