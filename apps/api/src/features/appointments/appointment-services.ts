import { appointmentServices, appointments, businesses } from '@carat/db';
import {
  APPOINTMENT_SERVICE_LIMITS,
  type AppointmentService,
  resolveAppointmentService,
  resolveAppointmentServices,
  type StoredAppointmentService,
  serviceKeyFromName,
} from '@carat/domain/appointment-services';
import { isAppointmentTypeId } from '@carat/domain/appointments';
import { type LocalizedText, localize } from '@carat/domain/locale';
import {
  type AppointmentServiceInput,
  type AppointmentServicePatch,
  type AppointmentServicesValues,
  catalogueSettingsMessagesFor,
} from '@carat/validation/catalogue-settings';
import { and, eq, sql } from 'drizzle-orm';
import { publishedShowroomId } from '#api/features/showroom/index.ts';
import { AppError } from '#api/lib/errors.ts';
import type { PublicScope, Scope, TenantScope } from '#api/scope.ts';

/**
 * 'Services': the spec's four appointment types as each business offers them, and the services of its own
 * it added (ADR 084). A spec type the business never saved has no row and is the spec's (domain
 * appointment-services.ts), so the spec's values are every business's defaults, new or old, in the
 * business's own currency. Booking reads them: which services are offered, how long a booking holds the
 * diary, and the deposit the showroom asks.
 */

const storedColumns = {
  type: appointmentServices.type,
  nameFr: appointmentServices.nameFr,
  nameEn: appointmentServices.nameEn,
  position: appointmentServices.position,
  mode: appointmentServices.mode,
  enabled: appointmentServices.enabled,
  minDurationMinutes: appointmentServices.minDurationMinutes,
  maxDurationMinutes: appointmentServices.maxDurationMinutes,
  minPriceMinor: appointmentServices.minPriceMinor,
  maxPriceMinor: appointmentServices.maxPriceMinor,
  currency: appointmentServices.currency,
  descriptionFr: appointmentServices.descriptionFr,
  descriptionEn: appointmentServices.descriptionEn,
  depositMinor: appointmentServices.depositMinor,
};

async function storedServices(scope: Scope, businessId: string): Promise<StoredAppointmentService[]> {
  return scope.tx
    .select(storedColumns)
    .from(appointmentServices)
    .where(eq(appointmentServices.businessId, businessId));
}

/** The currency a business's unsaved types are priced in (its own; visitors read it under RLS). */
async function currencyOf(scope: Scope, businessId: string): Promise<string | undefined> {
  const [row] = await scope.tx
    .select({ currency: businesses.currency })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return row?.currency.trim();
}

/** A business's services in its order (any scope: visitors read a published showroom's under RLS). */
export async function appointmentServicesOf(scope: Scope, businessId: string): Promise<AppointmentService[]> {
  return resolveAppointmentServices(
    await storedServices(scope, businessId),
    await currencyOf(scope, businessId),
  );
}

async function findService(
  scope: Scope,
  { businessId, type }: { businessId: string; type: string },
): Promise<AppointmentService | undefined> {
  const [stored] = await scope.tx
    .select(storedColumns)
    .from(appointmentServices)
    .where(and(eq(appointmentServices.businessId, businessId), eq(appointmentServices.type, type)));
  if (!stored && !isAppointmentTypeId(type)) return undefined;
  return resolveAppointmentService(type, stored, stored ? undefined : await currencyOf(scope, businessId));
}

/**
 * One service as a business offers it (any scope: visitors read a published showroom's under RLS); a key
 * the business has not is a 422 on the `type` field.
 */
export async function appointmentServiceFor(
  scope: Scope,
  input: { businessId: string; type: string },
): Promise<AppointmentService> {
  const service = await findService(scope, input);
  if (!service)
    throw AppError.validation({ type: catalogueSettingsMessagesFor(scope.locale)['service.type.invalid'] });
  return service;
}

/**
 * A booked service's name and description, as mails, invoices and digests name it: the business's own,
 * else the spec's; the key itself for a service no longer listed.
 */
export async function serviceTextsFor(
  scope: Scope,
  input: { businessId: string; type: string },
): Promise<{ title: LocalizedText; description: LocalizedText }> {
  const service = await findService(scope, input);
  if (service) return { title: service.name, description: service.description };
  return { title: { fr: input.type, en: input.type }, description: { fr: '', en: '' } };
}

/** A service a visitor may book: offered by the business, else 422 on the `type` field. */
export async function bookableAppointmentService(
  scope: Scope,
  input: { businessId: string; type: string },
): Promise<AppointmentService> {
  const service = await appointmentServiceFor(scope, input);
  if (!service.enabled) {
    throw AppError.validation({ type: catalogueSettingsMessagesFor(scope.locale)['service.type.disabled'] });
  }
  return service;
}

