import { INVOICE_DISPLAY_STATUSES } from '@carat/domain/invoice';
import { ORDER_ACTIONS, ORDER_STAGES } from '@carat/domain/orders';
import {
  ANY_CURRENCY,
  orderCancelSchema,
  orderInputSchema,
  orderInvoiceRequestSchema,
  orderListQuerySchema,
  orderNoteSchema,
  orderPatchSchema,
  orderStageMoveSchema,
} from '@carat/validation/orders';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { invoiceForOrder } from '#api/features/orders/order-invoice.ts';
import {
  addOrderNote,
  cancelOrder,
  createOrder,
  getOrder,
  listOrders,
  moveOrderStage,
  orderStats,
  updateOrder,
} from '#api/features/orders/orders.ts';
import {
  bodyInCurrency,
  jsonBody,
  jsonResponse,
  pageSchema,
  router,
  tenantErrors,
  UuidParam,
} from '#api/lib/openapi.ts';
import { isoDates } from '#api/lib/serialise.ts';

const Stage = z.enum([...ORDER_STAGES, 'cancelled']);
const Status = z.enum(['pending', 'in-progress', 'completed', 'cancelled']);

const OrderSummary = z
  .object({
    id: z.uuid(),
    number: z.string(),
    clientId: z.uuid().nullable(),
    clientName: z.string().nullable(),
    item: z.string(),
    status: Status,
    stage: Stage,
    amountMinor: z.number().int(),
    depositMinor: z.number().int(),
    currency: z.string(),
    dueDate: z.string().nullable(),
    createdAt: z.string(),
    /** What the order allows next (domain: orderActions; the stages themselves: nextStages). */
    actions: z.array(z.enum(ORDER_ACTIONS)),
  })
  .meta({ id: 'OrderSummary' });

/** The order as View Details shows it (also the answer of a showroom lead's conversion). */
export const OrderDetail = OrderSummary.extend({
  metal: z.string().nullable(),
  stones: z.string().nullable(),
  size: z.string().nullable(),
  engraving: z.string().nullable(),
  notes: z.string().nullable(),
  updatedAt: z.string(),
  client: z
    .object({ id: z.uuid(), name: z.string(), email: z.string().nullable(), phone: z.string().nullable() })
    .nullable(),
  images: z.array(z.object({ id: z.uuid(), contentType: z.string(), originalName: z.string().nullable() })),
  events: z.array(
    z.object({
      id: z.uuid(),
      kind: z.enum([
        'created',
        'stage',
        'cancelled',
        'note',
        'email',
        'invoice',
        'updated',
        'payment_link',
        'payment',
      ]),
      fromStage: z.string().nullable(),
      toStage: z.string().nullable(),
      note: z.string().nullable(),
      detail: z.record(z.string(), z.unknown()),
      createdAt: z.string(),
      /** The member who did it; null for a visitor, the platform or a former member. */
      actorName: z.string().nullable(),
    }),
  ),
  invoices: z.array(
    z.object({
      id: z.uuid(),
      number: z.string().nullable(),
      kind: z.enum(['standard', 'deposit', 'final']),
      status: z.enum(['draft', 'sent', 'paid', 'void']),
      displayStatus: z.enum(INVOICE_DISPLAY_STATUSES),
      dueDate: z.string(),
      totalMinor: z.number().int(),
      depositsDeductedMinor: z.number().int(),
      amountDueMinor: z.number().int(),
    }),
  ),
  nextStages: z.array(z.enum(ORDER_STAGES)),
  canCancel: z.boolean(),
}).meta({ id: 'OrderDetail' });

const OrderPage = pageSchema(OrderSummary, 'OrderPage');

const OrderStats = z
  .object({
    completed: z.number().int(),
    inProgress: z.number().int(),
    pending: z.number().int(),
    cancelled: z.number().int(),
    revenueMinor: z.number().int(),
    currency: z.string(),
  })
  .meta({ id: 'OrderStats' });

const OrderInvoice = z
  .object({ invoiceId: z.uuid(), number: z.string().nullable(), status: z.string(), created: z.boolean() })
  .meta({ id: 'OrderInvoice' });

const common = { tags: ['Orders'], security: [{ bearer: [] }] };

