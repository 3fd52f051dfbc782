import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js';
import { AppError } from '#api/lib/errors.ts';

/**
 * Phone numbers in E.164 ('+33612345678'): a national number is read in the business's country
 * (businesses.country; France when unset), an international one as written.
 */
export function toE164(raw: string | null | undefined, country: string | null): string | null {
  if (!raw?.trim()) return null;
  const parsed = parsePhoneNumberFromString(raw.trim(), (country?.trim() || 'FR') as CountryCode);
  return parsed?.isValid() ? parsed.number : null;
}

/** The number in E.164, or a 422 naming the field with a message a jeweller can act on. */
export function requireE164(raw: string | null | undefined, country: string | null, field = 'phone'): string {
  const number = toE164(raw, country);
  if (!number) {
    throw AppError.validation(
      {
        [field]: raw?.trim()
          ? `“${raw.trim()}” is not a valid phone number for ${country?.trim() || 'FR'}: write it with its country code (+33 6 12 34 56 78)`
          : 'A phone number is needed to send texts',
      },
      'Invalid phone number',
    );
  }
  return number;
}