/** The dashboard's view of a service: the settings in force, and whether the business changed the spec's. */
function serviceView(service: AppointmentService, customised: boolean) {
  return { ...service, title: service.name, customised };
}

/** `GET /v1/services`: the business's services in its order (the spec's four until it adds or moves one). */
export async function listAppointmentServices(scope: TenantScope) {
  const stored = await storedServices(scope, scope.businessId);
  const saved = new Set(stored.map((row) => row.type));
  const currency = await currencyOf(scope, scope.businessId);
  return {
    items: resolveAppointmentServices(stored, currency).map((s) => serviceView(s, saved.has(s.type))),
  };
}

async function oneService(scope: TenantScope, key: string) {
  const found = (await listAppointmentServices(scope)).items.find((item) => item.type === key);
  if (!found) throw AppError.notFound('Service');
  return found;
}

const settingsOf = (service: AppointmentService) => ({
  enabled: service.enabled,
  minDurationMinutes: service.minDurationMinutes,
  maxDurationMinutes: service.maxDurationMinutes,
  minPriceMinor: service.minPriceMinor,
  maxPriceMinor: service.maxPriceMinor,
  currency: service.currency,
  depositMinor: service.depositMinor,
});

/**
 * Writes the row of a spec type the business never saved (its spec values, at its place in the list), so a
 * rename, a hide or an order can be stored on it; a type already saved is left as it is.
 */
async function ensureSpecRow(scope: TenantScope, service: AppointmentService) {
  if (service.custom) return;
  await scope.tx
    .insert(appointmentServices)
    .values({
      businessId: scope.businessId,
      type: service.type,
      position: service.position,
      ...settingsOf(service),
    })
    .onConflictDoNothing();
}

/**
 * `PUT /v1/services`: each service given is set whole (an empty description keeps the spec's text);
 * services left out keep what they had. A booking already made keeps its range and deposit. A key the
 * business has not is refused (a service of its own is added with `POST`).
 */
export async function saveAppointmentServices(scope: TenantScope, input: AppointmentServicesValues) {
  const m = catalogueSettingsMessagesFor(scope.locale);
  const current = new Map((await appointmentServicesOf(scope, scope.businessId)).map((s) => [s.type, s]));
  for (const [index, service] of input.services.entries()) {
    const known = current.get(service.type);
    if (!known) throw AppError.validation({ [`services.${index}.type`]: m['service.type.invalid'] });
    const values = {
      enabled: service.enabled,
      minDurationMinutes: service.minDurationMinutes,
      maxDurationMinutes: service.maxDurationMinutes,
      minPriceMinor: service.minPriceMinor,
      maxPriceMinor: service.maxPriceMinor,
      currency: service.currency,
      descriptionFr: service.descriptionFr ?? null,
      descriptionEn: service.descriptionEn ?? null,
      depositMinor: service.depositMinor,
    };
    await scope.tx
      .insert(appointmentServices)
      .values({ businessId: scope.businessId, type: service.type, position: known.position, ...values })
      .onConflictDoUpdate({
        target: [appointmentServices.businessId, appointmentServices.type],
        set: values,
      });
  }
  return listAppointmentServices(scope);
}

/** `POST /v1/services`: a service of the business's own, last in its list; its key from its English name. */
export async function createAppointmentService(scope: TenantScope, input: AppointmentServiceInput) {
  const m = catalogueSettingsMessagesFor(scope.locale);
  const existing = await appointmentServicesOf(scope, scope.businessId);
  const taken = existing.map((s) => s.type);
  if (input.key && taken.includes(input.key)) throw AppError.validation({ key: m['service.key.taken'] });
  if (existing.length >= APPOINTMENT_SERVICE_LIMITS.servicesMax)
    throw new AppError('conflict', m['service.max'], 409);
  const key = input.key ?? serviceKeyFromName(input.nameEn, taken);
  await scope.tx.insert(appointmentServices).values({
    businessId: scope.businessId,
    type: key,
    nameFr: input.nameFr,
    nameEn: input.nameEn,
    mode: input.mode,
    position: existing.reduce((max, s) => Math.max(max, s.position + 1), 0),
    enabled: input.enabled,
    minDurationMinutes: input.minDurationMinutes,
    maxDurationMinutes: input.maxDurationMinutes,
    minPriceMinor: input.minPriceMinor,
    maxPriceMinor: input.maxPriceMinor,
    currency: input.currency ?? (await currencyOf(scope, scope.businessId)) ?? 'USD',
    descriptionFr: input.descriptionFr ?? null,
    descriptionEn: input.descriptionEn ?? null,
    depositMinor: input.depositMinor,
  });
  return oneService(scope, key);
}

