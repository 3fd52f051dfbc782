import { CLIENT_STATUSES } from '@carat/domain/clients';
import { clientTaxNumberPattern, normaliseRegistration } from '@carat/domain/countries';
import { isIsoDate } from '@carat/domain/dates';
import { z } from 'zod';
import { perLocale } from '#lib/fields.ts';
import type { ValidationMessages } from '#lib/messages.ts';

/**
 * The client record, shared by the dashboard's form and the API. An empty optional field becomes null,
 * so a cleared field is saved as cleared.
 */
const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

export const CLIENT_LIMITS = {
  nameMax: 200,
  locationMax: 200,
  notesMax: 5000,
  phoneMax: 40,
  ringSizesMax: 10,
} as const;

function clientFields(m: ValidationMessages, today: () => string) {
  const optionalText = (max: number, message: string) =>
    z.preprocess(emptyToNull, z.string().trim().max(max, message).nullable().optional());
  const date = z.string().refine(isIsoDate, m['client.date.invalid']);
  const optionalDate = z.preprocess(emptyToNull, date.nullable().optional());
  return {
    name: z
      .string({ error: m['client.name.required'] })
      .trim()
      .min(1, { error: m['client.name.required'], abort: true })
      .max(CLIENT_LIMITS.nameMax, m['client.name.max']),
    email: z.preprocess(
      emptyToNull,
      z
        .string()
        .trim()
        .max(254, m['client.email.invalid'])
        .pipe(z.email(m['client.email.invalid']))
        .nullable()
        .optional(),
    ),
    phone: z.preprocess(
      emptyToNull,
      z
        .string({ error: m['client.phone.invalid'] })
        .trim()
        .max(CLIENT_LIMITS.phoneMax, m['client.phone.invalid'])
        .regex(/^\+?[0-9 ().-]{3,}$/, m['client.phone.invalid'])
        .nullable()
        .optional(),
    ),
    status: z.enum(CLIENT_STATUSES, { error: m['client.status.invalid'] }),
    location: optionalText(CLIENT_LIMITS.locationMax, m['client.location.max']),
    notes: optionalText(CLIENT_LIMITS.notesMax, m['client.notes.max']),
    ringSizes: z
      .array(
        z.object({
          finger: z
            .string({ error: m['client.ringSize.finger'] })
            .trim()
            .min(1, m['client.ringSize.finger'])
            .max(40, m['client.ringSize.finger']),
          diameterMm: z
            .number({ error: m['client.ringSize.range'] })
            .min(10, m['client.ringSize.range'])
            .max(30, m['client.ringSize.range']),
        }),
      )
      .max(CLIENT_LIMITS.ringSizesMax, m['client.ringSizes.max']),
    birthday: optionalDate.refine((value) => value == null || value <= today(), m['client.birthday.future']),
    anniversary: optionalDate,
    // The buyer on a Factur-X (ADR 088): where a business client is established, and its VAT number.
    country: z.preprocess(
      (value) => (typeof value === 'string' ? emptyToNull(value.trim().toUpperCase()) : value),
      z
        .string()
        .regex(/^[A-Z]{2}$/, m['client.country.invalid'])
        .nullable()
        .optional(),
    ),
    vatNumber: z.preprocess(
      (value) => (typeof value === 'string' ? emptyToNull(normaliseRegistration(value)) : value),
      z
        .string()
        .regex(/^[0-9A-Z][0-9A-Z.-]{3,23}$/, m['client.vatNumber.invalid'])
        .nullable()
        .optional(),
    ),
    rating: z.preprocess(
      emptyToNull,
      z
        .number({ error: m['client.rating.range'] })
        .int(m['client.rating.range'])
        .min(1, m['client.rating.range'])
        .max(5, m['client.rating.range'])
        .nullable()
        .optional(),
    ),
  };
}

const utcToday = () => new Date().toISOString().slice(0, 10);

/**
 * A client's VAT number against its country's format (the business's own registration numbers are checked
 * the same way): true when either is unknown. The API checks the record as a change leaves it.
 */
export function clientVatNumberFits(
  country: string | null | undefined,
  vatNumber: string | null | undefined,
) {
  return !country || !vatNumber || clientTaxNumberPattern(country).test(vatNumber);
}
const vatFitsCountry = (m: ValidationMessages) => ({
  when: (payload: { value: unknown }) => {
    const v = payload.value as { country?: unknown; vatNumber?: unknown };
    return typeof v?.country === 'string' && typeof v?.vatNumber === 'string';
  },
  path: ['vatNumber'],
  message: m['client.vatNumber.country'],
});

/** A new client: a name is required; everything else may be left empty. Unknown fields are refused. */
export const clientInputSchema = perLocale((m) => {
  const f = clientFields(m, utcToday);
  return z
    .strictObject({ ...f, status: f.status.default('new'), ringSizes: f.ringSizes.default([]) })
    .refine((c) => clientVatNumberFits(c.country, c.vatNumber), vatFitsCountry(m));
});

/** A change to a client: any subset of the fields. */
export const clientPatchSchema = perLocale((m) => {
  const f = clientFields(m, utcToday);
  return z
    .strictObject({ ...f, status: f.status.optional(), ringSizes: f.ringSizes.optional() })
    .partial()
    .refine((c) => clientVatNumberFits(c.country, c.vatNumber), vatFitsCountry(m));
});

/** The Clients page's search, filter, sort and page. */
export const clientListQuerySchema = perLocale(() =>
  z.object({
    q: z.string().trim().max(100).optional(),
    status: z.enum(CLIENT_STATUSES).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(24),
    sort: z.enum(['name', 'recent']).default('name'),
  }),
);

export type ClientInput = z.input<ReturnType<typeof clientInputSchema>>;
export type ClientInputParsed = z.output<ReturnType<typeof clientInputSchema>>;
export type ClientPatch = z.output<ReturnType<typeof clientPatchSchema>>;
export type ClientListQuery = z.output<ReturnType<typeof clientListQuerySchema>>;
