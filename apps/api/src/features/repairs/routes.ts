import {
  custodySettingsSchema,
  REPAIR_STAGES,
  repairCollectSchema,
  repairInputSchema,
  repairListQuerySchema,
  repairPatchSchema,
  repairStageSchema,
  valuationInputSchema,
  valuationListQuerySchema,
} from '@carat/validation/repairs';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { jsonBody, jsonResponse, pageSchema, router, tenantErrors, UuidParam } from '#api/lib/openapi.ts';
import { pdfAnswer, pdfResponse } from '#api/lib/pdf/answer.ts';
import { isoDates } from '#api/lib/serialise.ts';
import { rateLimit } from '#api/middleware/rate-limit.ts';
import { visitorScope } from '#api/middleware/scope.ts';
import { repairTicketPdf, valuationCertificatePdf } from './documents.ts';
import { approveQuote, getQuote } from './quotes.ts';
import {
  collectRepair,
  custody,
  getRepair,
  listRepairs,
  moveRepairStage,
  setCounterSettings,
  takeInRepair,
  updateRepair,
} from './repairs.ts';
import { TICKET_SIZES, type TicketSize } from './ticket-pdf.ts';
import { createValuation, getValuation, listValuations } from './valuations.ts';

const Stage = z.enum(REPAIR_STAGES);
/** As taken in (the request's schema lists the kinds and marks). */
const Piece = z.object({
  type: z.string(),
  metal: z.string().nullable().optional(),
  stones: z.string().nullable().optional(),
  marks: z.array(z.string()),
  description: z.string().nullable().optional(),
});
const WorkLine = z.object({ label: z.string(), priceMinor: z.number().int() });
const Photo = z.object({ fileId: z.uuid(), contentType: z.string(), url: z.string() });

const RepairSummary = z
  .object({
    id: z.uuid(),
    number: z.string(),
    stage: Stage,
    clientId: z.uuid().nullable(),
    clientName: z.string().nullable(),
    piece: Piece,
    declaredValueMinor: z.number().int(),
    currency: z.string(),
    quoteMinor: z.number().int(),
    depositMinor: z.number().int(),
    paidMinor: z.number().int(),
    /** The quote less what was paid (nothing for an estimate-only job whose quote was not approved). */
    balanceMinor: z.number().int(),
    dueDate: z.string().nullable(),
    express: z.boolean(),
    estimateOnly: z.boolean(),
    /** Past its due date, or ready and not collected for 30 days. */
    overdue: z.enum(['past_due', 'uncollected']).nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'RepairSummary' });

const RepairDetail = RepairSummary.extend({
  client: z
    .object({ id: z.uuid(), name: z.string(), email: z.string().nullable(), phone: z.string().nullable() })
    .nullable(),
  conditionNotes: z.string().nullable(),
  work: z.array(WorkLine),
  quoteSentAt: z.string().nullable(),
  quoteApprovedAt: z.string().nullable(),
  workshop: z.string().nullable(),
  sentOutAt: z.string().nullable(),
  expectedBack: z.string().nullable(),
  readyAt: z.string().nullable(),
  collectedAt: z.string().nullable(),
  /** PNG data URLs of the client's signatures. */
  intakeSignature: z.string().nullable(),
  pickupSignature: z.string().nullable(),
  /** Read with the member's token (`GET /v1/files/{id}/content`). */
  photos: z.array(Photo),
  events: z.array(
    z.object({
      id: z.uuid(),
      kind: z.enum([
        'created',
        'updated',
        'stage',
        'quote_sent',
        'quote_approved',
        'payment',
        'email',
        'collected',
        'note',
      ]),
      fromStage: z.string().nullable(),
      toStage: z.string().nullable(),
      note: z.string().nullable(),
      detail: z.record(z.string(), z.unknown()),
      createdAt: z.string(),
    }),
  ),
  nextStages: z.array(Stage),
  updatedAt: z.string(),
}).meta({ id: 'RepairDetail' });

const Custody = z
  .object({
    count: z.number().int(),
    /** Owners and admins only; null for staff. */
    declaredValueMinor: z.number().int().nullable(),
    limitMinor: z.number().int().nullable(),
    overLimit: z.boolean().nullable(),
    currency: z.string(),
    /** The shop's terms printed on the envelope; null: the default text. */
    terms: z.string().nullable(),
    overdue: z.array(
      z.object({
        id: z.uuid(),
        number: z.string(),
        stage: Stage,
        clientName: z.string().nullable(),
        dueDate: z.string().nullable(),
        readyAt: z.string().nullable(),
        reason: z.enum(['past_due', 'uncollected']),
        declaredValueMinor: z.number().int().nullable(),
      }),
    ),
  })
  .meta({ id: 'Custody' });

const Quote = z
  .object({
    business: z.object({ name: z.string() }),
    number: z.string(),
    clientName: z.string().nullable(),
    piece: Piece,
    work: z.array(WorkLine),
    quoteMinor: z.number().int(),
    paidMinor: z.number().int(),
    currency: z.string(),
    dueDate: z.string().nullable(),
    estimateOnly: z.boolean(),
    approvedAt: z.string().nullable(),
    expiresAt: z.string(),
  })
  .meta({ id: 'RepairQuote' });