const list = createRoute({
  ...common,
  method: 'get',
  path: '/orders',
  summary:
    'The Orders table: search (order number, client, item; case- and accent-insensitive), status, sort, page',
  request: { query: orderListQuerySchema() },
  responses: { 200: jsonResponse(OrderPage, 'A page of orders'), ...tenantErrors },
});
const stats = createRoute({
  ...common,
  method: 'get',
  path: '/orders/stats',
  summary: 'The four cards: completed, in progress, pending, revenue (completed orders)',
  responses: { 200: jsonResponse(OrderStats, 'Order figures'), ...tenantErrors },
});
const create = createRoute({
  ...common,
  method: 'post',
  path: '/orders',
  summary: "'Nouvelle Commande': pick or create the client; the order takes the next ORD-YYYY-NNN",
  request: { body: jsonBody(orderInputSchema(undefined, ANY_CURRENCY)) },
  responses: { 201: jsonResponse(OrderDetail, 'The new order'), ...tenantErrors },
});
const read = createRoute({
  ...common,
  method: 'get',
  path: '/orders/{id}',
  summary: 'View Details: the order, its client, images, timeline, invoices and next stages',
  request: { params: UuidParam },
  responses: { 200: jsonResponse(OrderDetail, 'The order'), ...tenantErrors },
});
const update = createRoute({
  ...common,
  method: 'patch',
  path: '/orders/{id}',
  summary: 'Change the order’s details (the stage moves through /stage)',
  request: { params: UuidParam, body: jsonBody(orderPatchSchema(undefined, ANY_CURRENCY)) },
  responses: { 200: jsonResponse(OrderDetail, 'The order'), ...tenantErrors },
});
const stage = createRoute({
  ...common,
  method: 'post',
  path: '/orders/{id}/stage',
  summary: 'Move to a next workshop stage (409 invalid_stage_move otherwise), optionally emailing the client',
  request: { params: UuidParam, body: jsonBody(orderStageMoveSchema()) },
  responses: { 200: jsonResponse(OrderDetail, 'The order'), ...tenantErrors },
});
const cancel = createRoute({
  ...common,
  method: 'post',
  path: '/orders/{id}/cancel',
  summary: 'Cancel (until the piece is collected), optionally emailing the client',
  request: {
    params: UuidParam,
    body: { required: false, content: { 'application/json': { schema: orderCancelSchema() } } },
  },
  responses: { 200: jsonResponse(OrderDetail, 'The order'), ...tenantErrors },
});
const note = createRoute({
  ...common,
  method: 'post',
  path: '/orders/{id}/notes',
  summary: 'Add a note to the timeline',
  request: { params: UuidParam, body: jsonBody(orderNoteSchema()) },
  responses: { 200: jsonResponse(OrderDetail, 'The order'), ...tenantErrors },
});
const invoice = createRoute({
  ...common,
  method: 'post',
  path: '/orders/{id}/invoice',
  summary:
    'Download Invoice: the order’s invoice (final, or deposit), drafted from the order when there is none',
  request: {
    params: UuidParam,
    body: { required: false, content: { 'application/json': { schema: orderInvoiceRequestSchema() } } },
  },
  responses: { 200: jsonResponse(OrderInvoice, 'The invoice'), ...tenantErrors },
});

const serialise = isoDates;

export function orderRoutes() {
  return router()
    .openapi(list, async (c) => {
      const page = await listOrders(c.get('scope'), c.req.valid('query'));
      return c.json({ ...page, items: page.items.map(serialise) }, 200);
    })
    .openapi(stats, async (c) => c.json(await orderStats(c.get('scope')), 200))
    .openapi(create, async (c) => {
      const order = await createOrder(
        c.get('scope'),
        await bodyInCurrency(c, (currency) => orderInputSchema(undefined, currency)),
      );
      return c.json(serialise(order), 201);
    })
    .openapi(read, async (c) =>
      c.json(serialise(await getOrder(c.get('scope'), c.req.valid('param').id)), 200),
    )
    .openapi(update, async (c) => {
      const order = await updateOrder(c.get('scope'), {
        id: c.req.valid('param').id,
        patch: await bodyInCurrency(c, (currency) => orderPatchSchema(undefined, currency)),
      });
      return c.json(serialise(order), 200);
    })
    .openapi(stage, async (c) => {
      const order = await moveOrderStage(c.get('scope'), {
        id: c.req.valid('param').id,
        move: c.req.valid('json'),
      });
      return c.json(serialise(order), 200);
    })
    .openapi(cancel, async (c) => {
      const body = orderCancelSchema().parse(c.req.valid('json'));
      const order = await cancelOrder(c.get('scope'), { id: c.req.valid('param').id, cancel: body });
      return c.json(serialise(order), 200);
    })
    .openapi(note, async (c) => {
      const order = await addOrderNote(c.get('scope'), {
        id: c.req.valid('param').id,
        note: c.req.valid('json').note,
      });
      return c.json(serialise(order), 200);
    })
    .openapi(invoice, async (c) => {
      const body = orderInvoiceRequestSchema().parse(c.req.valid('json'));
      const result = await invoiceForOrder(c.get('scope'), {
        orderId: c.req.valid('param').id,
        kind: body.kind,
        ...(body.locale ? { locale: body.locale } : {}),
      });
      return c.json(
        {
          invoiceId: result.invoice.id,
          number: result.invoice.number,
          status: result.invoice.status,
          created: result.created,
        },
        200,
      );
    });
}
