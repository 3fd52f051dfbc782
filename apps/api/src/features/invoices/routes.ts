import { INVOICE_ACTIONS, INVOICE_DISPLAY_STATUSES } from '@carat/domain/invoice';
import { isCurrency, minorDigitsOf } from '@carat/domain/money';
import {
  ANY_CURRENCY,
  invoiceDraftPatchSchema,
  invoiceDraftSchema,
  invoiceListQuerySchema,
  invoicePaySchema,
  invoiceSendSchema,
  invoiceSettingsSchema,
  invoiceVoidSchema,
} from '@carat/validation/invoices';
import { localeSchema } from '@carat/validation/locale';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { invoicePdf } from '#api/features/invoices/documents.ts';
import { readFacturX } from '#api/features/invoices/factur-x-read.ts';
import {
  createInvoice,
  deleteDraft,
  duplicateInvoice,
  duplicateLastInvoice,
  getInvoice,
  invoiceStats,
  issueInvoice,
  listInvoices,
  markPaid,
  updateDraft,
  voidInvoice,
} from '#api/features/invoices/invoices.ts';
import { sendInvoice } from '#api/features/invoices/send.ts';
import {
  getInvoiceSettings,
  type InvoiceSettingsView,
  updateInvoiceSettings,
} from '#api/features/invoices/settings.ts';
import {
  bodyInCurrency,
  jsonBody,
  jsonResponse,
  pageSchema,
  router,
  tenantErrors,
  UuidParam,
} from '#api/lib/openapi.ts';
import { pdfAnswer, pdfResponse } from '#api/lib/pdf/answer.ts';
import { isoDates } from '#api/lib/serialise.ts';

const Status = z.enum(['draft', 'sent', 'paid', 'void']);
const DisplayStatus = z.enum(INVOICE_DISPLAY_STATUSES);
const Kind = z.enum(['standard', 'deposit', 'final']);

const InvoiceSummary = z
  .object({
    id: z.uuid(),
    number: z.string().nullable(),
    kind: Kind,
    status: Status,
    displayStatus: DisplayStatus,
    orderId: z.uuid().nullable(),
    clientId: z.uuid().nullable(),
    clientName: z.string(),
    clientEmail: z.string().nullable(),
    currency: z.string(),
    issueDate: z.string().nullable(),
    dueDate: z.string(),
    totalMinor: z.number().int(),
    /** Every deduction: the order's deposit invoices and the client's credit (creditDeductedMinor). */
    depositsDeductedMinor: z.number().int(),
    /** The part of the deductions taken from the client's credit (paid booking deposits). */
    creditDeductedMinor: z.number().int(),
    /** Refunded online, each refund with its credit note. */
    refundedMinor: z.number().int(),
    amountDueMinor: z.number().int(),
    createdAt: z.string(),
    /** What the invoice allows next (domain: invoiceActions). */
    actions: z.array(z.enum(INVOICE_ACTIONS)),
  })
  .meta({ id: 'InvoiceSummary' });

export const InvoiceDetail = InvoiceSummary.extend({
  clientAddress: z.string().nullable(),
  /** The client's country and VAT number as the invoice was issued (null on a draft, or when unknown). */
  clientCountry: z.string().nullable(),
  clientVatNumber: z.string().nullable(),
  locale: localeSchema,
  vatRateBps: z.number().int(),
  /** The taxes it was worked out with, one line each (Quebec: GST and QST apart); vatMinor is their sum. */
  taxes: z.array(
    z.object({
      code: z.string(),
      rateBps: z.number(),
      baseMinor: z.number().int(),
      taxMinor: z.number().int(),
    }),
  ),
  /** The unit prices are tax included (the business's choice when it was made; kept by the invoice). */
  pricesIncludeTax: z.boolean(),
  notes: z.string().nullable(),
  subtotalMinor: z.number().int(),
  vatMinor: z.number().int(),
  issuedAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  voidedAt: z.string().nullable(),
  voidReason: z.string().nullable(),
  updatedAt: z.string(),
  orderNumber: z.string().nullable(),
  lines: z.array(
    z.object({
      id: z.uuid(),
      position: z.number().int(),
      description: z.string(),
      quantity: z.number().int(),
      unitPriceMinor: z.number().int(),
      netMinor: z.number().int(),
      vatMinor: z.number().int(),
    }),
  ),
  creditNote: z
    .object({
      id: z.uuid(),
      number: z.string(),
      issueDate: z.string(),
      reason: z.string().nullable(),
      totalMinor: z.number().int(),
    })
    .nullable(),
  /** 'Acompte déduit': the deposit receipts whose credit this invoice deducted. */
  creditDeductions: z.array(
    z.object({ receiptInvoiceId: z.uuid(), receiptNumber: z.string(), amountMinor: z.number().int() }),
  ),
  /** Partial refunds, each a credit note (PDF: GET /v1/invoices/{id}/credit-note/pdf?noteId=). */
  refunds: z.array(
    z.object({
      id: z.uuid(),
      number: z.string(),
      issueDate: z.string(),
      reason: z.string().nullable(),
      subtotalMinor: z.number().int(),
      vatMinor: z.number().int(),
      totalMinor: z.number().int(),
    }),
  ),
  /** Paid online through pay links (what a refund can return, less refundedMinor). */
  paidOnlineMinor: z.number().int(),
}).meta({ id: 'InvoiceDetail' });

