import { describe, expect, it } from 'vitest';
import {
  countryOfGrouping,
  parseBareName,
  parseEmail,
  parseNameIntro,
  parsePhone,
  phoneCountryOf,
  toE164,
} from '#lib/normalise/contact.ts';

describe('phones', () => {
  it.each([
    ['06 12 34 56 78', '+33612345678'],
    ['06.12.34.56.78', '+33612345678'],
    ['+33 6 12 34 56 78', '+33612345678'],
    ['0033 6 12 34 56 78', '+33612345678'],
    ['07700 900123', '+447700900123'],
    ['+44 (0)20 7946 0018', '+442079460018'],
    ['+1 415 555 2671', '+14155552671'],
  ])('%s → %s', (text, expected) => {
    expect(parsePhone(`appelez-moi au ${text} merci`)?.value).toBe(expected);
  });

  // Every national way of writing a number in the six countries, read in the shop's country first.
  it.each([
    ['FR', '06 12 34 56 78', '+33612345678'],
    ['FR', '01-42-68-53-00', '+33142685300'],
    ['FR', '+33 (0)6 12 34 56 78', '+33612345678'],
    ['GB', '020 7946 0958', '+442079460958'],
    ['GB', '07700 900461', '+447700900461'],
    ['GB', '06 12 34 56 78', '+33612345678'],
    ['US', '(718) 555-0142', '+17185550142'],
    ['US', '347-555-0198', '+13475550198'],
    ['US', '212.555.0147', '+12125550147'],
    ['US', '+1 (646) 555-0123', '+16465550123'],
    ['US', '1-800-555-0199', '+18005550199'],
    ['CA', '(416) 555-0187', '+14165550187'],
    ['US', '514 555 0176', '+15145550176'],
    ['BE', '0470 12 34 56', '+32470123456'],
    ['BE', '02 310 45 67', '+3223104567'],
    ['FR', '+32 470 12 34 56', '+32470123456'],
    ['CH', '079 123 45 67', '+41791234567'],
    ['CH', '022 310 45 67', '+41223104567'],
    ['FR', '0041 79 123 45 67', '+41791234567'],
  ] as const)('%s: %s → %s', (country, text, expected) => {
    expect(parsePhone(`my number is ${text}, thanks`, country)?.value).toBe(expected);
  });

  // A visitor from another country than the shop's writes their number their country's way.
  it.each([
    ['FR', '0470 12 34 56', '+32470123456'],
    ['FR', '079 345 67 89', '+41793456789'],
    ['CH', '06 12 34 56 78', '+33612345678'],
    ['US', '020 7946 0321', '+442079460321'],
    ['GB', '0612345678', '+33612345678'],
  ] as const)('in a %s shop: %s → %s', (country, text, expected) => {
    expect(toE164(text, country)).toBe(expected);
  });

  it('tells the country from how the digits are grouped', () => {
    expect(countryOfGrouping('0470 12 34 56')).toBe('BE');
    expect(countryOfGrouping('079 123 45 67')).toBe('CH');
    expect(countryOfGrouping('06 12 34 56 78')).toBe('FR');
    expect(countryOfGrouping('07700 900461')).toBe('GB');
    expect(countryOfGrouping('0612345678')).toBeNull();
  });

  it('reads a local number in the shop’s country from its time zone or currency', () => {
    expect(phoneCountryOf('Europe/Zurich')).toBe('CH');
    expect(phoneCountryOf('America/Toronto')).toBe('CA');
    expect(phoneCountryOf('America/New_York')).toBe('US');
    expect(phoneCountryOf('Asia/Tokyo', 'GBP')).toBe('GB');
  });

  it('refuses numbers that cannot be phones', () => {
    expect(toE164('12345')).toBeNull();
    expect(toE164('+33 6 12')).toBeNull();
    expect(parsePhone('budget 2000')).toBeNull();
    expect(parsePhone('budget entre 1 000 et 2 000 CHF le 2026-03-10', 'CH')).toBeNull();
  });
});

describe('emails', () => {
  it('finds and lower-cases an address', () => {
    expect(parseEmail('écrivez à Marie.Dupont@Orange.fr svp')?.value).toBe('marie.dupont@orange.fr');
    expect(parseEmail('pas d’adresse ici')).toBeNull();
  });
});

describe('names', () => {
  it('reads introduced names and refuses non-names', () => {
    expect(parseNameIntro("je m'appelle Marie Dupont et je cherche une bague")?.value).toBe('Marie Dupont');
    expect(parseNameIntro("this is James O'Neill")?.value).toBe("James O'Neill");
    expect(parseNameIntro("I'm looking for a ring")).toBeNull();
    expect(parseNameIntro('je suis intéressée par une bague')).toBeNull();
  });

  it('reads a bare answer to "what name?"', () => {
    expect(parseBareName('sophie durand')).toBe('Sophie Durand');
    expect(parseBareName('finalement plutôt')).toBeNull();
    expect(parseBareName('je voudrais une bague en or jaune svp')).toBeNull();
  });
});
