import { APPOINTMENT_TYPE_IDS } from '@carat/domain/appointments';
import { appointmentServicesSchema } from '@carat/validation/catalogue-settings';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  listAppointmentServices,
  saveAppointmentServices,
} from '#api/features/appointments/appointment-services.ts';
import { jsonBody, jsonResponse, router, tenantErrors } from '#api/lib/openapi.ts';

const Text = z.object({ fr: z.string(), en: z.string() });

const AppointmentService = z
  .object({
    type: z.enum(APPOINTMENT_TYPE_IDS),
    /** The spec's title of the type (the types themselves are the spec's four). */
    title: Text,
    enabled: z.boolean(),
    minDurationMinutes: z.number().int(),
    /** What a booking holds in the diary, before the buffer. */
    maxDurationMinutes: z.number().int(),
    minPriceMinor: z.number().int(),
    maxPriceMinor: z.number().int(),
    currency: z.string(),
    /** The description in force in each language (the spec's where the business wrote none). */
    description: Text,
    depositMinor: z.number().int(),
    /** False while the type is exactly the spec's (the business never saved it). */
    customised: z.boolean(),
  })
  .meta({ id: 'AppointmentService' });

const ServiceList = z.object({ items: z.array(AppointmentService) }).meta({ id: 'AppointmentServiceList' });

const common = { tags: ['Services'], security: [{ bearer: [] }] };

const list = createRoute({
  ...common,
  method: 'get',
  path: '/services',
  summary: "The four appointment types as the business offers them (the spec's values until changed)",
  responses: { 200: jsonResponse(ServiceList, 'The appointment types'), ...tenantErrors },
});
const save = createRoute({
  ...common,
  method: 'put',
  path: '/services',
  summary:
    'Set appointment types: each given is set whole (enabled, durations, prices, currency, description, deposit); others keep theirs',
  request: { body: jsonBody(appointmentServicesSchema()) },
  responses: { 200: jsonResponse(ServiceList, 'The appointment types'), ...tenantErrors },
});

export function appointmentServiceRoutes() {
  return router()
    .openapi(list, async (c) => c.json(await listAppointmentServices(c.get('scope')), 200))
    .openapi(save, async (c) =>
      c.json(await saveAppointmentServices(c.get('scope'), c.req.valid('json')), 200),
    );
}
