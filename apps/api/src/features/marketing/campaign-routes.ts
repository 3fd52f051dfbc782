import { localeSchema } from '@carat/validation/locale';
import {
  AUDIENCE_KINDS,
  audienceCountQuerySchema,
  campaignInputSchema,
  campaignPatchSchema,
  campaignScheduleSchema,
  consentPatchSchema,
} from '@carat/validation/marketing';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  audienceCount,
  createCampaign,
  getCampaign,
  listCampaigns,
  scheduleCampaign,
  sendCampaignTest,
  updateCampaign,
} from '#api/features/marketing/campaigns.ts';
import { getClientConsent, setClientConsent } from '#api/features/marketing/consent.ts';
import { sendSmsCampaign } from '#api/features/messaging/index.ts';
import { jsonBody, jsonResponse, router, tenantErrors, UuidParam } from '#api/lib/openapi.ts';
import { requireTool } from '#api/middleware/plan.ts';

const Campaign = z
  .object({
    id: z.uuid(),
    name: z.string(),
    subject: z.string(),
    preheader: z.string(),
    blocks: z.array(z.record(z.string(), z.unknown())),
    audience: z.object({ kind: z.enum(AUDIENCE_KINDS), collectionId: z.uuid().optional() }),
    locale: localeSchema,
    status: z.enum(['draft', 'scheduled', 'sending', 'sent']),
    scheduledAt: z.string().nullable(),
    sentAt: z.string().nullable(),
    recipientCount: z.number().int(),
    sentCount: z.number().int(),
    /** Accepted by the SMTP server. */
    deliveredCount: z.number().int(),
    clickedCount: z.number().int(),
    unsubscribedCount: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Campaign' });

const Consent = z
  .object({
    consented: z.boolean(),
    grantedAt: z.string().nullable(),
    source: z.string().nullable(),
    withdrawnAt: z.string().nullable(),
    withdrawnVia: z.string().nullable(),
  })
  .meta({ id: 'MarketingConsent' });

const common = { tags: ['Campaigns'], security: [{ bearer: [] }] };

const list = createRoute({
  ...common,
  method: 'get',
  path: '/campaigns',
  summary: 'The email campaigns, newest first, with their counts (recipients, sent, clicked, unsubscribed)',
  responses: { 200: jsonResponse(z.object({ items: z.array(Campaign) }), 'The campaigns'), ...tenantErrors },
});
const create = createRoute({
  ...common,
  method: 'post',
  path: '/campaigns',
  summary: 'A draft campaign: subject, blocks (heading, text, pieces, image, button), audience, language',
  request: { body: jsonBody(campaignInputSchema) },
  responses: { 201: jsonResponse(Campaign, 'The campaign'), ...tenantErrors },
});
const count = createRoute({
  ...common,
  method: 'get',
  path: '/campaigns/audience',
  summary: 'How many consenting clients an audience reaches now',
  request: { query: audienceCountQuerySchema },
  responses: { 200: jsonResponse(z.object({ count: z.number().int() }), 'The count'), ...tenantErrors },
});
const read = createRoute({
  ...common,
  method: 'get',
  path: '/campaigns/{id}',
  summary: 'One campaign',
  request: { params: UuidParam },
  responses: { 200: jsonResponse(Campaign, 'The campaign'), ...tenantErrors },
});
const update = createRoute({
  ...common,
  method: 'patch',
  path: '/campaigns/{id}',
  summary: 'Edit a draft or scheduled campaign (409 once it is sending or sent)',
  request: { params: UuidParam, body: jsonBody(campaignPatchSchema) },
  responses: {
    200: jsonResponse(Campaign, 'The campaign'),
    409: { description: 'Sending or sent' },
    ...tenantErrors,
  },
});
const test = createRoute({
  ...common,
  method: 'post',
  path: '/campaigns/{id}/test',
  summary: "'Envoyer un test': one copy to the signed-in jeweller's address",
  request: { params: UuidParam },
  responses: { 202: jsonResponse(z.object({ to: z.string() }), 'Queued'), ...tenantErrors },
});
const schedule = createRoute({
  ...common,
  method: 'post',
  path: '/campaigns/{id}/schedule',
  summary: "'Programmer': sends at scheduledAt (now when left out), in batches, once per consenting client",
  request: {
    params: UuidParam,
    body: { required: false, content: { 'application/json': { schema: campaignScheduleSchema } } },
  },
  responses: {
    200: jsonResponse(Campaign, 'The campaign'),
    409: { description: 'Sending or sent' },
    ...tenantErrors,
  },
});
const readConsent = createRoute({
  tags: ['Clients'],
  security: [{ bearer: [] }],
  method: 'get',
  path: '/clients/{id}/marketing-consent',
  summary: "The client's consent to marketing email: when, how, withdrawn",
  request: { params: UuidParam },
  responses: { 200: jsonResponse(Consent, 'The consent'), ...tenantErrors },
});
const writeConsent = createRoute({
  tags: ['Clients'],
  security: [{ bearer: [] }],
  method: 'put',
  path: '/clients/{id}/marketing-consent',
  summary: 'Record that the client agreed (and how) or withdrew',
  request: { params: UuidParam, body: jsonBody(consentPatchSchema) },
  responses: { 200: jsonResponse(Consent, 'The consent'), ...tenantErrors },
});

const SmsCampaignInput = z.object({
  text: z.string().trim().min(1).max(600),
  locale: localeSchema,
  vipOnly: z.boolean().optional(),
});
const smsCampaign = createRoute({
  ...common,
  method: 'post',
  path: '/campaigns/sms',
  summary:
    'A campaign by SMS: only to clients who agreed to texts and have a number, signed with the business’s name and ended with the opt-out line; held until morning in quiet hours',
  request: { body: jsonBody(SmsCampaignInput) },
  responses: {
    202: jsonResponse(
      z.object({ queued: z.number().int(), skipped: z.number().int(), body: z.string() }),
      'How many texts were queued, how many clients were left out, and the text sent',
    ),
    ...tenantErrors,
  },
});

/** Email campaigns (behind the marketing studio's plan check) and the client profile's consent switch. */
export function campaignRoutes() {
  const app = router();
  app.use('/campaigns', requireTool('ai-marketing-studio'));
  app.use('/campaigns/*', requireTool('ai-marketing-studio'));
  return app
    .openapi(smsCampaign, async (c) =>
      c.json(await sendSmsCampaign(c.get('scope'), c.req.valid('json')), 202),
    )
    .openapi(list, async (c) => c.json(await listCampaigns(c.get('scope')), 200))
    .openapi(create, async (c) => c.json(await createCampaign(c.get('scope'), c.req.valid('json')), 201))
    .openapi(count, async (c) => c.json(await audienceCount(c.get('scope'), c.req.valid('query')), 200))
    .openapi(read, async (c) => c.json(await getCampaign(c.get('scope'), c.req.valid('param').id), 200))
    .openapi(update, async (c) =>
      c.json(
        await updateCampaign(c.get('scope'), { id: c.req.valid('param').id, patch: c.req.valid('json') }),
        200,
      ),
    )
    .openapi(test, async (c) =>
      c.json(
        await sendCampaignTest(c.get('scope'), { id: c.req.valid('param').id, to: c.get('user').email }),
        202,
      ),
    )
    .openapi(schedule, async (c) => {
      const body = campaignScheduleSchema.parse((c.req.valid('json') as unknown) ?? {});
      return c.json(await scheduleCampaign(c.get('scope'), { id: c.req.valid('param').id, ...body }), 200);
    })
    .openapi(readConsent, async (c) =>
      c.json(await getClientConsent(c.get('scope'), c.req.valid('param').id), 200),
    )
    .openapi(writeConsent, async (c) =>
      c.json(
        await setClientConsent(c.get('scope'), {
          clientId: c.req.valid('param').id,
          patch: c.req.valid('json'),
        }),
        200,
      ),
    );
}
