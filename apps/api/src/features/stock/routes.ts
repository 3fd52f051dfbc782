import {
  CERTIFICATE_LABS,
  SALE_PAYMENT_METHODS,
  STOCK_STATUSES,
  saleEmailSchema,
  saleInputSchema,
  saleLinkInputSchema,
  saleReturnSchema,
  stockImportSchema,
  stockItemInputSchema,
  stockItemPatchSchema,
  stockListQuerySchema,
} from '@carat/validation/stock';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  cancelSaleLink,
  listSaleLinks,
  readSaleLink,
  settlePayment,
  startSaleLink,
} from '#api/features/payments/index.ts';
import {
  jsonBody,
  jsonResponse,
  PageQuery,
  pageSchema,
  router,
  tenantErrors,
  UuidParam,
} from '#api/lib/openapi.ts';
import { pdfAnswer, pdfResponse } from '#api/lib/pdf/answer.ts';
import { isoDates } from '#api/lib/serialise.ts';
import { emailSaleReceipt, saleReceiptPdf, stockLabelPdf } from './documents.ts';
import { createStockItem, getStockItem, listStockItems, updateStockItem } from './items.ts';
import { LABEL_FORMATS } from './label-pdf.ts';
import { RECEIPT_FORMATS } from './receipt-pdf.ts';
import { createSale, getSale, listSales, returnSale } from './sales.ts';
import { exportStockCsv, importStockCsv } from './stock-csv.ts';

const Status = z.enum(STOCK_STATUSES);
const Stone = z.object({
  kind: z.string(),
  carats: z.number().nullable(),
  lab: z.enum(CERTIFICATE_LABS).nullable(),
  certificateNumber: z.string().nullable(),
  /** The lab's report-check page for the certificate (GIA: https://www.gia.edu/report-check?reportno=N). */
  reportUrl: z.string().nullable(),
});

const StockItemSummary = z
  .object({
    id: z.uuid(),
    tag: z.string(),
    name: z.string(),
    status: Status,
    priceMinor: z.number().int(),
    costMinor: z.number().int(),
    marginMinor: z.number().int(),
    /** The margin as basis points of the price; null for a piece priced 0. */
    marginBps: z.number().int().nullable(),
    currency: z.string(),
    supplier: z.string().nullable(),
    location: z.string().nullable(),
    metal: z.string().nullable(),
    metalWeightGrams: z.number().nullable(),
    fineness: z.number().int().nullable(),
    stones: z.array(Stone),
    productId: z.uuid().nullable(),
    /** The first photo's smallest size, by a short-lived signed address; null without a photo. */
    thumbnailUrl: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'StockItemSummary' });

/** A stock item's photo, by short-lived signed addresses (members only). */
export const StockItemPhoto = z
  .object({
    id: z.uuid(),
    position: z.number().int(),
    width: z.number().int(),
    height: z.number().int(),
    url: z.string().nullable(),
    srcset: z.string().nullable(),
    thumbnailUrl: z.string().nullable(),
  })
  .meta({ id: 'StockItemPhoto' });

const StockItemDetail = StockItemSummary.extend({
  /** In the jeweller's order; the first is the thumbnail. */
  photos: z.array(StockItemPhoto),
  description: z.string().nullable(),
  combination: z.record(z.string(), z.string()).nullable(),
  product: z.object({ id: z.uuid(), name: z.string(), ref: z.number().int() }).nullable(),
  soldSaleId: z.uuid().nullable(),
  labelUrl: z.string(),
  /** The memos and layaways that hold or held it; `open` while one holds it now. */
  holds: z.array(
    z.object({
      kind: z.enum(['memo', 'layaway']),
      id: z.uuid(),
      number: z.string(),
      state: z.string(),
      open: z.boolean(),
    }),
  ),
  events: z.array(
    z.object({
      id: z.uuid(),
      kind: z.enum(['created', 'updated', 'status', 'sold', 'returned', 'memo', 'layaway']),
      fromStatus: z.string().nullable(),
      toStatus: z.string().nullable(),
      detail: z.record(z.string(), z.unknown()),
      createdAt: z.string(),
    }),
  ),
  updatedAt: z.string(),
}).meta({ id: 'StockItemDetail' });