const ValuationSummary = z
  .object({
    id: z.uuid(),
    number: z.string(),
    version: z.number().int(),
    supersedesId: z.uuid().nullable(),
    supersededById: z.uuid().nullable(),
    current: z.boolean(),
    clientId: z.uuid().nullable(),
    clientName: z.string().nullable(),
    repairId: z.uuid().nullable(),
    description: z.string(),
    replacementValueMinor: z.number().int(),
    currency: z.string(),
    valuerName: z.string(),
    validUntil: z.string().nullable(),
    feeMinor: z.number().int(),
    invoiceId: z.uuid().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'ValuationSummary' });

const ValuationDetail = ValuationSummary.extend({
  metal: z.record(z.string(), z.unknown()),
  stones: z.array(z.record(z.string(), z.unknown())),
  signature: z.string().nullable(),
  photos: z.array(Photo),
}).meta({ id: 'ValuationDetail' });

const common = { tags: ['Counter'], security: [{ bearer: [] }] };

const list = createRoute({
  ...common,
  method: 'get',
  path: '/repairs',
  summary: 'Service jobs: a stage, a search over the number, the client’s name and the piece',
  request: { query: repairListQuerySchema() },
  responses: {
    200: jsonResponse(pageSchema(RepairSummary, 'RepairPage'), 'A page of jobs'),
    ...tenantErrors,
  },
});
const create = createRoute({
  ...common,
  method: 'post',
  path: '/repairs',
  summary: 'Take a job in at the counter (an existing client or a new one); it takes the next REP-YYYY-NNN',
  request: { body: jsonBody(repairInputSchema()) },
  responses: { 201: jsonResponse(RepairDetail, 'The new job'), ...tenantErrors },
});
const read = createRoute({
  ...common,
  method: 'get',
  path: '/repairs/{id}',
  summary: 'One job: client, piece, work, money, photos, signatures, timeline and next stages',
  request: { params: UuidParam },
  responses: { 200: jsonResponse(RepairDetail, 'The job'), ...tenantErrors },
});
const update = createRoute({
  ...common,
  method: 'patch',
  path: '/repairs/{id}',
  summary: 'Change what was taken in (not once collected; the stage moves through /stage)',
  request: { params: UuidParam, body: jsonBody(repairPatchSchema()) },
  responses: { 200: jsonResponse(RepairDetail, 'The job'), ...tenantErrors },
});
const stage = createRoute({
  ...common,
  method: 'post',
  path: '/repairs/{id}/stage',
  summary:
    'Move to an allowed stage (409 invalid_stage_move otherwise); quoted emails the quote’s link, ready tells the client with the balance',
  request: { params: UuidParam, body: jsonBody(repairStageSchema()) },
  responses: { 200: jsonResponse(RepairDetail, 'The job'), ...tenantErrors },
});
const collect = createRoute({
  ...common,
  method: 'post',
  path: '/repairs/{id}/collect',
  summary:
    'Hand the piece back against the client’s signature: 409 balance_due while a balance is owed, unless the body records the payment taken at the counter',
  request: { params: UuidParam, body: jsonBody(repairCollectSchema()) },
  responses: {
    200: jsonResponse(RepairDetail, 'The job'),
    ...tenantErrors,
    409: { description: 'A balance is still owed (code balance_due, details.balanceMinor)' },
  },
});
const ticket = createRoute({
  ...common,
  method: 'get',
  path: '/repairs/{id}/ticket.pdf',
  summary: 'The envelope / claim ticket (A6, or the DL and C6 envelopes) with the bar code and QR code',
  request: {
    params: UuidParam,
    query: z.object({
      size: z.enum(Object.keys(TICKET_SIZES) as [TicketSize, ...TicketSize[]]).default('a6'),
    }),
  },
  responses: { 200: pdfResponse('The ticket'), ...tenantErrors },
});
const custodyRead = createRoute({
  ...common,
  method: 'get',
  path: '/custody',
  summary:
    'The clients’ pieces in the shop: count, declared value against the limit (owners and admins), overdue jobs',
  responses: { 200: jsonResponse(Custody, 'In custody'), ...tenantErrors },
});
const custodySettings = createRoute({
  ...common,
  method: 'patch',
  path: '/custody',
  summary:
    "The counter's settings: the custody limit the insurer sets and the envelope's terms (owners and admins)",
  request: { body: jsonBody(custodySettingsSchema()) },
  responses: { 200: jsonResponse(Custody, 'In custody'), ...tenantErrors },
});
const valuationList = createRoute({
  ...common,
  method: 'get',
  path: '/valuations',
  summary: 'Insurance valuations, newest first (a client’s with ?clientId=)',
  request: { query: valuationListQuerySchema() },
  responses: {
    200: jsonResponse(pageSchema(ValuationSummary, 'ValuationPage'), 'A page of valuations'),
    ...tenantErrors,
  },
});
const valuationCreate = createRoute({
  ...common,
  method: 'post',
  path: '/valuations',
  summary:
    'A valuation (VAL-YYYY-NNN), or a new version of one (supersedesId; both kept); a fee is drafted as an invoice',
  request: { body: jsonBody(valuationInputSchema()) },
  responses: { 201: jsonResponse(ValuationDetail, 'The valuation'), ...tenantErrors },
});
const valuationRead = createRoute({
  ...common,
  method: 'get',
  path: '/valuations/{id}',
  summary: 'One valuation',
  request: { params: UuidParam },
  responses: { 200: jsonResponse(ValuationDetail, 'The valuation'), ...tenantErrors },
});
const certificate = createRoute({
  ...common,
  method: 'get',
  path: '/valuations/{id}/certificate.pdf',
  summary: 'The insurance valuation certificate',
  request: { params: UuidParam },
  responses: { 200: pdfResponse('The certificate'), ...tenantErrors },
});

