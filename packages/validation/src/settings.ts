import { isCurrencyCode, isTimeZone, normaliseRegistration } from '@carat/domain/countries';
import { RING_SIZE_SYSTEMS } from '@carat/domain/ring-sizes';
import { z } from 'zod';
import { perLocale } from '#lib/fields.ts';
import { localeSchema } from '#lib/locale.ts';
import type { ValidationMessages } from '#lib/messages.ts';

/** Settings → Profile, Notifications, Appearance (the user) and Business (the shop). */

/** The shop's own promise lines (product page, emails); none is shown until the jeweller writes it. */
export const PROMISE_KEYS = ['delivery', 'guarantee', 'returns'] as const;
export type PromiseKey = (typeof PROMISE_KEYS)[number];
/** Registration numbers beside the VAT number (its own field): which a country asks for is `@carat/domain/countries`. */
const REGISTRATION_KEYS = ['siren', 'gstNumber', 'qstNumber', 'uid', 'companyNumber'] as const;
const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

function optionalText(max: number, message: string) {
  return z.preprocess(emptyToNull, z.string().trim().max(max, message).nullable().optional());
}

function phone(m: ValidationMessages) {
  return z.preprocess(
    emptyToNull,
    z
      .string({ error: m['settings.phone.invalid'] })
      .trim()
      .max(40, m['settings.phone.invalid'])
      .regex(/^\+?[0-9 ().-]{6,}$/, m['settings.phone.invalid'])
      .nullable()
      .optional(),
  );
}

export const profileSchema = perLocale((m) =>
  z.strictObject({
    firstName: optionalText(100, m['settings.name.max']),
    lastName: optionalText(100, m['settings.name.max']),
    phone: phone(m),
    locale: localeSchema.optional(),
  }),
);

export const notificationPreferencesSchema = perLocale(() =>
  z.strictObject({
    orderUpdates: z.boolean(),
    appointmentReminders: z.boolean(),
    paymentAlerts: z.boolean(),
    marketingEmails: z.boolean(),
  }),
);

export const appearanceSchema = perLocale(() =>
  z.strictObject({ darkMode: z.boolean(), compactView: z.boolean() }),
);

export const businessSchema = perLocale((m) =>
  z.strictObject({
    name: z
      .string({ error: m['settings.business.name.required'] })
      .trim()
      .min(1, { error: m['settings.business.name.required'], abort: true })
      .max(200, m['settings.business.name.max']),
    address: optionalText(500, m['settings.business.address.max']),
    city: optionalText(120, m['settings.business.city.max']),
    postalCode: z.preprocess(
      emptyToNull,
      z
        .string()
        .trim()
        .max(20, m['settings.business.postalCode.invalid'])
        .regex(/^[A-Za-z0-9 -]{2,}$/, m['settings.business.postalCode.invalid'])
        .nullable()
        .optional(),
    ),
    // UK (GB + 9 or 12 digits), EU (two letters + 2–13 characters): the formats an invoice shows.
    vatNumber: z.preprocess(
      emptyToNull,
      z
        .string()
        .trim()
        .transform((value) => value.replace(/\s+/g, '').toUpperCase())
        .pipe(z.string().regex(/^[A-Z]{2}[0-9A-Z]{2,13}$/, m['settings.business.vat.invalid']))
        .nullable()
        .optional(),
    ),
    phone: phone(m),
    email: z.preprocess(emptyToNull, z.email(m['settings.email.invalid']).max(254).nullable().optional()),
    // The system the product form starts a ring's sizes in; null: from the business's currency.
    ringSizeSystem: z.preprocess(
      emptyToNull,
      z
        .enum(RING_SIZE_SYSTEMS, { error: m['settings.business.ringSizeSystem.invalid'] })
        .nullable()
        .optional(),
    ),
    // Where the business trades and what follows (ADR 051); each optional, so the form may send only
    // what it shows. The registration numbers are checked against the country by the API.
    country: z.preprocess(
      (value) => (typeof value === 'string' ? emptyToNull(value.trim().toUpperCase()) : value),
      z
        .string()
        .regex(/^[A-Z]{2}$/, m['settings.business.country.invalid'])
        .nullable()
        .optional(),
    ),
    region: z.preprocess(
      (value) => (typeof value === 'string' ? emptyToNull(value.trim().toUpperCase()) : value),
      z
        .string()
        .regex(/^[A-Z]{2}-[A-Z0-9]{1,3}$/, m['settings.business.region.invalid'])
        .nullable()
        .optional(),
    ),
    currency: z
      .string()
      .trim()
      .toUpperCase()
      .refine(isCurrencyCode, m['settings.business.currency.invalid'])
      .optional(),
    timeZone: z
      .string()
      .trim()
      .max(64)
      .refine(isTimeZone, m['settings.business.timeZone.invalid'])
      .optional(),
    locale: z.preprocess(emptyToNull, localeSchema.nullable().optional()),
    // Invoice unit prices typed tax included (ADR 079); an invoice keeps the mode it was made in.
    pricesIncludeTax: z.boolean().optional(),
    taxRegistration: z
      .strictObject({
        registered: z.boolean().optional(),
        ...Object.fromEntries(
          REGISTRATION_KEYS.map((key) => [
            key,
            z.preprocess(
              (value) => (typeof value === 'string' ? emptyToNull(normaliseRegistration(value)) : value),
              z.string().max(40, m['settings.business.registration.invalid']).nullable().optional(),
            ),
          ]),
        ),
      })
      .optional(),
    promises: z
      .strictObject(
        Object.fromEntries(
          PROMISE_KEYS.map((key) => [
            key,
            z
              .strictObject({
                fr: z.string().trim().max(200, m['settings.business.promise.max']),
                en: z.string().trim().max(200, m['settings.business.promise.max']),
              })
              .nullable()
              .optional(),
          ]),
        ) as Record<
          PromiseKey,
          z.ZodOptional<z.ZodNullable<z.ZodObject<{ fr: z.ZodString; en: z.ZodString }>>>
        >,
      )
      .optional(),
  }),
);

export type ProfileInput = z.input<ReturnType<typeof profileSchema>>;
export type BusinessInput = z.input<ReturnType<typeof businessSchema>>;
