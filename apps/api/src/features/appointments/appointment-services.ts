import { appointmentServices, businesses } from '@carat/db';
import {
  type AppointmentService,
  resolveAppointmentService,
  resolveAppointmentServices,
  type StoredAppointmentService,
} from '@carat/domain/appointment-services';
import { type AppointmentTypeId, appointmentTypeById } from '@carat/domain/appointments';
import { localize } from '@carat/domain/locale';
import { appointmentMode } from '@carat/domain/showroom';
import {
  type AppointmentServicesValues,
  catalogueSettingsMessagesFor,
} from '@carat/validation/catalogue-settings';
import { and, eq } from 'drizzle-orm';
import { publishedShowroomId } from '#api/features/showroom/index.ts';
import { AppError } from '#api/lib/errors.ts';
import type { PublicScope, Scope, TenantScope } from '#api/scope.ts';

/**
 * 'Services': the spec's four appointment types as each business offers them. A type
 * the business never saved has no row and is the spec's (domain appointment-services.ts), so the spec's
 * values are every business's defaults, new or old, in the business's own currency. Booking reads them: which types are offered, how
 * long a booking holds the diary, and the deposit the showroom asks.
 */

const storedColumns = {
  type: appointmentServices.type,
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

/** One type as a business offers it (any scope: visitors read a published showroom's under RLS). */
export async function appointmentServiceFor(
  scope: Scope,
  { businessId, type }: { businessId: string; type: AppointmentTypeId },
): Promise<AppointmentService> {
  const [stored] = await scope.tx
    .select(storedColumns)
    .from(appointmentServices)
    .where(and(eq(appointmentServices.businessId, businessId), eq(appointmentServices.type, type)));
  return resolveAppointmentService(type, stored, stored ? undefined : await currencyOf(scope, businessId));
}

/** A type a visitor may book: offered by the business, else 422 on the `type` field. */
export async function bookableAppointmentService(
  scope: Scope,
  input: { businessId: string; type: AppointmentTypeId },
): Promise<AppointmentService> {
  const service = await appointmentServiceFor(scope, input);
  if (!service.enabled) {
    throw AppError.validation({ type: catalogueSettingsMessagesFor(scope.locale)['service.type.disabled'] });
  }
  return service;
}

/** The dashboard's view of a type: the settings in force, and whether the business changed the spec's. */
function serviceView(service: AppointmentService, customised: boolean) {
  return { ...service, title: appointmentTypeById(service.type).title, customised };
}

/** `GET /v1/services`: the four types, in the spec's order, as the business offers them. */
export async function listAppointmentServices(scope: TenantScope) {
  const stored = await storedServices(scope, scope.businessId);
  const saved = new Set(stored.map((row) => row.type));
  const currency = await currencyOf(scope, scope.businessId);
  return {
    items: resolveAppointmentServices(stored, currency).map((s) => serviceView(s, saved.has(s.type))),
  };
}

/**
 * `PUT /v1/services`: each type given is set whole (an empty description keeps the spec's text); types
 * left out keep what they had. A booking already made keeps its range and deposit.
 */
export async function saveAppointmentServices(scope: TenantScope, input: AppointmentServicesValues) {
  for (const service of input.services) {
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
      .values({ businessId: scope.businessId, type: service.type, ...values })
      .onConflictDoUpdate({
        target: [appointmentServices.businessId, appointmentServices.type],
        set: values,
      });
  }
  return listAppointmentServices(scope);
}

/**
 * `GET /v1/showrooms/{slug}/services`: the types a published showroom offers, in the visitor's language,
 * for the booking wizard's first step (duration and price range, the deposit it will ask).
 */
export async function publicAppointmentServices(scope: PublicScope, slug: string) {
  const businessId = await publishedShowroomId(scope, slug);
  const services = resolveAppointmentServices(
    await storedServices(scope, businessId),
    await currencyOf(scope, businessId),
  );
  return {
    items: services
      .filter((service) => service.enabled)
      .map((service) => ({
        type: service.type,
        mode: appointmentMode(service.type),
        title: localize(appointmentTypeById(service.type).title, scope.locale),
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