const InvoicePage = pageSchema(InvoiceSummary, 'InvoicePage');

const Bucket = z.object({ count: z.number().int(), amountMinor: z.number().int() });
const InvoiceStats = z
  .object({
    paid: Bucket,
    pending: Bucket,
    overdue: Bucket,
    total: Bucket,
    drafts: z.number().int(),
    currency: z.string(),
    today: z.string(),
  })
  .meta({ id: 'InvoiceStats' });

const InvoiceSettings = z
  .object({
    saved: z.boolean(),
    logo: z.object({ id: z.uuid(), contentType: z.string() }).nullable(),
    companyName: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
    website: z.string().nullable(),
    taxId: z.string().nullable(),
    bankDetails: z.string().nullable(),
    autoAddLogo: z.boolean(),
    autoAddCompanyInfo: z.boolean(),
    defaultPaymentTerms: z.number().int(),
    defaultNotes: z.string(),
    invoiceColor: z.enum(['amber', 'blue', 'purple', 'green']),
    currency: z.string(),
  })
  .meta({ id: 'InvoiceSettings' });

const Sent = z.object({ invoice: InvoiceDetail, to: z.string() }).meta({ id: 'InvoiceSent' });

const optionalBody = <T extends z.ZodType>(schema: T) => ({
  required: false,
  content: { 'application/json': { schema } },
});
const LocaleQuery = z.object({ locale: localeSchema.optional() });

const common = { tags: ['Invoices'], security: [{ bearer: [] }] };
const digitsOfCurrency = (currency: string) => (isCurrency(currency) ? minorDigitsOf(currency) : 2);
const item = { ...common, request: { params: UuidParam } };

