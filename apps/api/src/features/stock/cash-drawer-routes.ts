import { isIsoDate } from '@carat/domain/dates';
import { cashDrawerCloseSchema, cashDrawerOpenSchema, cashMovementSchema } from '@carat/validation/stock';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { jsonBody, jsonResponse, PageQuery, router, tenantErrors, UuidParam } from '#api/lib/openapi.ts';
import { pdfAnswer, pdfResponse } from '#api/lib/pdf/answer.ts';
import { shopHeading } from '#api/lib/pdf/shop.ts';
import { isoDates } from '#api/lib/serialise.ts';
import type { TenantScope } from '#api/scope.ts';
import {
  addCashMovement,
  closeDrawer,
  currentDrawer,
  type DayZReport,
  type DrawerSessionDetail,
  dayZReport,
  getDrawerSession,
  listDrawerSessions,
  openDrawer,
} from './cash-drawer.ts';
import { RECEIPT_FORMATS, type ReceiptFormat } from './receipt-pdf.ts';
import { renderDayZReportPdf, renderZReportPdf } from './z-report-pdf.ts';

/** The cash drawer and its Z report (ADR 072): `/v1/cash-drawer`, the counter's work as the sale is. */

const Money = z.number().int();
const Session = z
  .object({
    id: z.uuid(),
    status: z.enum(['open', 'closed']),
    currency: z.string(),
    openingFloatMinor: Money,
    openedAt: z.string(),
    closedAt: z.string().nullable(),
    expectedCashMinor: Money.nullable(),
    countedCashMinor: Money.nullable(),
    /** Counted − expected: negative when the drawer is short. */
    differenceMinor: Money.nullable(),
    closingNote: z.string().nullable(),
    zReportUrl: z.string(),
  })
  .meta({ id: 'CashDrawerSession' });

const ZReport = z
  .object({
    salesCount: z.number().int(),
    salesTotalMinor: Money,
    payments: z.array(z.object({ method: z.string(), count: z.number().int(), amountMinor: Money })),
    changeGivenMinor: Money,
    oldGold: z.object({ count: z.number().int(), weightGrams: z.number(), amountMinor: Money }),
    taxes: z.array(z.object({ code: z.string(), rateBps: z.number(), taxMinor: Money })),
    taxMinor: Money,
    returns: z.object({
      count: z.number().int(),
      totalMinor: Money,
      taxMinor: Money,
      byMethod: z.array(z.object({ method: z.string(), amountMinor: Money })),
    }),
    layawayCashMinor: Money,
    movements: z.array(
      z.object({
        id: z.uuid(),
        kind: z.enum(['in', 'out']),
        amountMinor: Money,
        reason: z.string(),
        createdAt: z.string(),
      }),
    ),
    cash: z.object({
      openingFloatMinor: Money,
      salesMinor: Money,
      layawaysMinor: Money,
      inMinor: Money,
      outMinor: Money,
      refundsMinor: Money,
      expectedMinor: Money,
      countedMinor: Money.nullable(),
      differenceMinor: Money.nullable(),
    }),
  })
  .meta({ id: 'ZReport' });

const SessionDetail = Session.extend({ report: ZReport }).meta({ id: 'CashDrawerSessionDetail' });

const common = { tags: ['Stock'], security: [{ bearer: [] }] };
const drawerConflicts = {
  409: {
    description:
      'A drawer is already open (drawer_already_open), none is open (drawer_not_open), or the session is closed (drawer_closed)',
  },
};

const current = createRoute({
  ...common,
  method: 'get',
  path: '/cash-drawer',
  summary: 'The open cash drawer with its running figures (`session` null when none is open)',
  responses: {
    200: jsonResponse(z.object({ session: SessionDetail.nullable() }), 'The open drawer'),
    ...tenantErrors,
  },
});
const open = createRoute({
  ...common,
  method: 'post',
  path: '/cash-drawer/open',
  summary: 'Open the cash drawer with its float (409 drawer_already_open while one is open)',
  request: { body: jsonBody(cashDrawerOpenSchema()) },
  responses: { 201: jsonResponse(SessionDetail, 'The open drawer'), ...tenantErrors, ...drawerConflicts },
});
const movement = createRoute({
  ...common,
  method: 'post',
  path: '/cash-drawer/movements',
  summary: 'Cash put in or taken out of the open drawer, with its reason (409 drawer_not_open)',
  request: { body: jsonBody(cashMovementSchema()) },
  responses: { 201: jsonResponse(SessionDetail, 'The open drawer'), ...tenantErrors, ...drawerConflicts },
});
const close = createRoute({
  ...common,
  method: 'post',
  path: '/cash-drawer/close',
  summary:
    'Close the open drawer with the cash counted: expected, counted and the difference are fixed (409 drawer_not_open; with sessionId, 409 drawer_closed for a session closed already)',
  request: {
    body: jsonBody(cashDrawerCloseSchema()),
  },
  responses: { 200: jsonResponse(SessionDetail, 'The closed session'), ...tenantErrors, ...drawerConflicts },
});
const sessions = createRoute({
  ...common,
  method: 'get',
  path: '/cash-drawer/sessions',
  summary: 'The drawer sessions, newest first',
  request: {
    query: PageQuery,
  },
  responses: { 200: jsonResponse(z.object({ items: z.array(Session) }), 'Sessions'), ...tenantErrors },
});
const sessionRead = createRoute({
  ...common,
  method: 'get',
  path: '/cash-drawer/sessions/{id}',
  summary: 'One session with its Z report',
  request: { params: UuidParam },
  responses: { 200: jsonResponse(SessionDetail, 'The session'), ...tenantErrors },
});
const zReportPdf = createRoute({
  ...common,
  method: 'get',
  path: '/cash-drawer/sessions/{id}/z-report.pdf',
  summary: 'The Z report (A4, or ?format=80mm for the thermal printer); an open session prints an X report',
  request: { params: UuidParam, query: z.object({ format: z.enum(RECEIPT_FORMATS).default('a4') }) },
  responses: { 200: pdfResponse('The Z report'), ...tenantErrors },
});

