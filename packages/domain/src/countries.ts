import type { Locale } from './locale.ts';
import { isCurrency, minorDigitsOf } from './money.ts';
import type { RingSizeSystem } from './ring-sizes.ts';
import { taxRuleFor } from './taxes.ts';

/**
 * Where a business trades, and what follows from it: the defaults the sign-up step and Settings → Business
 * fill in when the jeweller picks a country (currency, time zone, the locale of numbers and dates, the
 * ring-size system, the tax rule) and the registration numbers its invoices must carry. Every default can
 * be changed; a country not listed here starts from the UK-style defaults below and asks for its VAT
 * number only.
 */
export interface RegistrationField {
  /** Key in the business's `taxRegistration` object. */
  key: 'siren' | 'vatNumber' | 'gstNumber' | 'qstNumber' | 'uid' | 'companyNumber';
  label: Readonly<Record<Locale, string>>;
  /** What a well-formed number looks like (spaces removed, upper case). */
  pattern: RegExp;
  /** Needed on every invoice of a registered business there. */
  required: boolean;
}

export interface CountryProfile {
  /** ISO 3166-1 alpha-2. */
  code: string;
  name: Readonly<Record<Locale, string>>;
  currency: string;
  timeZone: string;
  locale: Locale;
  ringSizeSystem: RingSizeSystem;
  /** Regions (ISO 3166-2) whose time zone or taxes differ, with their own time zone. */
  regions?: readonly { code: string; name: Readonly<Record<Locale, string>>; timeZone: string }[];
  registration: readonly RegistrationField[];
}

const vatField = (required: boolean, pattern = /^[A-Z]{2}[0-9A-Z]{2,13}$/): RegistrationField => ({
  key: 'vatNumber',
  label: { fr: 'Numéro de TVA', en: 'VAT number' },
  pattern,
  required,
});

export const COUNTRY_PROFILES: readonly CountryProfile[] = [
  {
    code: 'GB',
    name: { fr: 'Royaume-Uni', en: 'United Kingdom' },
    currency: 'GBP',
    timeZone: 'Europe/London',
    locale: 'en',
    ringSizeSystem: 'uk',
    registration: [
      vatField(false, /^GB([0-9]{9}|[0-9]{12})$/),
      {
        key: 'companyNumber',
        label: { fr: 'Numéro d’immatriculation (Companies House)', en: 'Company number' },
        pattern: /^[0-9A-Z]{8}$/,
        required: false,
      },
    ],
  },
  {
    code: 'FR',
    name: { fr: 'France', en: 'France' },
    currency: 'EUR',
    timeZone: 'Europe/Paris',
    locale: 'fr',
    ringSizeSystem: 'fr',
    registration: [
      { key: 'siren', label: { fr: 'SIREN', en: 'SIREN' }, pattern: /^[0-9]{9}$/, required: true },
      vatField(false, /^FR[0-9A-Z]{2}[0-9]{9}$/),
    ],
  },
  {
    code: 'MC',
    name: { fr: 'Monaco', en: 'Monaco' },
    currency: 'EUR',
    timeZone: 'Europe/Monaco',
    locale: 'fr',
    ringSizeSystem: 'fr',
    registration: [vatField(false, /^FR[0-9A-Z]{2}[0-9]{9}$/)],
  },
  {
    code: 'BE',
    name: { fr: 'Belgique', en: 'Belgium' },
    currency: 'EUR',
    timeZone: 'Europe/Brussels',
    locale: 'fr',
    ringSizeSystem: 'eu',
    registration: [vatField(true, /^BE[01][0-9]{9}$/)],
  },
  {
    code: 'LU',
    name: { fr: 'Luxembourg', en: 'Luxembourg' },
    currency: 'EUR',
    timeZone: 'Europe/Luxembourg',
    locale: 'fr',
    ringSizeSystem: 'eu',
    registration: [vatField(true, /^LU[0-9]{8}$/)],
  },
  {
    code: 'CH',
    name: { fr: 'Suisse', en: 'Switzerland' },
    currency: 'CHF',
    timeZone: 'Europe/Zurich',
    locale: 'fr',
    ringSizeSystem: 'ch',
    registration: [
      {
        key: 'uid',
        label: { fr: 'IDE / numéro TVA', en: 'UID / VAT number' },
        pattern: /^CHE-?[0-9]{3}\.?[0-9]{3}\.?[0-9]{3}( ?(MWST|TVA|IVA))?$/,
        required: true,
      },
    ],
  },
  {
    code: 'CA',
    name: { fr: 'Canada', en: 'Canada' },
    currency: 'CAD',
    timeZone: 'America/Toronto',
    locale: 'en',
    ringSizeSystem: 'us',
    regions: [
      { code: 'CA-QC', name: { fr: 'Québec', en: 'Quebec' }, timeZone: 'America/Toronto' },
      { code: 'CA-ON', name: { fr: 'Ontario', en: 'Ontario' }, timeZone: 'America/Toronto' },
      {
        code: 'CA-BC',
        name: { fr: 'Colombie-Britannique', en: 'British Columbia' },
        timeZone: 'America/Vancouver',
      },
      { code: 'CA-AB', name: { fr: 'Alberta', en: 'Alberta' }, timeZone: 'America/Edmonton' },
      { code: 'CA-MB', name: { fr: 'Manitoba', en: 'Manitoba' }, timeZone: 'America/Winnipeg' },
      { code: 'CA-SK', name: { fr: 'Saskatchewan', en: 'Saskatchewan' }, timeZone: 'America/Regina' },
      { code: 'CA-NS', name: { fr: 'Nouvelle-Écosse', en: 'Nova Scotia' }, timeZone: 'America/Halifax' },
      { code: 'CA-NB', name: { fr: 'Nouveau-Brunswick', en: 'New Brunswick' }, timeZone: 'America/Moncton' },
      {
        code: 'CA-NL',
        name: { fr: 'Terre-Neuve-et-Labrador', en: 'Newfoundland and Labrador' },
        timeZone: 'America/St_Johns',
      },
      {
        code: 'CA-PE',
        name: { fr: 'Île-du-Prince-Édouard', en: 'Prince Edward Island' },
        timeZone: 'America/Halifax',
      },
    ],
    registration: [
      {
        key: 'gstNumber',
        label: { fr: 'Numéro de TPS/TVH', en: 'GST/HST number' },
        pattern: /^[0-9]{9}RT[0-9]{4}$/,
        required: true,
      },
      {
        key: 'qstNumber',
        label: { fr: 'Numéro de TVQ', en: 'QST number' },
        pattern: /^[0-9]{10}TQ[0-9]{4}$/,
        required: false,
      },
    ],
  },
  {
    code: 'US',
    name: { fr: 'États-Unis', en: 'United States' },
    currency: 'USD',
    timeZone: 'America/New_York',
    locale: 'en',
    ringSizeSystem: 'us',
    registration: [],
  },
  ...(
    [
      ['DE', 'Allemagne', 'Germany', 'Europe/Berlin', /^DE[0-9]{9}$/],
      ['ES', 'Espagne', 'Spain', 'Europe/Madrid', /^ES[0-9A-Z][0-9]{7}[0-9A-Z]$/],
      ['IT', 'Italie', 'Italy', 'Europe/Rome', /^IT[0-9]{11}$/],
      ['NL', 'Pays-Bas', 'Netherlands', 'Europe/Amsterdam', /^NL[0-9]{9}B[0-9]{2}$/],
      ['IE', 'Irlande', 'Ireland', 'Europe/Dublin', /^IE[0-9][0-9A-Z+*][0-9]{5}[A-Z]{1,2}$/],
    ] as const
  ).map(
    ([code, fr, en, timeZone, pattern]): CountryProfile => ({
      code,
      name: { fr, en },
      currency: 'EUR',
      timeZone,
      locale: 'en',
      ringSizeSystem: code === 'IE' ? 'uk' : 'eu',
      registration: [vatField(true, pattern)],
    }),
  ),
];

