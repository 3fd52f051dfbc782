import { APPOINTMENT_ACTIONS } from '@carat/domain/appointments';
import {
  appointmentActionSchema,
  appointmentInputSchema,
  appointmentListQuerySchema,
  appointmentRescheduleSchema,
  appointmentSlotsQuerySchema,
  availabilitySettingsSchema,
} from '@carat/validation/appointments';
import { localeSchema } from '@carat/validation/locale';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  appointmentSlots,
  appointmentStats,
  cancelAppointment,
  confirmAppointment,
  createAppointment,
  getAppointment,
  listAppointments,
  rescheduleAppointment,
} from '#api/features/appointments/appointments.ts';
import { getAvailability, saveAvailability } from '#api/features/appointments/availability.ts';
import { ErrorSchema, jsonBody, jsonResponse, router, tenantErrors, UuidParam } from '#api/lib/openapi.ts';

/** A service key: one of the spec's four (phone, video, store, design) or one of the business's own. */
const Type = z.string();
const Status = z.enum(['pending', 'confirmed', 'cancelled', 'completed']);

const AppointmentSummary = z
  .object({
    id: z.uuid(),
    type: Type,
    mode: z.enum(['phone', 'video', 'in-person']),
    status: Status,
    date: z.string(),
    time: z.string(),
    timeZone: z.string(),
    startsAt: z.string(),
    endsAt: z.string(),
    clientId: z.uuid().nullable(),
    clientName: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    confirmedAt: z.string().nullable(),
    cancelledAt: z.string().nullable(),
    createdAt: z.string(),
    canConfirm: z.boolean(),
    canChange: z.boolean(),
    /** What the appointment allows now (domain: appointmentActions). */
    actions: z.array(z.enum(APPOINTMENT_ACTIONS)),
  })
  .meta({ id: 'AppointmentSummary' });

const AppointmentDetail = AppointmentSummary.extend({
  message: z.string().nullable(),
  locale: localeSchema,
  product: z.object({ name: z.string(), ref: z.number().int() }).nullable(),
  deposit: z.object({ amountMinor: z.number().int(), currency: z.string(), status: z.string() }),
}).meta({ id: 'AppointmentDetail' });

const AppointmentPage = z
  .object({
    items: z.array(AppointmentSummary),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    timeZone: z.string(),
  })
  .meta({ id: 'AppointmentPage' });

const AppointmentStats = z
  .object({
    today: z.number().int(),
    thisWeek: z.number().int(),
    confirmed: z.number().int(),
    pending: z.number().int(),
    timeZone: z.string(),
    date: z.string(),
    weekStart: z.string(),
  })
  .meta({ id: 'AppointmentStats' });

const AppointmentSlots = z
  .object({
    date: z.string(),
    type: Type,
    timeZone: z.string(),
    slots: z.array(z.object({ time: z.string(), startsAt: z.string() })),
  })
  .meta({ id: 'AppointmentSlots' });

const Availability = z
  .object({
    weekly: z.array(z.object({ weekday: z.number().int(), times: z.array(z.string()) })),
    closedDates: z.array(z.object({ date: z.string(), reason: z.string().nullable() })),
    bufferMinutes: z.number().int(),
    timeZone: z.string(),
    today: z.string(),
  })
  .meta({ id: 'AvailabilitySettings' });

const conflict = {
  409: {
    description:
      'The range overlaps another booking (code slot_taken), or the appointment can no longer change',
    content: { 'application/json': { schema: ErrorSchema } },
  },
};

const common = { tags: ['Appointments'], security: [{ bearer: [] }] };
const optionalAction = {
  required: false,
  content: { 'application/json': { schema: appointmentActionSchema() } },
};

