import { describe, expect, it } from 'vitest';
import { parseWantedBy } from '#lib/normalise/dates.ts';

const paris = { now: new Date('2026-03-10T10:00:00Z'), timeZone: 'Europe/Paris' };

describe('parseWantedBy', () => {
  it.each([
    ["d'ici Noël", '2026-12-25'],
    ['avant le 14 février', '2027-02-14'],
    ['dans 3 semaines', '2026-03-31'],
    ['le mois prochain', '2026-04-10'],
    ['en juin', '2026-06-01'],
    ['fin avril', '2026-04-30'],
    ['pour la Saint-Valentin', '2027-02-14'],
  ])('fr: %s', (text, expected) => {
    expect(parseWantedBy(text, 'fr', paris)).toBe(expected);
  });

  it.each([
    ['next month', '2026-04-10'],
    ['in 3 weeks', '2026-03-31'],
    ['by Christmas', '2026-12-25'],
    ['by June 3rd', '2026-06-03'],
    ['by next Friday', '2026-03-20'],
  ])('en: %s', (text, expected) => {
    expect(parseWantedBy(text, 'en', { ...paris, timeZone: 'Europe/London' })).toBe(expected);
  });

  it('counts from the business calendar, not UTC', () => {
    // 23:30 UTC on 31 Dec is already 1 January in Paris: 'dans 3 semaines' is 22 January.
    const lateNight = { now: new Date('2026-12-31T23:30:00Z'), timeZone: 'Europe/Paris' };
    expect(parseWantedBy('dans 3 semaines', 'fr', lateNight)).toBe('2027-01-22');
  });

  it('ignores French "mon", weekdays asked about hours, and today', () => {
    expect(parseWantedBy('mon numéro est le 06…', 'fr', paris)).toBeNull();
    expect(parseWantedBy('Vous êtes ouverts le samedi ?', 'fr', paris)).toBeNull();
    expect(parseWantedBy('maintenant', 'fr', paris)).toBeNull();
  });
});