/**
 * `PATCH /v1/services/{key}`: rename, show or hide a service; the key stays. A spec type keeps its mode
 * (its behaviour is the spec's); only the business's own say how they take place.
 */
export async function updateAppointmentService(
  scope: TenantScope,
  input: { key: string; patch: AppointmentServicePatch },
) {
  const service = await findService(scope, { businessId: scope.businessId, type: input.key });
  if (!service) throw AppError.notFound('Service');
  if (input.patch.mode !== undefined && !service.custom && input.patch.mode !== service.mode)
    throw AppError.validation({ mode: catalogueSettingsMessagesFor(scope.locale)['service.mode.invalid'] });
  // A spec type's mode is its own: only the other changes are written.
  const { mode, ...rest } = input.patch;
  const changes = service.custom && mode !== undefined ? { ...rest, mode } : rest;
  if (Object.keys(changes).length === 0) return oneService(scope, input.key);
  await ensureSpecRow(scope, service);
  await scope.tx
    .update(appointmentServices)
    .set(changes)
    .where(
      and(eq(appointmentServices.businessId, scope.businessId), eq(appointmentServices.type, input.key)),
    );
  return oneService(scope, input.key);
}

/** `PUT /v1/services/order`: the order given, which must name every service of the business once. */
export async function reorderAppointmentServices(scope: TenantScope, keys: readonly string[]) {
  const services = await appointmentServicesOf(scope, scope.businessId);
  const byKey = new Map(services.map((s) => [s.type, s]));
  if (keys.length !== byKey.size || keys.some((key) => !byKey.has(key)))
    throw AppError.validation({ keys: catalogueSettingsMessagesFor(scope.locale)['service.order.invalid'] });
  for (const [position, key] of keys.entries()) {
    const service = byKey.get(key)!;
    if (service.position === position) continue;
    await ensureSpecRow(scope, service);
    await scope.tx
      .update(appointmentServices)
      .set({ position })
      .where(and(eq(appointmentServices.businessId, scope.businessId), eq(appointmentServices.type, key)));
  }
  return listAppointmentServices(scope);
}

/**
 * `DELETE /v1/services/{key}`: a service of the business's own that no appointment names (any status: its
 * bookings' mails and history read its name). One in use is refused (409 `service_in_use`, with the count):
 * hide it instead. The spec's four are hidden, never deleted. The row is locked first.
 */
export async function deleteAppointmentService(scope: TenantScope, key: string) {
  const m = catalogueSettingsMessagesFor(scope.locale);
  if (isAppointmentTypeId(key)) throw AppError.validation({ key: m['service.default.delete'] });
  const locked = await scope.tx
    .select({ type: appointmentServices.type })
    .from(appointmentServices)
    .where(and(eq(appointmentServices.businessId, scope.businessId), eq(appointmentServices.type, key)))
    .for('update');
  if (locked.length === 0) throw AppError.notFound('Service');
  const [{ count } = { count: 0 }] = await scope.tx
    .select({ count: sql<number>`count(*)::int` })
    .from(appointments)
    .where(and(eq(appointments.businessId, scope.businessId), eq(appointments.type, key)));
  if (Number(count) > 0)
    throw new AppError('service_in_use', `${count} appointments name ${key}`, 409, undefined, {
      appointmentCount: String(count),
    });
  await scope.tx
    .delete(appointmentServices)
    .where(and(eq(appointmentServices.businessId, scope.businessId), eq(appointmentServices.type, key)));
  return { deleted: key };
}

/**
 * `GET /v1/showrooms/{slug}/services`: the services a published showroom offers, in the business's order
 * and the visitor's language, for the booking wizard's first step (duration and price range, the deposit
 * it will ask).
 */
export async function publicAppointmentServices(scope: PublicScope, slug: string) {
  const businessId = await publishedShowroomId(scope, slug);
  const services = await appointmentServicesOf(scope, businessId);
  return {
    items: services
      .filter((service) => service.enabled)
      .map((service) => ({
        type: service.type,
        mode: service.mode,
        title: localize(service.name, scope.locale),
        description: localize(service.description, scope.locale),
        minDurationMinutes: service.minDurationMinutes,
        maxDurationMinutes: service.maxDurationMinutes,
        minPriceMinor: service.minPriceMinor,
        maxPriceMinor: service.maxPriceMinor,
        currency: service.currency,
        depositMinor: service.depositMinor,
      })),
  };
}