const SaleCreated = z
  .object({
    id: z.uuid(),
    number: z.string(),
    totalMinor: z.number().int(),
    receiptUrl: z.string(),
    /** The gift cards the sale sold, with the codes printed on its receipt. */
    /** Cards sold by the sale; `expiresOn` null when the business's cards do not expire (ADR 089). */
    giftCards: z.array(z.object({ id: z.uuid(), code: z.string(), expiresOn: z.string().nullable() })),
    /** Cards topped up by the sale, with their balance after it (ADR 089). */
    giftCardTopUps: z.array(
      z.object({
        id: z.uuid(),
        code: z.string(),
        balanceMinor: z.number().int(),
        expiresOn: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'SaleCreated' });

const SaleDetail = z
  .object({
    id: z.uuid(),
    number: z.string(),
    client: z.object({ id: z.uuid(), name: z.string(), email: z.string().nullable() }).nullable(),
    currency: z.string(),
    linesTotalMinor: z.number().int(),
    discountMinor: z.number().int(),
    totalMinor: z.number().int(),
    taxMinor: z.number().int(),
    taxes: z.array(z.object({ code: z.string(), rateBps: z.number(), taxMinor: z.number().int() })),
    changeMinor: z.number().int(),
    returnedMinor: z.number().int(),
    receiptUrl: z.string(),
    lines: z.array(
      z.object({
        id: z.uuid(),
        stockItemId: z.uuid().nullable(),
        productId: z.uuid().nullable(),
        tag: z.string().nullable(),
        description: z.string(),
        quantity: z.number().int(),
        unitPriceMinor: z.number().int(),
        discountMinor: z.number().int(),
        totalMinor: z.number().int(),
        returnedQuantity: z.number().int(),
        /** A gift card sold on this line, and its code (printed on the receipt). */
        giftCardId: z.uuid().nullable(),
        giftCardCode: z.string().nullable(),
        /** The line topped up that card rather than selling it (ADR 089). */
        giftCardTopUp: z.boolean(),
      }),
    ),
    payments: z.array(
      z.object({
        method: z.enum(SALE_PAYMENT_METHODS),
        /** The last four characters of the gift card spent. */
        giftCardLast4: z.string().nullable(),
        amountMinor: z.number().int(),
        tenderedMinor: z.number().int().nullable(),
        weightGrams: z.number().nullable(),
        fineness: z.number().int().nullable(),
        buyRateMinorPerGram: z.number().int().nullable(),
        description: z.string().nullable(),
        reference: z.string().nullable(),
      }),
    ),
    creditNotes: z.array(
      z.object({
        id: z.uuid(),
        number: z.string(),
        totalMinor: z.number().int(),
        taxMinor: z.number().int(),
        lines: z.array(
          z.object({ lineId: z.uuid(), quantity: z.number().int(), amountMinor: z.number().int() }),
        ),
        createdAt: z.string(),
      }),
    ),
    createdAt: z.string(),
  })
  .meta({ id: 'SaleDetail' });

const CreditNote = z
  .object({
    id: z.uuid(),
    number: z.string(),
    saleId: z.uuid(),
    totalMinor: z.number().int(),
    receiptUrl: z.string(),
    /** Refunded onto a gift card: the card and its code. */
    giftCard: z.object({ id: z.uuid(), code: z.string() }).nullable(),
  })
  .meta({ id: 'SaleCreditNote' });

const common = { tags: ['Stock'], security: [{ bearer: [] }] };

const itemList = createRoute({
  ...common,
  method: 'get',
  path: '/stock-items',
  summary:
    'Stock items: a status, a search over tag, name, supplier, location and certificate numbers (a scanned tag comes first)',
  request: { query: stockListQuerySchema() },
  responses: {
    200: jsonResponse(pageSchema(StockItemSummary, 'StockItemPage'), 'A page of items'),
    ...tenantErrors,
  },
});
const itemCreate = createRoute({
  ...common,
  method: 'post',
  path: '/stock-items',
  summary: 'A new stock item; without a tag it takes the next T-NNNNN (409 tag_taken for a tag in use)',
  request: { body: jsonBody(stockItemInputSchema()) },
  responses: {
    201: jsonResponse(StockItemDetail, 'The new item'),
    ...tenantErrors,
    409: { description: 'The tag is already used (code tag_taken)' },
  },
});
const itemExport = createRoute({
  ...common,
  method: 'get',
  path: '/stock-items/export.csv',
  summary:
    'Every item as CSV (tag, barcode, name, status, location, cost, price, metal, weight, fineness, supplier, certificate lab and number); re-importable',
  responses: {
    200: { description: 'The CSV', content: { 'text/csv': { schema: { type: 'string' as const } } } },
    ...tenantErrors,
  },
});
const StockImportResult = z
  .object({
    applied: z.boolean(),
    total: z.number().int(),
    valid: z.number().int(),
    invalid: z.number().int(),
    creates: z.number().int(),
    updates: z.number().int(),
    rows: z.array(
      z.object({
        line: z.number().int(),
        action: z.enum(['create', 'update']),
        tag: z.string().nullable(),
        name: z.string().nullable(),
        fields: z.array(z.string()),
        errors: z.record(z.string(), z.string()),
      }),
    ),
  })
  .meta({ id: 'StockImportResult' });
const itemImport = createRoute({
  ...common,
  method: 'post',
  path: '/stock-items/import',
  summary:
    'Import the export’s CSV: rows whose tag is an item update it, others create items; `dryRun` checks every row and writes nothing; applied, one refused row and nothing is written (422 import_has_errors)',
  request: { body: jsonBody(stockImportSchema()) },
  responses: {
    200: jsonResponse(StockImportResult, 'The rows checked (dry run) or applied'),
    ...tenantErrors,
  },
});
const itemRead = createRoute({
  ...common,
  method: 'get',
  path: '/stock-items/{id}',
  summary: 'One item with its certificates’ report links and its history',
  request: { params: UuidParam },
  responses: { 200: jsonResponse(StockItemDetail, 'The item'), ...tenantErrors },
});
const itemUpdate = createRoute({
  ...common,
  method: 'patch',
  path: '/stock-items/{id}',
  summary: 'Change an item; its status only between in_stock, reserved and memo_out (a sale sells it)',
  request: { params: UuidParam, body: jsonBody(stockItemPatchSchema()) },
  responses: {
    200: jsonResponse(StockItemDetail, 'The item'),
    ...tenantErrors,
    409: { description: 'The tag is used (tag_taken) or the item is sold (item_sold)' },
  },
});
const itemLabel = createRoute({
  ...common,
  method: 'get',
  path: '/stock-items/{id}/label.pdf',
  summary: 'The rat-tail tag label with the tag’s Code 128 bar code (?format=sheet: an A4 sheet of 30)',
  request: { params: UuidParam, query: z.object({ format: z.enum(LABEL_FORMATS).default('tag') }) },
  responses: { 200: pdfResponse('The label'), ...tenantErrors },
});
const saleList = createRoute({
  ...common,
  method: 'get',
  path: '/sales',
  summary: 'The latest sales, newest first',
  request: {
    query: PageQuery,
  },
  responses: {
    200: jsonResponse(
      z.object({
        items: z.array(
          z.object({
            id: z.uuid(),
            number: z.string(),
            totalMinor: z.number().int(),
            returnedMinor: z.number().int(),
            currency: z.string(),
            createdAt: z.string(),
            receiptUrl: z.string(),
          }),
        ),
      }),
      'Sales',
    ),
    ...tenantErrors,
  },
});
const saleCreate = createRoute({
  ...common,
  method: 'post',
  path: '/sales',
  summary:
    'A sale at the counter: stock items sold atomically (409 item_sold when one is no longer in stock); payments must settle the total (422 payments_mismatch); old gold worth weight × fineness × rate (422 old_gold_amount); a gift card spent by its code (422 gift_card_unknown / gift_card_expired, 409 gift_card_insufficient)',
  request: { body: jsonBody(saleInputSchema()) },
  responses: {
    201: jsonResponse(SaleCreated, 'The sale'),
    ...tenantErrors,
    409: {
      description:
        'An item is no longer in stock (code item_sold), or a gift card holds less than its payment (gift_card_insufficient)',
    },
  },
});
const SaleLink = z.object({
  id: z.uuid(),
  status: z.enum(['open', 'completed', 'expired', 'cancelled', 'refunded']),
  /** The Checkout page the client pays on (while open). */
  url: z.string().nullable(),
  /** The same link as a QR code: a PNG data URL (while open). */
  qrDataUrl: z.string().nullable(),
  amountMinor: z.number().int(),
  currency: z.string(),
  expiresAt: z.string(),
  /** 'sandbox': the local stand-in for Stripe (no money moves). */
  mode: z.enum(['stripe', 'sandbox']),
  sale: z
    .object({ id: z.uuid(), number: z.string(), totalMinor: z.number().int(), receiptUrl: z.string() })
    .nullable(),
});
const saleLinkCreate = createRoute({
  ...common,
  method: 'post',
  path: '/sales/card-links',
  summary:
    'A sale whose card part (payments[linkPaymentIndex], a card payment) is paid on the client’s phone: the sale is checked as POST /v1/sales would make it, its pieces held (reserved) for 30 minutes, and a Checkout session on the connected account opened; the sale is made once it is paid',
  request: { body: jsonBody(saleLinkInputSchema()) },
  responses: {
    201: jsonResponse(SaleLink, 'The link, its QR code and the held sale'),
    ...tenantErrors,
    409: {
      description:
        'No connected Stripe account (payments_not_connected) or one that cannot charge yet (payments_not_ready); a piece sold or held meanwhile (item_sold, item_reserved); what POST /v1/sales refuses',
    },
  },
});
const saleLinkList = createRoute({
  ...common,
  method: 'get',
  path: '/sales/card-links',
  summary: 'The latest card links (50), newest first',
  responses: {
    200: jsonResponse(
      z.object({
        items: z.array(
          z.object({
            id: z.uuid(),
            status: SaleLink.shape.status,
            amountMinor: z.number().int(),
            currency: z.string(),
            saleId: z.uuid().nullable(),
            expiresAt: z.string(),
            createdAt: z.string(),
          }),
        ),
      }),
      'Card links',
    ),
    ...tenantErrors,
  },
});
const saleLinkRead = createRoute({
  ...common,
  method: 'get',
  path: '/sales/card-links/{id}',
  summary: 'A card link as it stands (asked again while open: paid, its sale is made now)',
  request: { params: UuidParam },
  responses: { 200: jsonResponse(SaleLink, 'The link'), ...tenantErrors },
});
const saleLinkCancel = createRoute({
  ...common,
  method: 'post',
  path: '/sales/card-links/{id}/cancel',
  summary:
    'Ends a card link: nobody can pay it any more and its pieces go back (paid meanwhile: the sale is made)',
  request: { params: UuidParam },
  responses: { 200: jsonResponse(SaleLink, 'The link'), ...tenantErrors },
});
const saleRead = createRoute({
  ...common,
  method: 'get',
  path: '/sales/{id}',
  summary: 'One sale: lines, taxes, payments, old gold and credit notes',
  request: { params: UuidParam },
  responses: { 200: jsonResponse(SaleDetail, 'The sale'), ...tenantErrors },
});
const saleReceipt = createRoute({
  ...common,
  method: 'get',
  path: '/sales/{id}/receipt.pdf',
  summary: 'The receipt (A4, or ?format=80mm for a thermal printer) with the old gold buy-in slip',
  request: { params: UuidParam, query: z.object({ format: z.enum(RECEIPT_FORMATS).default('a4') }) },
  responses: { 200: pdfResponse('The receipt'), ...tenantErrors },
});
const saleReturnRoute = createRoute({
  ...common,
  method: 'post',
  path: '/sales/{id}/return',
  summary:
    'A return against the receipt (some lines, or all that is left): pieces back in stock and a credit note (409 nothing_to_return)',
  request: { params: UuidParam, body: jsonBody(saleReturnSchema()) },
  responses: {
    201: jsonResponse(CreditNote, 'The credit note'),
    ...tenantErrors,
    409: { description: 'Nothing is left to return (code nothing_to_return)' },
  },
});

const saleEmail = createRoute({
  ...common,
  method: 'post',
  path: '/sales/{id}/email',
  summary: 'The A4 receipt by email, to `to` or to the sale’s client (422 when there is no address)',
  request: { params: UuidParam, body: jsonBody(saleEmailSchema()) },
  responses: { 202: jsonResponse(z.object({ to: z.string() }), 'The email is queued'), ...tenantErrors },
});

type ItemDetail = Awaited<ReturnType<typeof getStockItem>>;
const serialiseItem = (item: ItemDetail) => ({ ...isoDates(item), events: item.events.map(isoDates) });

/** The CSV export is registered before /stock-items/{id}: 'export.csv' is not an id. */
export function stockRoutes() {
  return router()
    .openapi(itemList, async (c) => {
      const page = await listStockItems(c.get('scope'), c.req.valid('query'));
      return c.json({ ...page, items: page.items.map(isoDates) }, 200);
    })
    .openapi(itemCreate, async (c) =>
      c.json(serialiseItem(await createStockItem(c.get('scope'), c.req.valid('json'))), 201),
    )
    .openapi(itemExport, async (c) => {
      const csv = await exportStockCsv(c.get('scope'), c.get('scope').locale);
      const day = c.get('scope').now.toISOString().slice(0, 10);
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="stock-${day}.csv"`);
      c.header('Cache-Control', 'private, no-store');
      return c.body(`\uFEFF${csv}`, 200);
    })
    .openapi(itemImport, async (c) => c.json(await importStockCsv(c.get('scope'), c.req.valid('json')), 200))
    .openapi(itemRead, async (c) =>
      c.json(serialiseItem(await getStockItem(c.get('scope'), c.req.valid('param').id)), 200),
    )
    .openapi(itemUpdate, async (c) => {
      const item = await updateStockItem(c.get('scope'), {
        id: c.req.valid('param').id,
        patch: c.req.valid('json'),
      });
      return c.json(serialiseItem(item), 200);
    })
    .openapi(itemLabel, async (c) => {
      const { bytes, fileName } = await stockLabelPdf(c.get('scope'), {
        id: c.req.valid('param').id,
        format: c.req.valid('query').format,
      });
      return pdfAnswer(c, bytes, fileName);
    })
    .openapi(saleList, async (c) => {
      const items = await listSales(c.get('scope'), c.req.valid('query'));
      return c.json({ items: items.map(isoDates) }, 200);
    })
    .openapi(saleCreate, async (c) => c.json(await createSale(c.get('scope'), c.req.valid('json')), 201))
    .openapi(saleLinkCreate, async (c) =>
      c.json(await startSaleLink(c.get('scope'), c.req.valid('json')), 201),
    )
    .openapi(saleLinkList, async (c) => c.json(await listSaleLinks(c.get('scope')), 200))
    .openapi(saleLinkRead, async (c) =>
      c.json(await readSaleLink(c.get('scope'), c.req.valid('param').id, settlePayment), 200),
    )
    .openapi(saleLinkCancel, async (c) =>
      c.json(await cancelSaleLink(c.get('scope'), c.req.valid('param').id, settlePayment), 200),
    )
    .openapi(saleRead, async (c) => {
      const sale = await getSale(c.get('scope'), c.req.valid('param').id);
      return c.json({ ...isoDates(sale), creditNotes: sale.creditNotes.map(isoDates) }, 200);
    })
    .openapi(saleReceipt, async (c) => {
      const { bytes, fileName } = await saleReceiptPdf(c.get('scope'), {
        id: c.req.valid('param').id,
        format: c.req.valid('query').format,
      });
      return pdfAnswer(c, bytes, fileName);
    })
    .openapi(saleEmail, async (c) =>
      c.json(
        await emailSaleReceipt(c.get('scope'), { id: c.req.valid('param').id, body: c.req.valid('json') }),
        202,
      ),
    )
    .openapi(saleReturnRoute, async (c) =>
      c.json(
        await returnSale(c.get('scope'), { id: c.req.valid('param').id, body: c.req.valid('json') }),
        201,
      ),
    );
}