const list = createRoute({
  ...common,
  method: 'get',
  path: '/appointments',
  summary:
    'Appointments starting within a range of local dates (the calendars), or not over yet (upcoming=true); status, page',
  request: { query: appointmentListQuerySchema() },
  responses: { 200: jsonResponse(AppointmentPage, 'A page of appointments'), ...tenantErrors },
});
const stats = createRoute({
  ...common,
  method: 'get',
  path: '/appointments/stats',
  summary:
    'The four tiles: today, this ISO week (in the business’s zone), confirmed and pending ones not over yet',
  responses: { 200: jsonResponse(AppointmentStats, 'Appointment figures'), ...tenantErrors },
});
const slots = createRoute({
  ...common,
  method: 'get',
  path: '/appointments/slots',
  summary: 'The free start times of a date for a type, as the showroom offers them',
  request: { query: appointmentSlotsQuerySchema() },
  responses: { 200: jsonResponse(AppointmentSlots, 'Free start times'), ...tenantErrors },
});
const read = createRoute({
  ...common,
  method: 'get',
  path: '/appointments/{id}',
  summary: 'View Details',
  request: { params: UuidParam },
  responses: { 200: jsonResponse(AppointmentDetail, 'The appointment'), ...tenantErrors },
});
const create = createRoute({
  ...common,
  method: 'post',
  path: '/appointments',
  summary:
    "'Nouveau RDV': any free start time; confirmed at once; the client emailed (unless notifyClient=false) and reminded",
  request: { body: jsonBody(appointmentInputSchema()) },
  responses: { 201: jsonResponse(AppointmentDetail, 'The new appointment'), ...tenantErrors, ...conflict },
});
const confirm = createRoute({
  ...common,
  method: 'post',
  path: '/appointments/{id}/confirm',
  summary: 'Confirm a pending booking; the client is emailed',
  request: { params: UuidParam, body: optionalAction },
  responses: { 200: jsonResponse(AppointmentDetail, 'The appointment'), ...tenantErrors, ...conflict },
});
const reschedule = createRoute({
  ...common,
  method: 'post',
  path: '/appointments/{id}/reschedule',
  summary: 'Move to any free start time; the reminder is replaced and the client emailed',
  request: { params: UuidParam, body: jsonBody(appointmentRescheduleSchema()) },
  responses: { 200: jsonResponse(AppointmentDetail, 'The appointment'), ...tenantErrors, ...conflict },
});
const cancel = createRoute({
  ...common,
  method: 'post',
  path: '/appointments/{id}/cancel',
  summary: 'Cancel; the reminder is dropped and the client emailed',
  request: { params: UuidParam, body: optionalAction },
  responses: { 200: jsonResponse(AppointmentDetail, 'The appointment'), ...tenantErrors, ...conflict },
});
const readAvailability = createRoute({
  ...common,
  method: 'get',
  path: '/availability',
  summary: 'The week’s start times, the closed dates (from today) and the break after each appointment',
  responses: { 200: jsonResponse(Availability, 'Availability'), ...tenantErrors },
});
const writeAvailability = createRoute({
  ...common,
  method: 'put',
  path: '/availability',
  summary: 'Replace the week, the closed dates from today on and the break (0–240 minutes)',
  request: { body: jsonBody(availabilitySettingsSchema()) },
  responses: { 200: jsonResponse(Availability, 'Availability'), ...tenantErrors },
});

/** Confirm and cancel take an optional body: none means "email the client". */
const actionOf = (body: unknown) => appointmentActionSchema().parse(body ?? {});

export function appointmentRoutes() {
  return router()
    .openapi(list, async (c) => c.json(await listAppointments(c.get('scope'), c.req.valid('query')), 200))
    .openapi(stats, async (c) => c.json(await appointmentStats(c.get('scope')), 200))
    .openapi(slots, async (c) => c.json(await appointmentSlots(c.get('scope'), c.req.valid('query')), 200))
    .openapi(read, async (c) => c.json(await getAppointment(c.get('scope'), c.req.valid('param').id), 200))
    .openapi(create, async (c) => c.json(await createAppointment(c.get('scope'), c.req.valid('json')), 201))
    .openapi(confirm, async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await confirmAppointment(c.get('scope'), { ...actionOf(c.req.valid('json')), id }), 200);
    })
    .openapi(reschedule, async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await rescheduleAppointment(c.get('scope'), { ...c.req.valid('json'), id }), 200);
    })
    .openapi(cancel, async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await cancelAppointment(c.get('scope'), { ...actionOf(c.req.valid('json')), id }), 200);
    })
    .openapi(readAvailability, async (c) => c.json(await getAvailability(c.get('scope')), 200))
    .openapi(writeAvailability, async (c) =>
      c.json(await saveAvailability(c.get('scope'), c.req.valid('json')), 200),
    );
}
