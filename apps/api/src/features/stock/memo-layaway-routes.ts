import { utcToZoned } from '@carat/domain/dates';
import {
  LAYAWAY_FEE_KINDS,
  LAYAWAY_STATUSES,
  layawayCancelSchema,
  layawayInputSchema,
  layawayListQuerySchema,
  layawayPaymentSchema,
  layawayPolicySchema,
  MEMO_DIRECTIONS,
  memoInputSchema,
  memoListQuerySchema,
  memoPatchSchema,
  memoSettleSchema,
  STOCK_STATUSES,
} from '@carat/validation/stock';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { FacturXReadSchema } from '#api/features/invoices/index.ts';
import { layawayPayLink } from '#api/features/payments/index.ts';
import { jsonBody, jsonResponse, pageSchema, router, tenantErrors, UuidParam } from '#api/lib/openapi.ts';
import { pdfAnswer, pdfResponse } from '#api/lib/pdf/answer.ts';
import { shopHeading } from '#api/lib/pdf/shop.ts';
import { isoDates } from '#api/lib/serialise.ts';
import type { TenantScope } from '#api/scope.ts';
import {
  cancelLayaway,
  createLayaway,
  getLayaway,
  type LayawayDetail,
  layawayPolicy,
  listLayaways,
  putLayawayPolicy,
  recordLayawayPayment,
  releaseLayaway,
} from './layaways.ts';
import { renderMemoPdf } from './memo-pdf.ts';
import { buyMemo, createMemo, getMemo, listMemos, type MemoDetail, returnMemo, updateMemo } from './memos.ts';
import { attachSupplierInvoice, detachSupplierInvoice, supplierInvoiceFile } from './supplier-invoice.ts';

/** Memo goods and layaway (ADR 067). */

const Direction = z.enum(MEMO_DIRECTIONS);
const MemoSummary = z
  .object({
    id: z.uuid(),
    number: z.string(),
    direction: Direction,
    counterparty: z.string(),
    clientId: z.uuid().nullable(),
    dueDate: z.string(),
    status: z.enum(['open', 'closed']),
    itemCount: z.number().int(),
    /** Pieces still out (or in) on the memo. */
    outstandingCount: z.number().int(),
    /** Open with pieces outstanding after its due date, in the business's time zone. */
    overdue: z.boolean(),
    createdAt: z.string(),
    closedAt: z.string().nullable(),
  })
  .meta({ id: 'MemoSummary' });
const MemoDetailSchema = MemoSummary.extend({
  terms: z.string().nullable(),
  client: z.object({ id: z.uuid(), name: z.string(), email: z.string().nullable() }).nullable(),
  items: z.array(
    z.object({
      id: z.uuid(),
      stockItemId: z.uuid(),
      tag: z.string(),
      name: z.string(),
      status: z.enum(STOCK_STATUSES),
      priceMinor: z.number().int(),
      memoPriceMinor: z.number().int(),
      outcome: z.enum(['returned', 'bought', 'sold']).nullable(),
      settledAt: z.string().nullable(),
      soldSaleId: z.uuid().nullable(),
    }),
  ),
  pdfUrl: z.string(),
  /** The supplier's invoice attached to a memo received from them; null when none. */
  supplierInvoice: z
    .object({
      fileName: z.string(),
      bytes: z.number().int(),
      uploadedAt: z.string(),
      downloadUrl: z.string(),
      /** What its Factur-X says; null: a PDF without structured data. */
      facturX: FacturXReadSchema.nullable(),
      /** The invoice beside the memo: lines paired with pieces of the same amount, what differs. */
      comparison: z
        .object({
          sameCurrency: z.boolean(),
          memoTotalMinor: z.number().int(),
          invoiceTotalMinor: z.number().int(),
          totalDiffers: z.boolean(),
          lines: z.array(z.object({ memoIndex: z.number().int().nullable(), differs: z.boolean() })),
          unpaidMemoIndexes: z.array(z.number().int()),
        })
        .nullable(),
    })
    .nullable(),
  updatedAt: z.string(),
}).meta({ id: 'MemoDetail' });

