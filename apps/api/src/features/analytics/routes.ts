import { todayIn } from '@carat/domain/dates';
import { ANALYTICS_MONTHS, DEFAULT_ANALYTICS_MONTHS } from '@carat/domain/stats';
import { localeSchema } from '@carat/validation/locale';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { analyticsReport } from '#api/features/analytics/analytics.ts';
import { analyticsCsv } from '#api/features/analytics/analytics-csv.ts';
import { Figure } from '#api/features/analytics/dashboard-routes.ts';
import { jsonResponse, router, tenantErrors } from '#api/lib/openapi.ts';

const Window = z.object({ from: z.string(), to: z.string() });
const Count = z.number().int();

const AnalyticsReport = z
  .object({
    months: Count,
    timeZone: z.string(),
    currency: z.string(),
    month: Window.meta({ description: 'The current calendar month so far' }),
    previousMonth: Window.meta({
      description: 'The same span of the previous month: its 1st up to the same day and hour',
    }),
    since: z.string().meta({ description: 'The first instant of the oldest month shown' }),
    tiles: z
      .object({
        revenue: Figure.meta({ description: 'Invoices paid, VAT included, minor units of `currency`' }),
        orders: Figure.meta({ description: 'Orders created, cancelled ones excepted' }),
        clients: Figure.meta({ description: 'Clients in the book at the end of each span' }),
        appointments: Figure.meta({ description: 'Appointments starting, cancelled ones excepted' }),
      })
      .meta({ description: 'This month so far against the same span of the previous month' }),
    popularProducts: z.array(
      z.object({
        name: z.string(),
        orders: Count,
        orderedMinor: Count.meta({ description: 'Those orders’ value before VAT' }),
        enquiries: Count.meta({ description: 'Showroom basket lines and bookings naming the piece' }),
      }),
    ),
    engagement: z.object({
      repeatClients: z.object({ clients: Count, repeat: Count, sharePercent: z.number().nullable() }),
      averageOrder: z.object({ orders: Count, valueMinor: Count.nullable() }),
      satisfaction: z.object({ reviews: Count, average: z.number().nullable() }),
      responseTime: z.object({ bookings: Count, medianMinutes: Count.nullable() }),
    }),
    monthly: z.array(
      z.object({
        month: z.string().meta({ description: 'YYYY-MM in the business’s time zone' }),
        from: z.string(),
        to: z.string(),
        revenue: Count,
        orders: Count,
        newClients: Count,
        appointments: Count,
      }),
    ),
  })
  .meta({ id: 'AnalyticsReport' });

const MonthsQuery = z.object({ months: z.enum(ANALYTICS_MONTHS).default(DEFAULT_ANALYTICS_MONTHS) });
const common = { tags: ['Analytics'], security: [{ bearer: [] }] };

const report = createRoute({
  ...common,
  method: 'get',
  path: '/analytics',
  summary:
    'The analytics page: the month’s four tiles with their change, popular products, client engagement and the last 3, 6 or 12 months, in the business’s time zone',
  request: { query: MonthsQuery },
  responses: { 200: jsonResponse(AnalyticsReport, 'The figures'), ...tenantErrors },
});

const exportCsv = createRoute({
  ...common,
  method: 'get',
  path: '/analytics/export.csv',
  summary: '‘Exporter rapport’: the month’s tiles and the monthly table as CSV (UTF-8)',
  request: { query: MonthsQuery.extend({ locale: localeSchema.optional() }) },
  responses: {
    200: { description: 'The CSV', content: { 'text/csv': { schema: { type: 'string' as const } } } },
    ...tenantErrors,
  },
});

/** The analytics page's figures, and its report as CSV. */
export function analyticsRoutes() {
  return router()
    .openapi(report, async (c) =>
      c.json(await analyticsReport(c.get('scope'), c.req.valid('query').months), 200),
    )
    .openapi(exportCsv, async (c) => {
      const { months, locale } = c.req.valid('query');
      const { scope } = c.var;
      const figures = await analyticsReport(scope, months);
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header(
        'Content-Disposition',
        `attachment; filename="rapport-analytique-${todayIn(scope.now, scope.timeZone)}.csv"`,
      );
      c.header('Cache-Control', 'private, no-store');
      // A byte-order mark, so spreadsheets read the accents as UTF-8.
      return c.body(`\uFEFF${analyticsCsv(figures, locale ?? 'fr')}`, 200);
    });
}
