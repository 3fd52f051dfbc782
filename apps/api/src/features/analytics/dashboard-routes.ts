import { DEFAULT_STAT_PERIOD, STAT_PERIODS } from '@carat/domain/stats';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { dashboardStats } from '#api/features/analytics/dashboard.ts';
import { jsonResponse, router, tenantErrors } from '#api/lib/openapi.ts';

/** One figure with the previous period's and the change (the home's cards, the analytics tiles). */
export const Figure = z
  .object({
    value: z.number().int(),
    previous: z.number().int(),
    changePercent: z.number().nullable().meta({
      description: 'Change against the previous period in percent, one decimal; null when it was 0',
    }),
  })
  .meta({ id: 'StatFigure' });

const Window = z.object({ from: z.string(), to: z.string() });

const DashboardStats = z
  .object({
    period: z.enum(STAT_PERIODS),
    days: z.number().int(),
    timeZone: z.string(),
    currency: z.string(),
    current: Window,
    previous: Window,
    orders: Figure.meta({ description: 'Orders created in the period, cancelled ones excepted' }),
    appointments: Figure.meta({
      description: 'Appointments starting in the period, cancelled ones excepted',
    }),
    revenue: Figure.nullable().meta({
      description:
        'Invoices paid in the period, VAT included, in minor units of `currency`; null for a member whose role does not read invoices (staff)',
    }),
    clients: Figure.meta({ description: 'Clients in the book at the end of the period' }),
  })
  .meta({ id: 'DashboardStats' });

const stats = createRoute({
  tags: ['Dashboard'],
  security: [{ bearer: [] }],
  method: 'get',
  path: '/dashboard/stats',
  summary:
    'The home’s four cards over the last 7, 30 or 90 days (today included, in the business’s time zone), each with the change against the period before',
  request: { query: z.object({ period: z.enum(STAT_PERIODS).default(DEFAULT_STAT_PERIOD) }) },
  responses: { 200: jsonResponse(DashboardStats, 'The figures'), ...tenantErrors },
});

/** The dashboard home's figures. */
export function dashboardRoutes() {
  return router().openapi(stats, async (c) =>
    c.json(await dashboardStats(c.get('scope'), c.req.valid('query').period), 200),
  );
}