type Detail = Awaited<ReturnType<typeof getRepair>>;
const serialiseRepair = (repair: Detail) => ({
  ...isoDates(repair),
  events: repair.events.map(isoDates),
});

export function repairRoutes() {
  return router()
    .openapi(list, async (c) => {
      const page = await listRepairs(c.get('scope'), c.req.valid('query'));
      return c.json({ ...page, items: page.items.map(isoDates) }, 200);
    })
    .openapi(create, async (c) =>
      c.json(serialiseRepair(await takeInRepair(c.get('scope'), c.req.valid('json'))), 201),
    )
    .openapi(read, async (c) =>
      c.json(serialiseRepair(await getRepair(c.get('scope'), c.req.valid('param').id)), 200),
    )
    .openapi(update, async (c) => {
      const repair = await updateRepair(c.get('scope'), {
        id: c.req.valid('param').id,
        patch: c.req.valid('json'),
      });
      return c.json(serialiseRepair(repair), 200);
    })
    .openapi(stage, async (c) => {
      const repair = await moveRepairStage(c.get('scope'), {
        id: c.req.valid('param').id,
        move: c.req.valid('json'),
      });
      return c.json(serialiseRepair(repair), 200);
    })
    .openapi(collect, async (c) => {
      const repair = await collectRepair(c.get('scope'), {
        id: c.req.valid('param').id,
        collect: c.req.valid('json'),
      });
      return c.json(serialiseRepair(repair), 200);
    })
    .openapi(ticket, async (c) => {
      const { bytes, fileName } = await repairTicketPdf(c.get('scope'), {
        id: c.req.valid('param').id,
        size: c.req.valid('query').size,
      });
      return pdfAnswer(c, bytes, fileName);
    })
    .openapi(custodyRead, async (c) => c.json(isoDatesOfCustody(await custody(c.get('scope'))), 200))
    .openapi(custodySettings, async (c) =>
      c.json(isoDatesOfCustody(await setCounterSettings(c.get('scope'), c.req.valid('json'))), 200),
    )
    .openapi(valuationList, async (c) => {
      const page = await listValuations(c.get('scope'), c.req.valid('query'));
      return c.json({ ...page, items: page.items.map(isoDates) }, 200);
    })
    .openapi(valuationCreate, async (c) =>
      c.json(isoDates(await createValuation(c.get('scope'), c.req.valid('json'))), 201),
    )
    .openapi(valuationRead, async (c) =>
      c.json(isoDates(await getValuation(c.get('scope'), c.req.valid('param').id)), 200),
    )
    .openapi(certificate, async (c) => {
      const { bytes, fileName } = await valuationCertificatePdf(c.get('scope'), c.req.valid('param').id);
      return pdfAnswer(c, bytes, fileName);
    });
}

function isoDatesOfCustody(answer: Awaited<ReturnType<typeof custody>>) {
  return { ...answer, overdue: answer.overdue.map(isoDates) };
}

const quoteRead = createRoute({
  tags: ['Counter'],
  method: 'get',
  path: '/quotes/{token}',
  summary: 'A service job’s quote, from the link emailed to the client (404 once expired)',
  request: { params: z.object({ token: z.string().min(20).max(200) }) },
  responses: { 200: jsonResponse(Quote, 'The quote'), 404: tenantErrors[404] },
});
const quoteApprove = createRoute({
  tags: ['Counter'],
  method: 'post',
  path: '/quotes/{token}/approve',
  summary: 'The client approves the quote (on the job’s timeline); approving again answers the same',
  request: { params: z.object({ token: z.string().min(20).max(200) }) },
  responses: { 200: jsonResponse(Quote, 'The approved quote'), 404: tenantErrors[404] },
});

/** Public, before the tenant middleware: the quote's link, counted per address. */
export function publicQuoteRoutes() {
  const app = router();
  app.use('/quotes/*', rateLimit({ name: 'repair-quote', windowMs: 10 * 60_000, max: 30 }), visitorScope);
  return app
    .openapi(quoteRead, async (c) =>
      c.json(await getQuote(c.get('publicScope'), c.req.valid('param').token), 200),
    )
    .openapi(quoteApprove, async (c) =>
      c.json(await approveQuote(c.get('publicScope'), c.req.valid('param').token), 200),
    );
}
