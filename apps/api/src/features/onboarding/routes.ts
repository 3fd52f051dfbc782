import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { getOnboarding, ONBOARDING_ITEMS, updateOnboarding } from '#api/features/onboarding/onboarding.ts';
import { ErrorSchema, jsonBody, jsonResponse, router, tenantErrors } from '#api/lib/openapi.ts';

const Onboarding = z
  .object({
    /** In the checklist's order; each ticks itself from the business's rows. */
    items: z.array(z.object({ id: z.enum(ONBOARDING_ITEMS), done: z.boolean() })),
    done: z.number().int(),
    total: z.number().int(),
    complete: z.boolean(),
    dismissed: z.boolean(),
    /** The showroom's public address, to copy or show as a QR code. */
    url: z.string(),
    /** That address as an SVG QR code. */
    qrSvg: z.string(),
  })
  .meta({ id: 'Onboarding' });

const OnboardingChange = z
  .strictObject({ linkShared: z.literal(true), dismissed: z.literal(true) })
  .partial();

const common = { tags: ['Onboarding'], security: [{ bearer: [] }] };

const read = createRoute({
  ...common,
  method: 'get',
  path: '/onboarding',
  summary: "The set-up checklist of the dashboard's home, read from the business's own rows",
  responses: { 200: jsonResponse(Onboarding, 'The checklist'), ...tenantErrors },
});
const update = createRoute({
  ...common,
  method: 'patch',
  path: '/onboarding',
  summary:
    'Record the showroom link shared (copied or shown as a QR code), or put the finished checklist away',
  request: { body: jsonBody(OnboardingChange) },
  responses: {
    200: jsonResponse(Onboarding, 'The checklist'),
    ...tenantErrors,
    409: {
      description: 'Put away before every item is done (code invalid_status_move)',
      content: { 'application/json': { schema: ErrorSchema } },
    },
  },
});

export function onboardingRoutes() {
  return router()
    .openapi(read, async (c) => c.json(await getOnboarding(c.get('scope')), 200))
    .openapi(update, async (c) => c.json(await updateOnboarding(c.get('scope'), c.req.valid('json')), 200));
}
