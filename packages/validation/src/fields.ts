import { DEFAULT_LOCALE, isLocale, type Locale } from '@carat/domain/locale';
import { z } from 'zod';
import { FIELD_LIMITS, messagesFor, type ValidationMessages } from '#lib/messages.ts';

/**
 * Builds a schema once per locale and hands back the same instance afterwards, so `signUpSchema()` is a
 * stable default (French) that form resolvers can hold on to. An unknown locale gets French.
 */
export function perLocale<T>(
  build: (messages: ValidationMessages, locale: Locale) => T,
): (locale?: Locale) => T {
  const built = new Map<Locale, T>();
  return (requested = DEFAULT_LOCALE) => {
    const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
    let schema = built.get(locale);
    if (schema === undefined) {
      schema = build(messagesFor(locale), locale);
      built.set(locale, schema);
    }
    return schema;
  };
}

/**
 * A trimmed text that must not be empty. A missing value (undefined, a number…) gets the same message as an
 * empty one, so the API answers in the product's words rather than zod's.
 */
export function requiredText(required: string, tooLong: string, max: number) {
  return z.string({ error: required }).trim().min(1, { error: required, abort: true }).max(max, tooLong);
}

/** A trimmed email; `required` for an empty value, `invalid` for a malformed or over-long one. */
export function emailText(required: string, invalid: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(FIELD_LIMITS.emailMax, invalid)
    .pipe(z.email(invalid));
}

/** Passwords are never trimmed: a space is a character the user chose. */
export function newPasswordText(messages: ValidationMessages) {
  return z
    .string({ error: messages['auth.password.min'] })
    .min(6, messages['auth.password.min'])
    .max(FIELD_LIMITS.passwordMax, messages['auth.password.max']);
}

/** A field left blank reads as null (optional fields accept '' from forms). */
export const emptyToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

/** An optional trimmed text of at most `max` characters; blank reads as null. */
export function optionalText(max: number, message: string) {
  return z.preprocess(
    emptyToNull,
    z.string({ error: message }).trim().max(max, message).nullable().optional(),
  );
}

/** An optional phone number (digits, spaces and `+ ( ) . -`, at least three); blank reads as null. */
export function optionalPhone(max: number, message: string) {
  return z.preprocess(
    emptyToNull,
    z
      .string({ error: message })
      .trim()
      .max(max, message)
      .regex(/^\+?[0-9 ().-]{3,}$/, message)
      .nullable()
      .optional(),
  );
}

/** A list's search text (`?q=`). */
export const searchField = { q: z.string().trim().max(100).optional() };

/** A list's page (`?page=&pageSize=`), 20 rows by default. */
export const pageFields = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};

/**
 * A password form's `confirmPassword`, which must equal `field`; a mismatch is reported on
 * `confirmPassword`.
 */
export function withPasswordConfirmation<S extends z.ZodRawShape>(
  messages: ValidationMessages,
  field: keyof S & string,
  shape: S,
) {
  return z
    .object({ ...shape, confirmPassword: z.string({ error: messages['auth.confirmPassword.mismatch'] }) })
    .refine(
      (values) => {
        const read = values as Record<string, unknown>;
        return read[field] === read.confirmPassword;
      },
      {
        path: ['confirmPassword'],
        error: messages['auth.confirmPassword.mismatch'],
      },
    );
}