const LayawayStatus = z.enum(LAYAWAY_STATUSES);
const LayawayCore = {
  id: z.uuid(),
  number: z.string(),
  status: LayawayStatus,
  stockItemId: z.uuid(),
  clientId: z.uuid(),
  currency: z.string(),
  priceMinor: z.number().int(),
  paidMinor: z.number().int(),
  balanceMinor: z.number().int(),
  /** Instalments due by today not yet paid. */
  overdueMinor: z.number().int(),
  nextDueDate: z.string().nullable(),
  saleId: z.uuid().nullable(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
};
const LayawaySummary = z
  .object({
    ...LayawayCore,
    item: z.object({ id: z.uuid(), tag: z.string(), name: z.string() }),
    clientName: z.string(),
  })
  .meta({ id: 'LayawaySummary' });
const LayawayDetailSchema = z
  .object({
    ...LayawayCore,
    item: z.object({ id: z.uuid(), tag: z.string(), name: z.string(), status: z.enum(STOCK_STATUSES) }),
    client: z.object({ id: z.uuid(), name: z.string(), email: z.string().nullable() }).nullable(),
    schedule: z.array(z.object({ dueDate: z.string(), amountMinor: z.number().int() })),
    payments: z.array(
      z.object({
        id: z.uuid(),
        method: z.enum(['card', 'cash', 'transfer', 'online', 'refund']),
        amountMinor: z.number().int(),
        reference: z.string().nullable(),
        /** A refund line: back to the card that paid online (true) or given back by hand. */
        toCard: z.boolean(),
        createdAt: z.string(),
      }),
    ),
    notes: z.string().nullable(),
    feeMinor: z.number().int().nullable(),
    refundMinor: z.number().int().nullable(),
    cancelPreview: z
      .object({
        feeMinor: z.number().int(),
        refundMinor: z.number().int(),
        /** Of the refund, what goes back to the cards that paid online; the rest by hand. */
        cardMinor: z.number().int(),
      })
      .nullable(),
    /** A cancelled layaway's refund: to the card, by hand, and what Stripe refused (given back by hand). */
    refunds: z
      .object({
        cardMinor: z.number().int(),
        byHandMinor: z.number().int(),
        cardFailedMinor: z.number().int(),
      })
      .nullable(),
    receiptUrl: z.string().nullable(),
    updatedAt: z.string(),
  })
  .meta({ id: 'LayawayDetail' });
const Policy = z
  .object({
    kind: z.enum(LAYAWAY_FEE_KINDS),
    value: z.number().int(),
    /** How many days before an instalment its client is reminded (and again once it is overdue). */
    reminderDays: z.number().int(),
  })
  .meta({ id: 'LayawayPolicy' });

const memoCommon = { tags: ['Stock'], security: [{ bearer: [] }] };

const memoList = createRoute({
  ...memoCommon,
  method: 'get',
  path: '/memos',
  summary:
    'Memos in (from suppliers) and out (to clients or shops): open, overdue (due date passed) or closed',
  request: { query: memoListQuerySchema() },
  responses: { 200: jsonResponse(pageSchema(MemoSummary, 'MemoPage'), 'A page of memos'), ...tenantErrors },
});
const memoCreate = createRoute({
  ...memoCommon,
  method: 'post',
  path: '/memos',
  summary:
    'A memo: in, new pieces received (status memo_in, not for sale); out, pieces in stock sent (status memo_out; 409 when one is not in stock)',
  request: { body: jsonBody(memoInputSchema()) },
  responses: {
    201: jsonResponse(MemoDetailSchema, 'The memo'),
    ...tenantErrors,
    409: { description: 'A piece is not in stock (item_sold, item_reserved, item_unavailable)' },
  },
});
const memoRead = createRoute({
  ...memoCommon,
  method: 'get',
  path: '/memos/{id}',
  summary: 'One memo with its pieces and where each is now',
  request: { params: UuidParam },
  responses: { 200: jsonResponse(MemoDetailSchema, 'The memo'), ...tenantErrors },
});
const memoUpdate = createRoute({
  ...memoCommon,
  method: 'patch',
  path: '/memos/{id}',
  summary: 'The counterparty, due date or terms of an open memo (409 memo_closed)',
  request: { params: UuidParam, body: jsonBody(memoPatchSchema()) },
  responses: { 200: jsonResponse(MemoDetailSchema, 'The memo'), ...tenantErrors },
});
const memoReturn = createRoute({
  ...memoCommon,
  method: 'post',
  path: '/memos/{id}/return',
  summary: 'Pieces returned (all open ones by default): out → back in stock; in → returned to the supplier',
  request: { params: UuidParam, body: jsonBody(memoSettleSchema()) },
  responses: { 200: jsonResponse(MemoDetailSchema, 'The memo'), ...tenantErrors },
});
const memoBuy = createRoute({
  ...memoCommon,
  method: 'post',
  path: '/memos/{id}/buy',
  summary: 'Memo-in pieces bought (all open ones by default): owned stock at their memo price as cost',
  request: { params: UuidParam, body: jsonBody(memoSettleSchema()) },
  responses: { 200: jsonResponse(MemoDetailSchema, 'The memo'), ...tenantErrors },
});
const memoPdf = createRoute({
  ...memoCommon,
  method: 'get',
  path: '/memos/{id}/pdf',
  summary: 'The memo document for both parties to sign, under the shop’s heading',
  request: { params: UuidParam },
  responses: { 200: pdfResponse('The memo'), ...tenantErrors },
});

const supplierInvoicePut = createRoute({
  ...memoCommon,
  method: 'put',
  path: '/memos/{id}/supplier-invoice',
  summary:
    'Attach the supplier’s invoice (the PDF as the body, 5 MB at most; `name` its file name) to a memo received from them; its Factur-X, if any, is read and compared with the memo',
  request: {
    params: UuidParam,
    query: z.object({ name: z.string().max(200).optional() }),
    body: {
      required: true,
      description: 'The PDF',
      content: { 'application/pdf': { schema: { type: 'string' as const, format: 'binary' } } },
    },
  },
  responses: { 200: jsonResponse(MemoDetailSchema, 'The memo'), ...tenantErrors },
});
const supplierInvoiceGet = createRoute({
  ...memoCommon,
  method: 'get',
  path: '/memos/{id}/supplier-invoice.pdf',
  summary: 'The supplier’s invoice attached to the memo, as uploaded',
  request: { params: UuidParam },
  responses: { 200: pdfResponse('The supplier’s invoice'), ...tenantErrors },
});
const supplierInvoiceDelete = createRoute({
  ...memoCommon,
  method: 'delete',
  path: '/memos/{id}/supplier-invoice',
  summary: 'Remove the supplier’s invoice from the memo (its file too)',
  request: { params: UuidParam },
  responses: { 200: jsonResponse(MemoDetailSchema, 'The memo'), ...tenantErrors },
});

const layawayList = createRoute({
  ...memoCommon,
  method: 'get',
  path: '/layaways',
  summary: 'Layaways, newest first, with their balance and what is overdue',
  request: { query: layawayListQuerySchema() },
  responses: {
    200: jsonResponse(pageSchema(LayawaySummary, 'LayawayPage'), 'A page of layaways'),
    ...tenantErrors,
  },
});
const layawayCreate = createRoute({
  ...memoCommon,
  method: 'post',
  path: '/layaways',
  summary:
    'A piece in stock reserved for a client with a schedule adding up to the price, and the deposit taken (409 item_reserved / item_sold)',
  request: { body: jsonBody(layawayInputSchema()) },
  responses: {
    201: jsonResponse(LayawayDetailSchema, 'The layaway'),
    ...tenantErrors,
    409: { description: 'The piece is not in stock (item_reserved, item_sold, item_unavailable)' },
  },
});
const layawayRead = createRoute({
  ...memoCommon,
  method: 'get',
  path: '/layaways/{id}',
  summary: 'One layaway: schedule, payments, balance, and what a cancel would refund now',
  request: { params: UuidParam },
  responses: { 200: jsonResponse(LayawayDetailSchema, 'The layaway'), ...tenantErrors },
});
const layawayPay = createRoute({
  ...memoCommon,
  method: 'post',
  path: '/layaways/{id}/payments',
  summary:
    'A payment at the counter (card, cash, transfer), at most the balance; the last one releases the piece as a sale',
  request: { params: UuidParam, body: jsonBody(layawayPaymentSchema()) },
  responses: { 201: jsonResponse(LayawayDetailSchema, 'The layaway'), ...tenantErrors },
});
const layawayRelease = createRoute({
  ...memoCommon,
  method: 'post',
  path: '/layaways/{id}/release',
  summary: 'A layaway paid in full (online) handed over as a sale (409 balance_due)',
  request: { params: UuidParam },
  responses: { 200: jsonResponse(LayawayDetailSchema, 'The layaway'), ...tenantErrors },
});
const layawayCancel = createRoute({
  ...memoCommon,
  method: 'post',
  path: '/layaways/{id}/cancel',
  summary:
    'Cancel: the piece back in stock, the refund by the business’s policy (409 refund_changed when it is not the one shown); what was paid online goes back to the card first (refunds.cardMinor), the rest by hand; a refund Stripe refuses leaves the layaway cancelled and says so (refunds.cardFailedMinor)',
  request: { params: UuidParam, body: jsonBody(layawayCancelSchema()) },
  responses: { 200: jsonResponse(LayawayDetailSchema, 'The layaway'), ...tenantErrors },
});
const layawayLink = createRoute({
  ...memoCommon,
  method: 'post',
  path: '/layaways/{id}/payment-link',
  summary: 'A pay link for the balance, paid on the client’s phone through the connected account',
  request: { params: UuidParam },
  responses: {
    201: jsonResponse(
      z.object({
        url: z.string(),
        expiresAt: z.string(),
        amountDueMinor: z.number().int(),
        currency: z.string(),
      }),
      'The link',
    ),
    ...tenantErrors,
  },
});
const policyRead = createRoute({
  ...memoCommon,
  method: 'get',
  path: '/layaway-policy',
  summary: 'What a cancelled layaway keeps: nothing, a percentage of the price (basis points) or a fixed fee',
  responses: { 200: jsonResponse(Policy, 'The policy'), ...tenantErrors },
});
const policyWrite = createRoute({
  ...memoCommon,
  method: 'put',
  path: '/layaway-policy',
  summary: 'Set the layaway policy (owners and admins)',
  request: { body: jsonBody(layawayPolicySchema()) },
  responses: { 200: jsonResponse(Policy, 'The policy'), ...tenantErrors },
});

const serialiseMemo = (memo: MemoDetail) => ({
  ...isoDates(memo),
  items: memo.items.map(isoDates),
  supplierInvoice: memo.supplierInvoice ? isoDates(memo.supplierInvoice) : null,
});
const serialiseLayaway = (layaway: LayawayDetail) => ({
  ...isoDates(layaway),
  payments: layaway.payments.map(isoDates),
});

async function memoPdfOf(scope: TenantScope, id: string) {
  const memo = await getMemo(scope, id);
  const bytes = await renderMemoPdf({
    locale: scope.locale,
    number: memo.number,
    direction: memo.direction,
    createdOn: utcToZoned(memo.createdAt, scope.timeZone).date,
    dueDate: memo.dueDate,
    counterparty: memo.counterparty,
    terms: memo.terms,
    currency: scope.currency,
    shop: await shopHeading(scope),
    items: memo.items,
  });
  return { bytes, fileName: `${memo.number}.pdf` };
}

export function memoLayawayRoutes() {
  return router()
    .openapi(memoList, async (c) => {
      const page = await listMemos(c.get('scope'), c.req.valid('query'));
      return c.json({ ...page, items: page.items.map(isoDates) }, 200);
    })
    .openapi(memoCreate, async (c) =>
      c.json(serialiseMemo(await createMemo(c.get('scope'), c.req.valid('json'))), 201),
    )
    .openapi(memoRead, async (c) =>
      c.json(serialiseMemo(await getMemo(c.get('scope'), c.req.valid('param').id)), 200),
    )
    .openapi(memoUpdate, async (c) =>
      c.json(
        serialiseMemo(
          await updateMemo(c.get('scope'), { id: c.req.valid('param').id, patch: c.req.valid('json') }),
        ),
        200,
      ),
    )
    .openapi(memoReturn, async (c) =>
      c.json(
        serialiseMemo(
          await returnMemo(c.get('scope'), { id: c.req.valid('param').id, body: c.req.valid('json') }),
        ),
        200,
      ),
    )
    .openapi(memoBuy, async (c) =>
      c.json(
        serialiseMemo(
          await buyMemo(c.get('scope'), { id: c.req.valid('param').id, body: c.req.valid('json') }),
        ),
        200,
      ),
    )
    .openapi(memoPdf, async (c) => {
      const { bytes, fileName } = await memoPdfOf(c.get('scope'), c.req.valid('param').id);
      return pdfAnswer(c, bytes, fileName);
    })
    .openapi(supplierInvoicePut, async (c) => {
      const scope = c.get('scope');
      const { id } = c.req.valid('param');
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      await attachSupplierInvoice(scope, { memoId: id, bytes, fileName: c.req.valid('query').name });
      return c.json(serialiseMemo(await getMemo(scope, id)), 200);
    })
    .openapi(supplierInvoiceGet, async (c) => {
      const { bytes, fileName } = await supplierInvoiceFile(c.get('scope'), c.req.valid('param').id);
      return pdfAnswer(c, bytes, fileName);
    })
    .openapi(supplierInvoiceDelete, async (c) => {
      const scope = c.get('scope');
      const { id } = c.req.valid('param');
      await detachSupplierInvoice(scope, id);
      return c.json(serialiseMemo(await getMemo(scope, id)), 200);
    })
    .openapi(layawayList, async (c) => {
      const page = await listLayaways(c.get('scope'), c.req.valid('query'));
      return c.json({ ...page, items: page.items.map(isoDates) }, 200);
    })
    .openapi(layawayCreate, async (c) =>
      c.json(serialiseLayaway(await createLayaway(c.get('scope'), c.req.valid('json'))), 201),
    )
    .openapi(layawayRead, async (c) =>
      c.json(serialiseLayaway(await getLayaway(c.get('scope'), c.req.valid('param').id)), 200),
    )
    .openapi(layawayPay, async (c) =>
      c.json(
        serialiseLayaway(
          await recordLayawayPayment(c.get('scope'), {
            id: c.req.valid('param').id,
            body: c.req.valid('json'),
          }),
        ),
        201,
      ),
    )
    .openapi(layawayRelease, async (c) =>
      c.json(serialiseLayaway(await releaseLayaway(c.get('scope'), c.req.valid('param').id)), 200),
    )
    .openapi(layawayCancel, async (c) =>
      c.json(
        serialiseLayaway(
          await cancelLayaway(c.get('scope'), { id: c.req.valid('param').id, body: c.req.valid('json') }),
        ),
        200,
      ),
    )
    .openapi(layawayLink, async (c) =>
      c.json(await layawayPayLink(c.get('scope'), c.req.valid('param').id), 201),
    )
    .openapi(policyRead, async (c) => c.json(await layawayPolicy(c.get('scope')), 200))
    .openapi(policyWrite, async (c) =>
      c.json(await putLayawayPolicy(c.get('scope'), c.req.valid('json')), 200),
    );
}
