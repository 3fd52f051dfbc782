import { CLIENT_STATUSES } from '@carat/domain/clients';
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

/** A new client: a name is required; everything else may be left empty. Unknown fields are refused. */
export const clientInputSchema = perLocale((m) => {
  const f = clientFields(m, utcToday);
  return z.strictObject({ ...f, status: f.status.default('new'), ringSizes: f.ringSizes.default([]) });
});

/** A change to a client: any subset of the fields. */
export const clientPatchSchema = perLocale((m) => {
  const f = clientFields(m, utcToday);
  return z.strictObject({ ...f, status: f.status.optional(), ringSizes: f.ringSizes.optional() }).partial();
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
