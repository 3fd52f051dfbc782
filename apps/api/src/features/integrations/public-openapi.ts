import { API_SCOPES, WEBHOOK_EVENTS } from '@carat/validation/integrations';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { operationScopes } from '#api/features/integrations/operation-scopes.ts';
import { SIGNATURE_HEADER, SIGNATURE_TOLERANCE_SECONDS } from '#api/features/integrations/webhook-signing.ts';

/**
 * The public API's OpenAPI document (ADR 032): the app's own document cut down to the operations an API key
 * can call, each marked with the scope it needs, authenticated by key, with `Idempotency-Key` on creates.
 * Built from the routes themselves, so it cannot drift from what the API answers.
 */

/** The app's OpenAPI 3.1 document, as @hono/zod-openapi builds it, and its parts. */
type Document = ReturnType<OpenAPIHono['getOpenAPI31Document']>;
type PathItem = NonNullable<Document['paths']>[string];
type Operation = NonNullable<PathItem['get']>;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export const PUBLIC_API_DESCRIPTION = `The Carat public API, for DIAMOND businesses. Authenticate with an API key
created in Settings → API and webhooks: \`Authorization: Bearer carat_live_…\` (\`carat_test_…\` outside production).
A key acts for its business only, within its scopes (${API_SCOPES.join(', ')}; write includes read); a
route outside them answers 403 \`insufficient_scope\`. Lists are paged with \`?page=&pageSize=\` and answer
\`{ items, total, totalIsExact, page, pageSize }\`. Every error answers \`{ "error": { "code", "message",
"fields"?, "details"? } }\`: 401 \`invalid_api_key\`, 403 \`insufficient_scope\` or \`plan_required\`, 422
\`validation_failed\`, 429 \`too_many_requests\` (with Retry-After; \`X-RateLimit-Limit\` and
\`X-RateLimit-Remaining\` on every answer). Creates accept \`Idempotency-Key\`: the same key with the same body
returns the first answer (\`Idempotent-Replayed: true\`), with another body 422 \`idempotency_conflict\`.
Webhooks (${WEBHOOK_EVENTS.join(', ')}) are signed: \`${SIGNATURE_HEADER}: t=<unix seconds>,v1=<hex
HMAC-SHA256(secret, "<t>.<raw body>")>\`; refuse a \`t\` older than ${SIGNATURE_TOLERANCE_SECONDS} seconds. The guide
with examples is at /docs/api.`;

const idempotencyHeader: NonNullable<Operation['parameters']>[number] = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Up to 255 visible ASCII characters; a retry with the same key and body gets the first answer.',
  schema: { type: 'string', maxLength: 255 },
};

export function publicApiDocument(full: Document, serverUrl: string): Document {
  const paths: Record<string, PathItem> = {};
  for (const [path, item] of Object.entries(full.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      const scopes = operation
        ? operationScopes(method.toUpperCase(), path.replace(/\{(\w+)\}/g, ':$1'))
        : null;
      if (!operation || !scopes) continue;
      const scope = scopes.join(' ');
      paths[path] ??= {};
      paths[path][method] = {
        ...operation,
        security: [{ apiKey: [] }],
        'x-required-scope': scope,
        description: [`Needs ${scopes.map((s) => `\`${s}\``).join(' and ')}.`, operation.description]
          .filter(Boolean)
          .join('\n\n'),
        ...(method === 'post' ? { parameters: [...(operation.parameters ?? []), idempotencyHeader] } : {}),
      };
    }
  }
  return {
    ...full,
    info: { title: 'Carat public API', version: '1.0.0', description: PUBLIC_API_DESCRIPTION },
    servers: [{ url: serverUrl }],
    paths,
    components: {
      ...full.components,
      securitySchemes: {
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'carat_live_<32 base62><6 base62 checksum>',
          description: 'An API key of the business (Settings → API and webhooks), DIAMOND plan.',
        },
      },
    },
  };
}
