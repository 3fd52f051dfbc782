import type { AppointmentServiceSetting, AppointmentServicesChange } from '@carat/api-client/react';
import { type Currency, fromMinorUnits, isCurrency, toMinorUnits } from '@carat/domain/money';

/** One appointment type as the 'Services' form edits it: amounts in the currency's major unit, as typed. */
export interface ServiceFormValues {
  type: AppointmentServiceSetting['type'];
  enabled: boolean;
  minDurationMinutes: string;
  maxDurationMinutes: string;
  minPrice: string;
  maxPrice: string;
  currency: Currency;
  descriptionFr: string;
  descriptionEn: string;
  deposit: string;
}

export function serviceFormValues(service: AppointmentServiceSetting): ServiceFormValues {
  const currency = isCurrency(service.currency) ? service.currency : 'EUR';
  return {
    type: service.type,
    enabled: service.enabled,
    minDurationMinutes: String(service.minDurationMinutes),
    maxDurationMinutes: String(service.maxDurationMinutes),
    minPrice: fromMinorUnits(service.minPriceMinor, currency),
    maxPrice: fromMinorUnits(service.maxPriceMinor, currency),
    currency,
    descriptionFr: service.description.fr,
    descriptionEn: service.description.en,
    deposit: fromMinorUnits(service.depositMinor, currency),
  };
}

/** A typed amount in minor units; what is not an amount becomes NaN, which the shared schema refuses. */
function minor(value: string, currency: Currency): number {
  try {
    return toMinorUnits(value.replace(',', '.').trim() || '0', currency);
  } catch {
    return Number.NaN;
  }
}

const whole = (value: string) => (/^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN);

/** The `PUT /v1/services` body for the four types, each whole. */
export function servicesBody(values: readonly ServiceFormValues[]): AppointmentServicesChange {
  return {
    services: values.map((v) => ({
      type: v.type,
      enabled: v.enabled,
      minDurationMinutes: whole(v.minDurationMinutes),
      maxDurationMinutes: whole(v.maxDurationMinutes),
      minPriceMinor: minor(v.minPrice, v.currency),
      maxPriceMinor: minor(v.maxPrice, v.currency),
      currency: v.currency,
      descriptionFr: v.descriptionFr,
      descriptionEn: v.descriptionEn,
      depositMinor: minor(v.deposit, v.currency),
    })),
  };
}

const FIELD_OF_KEY: Record<string, keyof ServiceFormValues> = {
  minPriceMinor: 'minPrice',
  maxPriceMinor: 'maxPrice',
  depositMinor: 'deposit',
};

/**
 * The schema's or the server's messages ('services.1.maxPriceMinor') keyed as the form shows them: by
 * type and form field ('design.maxPrice').
 */
export function serviceErrors(
  fields: Record<string, string>,
  values: readonly ServiceFormValues[],
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) {
    const [, index, key] = path.split('.');
    const service = values[Number(index)];
    if (!service || !key) continue;
    out[`${service.type}.${FIELD_OF_KEY[key] ?? key}`] ??= message;
  }
  return out;
}
