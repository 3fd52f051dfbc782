import { describe, expect, it } from 'vitest';
import {
  COUNTRY_PROFILES,
  countryDefaults,
  countryProfile,
  isCurrencyCode,
  isTimeZone,
  minorUnitDigits,
  normaliseRegistration,
  registrationFields,
} from '#lib/countries.ts';
import { defaultTimeZone, timeZonesOf } from '#lib/country-zones.ts';
import { taxRuleFor } from '#lib/taxes.ts';

describe('country defaults', () => {
  it('gives a Lyon jeweller euros, Paris time, French and French sizes', () => {
    expect(countryDefaults('fr')).toEqual({
      country: 'FR',
      region: null,
      currency: 'EUR',
      timeZone: 'Europe/Paris',
      locale: 'fr',
      ringSizeSystem: 'fr',
      knownTax: true,
    });
  });

  it('follows the province in Canada: Quebec in French, Vancouver on Pacific time', () => {
    expect(countryDefaults('CA', 'CA-QC')).toMatchObject({
      currency: 'CAD',
      locale: 'fr',
      timeZone: 'America/Toronto',
    });
    expect(countryDefaults('CA', 'ca-bc')).toMatchObject({
      region: 'CA-BC',
      locale: 'en',
      timeZone: 'America/Vancouver',
    });
    expect(countryDefaults('CA', 'CA-XX')).toMatchObject({ region: null, timeZone: 'America/Toronto' });
  });

  it('gives Geneva francs, and an unknown country euros in UTC with no known tax', () => {
    expect(countryDefaults('CH')).toMatchObject({
      currency: 'CHF',
      timeZone: 'Europe/Zurich',
      ringSizeSystem: 'ch',
    });
    expect(countryDefaults('JP')).toMatchObject({ country: 'JP', timeZone: 'UTC', knownTax: false });
  });

  it('lists every country with a currency, a time zone and a tax rule the product can use', () => {
    for (const profile of COUNTRY_PROFILES) {
      expect(isCurrencyCode(profile.currency), profile.code).toBe(true);
      expect(isTimeZone(profile.timeZone), profile.code).toBe(true);
      for (const region of profile.regions ?? []) expect(isTimeZone(region.timeZone), region.code).toBe(true);
      if (profile.code !== 'US') expect(taxRuleFor(profile.code), profile.code).not.toBeNull();
    }
    expect(new Set(COUNTRY_PROFILES.map((p) => p.code)).size).toBe(COUNTRY_PROFILES.length);
  });
});

describe('registration numbers', () => {
  it('asks a French business for its SIREN, a Quebec one for GST and QST, an Ontario one for GST only', () => {
    expect(registrationFields('FR').map((f) => [f.key, f.required])).toEqual([
      ['siren', true],
      ['vatNumber', false],
    ]);
    expect(registrationFields('CA', 'CA-QC').map((f) => f.key)).toEqual(['gstNumber', 'qstNumber']);
    expect(registrationFields('CA', 'CA-ON').map((f) => f.key)).toEqual(['gstNumber']);
    expect(registrationFields('JP').map((f) => f.key)).toEqual(['vatNumber']);
  });

  it('tells well-formed numbers from wrong ones', () => {
    const field = (country: string, key: string) =>
      countryProfile(country)!.registration.find((f) => f.key === key)!;
    expect(field('FR', 'siren').pattern.test(normaliseRegistration('732 829 320'))).toBe(true);
    expect(field('FR', 'siren').pattern.test('73282932')).toBe(false);
    expect(field('GB', 'vatNumber').pattern.test(normaliseRegistration('gb 123 4567 89'))).toBe(true);
    expect(field('CA', 'gstNumber').pattern.test('123456789RT0001')).toBe(true);
    expect(field('CA', 'qstNumber').pattern.test('1234567890TQ0001')).toBe(true);
    expect(field('CH', 'uid').pattern.test(normaliseRegistration('CHE-123.456.789 TVA'))).toBe(true);
    expect(field('CH', 'uid').pattern.test('CHE-12.456.789')).toBe(false);
  });
});

describe('currency and time zone checks', () => {
  it('accepts ISO 4217 codes and IANA zones, refuses the rest', () => {
    expect(isCurrencyCode('EUR')).toBe(true);
    expect(isCurrencyCode('JPY')).toBe(true);
    expect(isCurrencyCode('eur')).toBe(false);
    expect(isCurrencyCode('XYZ')).toBe(false);
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isTimeZone('Europe/Lyon')).toBe(false);
    expect(isTimeZone('not a zone')).toBe(false);
  });

  it('knows each currency’s minor unit', () => {
    expect(minorUnitDigits('EUR')).toBe(2);
    expect(minorUnitDigits('JPY')).toBe(0);
    expect(minorUnitDigits('KWD')).toBe(3);
  });
});

describe('the time zone the sign-up step proposes', () => {
  it("keeps the browser's zone when it lies in the chosen country, else the country's main zone", () => {
    expect(defaultTimeZone('FR', null, 'Europe/Paris')).toBe('Europe/Paris');
    expect(defaultTimeZone('FR', null, 'America/Toronto')).toBe('Europe/Paris');
    expect(defaultTimeZone('CA', null, 'America/Vancouver')).toBe('America/Vancouver');
    expect(defaultTimeZone('US', null, 'America/Los_Angeles')).toBe('America/Los_Angeles');
    expect(defaultTimeZone('CH', null, null)).toBe('Europe/Zurich');
    expect(defaultTimeZone('JP', null, 'Asia/Tokyo')).toBe('UTC');
  });
  it("a region's own zone wins over a browser elsewhere in the country", () => {
    expect(defaultTimeZone('CA', 'CA-QC', 'America/Vancouver')).toBe('America/Toronto');
    expect(defaultTimeZone('CA', 'CA-QC', 'America/Toronto')).toBe('America/Toronto');
    expect(timeZonesOf('CA')).toContain('America/Halifax');
    expect(timeZonesOf('XX')).toEqual([]);
  });
});
