import { APPOINTMENT_MODES } from '@carat/domain/showroom';
import {
  appointmentServiceInputSchema,
  appointmentServiceOrderSchema,
  appointmentServicePatchSchema,
  appointmentServicesSchema,
} from '@carat/validation/catalogue-settings';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  createAppointmentService,
  deleteAppointmentService,
  listAppointmentServices,
  reorderAppointmentServices,
  saveAppointmentServices,
  updateAppointmentService,
} from '#api/features/appointments/appointment-services.ts';
import { jsonBody, jsonResponse, router, tenantErrors } from '#api/lib/openapi.ts';

const Text = z.object({ fr: z.string(), en: z.string() });

const AppointmentService = z
  .object({
    /** The service's key: one of the spec's four (phone, video, store, design) or one of the business's own. */
    type: z.string(),
    /** Its name in each language: the spec's title for a spec type not renamed. */
    name: Text,
    /** The same as `name` (kept for callers that read the spec's title). */
    title: Text,
    /** True for a service the business added; the spec's four are hidden, never deleted. */
    custom: z.boolean(),
    mode: z.enum(APPOINTMENT_MODES),
    position: z.number().int(),
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
    /** False while the service is exactly the spec's (the business never saved it). */
    customised: z.boolean(),
  })
  .meta({ id: 'AppointmentService' });

const ServiceList = z.object({ items: z.array(AppointmentService) }).meta({ id: 'AppointmentServiceList' });
const KeyParam = z.object({ key: z.string().max(40) });

const common = { tags: ['Services'], security: [{ bearer: [] }] };

const list = createRoute({
  ...common,
  method: 'get',
  path: '/services',
  summary: "The business's services in its order: the spec's four (its values until changed) and its own",
  responses: { 200: jsonResponse(ServiceList, 'The services'), ...tenantErrors },
});
const save = createRoute({
  ...common,
  method: 'put',
  path: '/services',
  summary:
    'Set services: each given is set whole (enabled, durations, prices, currency, description, deposit); others keep theirs',
  request: { body: jsonBody(appointmentServicesSchema()) },
  responses: { 200: jsonResponse(ServiceList, 'The services'), ...tenantErrors },
});
const create = createRoute({
  ...common,
  method: 'post',
  path: '/services',
  summary:
    "Add a service of the business's own (French and English names, mode, settings; a key made from the English name unless given); it goes last",
  request: { body: jsonBody(appointmentServiceInputSchema()) },
  responses: { 201: jsonResponse(AppointmentService, 'The new service'), ...tenantErrors },
});
const order = createRoute({
  ...common,
  method: 'put',
  path: '/services/order',
  summary: "Put the services in an order: every key (the spec's four included), once",
  request: { body: jsonBody(appointmentServiceOrderSchema()) },
  responses: { 200: jsonResponse(ServiceList, 'The services'), ...tenantErrors },
});
const update = createRoute({
  ...common,
  method: 'patch',
  path: '/services/{key}',
  summary: 'Rename a service, show or hide it, or say how one of its own takes place (its key stays)',
  request: { params: KeyParam, body: jsonBody(appointmentServicePatchSchema()) },
  responses: { 200: jsonResponse(AppointmentService, 'The changed service'), ...tenantErrors },
});
const remove = createRoute({
  ...common,
  method: 'delete',
  path: '/services/{key}',
  summary:
    "Delete a service of the business's own; one appointments name answers 409 `service_in_use` (hide it instead)",
  request: { params: KeyParam },
  responses: {
    200: jsonResponse(z.object({ deleted: z.string() }), 'Deleted'),
    ...tenantErrors,
  },
});

export function appointmentServiceRoutes() {
  return router()
    .openapi(list, async (c) => c.json(await listAppointmentServices(c.get('scope')), 200))
    .openapi(save, async (c) =>
      c.json(await saveAppointmentServices(c.get('scope'), c.req.valid('json')), 200),
    )
    .openapi(create, async (c) =>
      c.json(await createAppointmentService(c.get('scope'), c.req.valid('json')), 201),
    )
    .openapi(order, async (c) =>
      c.json(await reorderAppointmentServices(c.get('scope'), c.req.valid('json').keys), 200),
    )
    .openapi(update, async (c) =>
      c.json(
        await updateAppointmentService(c.get('scope'), {
          key: c.req.valid('param').key,
          patch: c.req.valid('json'),
        }),
        200,
      ),
    )
    .openapi(remove, async (c) =>
      c.json(await deleteAppointmentService(c.get('scope'), c.req.valid('param').key), 200),
    );
}
