import { DEFAULT_LOCALE, isLocale, type Locale } from '@carat/domain/locale';
import { type Currency, MoneyError, minorDigitsOf, toMinorUnits } from '@carat/domain/money';
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
 * A route's first look at an amount, before the business (and so its currency) is known: up to 3 decimals
 * (the most any currency a jeweller trades in has) pass; the handler parses the body again in the
 * business's currency (`bodyInCurrency` in the API), which gives the real minor units and the real limit.
 */
export const ANY_CURRENCY = '*';

/**
 * `perLocale` for the schemas holding amounts: one instance per locale and currency. The amounts are typed in
 * the currency's units and come out in its minor units (100 for £1, 1 for ¥1, 1000 for 1 KWD).
 */
export function perLocaleAndCurrency<T>(
  build: (messages: ValidationMessages, locale: Locale, currency: Currency) => T,
): (locale?: Locale, currency?: Currency) => T {
  const built = new Map<string, T>();
  return (requested = DEFAULT_LOCALE, currency = 'GBP') => {
    const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
    const key = `${locale} ${currency}`;
    let schema = built.get(key);
    if (schema === undefined) {
      schema = build(messagesFor(locale), locale, currency);
      built.set(key, schema);
    }
    return schema;
  };
}

const DECIMAL = /^([+-]?)(\d*)(?:[.,](\d*))?$/;

export interface AmountMessages {
  readonly required: string;
  readonly invalid: string;
  readonly min: string;
  /** Too many decimals for the currency; '{digits}' is replaced by how many it has. */
  readonly decimals: string;
  /** The currency has no decimals at all (yen, won). */
  readonly wholeUnits: string;
  readonly max: string;
}

/**
 * An amount typed in the currency's units (a number, or a decimal string with a point or a French comma)
 * turned into integer minor units through @carat/domain's exact parser, never through float maths:
 * '1250.5' → 125050 in pounds, '1250' → 1250 in yen. Thousands separators are refused ('1 250,50'), and a
 * decimal more than the currency has is refused rather than rounded ('1.990' is 1.99). The limit is in the
 * currency's units (10 million pounds, or yen), so the message naming it holds in every currency.
 */
export function minorAmount(messages: AmountMessages, maxUnits: number, currency: Currency) {
  const lenient = currency === ANY_CURRENCY;
  const digits = lenient ? 3 : minorDigitsOf(currency);
  return z.union([z.number(), z.string()], { error: messages.invalid }).transform((value, ctx) => {
    const fail = (message: string) => {
      ctx.issues.push({ code: 'custom', message, input: value });
      return z.NEVER;
    };
    // String(19.99) is '19.99', the shortest text reading back as the same float, so nothing drifts.
    const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
    if (text === '') return fail(messages.required);
    const match = DECIMAL.exec(text);
    if (!match) return fail(messages.invalid);
    const [, sign = '', whole = '', fraction = ''] = match;
    if (whole + fraction === '') return fail(messages.invalid);
    if (sign === '-' && /[1-9]/.test(whole + fraction)) return fail(messages.min);
    const significant = fraction.replace(/0+$/, '');
    if (significant.length > digits) {
      return fail(digits === 0 ? messages.wholeUnits : messages.decimals.replace('{digits}', String(digits)));
    }
    let minor: number;
    try {
      minor = toMinorUnits(`${whole || '0'}.${significant}`, lenient ? 'BHD' : currency);
    } catch (error) {
      // The format is settled above, so the parser can only object to the size.
      if (error instanceof MoneyError) return fail(messages.max);
      throw error;
    }
    if (!lenient && minor > maxUnits * 10 ** digits) return fail(messages.max);
    return minor;
  });
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
