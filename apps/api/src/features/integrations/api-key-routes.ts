import { API_SCOPES, apiKeyCreateSchema, secretRotateSchema } from '@carat/validation/integrations';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  createApiKey,
  getApiKey,
  listApiKeys,
  revokeApiKey,
  rotateApiKey,
} from '#api/features/integrations/api-keys.ts';
import { integrationManager, secondFactor } from '#api/features/integrations/middleware.ts';
import { jsonBody, jsonResponse, router, tenantErrors, UuidParam } from '#api/lib/openapi.ts';

const ApiKey = z
  .object({
    id: z.uuid(),
    name: z.string(),
    start: z.string().meta({ description: 'The first characters of the key, e.g. carat_live_Ab3x' }),
    environment: z.enum(['live', 'test']),
    scopes: z.array(z.string()),
    rateLimitPerMinute: z.number().int(),
    expiresAt: z.string().nullable(),
    lastUsedAt: z.string().nullable(),
    revokedAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'ApiKey' });
const NewApiKey = ApiKey.extend({
  key: z.string().meta({ description: 'The whole key: shown in this answer only, never again' }),
}).meta({ id: 'NewApiKey' });

const common = { tags: ['API keys'], security: [{ bearer: [] }] };
const list = createRoute({
  ...common,
  method: 'get',
  path: '/api-keys',
  summary: 'The business’s API keys (owner or admin, DIAMOND); the keys themselves are never shown again',
  responses: { 200: jsonResponse(z.object({ items: z.array(ApiKey) }), 'The keys'), ...tenantErrors },
});
const create = createRoute({
  ...common,
  method: 'post',
  path: '/api-keys',
  summary: `Create a key with scopes among ${API_SCOPES.join(', ')} (needs an aal2 session); the answer holds the key once`,
  request: { body: jsonBody(apiKeyCreateSchema()) },
  responses: { 201: jsonResponse(NewApiKey, 'The key, shown once'), ...tenantErrors },
});
const read = createRoute({
  ...common,
  method: 'get',
  path: '/api-keys/{id}',
  summary: 'One key (its start, scopes, expiry, last use), never the key itself',
  request: { params: UuidParam },
  responses: { 200: jsonResponse(ApiKey, 'The key'), ...tenantErrors },
});
const revoke = createRoute({
  ...common,
  method: 'delete',
  path: '/api-keys/{id}',
  summary: 'Revoke a key: its next request answers 401',
  request: { params: UuidParam },
  responses: { 200: jsonResponse(ApiKey, 'The revoked key'), ...tenantErrors },
});

const RotatedApiKey = NewApiKey.extend({
  rotatedFrom: z.object({
    id: z.uuid(),
    validUntil: z.string().meta({ description: 'Until when the previous key still works (24 h at most)' }),
  }),
}).meta({ id: 'RotatedApiKey' });
const rotate = createRoute({
  ...common,
  method: 'post',
  path: '/api-keys/{id}/rotate',
  summary:
    'Rotate a key (needs an aal2 session): a new key with the same name and scopes, shown once; the previous one works for gracePeriodMinutes more (0 to 1440), then answers 401',
  request: { params: UuidParam, body: jsonBody(secretRotateSchema()) },
  responses: { 201: jsonResponse(RotatedApiKey, 'The new key, shown once'), ...tenantErrors },
});

/** Settings → API et webhooks: the keys of the public API (ADR 032). */
export function apiKeyRoutes() {
  const app = router();
  app
    .use('/api-keys', integrationManager, secondFactor)
    .use('/api-keys/*', integrationManager)
    .use('/api-keys/:id/rotate', secondFactor);
  return app
    .openapi(list, async (c) => c.json({ items: await listApiKeys(c.get('scope')) }, 200))
    .openapi(create, async (c) => c.json(await createApiKey(c.get('scope'), c.req.valid('json')), 201))
    .openapi(read, async (c) => c.json(await getApiKey(c.get('scope'), c.req.valid('param')), 200))
    .openapi(revoke, async (c) => c.json(await revokeApiKey(c.get('scope'), c.req.valid('param')), 200))
    .openapi(rotate, async (c) =>
      c.json(await rotateApiKey(c.get('scope'), { ...c.req.valid('param'), ...c.req.valid('json') }), 201),
    );
}