const list = createRoute({
  ...common,
  method: 'get',
  path: '/invoices',
  summary:
    'The register: search (number, client name or email), filter by status (overdue follows from the due date), sort, page',
  request: { query: invoiceListQuerySchema() },
  responses: { 200: jsonResponse(InvoicePage, 'A page of invoices'), ...tenantErrors },
});
const stats = createRoute({
  ...common,
  method: 'get',
  path: '/invoices/stats',
  summary: 'The tiles: paid, pending, overdue, total',
  responses: { 200: jsonResponse(InvoiceStats, 'Invoice figures'), ...tenantErrors },
});
const create = createRoute({
  ...common,
  method: 'post',
  path: '/invoices',
  summary: 'Create a draft (no number until it is issued); VAT 20 % per line, to the penny',
  request: { body: jsonBody(invoiceDraftSchema(undefined, ANY_CURRENCY)) },
  responses: { 201: jsonResponse(InvoiceDetail, 'The draft'), ...tenantErrors },
});
const duplicateLast = createRoute({
  ...common,
  method: 'post',
  path: '/invoices/duplicate-last',
  summary: "'Dupliquer la dernière': a new draft from the most recent invoice",
  responses: { 201: jsonResponse(InvoiceDetail, 'The new draft'), ...tenantErrors },
});
const read = createRoute({
  ...item,
  method: 'get',
  path: '/invoices/{id}',
  summary: 'One invoice with its lines and credit note',
  responses: { 200: jsonResponse(InvoiceDetail, 'The invoice'), ...tenantErrors },
});
const update = createRoute({
  ...common,
  method: 'patch',
  path: '/invoices/{id}',
  summary: 'Change a draft (409 invoice_issued once issued)',
  request: { params: UuidParam, body: jsonBody(invoiceDraftPatchSchema(undefined, ANY_CURRENCY)) },
  responses: { 200: jsonResponse(InvoiceDetail, 'The draft'), ...tenantErrors },
});
const remove = createRoute({
  ...item,
  method: 'delete',
  path: '/invoices/{id}',
  summary: 'Delete a draft (an issued invoice is never deleted: void it)',
  responses: { 204: { description: 'Deleted' }, ...tenantErrors },
});
const issue = createRoute({
  ...item,
  method: 'post',
  path: '/invoices/{id}/issue',
  summary: 'Issue a draft: it takes the next INV-YYYY-NNN of the year and becomes sent',
  responses: { 200: jsonResponse(InvoiceDetail, 'The issued invoice'), ...tenantErrors },
});
const send = createRoute({
  ...common,
  method: 'post',
  path: '/invoices/{id}/send',
  summary: 'Send Email: issues a draft, then emails the PDF to the client (or `to`)',
  request: { params: UuidParam, body: optionalBody(invoiceSendSchema()) },
  responses: { 200: jsonResponse(Sent, 'Queued'), ...tenantErrors },
});
const pay = createRoute({
  ...common,
  method: 'post',
  path: '/invoices/{id}/pay',
  summary: 'Mark paid (a draft paid on the spot is issued first)',
  request: { params: UuidParam, body: optionalBody(invoicePaySchema()) },
  responses: { 200: jsonResponse(InvoiceDetail, 'The paid invoice'), ...tenantErrors },
});
const voidRoute = createRoute({
  ...common,
  method: 'post',
  path: '/invoices/{id}/void',
  summary: 'Void an issued invoice: it keeps its number and gets a credit note (CN-YYYY-NNN)',
  request: { params: UuidParam, body: optionalBody(invoiceVoidSchema()) },
  responses: { 200: jsonResponse(InvoiceDetail, 'The void invoice'), ...tenantErrors },
});
const duplicate = createRoute({
  ...item,
  method: 'post',
  path: '/invoices/{id}/duplicate',
  summary: 'A new draft with the same client and lines',
  responses: { 201: jsonResponse(InvoiceDetail, 'The new draft'), ...tenantErrors },
});
const pdf = createRoute({
  ...item,
  method: 'get',
  path: '/invoices/{id}/pdf',
  summary: 'Download PDF (a draft prints as a pro forma, without a number)',
  responses: { 200: pdfResponse('The PDF'), ...tenantErrors },
});
const creditNotePdf = createRoute({
  ...item,
  method: 'get',
  path: '/invoices/{id}/credit-note/pdf',
  summary:
    'The credit note of a void invoice, or (noteId) the credit note of one of its partial refunds, as a PDF',
  request: { params: UuidParam, query: z.object({ noteId: z.uuid().optional() }) },
  responses: { 200: pdfResponse('The PDF'), ...tenantErrors },
});
export const FacturXRead = z
  .object({
    number: z.string(),
    typeCode: z.string(),
    issueDate: z.string().nullable(),
    dueDate: z.string().nullable(),
    currency: z.string(),
    profile: z.string(),
    seller: z.object({ name: z.string(), vatNumber: z.string().nullable(), legalId: z.string().nullable() }),
    buyer: z.object({ name: z.string(), vatNumber: z.string().nullable() }),
    lines: z.array(
      z.object({
        description: z.string(),
        quantity: z.number(),
        unitPriceMinor: z.number().int(),
        netMinor: z.number().int(),
      }),
    ),
    lineTotalMinor: z.number().int(),
    taxBasisMinor: z.number().int(),
    taxTotalMinor: z.number().int(),
    grandTotalMinor: z.number().int(),
    prepaidMinor: z.number().int(),
    duePayableMinor: z.number().int(),
  })
  .meta({ id: 'FacturXRead' });
const readFacturXRoute = createRoute({
  ...common,
  method: 'post',
  path: '/invoices/read-factur-x',
  summary:
    'Read a received Factur-X PDF (a supplier’s invoice): its embedded factur-x.xml’s lines and totals (422 no_factur_x when it has none)',
  request: {
    body: {
      required: true,
      description: 'The PDF',
      content: { 'application/pdf': { schema: { type: 'string' as const, format: 'binary' } } },
    },
  },
  responses: { 200: jsonResponse(FacturXRead, 'What the invoice says'), ...tenantErrors },
});
const readSettings = createRoute({
  ...common,
  method: 'get',
  path: '/invoice-settings',
  summary: 'The invoice settings, with the business’s details where a field is empty',
  request: { query: LocaleQuery },
  responses: { 200: jsonResponse(InvoiceSettings, 'The settings'), ...tenantErrors },
});
const saveSettings = createRoute({
  ...common,
  method: 'put',
  path: '/invoice-settings',
  summary: 'Save the invoice settings (logo: upload it first with POST /v1/files?kind=logo)',
  request: { query: LocaleQuery, body: jsonBody(invoiceSettingsSchema()) },
  responses: { 200: jsonResponse(InvoiceSettings, 'The settings'), ...tenantErrors },
});

