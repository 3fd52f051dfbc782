import {
  APPOINTMENT_TYPE_IDS,
  APPOINTMENT_TYPES,
  type AppointmentTypeId,
  isAppointmentTypeId,
} from '#lib/appointments.ts';
import type { LocalizedText } from '#lib/locale.ts';
import { type AppointmentMode, appointmentMode, bookingDeposit } from '#lib/showroom.ts';

/**
 * A business's services: its own version of the spec's four appointment types — whether it offers each,
 * how long it runs, what it costs and in which currency, how it is described, and the deposit a showroom
 * booking asks — and the services of its own it added (ADR 084). A business that never changed a spec type
 * gets the spec's values (§9): the defaults hold for new and existing businesses alike, since a type the
 * business never saved has no stored row and reads as the spec's.
 */
export interface AppointmentService {
  /** The service's key: one of the spec's ids, or a lower-case slug of the business's own. */
  readonly type: string;
  /** The name in each language: the spec's title for a spec type not renamed. */
  readonly name: LocalizedText;
  /** False for the spec's four, true for a service the business added. */
  readonly custom: boolean;
  readonly mode: AppointmentMode;
  /** Its place in the business's list (the spec's four sit at 0 … 3 until reordered). */
  readonly position: number;
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
  nameMax: 60,
  keyMax: 40,
  /** The most services a business lists (the spec's four included). */
  servicesMax: 40,
} as const;

/** A service key, as the spec's ids are written: lower-case letters, digits and hyphens (0064). */
export const SERVICE_KEY_PATTERN = /^[a-z][a-z0-9-]{0,39}$/;

export function isServiceKey(value: unknown): value is string {
  return typeof value === 'string' && SERVICE_KEY_PATTERN.test(value);
}

/** A key a business may give a service of its own: any service key not one of the spec's four. */
export function isOwnServiceKey(value: unknown): value is string {
  return isServiceKey(value) && !isAppointmentTypeId(value);
}

/**
 * The key of a new service, made from its English name ('Ring resizing' → 'ring-resizing'; then
 * 'ring-resizing-2' when taken): never one of the spec's four, whose ids are theirs.
 */
export function serviceKeyFromName(nameEn: string, taken: Iterable<string>): string {
  const used = new Set([...APPOINTMENT_TYPE_IDS, ...taken]);
  const slug =
    nameEn
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^[^a-z]+/, '')
      .replace(/-+$/, '')
      .slice(0, APPOINTMENT_SERVICE_LIMITS.keyMax - 3)
      .replace(/-+$/, '') || 'service';
  if (!used.has(slug)) return slug;
  for (let n = 2; ; n++) {
    const candidate = `${slug}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}

const specIndex = (type: string) => (APPOINTMENT_TYPE_IDS as readonly string[]).indexOf(type);

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
    name: spec.title,
    custom: false,
    mode: appointmentMode(type),
    position: specIndex(type),
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

/**
 * A stored service: every setting, the description in either language (empty: the spec's text, or none for
 * a service of the business's own); names and mode null for a spec type as the spec has them.
 */
export interface StoredAppointmentService {
  type: string;
  nameFr?: string | null;
  nameEn?: string | null;
  position?: number;
  mode?: AppointmentMode | null;
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

/**
 * One service as the business offers it: its stored row, or the spec's values when a spec type has none.
 * Undefined for a key that is neither the spec's nor stored (no such service).
 */
export function resolveAppointmentService(
  type: AppointmentTypeId,
  stored: StoredAppointmentService | undefined,
  currency?: string,
): AppointmentService;
export function resolveAppointmentService(
  type: string,
  stored: StoredAppointmentService | undefined,
  currency?: string,
): AppointmentService | undefined;
export function resolveAppointmentService(
  type: string,
  stored: StoredAppointmentService | undefined,
  currency?: string,
): AppointmentService | undefined {
  const spec = isAppointmentTypeId(type) ? defaultAppointmentService(type, currency) : undefined;
  if (!stored) return spec;
  const name = (value: string | null | undefined, fallback: string | undefined) =>
    value?.trim() || fallback || type;
  return {
    type,
    name: { fr: name(stored.nameFr, spec?.name.fr), en: name(stored.nameEn, spec?.name.en) },
    custom: !spec,
    mode: stored.mode ?? spec?.mode ?? 'in-person',
    position: stored.position ?? spec?.position ?? 0,
    enabled: stored.enabled,
    minDurationMinutes: stored.minDurationMinutes,
    maxDurationMinutes: stored.maxDurationMinutes,
    minPriceMinor: stored.minPriceMinor,
    maxPriceMinor: stored.maxPriceMinor,
    currency: stored.currency.trim(),
    description: {
      fr: stored.descriptionFr?.trim() || spec?.description.fr || '',
      en: stored.descriptionEn?.trim() || spec?.description.en || '',
    },
    depositMinor: stored.depositMinor,
  };
}

/**
 * The business's services in its order: the spec's four, each the business's own or the spec's, and the
 * services it added. Ties keep the spec's four first, in the spec's order, then the keys' order.
 */
export function resolveAppointmentServices(
  stored: readonly StoredAppointmentService[],
  currency?: string,
): AppointmentService[] {
  const byType = new Map(stored.map((row) => [row.type, row]));
  const specs = APPOINTMENT_TYPES.map((spec) =>
    resolveAppointmentService(spec.id, byType.get(spec.id), currency),
  );
  const own = stored
    .filter((row) => !isAppointmentTypeId(row.type))
    .map((row) => resolveAppointmentService(row.type, row, currency))
    .filter((service): service is AppointmentService => service !== undefined);
  const rank = (s: AppointmentService) => (s.custom ? APPOINTMENT_TYPE_IDS.length : specIndex(s.type));
  return [...specs, ...own].sort(
    (a, b) => a.position - b.position || rank(a) - rank(b) || a.type.localeCompare(b.type),
  );
}
