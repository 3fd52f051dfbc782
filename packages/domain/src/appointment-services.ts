import { APPOINTMENT_TYPES, type AppointmentTypeId } from '#lib/appointments.ts';
import type { LocalizedText } from '#lib/locale.ts';
import { bookingDeposit } from '#lib/showroom.ts';

/**
 * A business's own version of the spec's four appointment types: whether it offers
 * each, how long it runs, what it costs and in which currency, how it is described, and the deposit a
 * showroom booking asks (stored now; the payments work charges it). A business that never changed a type
 * gets the spec's values (§9): the defaults hold for new and existing businesses alike, since a type the
 * business never saved has no stored row and reads as the spec's.
 */
export interface AppointmentService {
  readonly type: AppointmentTypeId;
  readonly enabled: boolean;
  readonly minDurationMinutes: number;
  /** What a booking holds in the diary (the longest the appointment can run), before the buffer. */
  readonly maxDurationMinutes: number;
  readonly minPriceMinor: number;
  readonly maxPriceMinor: number;
  /** ISO 4217; the spec's prices are in US dollars. */
  readonly currency: string;
  readonly description: LocalizedText;
  /** Asked at booking (the spec's simulated payment): the lower end of the price unless set. */
  readonly depositMinor: number;
}

/** What a jeweller may set, as the database backs it up. */
export const APPOINTMENT_SERVICE_LIMITS = {
  durationMinMinutes: 5,
  durationMaxMinutes: 480,
  /** 100,000 in the currency's major unit, in minor units. */
  priceMaxMinor: 10_000_000,
  descriptionMax: 500,
} as const;

/**
 * The spec's values for a type: enabled, its duration, price range and deposit, its description. The spec
 * prices in USD; a business given its own currency gets the same figures in it (a London jeweller's in-store
 * appointment is 25–75 £, not dollars it would have to change by hand).
 */
export function defaultAppointmentService(type: AppointmentTypeId, currency?: string): AppointmentService {
  const spec = APPOINTMENT_TYPES.find((candidate) => candidate.id === type);
  if (!spec) throw new RangeError(`unknown appointment type: ${type}`);
  return {
    type,
    enabled: true,
    minDurationMinutes: spec.minDurationMinutes,
    maxDurationMinutes: spec.maxDurationMinutes,
    minPriceMinor: spec.minPrice.amount,
    maxPriceMinor: spec.maxPrice.amount,
    currency: currency ?? spec.minPrice.currency,
    description: spec.description,
    depositMinor: bookingDeposit(type).amount,
  };
}

/** A stored type: every setting, the description in either language (empty: the spec's text). */
export interface StoredAppointmentService {
  type: AppointmentTypeId;
  enabled: boolean;
  minDurationMinutes: number;
  maxDurationMinutes: number;
  minPriceMinor: number;
  maxPriceMinor: number;
  currency: string;
  descriptionFr: string | null;
  descriptionEn: string | null;
  depositMinor: number;
}

/** One type as the business offers it: its stored row, or the spec's values when it has none. */
export function resolveAppointmentService(
  type: AppointmentTypeId,
  stored: StoredAppointmentService | undefined,
  currency?: string,
): AppointmentService {
  const spec = defaultAppointmentService(type, currency);
  if (!stored) return spec;
  return {
    type,
    enabled: stored.enabled,
    minDurationMinutes: stored.minDurationMinutes,
    maxDurationMinutes: stored.maxDurationMinutes,
    minPriceMinor: stored.minPriceMinor,
    maxPriceMinor: stored.maxPriceMinor,
    currency: stored.currency.trim(),
    description: {
      fr: stored.descriptionFr?.trim() || spec.description.fr,
      en: stored.descriptionEn?.trim() || spec.description.en,
    },
    depositMinor: stored.depositMinor,
  };
}

/** The four types in the spec's order, each the business's own or the spec's. */
export function resolveAppointmentServices(
  stored: readonly StoredAppointmentService[],
  currency?: string,
): AppointmentService[] {
  const byType = new Map(stored.map((row) => [row.type, row]));
  return APPOINTMENT_TYPES.map((spec) => resolveAppointmentService(spec.id, byType.get(spec.id), currency));
}