const serialise = isoDates;

/** What the API answers of the settings: all but the logo's storage key. */
function publicSettings(settings: InvoiceSettingsView) {
  const { logoStorageKey: _key, ...rest } = settings;
  return rest;
}

export function invoiceRoutes() {
  return router()
    .openapi(readFacturXRoute, async (c) => {
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      return c.json(await readFacturX(bytes, digitsOfCurrency), 200);
    })
    .openapi(list, async (c) => {
      const page = await listInvoices(c.get('scope'), c.req.valid('query'));
      return c.json({ ...page, items: page.items.map(serialise) }, 200);
    })
    .openapi(stats, async (c) => c.json(await invoiceStats(c.get('scope')), 200))
    .openapi(create, async (c) => {
      const invoice = await createInvoice(
        c.get('scope'),
        await bodyInCurrency(c, (currency) => invoiceDraftSchema(undefined, currency)),
      );
      return c.json(serialise(invoice), 201);
    })
    .openapi(duplicateLast, async (c) => c.json(serialise(await duplicateLastInvoice(c.get('scope'))), 201))
    .openapi(read, async (c) => {
      const invoice = await getInvoice(c.get('scope'), c.req.valid('param').id);
      return c.json(serialise(invoice), 200);
    })
    .openapi(update, async (c) => {
      const invoice = await updateDraft(c.get('scope'), {
        id: c.req.valid('param').id,
        patch: await bodyInCurrency(c, (currency) => invoiceDraftPatchSchema(undefined, currency)),
      });
      return c.json(serialise(invoice), 200);
    })
    .openapi(remove, async (c) => {
      await deleteDraft(c.get('scope'), c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(issue, async (c) => {
      const invoice = await issueInvoice(c.get('scope'), c.req.valid('param').id);
      return c.json(serialise(invoice), 200);
    })
    .openapi(send, async (c) => {
      const body = c.req.valid('json');
      const result = await sendInvoice(c.get('scope'), {
        id: c.req.valid('param').id,
        to: body.to ?? null,
        ...(body.locale ? { locale: body.locale } : {}),
      });
      return c.json({ invoice: serialise(result.invoice), to: result.to }, 200);
    })
    .openapi(pay, async (c) => {
      const invoice = await markPaid(c.get('scope'), {
        id: c.req.valid('param').id,
        paidOn: c.req.valid('json').paidOn,
      });
      return c.json(serialise(invoice), 200);
    })
    .openapi(voidRoute, async (c) => {
      const invoice = await voidInvoice(c.get('scope'), {
        id: c.req.valid('param').id,
        reason: c.req.valid('json').reason,
      });
      return c.json(serialise(invoice), 200);
    })
    .openapi(duplicate, async (c) =>
      c.json(serialise(await duplicateInvoice(c.get('scope'), c.req.valid('param').id)), 201),
    )
    .openapi(pdf, async (c) => {
      const { bytes, fileName } = await invoicePdf(c.get('scope'), { id: c.req.valid('param').id });
      return pdfAnswer(c, bytes, fileName);
    })
    .openapi(creditNotePdf, async (c) => {
      const noteId = c.req.valid('query').noteId;
      const { bytes, fileName } = await invoicePdf(c.get('scope'), {
        id: c.req.valid('param').id,
        ...(noteId ? { refundNoteId: noteId } : { creditNote: true }),
      });
      return pdfAnswer(c, bytes, fileName);
    })
    .openapi(readSettings, async (c) => {
      const settings = await getInvoiceSettings(c.get('scope'), c.req.valid('query').locale);
      return c.json(publicSettings(settings), 200);
    })
    .openapi(saveSettings, async (c) => {
      const settings = await updateInvoiceSettings(c.get('scope'), {
        settings: c.req.valid('json'),
        locale: c.req.valid('query').locale,
      });
      return c.json(publicSettings(settings), 200);
    });
}