/** The profile of a country the product knows, or null. */
export function countryProfile(country: string): CountryProfile | null {
  const code = country.toUpperCase();
  return COUNTRY_PROFILES.find((profile) => profile.code === code) ?? null;
}

export interface CountryDefaults {
  country: string;
  region: string | null;
  currency: string;
  timeZone: string;
  locale: Locale;
  ringSizeSystem: RingSizeSystem;
  /** Whether the product knows the country's sales tax (else the jeweller enters their rate). */
  knownTax: boolean;
}

/** What picking a country (and a region, where it matters) fills in. */
export function countryDefaults(country: string, region: string | null = null): CountryDefaults {
  const code = country.toUpperCase();
  const profile = countryProfile(code);
  const regionProfile = profile?.regions?.find((r) => r.code === region?.toUpperCase()) ?? null;
  return {
    country: code,
    region: regionProfile?.code ?? null,
    currency: profile?.currency ?? 'EUR',
    timeZone: regionProfile?.timeZone ?? profile?.timeZone ?? 'UTC',
    // Quebec writes French; the rest of Canada English.
    locale: regionProfile?.code === 'CA-QC' ? 'fr' : (profile?.locale ?? 'en'),
    ringSizeSystem: profile?.ringSizeSystem ?? 'eu',
    knownTax: taxRuleFor(code, regionProfile?.code ?? null) !== null,
  };
}

/** The registration numbers a business in `country` (and `region`) is asked for. */
export function registrationFields(
  country: string,
  region: string | null = null,
): readonly RegistrationField[] {
  const profile = countryProfile(country);
  if (!profile) return [vatField(false)];
  // The QST number is Quebec's only.
  return profile.registration.filter(
    (field) => field.key !== 'qstNumber' || region?.toUpperCase() === 'CA-QC',
  );
}

/** A registration number as it is stored and printed: spaces removed, upper case. */
export const normaliseRegistration = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** Whether `value` is an ISO 4217 currency code this runtime can format. */
export const isCurrencyCode: (value: string) => boolean = isCurrency;

/** Whether `value` is an IANA time zone (canonical or an alias this runtime accepts). */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Digits after the decimal point of a currency's minor unit (JPY 0, EUR 2, KWD 3). */
export const minorUnitDigits: (currency: string) => number = minorDigitsOf;

/**
 * What a client's tax number from `country` must look like (spaces removed, upper case): the VAT number of a
 * country listed here, Canada's GST number, Switzerland's UID; elsewhere an EU-style VAT number.
 */
export function clientTaxNumberPattern(country: string): RegExp {
  const fields = countryProfile(country.toUpperCase())?.registration ?? [];
  const field =
    fields.find((f) => f.key === 'vatNumber') ?? fields.find((f) => f.key === 'gstNumber' || f.key === 'uid');
  return (field ?? vatField(false)).pattern;
}