const DayParam = z.object({
  date: z.string().refine(isIsoDate, 'A calendar date, YYYY-MM-DD'),
});
const SalesPart = ZReport.pick({
  salesCount: true,
  salesTotalMinor: true,
  payments: true,
  taxes: true,
  taxMinor: true,
});
const DayReport = z
  .object({
    date: z.string(),
    currency: z.string(),
    sessions: z.array(SessionDetail),
    outside: SalesPart,
    totals: SalesPart.extend({
      expectedCashMinor: Money,
      countedCashMinor: Money.nullable(),
      differenceMinor: Money.nullable(),
    }),
  })
  .meta({ id: 'CashDrawerDayReport' });
const dayRead = createRoute({
  ...common,
  method: 'get',
  path: '/cash-drawer/days/{date}',
  summary:
    "The day's Z report: every session opened that calendar day (the business's time zone) with its report, the sales made outside any session, and the day's totals by method",
  request: { params: DayParam },
  responses: { 200: jsonResponse(DayReport, "The day's report"), ...tenantErrors },
});
const dayPdf = createRoute({
  ...common,
  method: 'get',
  path: '/cash-drawer/days/{date}/z-report.pdf',
  summary: "The day's Z report as a PDF (A4, or ?format=80mm for the thermal printer)",
  request: { params: DayParam, query: z.object({ format: z.enum(RECEIPT_FORMATS).default('a4') }) },
  responses: { 200: pdfResponse("The day's Z report"), ...tenantErrors },
});

const serialiseDay = (day: DayZReport) => ({ ...day, sessions: day.sessions.map(serialise) });

const serialise = (s: DrawerSessionDetail) => ({
  ...isoDates(s),
  report: { ...s.report, movements: s.report.movements.map(isoDates) },
});

async function zReportPdfOf(scope: TenantScope, id: string, format: ReceiptFormat) {
  const session = await getDrawerSession(scope, id);
  const bytes = await renderZReportPdf({
    locale: scope.locale,
    format,
    timeZone: scope.timeZone,
    shop: await shopHeading(scope),
    currency: session.currency,
    status: session.status,
    openedAt: session.openedAt,
    closedAt: session.closedAt,
    closingNote: session.closingNote,
    report: session.report,
  });
  const day = session.openedAt.toISOString().slice(0, 10);
  return { bytes, fileName: `Z-${day}-${session.id.slice(0, 8)}.pdf` };
}

export function cashDrawerRoutes() {
  return router()
    .openapi(current, async (c) => {
      const session = await currentDrawer(c.get('scope'));
      return c.json({ session: session ? serialise(session) : null }, 200);
    })
    .openapi(open, async (c) => c.json(serialise(await openDrawer(c.get('scope'), c.req.valid('json'))), 201))
    .openapi(movement, async (c) =>
      c.json(serialise(await addCashMovement(c.get('scope'), c.req.valid('json'))), 201),
    )
    .openapi(close, async (c) =>
      c.json(serialise(await closeDrawer(c.get('scope'), c.req.valid('json'))), 200),
    )
    .openapi(sessions, async (c) => {
      const items = await listDrawerSessions(c.get('scope'), c.req.valid('query'));
      return c.json({ items: items.map(isoDates) }, 200);
    })
    .openapi(sessionRead, async (c) =>
      c.json(serialise(await getDrawerSession(c.get('scope'), c.req.valid('param').id)), 200),
    )
    .openapi(zReportPdf, async (c) => {
      const { bytes, fileName } = await zReportPdfOf(
        c.get('scope'),
        c.req.valid('param').id,
        c.req.valid('query').format,
      );
      return pdfAnswer(c, bytes, fileName);
    })
    .openapi(dayRead, async (c) =>
      c.json(serialiseDay(await dayZReport(c.get('scope'), c.req.valid('param').date)), 200),
    )
    .openapi(dayPdf, async (c) => {
      const scope = c.get('scope');
      const { date } = c.req.valid('param');
      const bytes = await renderDayZReportPdf({
        locale: scope.locale,
        format: c.req.valid('query').format,
        timeZone: scope.timeZone,
        shop: await shopHeading(scope),
        report: await dayZReport(scope, date),
      });
      return pdfAnswer(c, bytes, `Z-${date}.pdf`);
    });
}
