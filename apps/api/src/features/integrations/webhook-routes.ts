import {
  secretRotateSchema,
  WEBHOOK_EVENTS,
  webhookEndpointCreateSchema,
  webhookEndpointPatchSchema,
} from '@carat/validation/integrations';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { integrationManager, secondFactor } from '#api/features/integrations/middleware.ts';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  getWebhookDelivery,
  getWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  replayWebhookDelivery,
  rotateWebhookSecret,
  updateWebhookEndpoint,
} from '#api/features/integrations/webhook-events.ts';
import { jsonBody, jsonResponse, router, tenantErrors, UuidParam } from '#api/lib/openapi.ts';

const Endpoint = z
  .object({
    id: z.uuid(),
    url: z.string(),
    description: z.string(),
    events: z.array(z.string()),
    secretStart: z.string(),
    enabled: z.boolean(),
    disabledReason: z.enum(['failing', 'manual']).nullable(),
    consecutiveFailures: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'WebhookEndpoint' });
const NewEndpoint = Endpoint.extend({
  secret: z.string().meta({ description: 'The signing secret (whsec_…): shown in this answer only' }),
}).meta({ id: 'NewWebhookEndpoint' });
const Delivery = z
  .object({
    id: z.uuid(),
    endpointId: z.uuid(),
    eventId: z.uuid(),
    eventType: z.string(),
    status: z.enum(['pending', 'succeeded', 'failed']),
    attempts: z.number().int(),
    nextAttemptAt: z.string().nullable(),
    lastAttemptAt: z.string().nullable(),
    responseStatus: z.number().int().nullable(),
    responseExcerpt: z.string().nullable(),
    error: z.string().nullable(),
    replayOf: z.uuid().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'WebhookDelivery' });
const DeliveryPage = z
  .object({ items: z.array(Delivery), nextBefore: z.string().nullable() })
  .meta({ id: 'WebhookDeliveryPage' });
const PageQuery = z.object({ before: z.iso.datetime({ offset: true }).optional() });

const common = { tags: ['Webhooks'], security: [{ bearer: [] }] };
const list = createRoute({
  ...common,
  method: 'get',
  path: '/webhook-endpoints',
  summary: 'The business’s webhook endpoints (owner or admin, DIAMOND)',
  responses: { 200: jsonResponse(z.object({ items: z.array(Endpoint) }), 'The endpoints'), ...tenantErrors },
});
const create = createRoute({
  ...common,
  method: 'post',
  path: '/webhook-endpoints',
  summary: `Add an endpoint for events among ${WEBHOOK_EVENTS.join(', ')} (aal2); the answer holds its secret once`,
  request: { body: jsonBody(webhookEndpointCreateSchema()) },
  responses: { 201: jsonResponse(NewEndpoint, 'The endpoint and its secret'), ...tenantErrors },
});
const read = createRoute({
  ...common,
  method: 'get',
  path: '/webhook-endpoints/{id}',
  summary: 'One endpoint',
  request: { params: UuidParam },
  responses: { 200: jsonResponse(Endpoint, 'The endpoint'), ...tenantErrors },
});
const update = createRoute({
  ...common,
  method: 'patch',
  path: '/webhook-endpoints/{id}',
  summary: 'Change the address, events or note; `enabled: true` turns a disabled endpoint back on',
  request: { params: UuidParam, body: jsonBody(webhookEndpointPatchSchema()) },
  responses: { 200: jsonResponse(Endpoint, 'The endpoint'), ...tenantErrors },
});
const remove = createRoute({
  ...common,
  method: 'delete',
  path: '/webhook-endpoints/{id}',
  summary: 'Delete an endpoint and its delivery log',
  request: { params: UuidParam },
  responses: { 204: { description: 'Deleted' }, ...tenantErrors },
});
const deliveries = createRoute({
  ...common,
  method: 'get',
  path: '/webhook-endpoints/{id}/deliveries',
  summary: 'The endpoint’s delivery log, newest first, 50 a page (`before` = the last `nextBefore`)',
  request: { params: UuidParam, query: PageQuery },
  responses: { 200: jsonResponse(DeliveryPage, 'The deliveries'), ...tenantErrors },
});
const allDeliveries = createRoute({
  ...common,
  method: 'get',
  path: '/webhook-deliveries',
  summary: 'Every delivery of the business, newest first, 50 a page',
  request: { query: PageQuery },
  responses: { 200: jsonResponse(DeliveryPage, 'The deliveries'), ...tenantErrors },
});
const readDelivery = createRoute({
  ...common,
  method: 'get',
  path: '/webhook-deliveries/{id}',
  summary: 'One delivery, with the body it sends',
  request: { params: UuidParam },
  responses: { 200: jsonResponse(Delivery.extend({ body: z.string() }), 'The delivery'), ...tenantErrors },
});
const replay = createRoute({
  ...common,
  method: 'post',
  path: '/webhook-deliveries/{id}/replay',
  summary: 'Send a delivery’s event again: a new delivery (new id, same event id and body)',
  request: { params: UuidParam },
  responses: { 202: jsonResponse(Delivery, 'The new delivery, queued'), ...tenantErrors },
});

