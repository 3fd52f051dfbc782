import { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import type { AppEnv } from '#api/context.ts';
import { AppError } from '#api/lib/errors.ts';

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
      code: z.string(),
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
