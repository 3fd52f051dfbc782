import { LEAD_ACTIONS, LEAD_KINDS, LEAD_STATUSES } from '@carat/domain/leads';
import { leadConvertSchema, leadListQuerySchema, leadPatchSchema } from '@carat/validation/leads';
import { localeSchema } from '@carat/validation/locale';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { convertLead, getLead, leadStats, listLeads, updateLead } from '#api/features/leads/leads.ts';
import { readLeadPhotoFile } from '#api/features/leads/photos.ts';
import { OrderDetail } from '#api/features/orders/index.ts';
import { memberPhotoRoutes } from '#api/lib/member-photo-routes.ts';
import { jsonBody, jsonResponse, pageSchema, router, tenantErrors, UuidParam } from '#api/lib/openapi.ts';
import { isoDates } from '#api/lib/serialise.ts';

const LeadSummary = z
  .object({
    id: z.uuid(),
    kind: z.enum(LEAD_KINDS),
    name: z.string(),
    /** Null when the visitor left a phone number only. */
    email: z.string().nullable(),
    status: z.enum(LEAD_STATUSES),
    /** The basket's piece names, or the first line of the request. */
    headline: z.string(),
    pieceCount: z.number().int(),
    orderId: z.uuid().nullable(),
    createdAt: z.string(),
    /** What the lead allows next (domain: leadActions). */
    actions: z.array(z.enum(LEAD_ACTIONS)),
  })
  .meta({ id: 'LeadSummary' });

const LeadDetail = LeadSummary.extend({
  phone: z.string().nullable(),
  message: z.string().nullable(),
  budget: z.string().nullable(),
  note: z.string().nullable(),
  locale: localeSchema,
  updatedAt: z.string(),
  items: z.array(
    z.object({
      productId: z.string().nullable(),
      ref: z.number().int(),
      name: z.string(),
      priceMinor: z.number().int(),
      currency: z.string(),
      size: z.string().nullable(),
      colour: z.string().nullable(),
      stone: z.string().nullable(),
      engraving: z.string().nullable(),
    }),
  ),
  client: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  order: z.object({ id: z.uuid(), number: z.string() }).nullable(),
  /** What the showroom assistant gathered (kind 'assistant'): fields, score, reasons, transcript. */
  assistant: z
    .object({
      conversationId: z.string(),
      fields: z.record(z.string(), z.unknown()),
      score: z.number().int(),
      reasons: z.array(
        z.object({
          code: z.string(),
          points: z.number(),
          text: z.object({ fr: z.string(), en: z.string() }),
        }),
      ),
      transcript: z.array(z.object({ role: z.enum(['visitor', 'assistant']), text: z.string() })),
    })
    .nullable(),
  /** The visitor's photos (a Custom Jewelry request): short-lived signed addresses, for members only. */
  photos: z.array(
    z.object({
      id: z.uuid(),
      width: z.number().int(),
      height: z.number().int(),
      url: z.string().nullable(),
      srcset: z.string().nullable(),
    }),
  ),
}).meta({ id: 'LeadDetail' });

const LeadPage = pageSchema(LeadSummary, 'LeadPage');

const LeadStats = z
  .object({
    new: z.number().int(),
    contacted: z.number().int(),
    closed: z.number().int(),
    thisMonth: z.number().int(),
  })
  .meta({ id: 'LeadStats' });

const common = { tags: ['Leads'], security: [{ bearer: [] }] };

const list = createRoute({
  ...common,
  method: 'get',
  path: '/leads',
  summary:
    "'Demandes': the showroom's requests and baskets, newest first; search (name, email, message, pieces; case- and accent-insensitive), status, kind, page",
  request: { query: leadListQuerySchema() },
  responses: { 200: jsonResponse(LeadPage, 'A page of leads'), ...tenantErrors },
});
const stats = createRoute({
  ...common,
  method: 'get',
  path: '/leads/stats',
  summary: 'The tiles: new, contacted, closed, and received this month (in the business’s time zone)',
  responses: { 200: jsonResponse(LeadStats, 'Lead figures'), ...tenantErrors },
});
const read = createRoute({
  ...common,
  method: 'get',
  path: '/leads/{id}',
  summary:
    'One lead: contact, message, budget, basket pieces, the client of the book with its email, its order',
  request: { params: UuidParam },
  responses: { 200: jsonResponse(LeadDetail, 'The lead'), ...tenantErrors },
});
const update = createRoute({
  ...common,
  method: 'patch',
  path: '/leads/{id}',
  summary:
    'Change the status (new, contacted, closed) or the private note; a converted lead stays closed (409)',
  request: { params: UuidParam, body: jsonBody(leadPatchSchema()) },
  responses: {
    200: jsonResponse(LeadDetail, 'The lead'),
    409: { description: 'The lead became an order: it stays closed (code already_converted)' },
    ...tenantErrors,
  },
});
const convert = createRoute({
  ...common,
  method: 'post',
  path: '/leads/{id}/convert',
  summary:
    "'Créer la commande': the client (matched on the email, or created) and an order from the lead; the lead closes",
  request: {
    params: UuidParam,
    body: { required: false, content: { 'application/json': { schema: leadConvertSchema() } } },
  },
  responses: {
    201: jsonResponse(OrderDetail, 'The new order'),
    409: { description: 'The lead already became an order (code already_converted)' },
    ...tenantErrors,
  },
});

const serialise = isoDates;

export function leadRoutes() {
  return router()
    .openapi(list, async (c) => {
      const page = await listLeads(c.get('scope'), c.req.valid('query'));
      return c.json({ ...page, items: page.items.map(serialise) }, 200);
    })
    .openapi(stats, async (c) => c.json(await leadStats(c.get('scope')), 200))
    .openapi(read, async (c) =>
      c.json(serialise(await getLead(c.get('scope'), c.req.valid('param').id)), 200),
    )
    .openapi(update, async (c) => {
      const lead = await updateLead(c.get('scope'), {
        id: c.req.valid('param').id,
        patch: c.req.valid('json'),
      });
      return c.json(serialise(lead), 200);
    })
    .openapi(convert, async (c) => {
      const options = leadConvertSchema().parse(c.req.valid('json') ?? {});
      const order = await convertLead(c.get('scope'), { id: c.req.valid('param').id, ...options });
      return c.json(serialise(order), 201);
    });
}

/** A lead's photos for the dashboard's <img>, by signed addresses only. */
export const leadPhotoRoutes = () =>
  memberPhotoRoutes({
    prefix: 'lead-photos',
    tag: 'Leads',
    summary:
      'One size of a request’s photo, by the signed address its lead sheet carries (members only): without a valid `access`, 404',
    read: readLeadPhotoFile,
  });