const rotateSecret = createRoute({
  ...common,
  method: 'post',
  path: '/webhook-endpoints/{id}/rotate-secret',
  summary:
    'A new signing secret (needs an aal2 session), shown once; for gracePeriodMinutes (0 to 1440) deliveries carry both signatures: Carat-Signature: t=…,v1=<new>,v1=<previous>',
  request: { params: UuidParam, body: jsonBody(secretRotateSchema()) },
  responses: {
    200: jsonResponse(
      NewEndpoint.extend({
        previousSecretValidUntil: z
          .string()
          .nullable()
          .meta({ description: 'Until when deliveries are also signed with the previous secret' }),
      }).meta({ id: 'RotatedWebhookEndpoint' }),
      'The endpoint and its new secret, shown once',
    ),
    ...tenantErrors,
  },
});

/** Settings → API et webhooks: outgoing webhooks (ADR 032). */
export function webhookEndpointRoutes() {
  const app = router();
  app
    .use('/webhook-endpoints', integrationManager, secondFactor)
    .use('/webhook-endpoints/*', integrationManager)
    .use('/webhook-endpoints/:id/rotate-secret', secondFactor)
    .use('/webhook-deliveries', integrationManager)
    .use('/webhook-deliveries/*', integrationManager);
  return app
    .openapi(list, async (c) => c.json({ items: await listWebhookEndpoints(c.get('scope')) }, 200))
    .openapi(create, async (c) =>
      c.json(await createWebhookEndpoint(c.get('scope'), c.req.valid('json')), 201),
    )
    .openapi(read, async (c) => c.json(await getWebhookEndpoint(c.get('scope'), c.req.valid('param')), 200))
    .openapi(update, async (c) =>
      c.json(
        await updateWebhookEndpoint(c.get('scope'), {
          id: c.req.valid('param').id,
          patch: c.req.valid('json'),
        }),
        200,
      ),
    )
    .openapi(remove, async (c) => {
      await deleteWebhookEndpoint(c.get('scope'), c.req.valid('param'));
      return c.body(null, 204);
    })
    .openapi(deliveries, async (c) =>
      c.json(
        await listWebhookDeliveries(c.get('scope'), {
          endpointId: c.req.valid('param').id,
          before: c.req.valid('query').before,
        }),
        200,
      ),
    )
    .openapi(allDeliveries, async (c) =>
      c.json(await listWebhookDeliveries(c.get('scope'), { before: c.req.valid('query').before }), 200),
    )
    .openapi(readDelivery, async (c) =>
      c.json(await getWebhookDelivery(c.get('scope'), c.req.valid('param')), 200),
    )
    .openapi(replay, async (c) =>
      c.json(await replayWebhookDelivery(c.get('scope'), c.req.valid('param')), 202),
    )
    .openapi(rotateSecret, async (c) =>
      c.json(
        await rotateWebhookSecret(c.get('scope'), { ...c.req.valid('param'), ...c.req.valid('json') }),
        200,
      ),
    );
}
