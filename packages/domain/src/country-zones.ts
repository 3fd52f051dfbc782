import { countryDefaults, countryProfile } from './countries.ts';

/**
 * The time zones a country spans, for the sign-up step's default (ADR 060). A module of its
 * own, beside `countries`, so the sign-in page's code (which carries `countries` for the settings schema)
 * does not carry it.
 */

/** Zones a country spans beyond its main one and its regions' (listed where the product knows them). */
const OTHER_ZONES: Readonly<Record<string, readonly string[]>> = {
  US: [
    'America/Chicago',
    'America/Denver',
    'America/Phoenix',
    'America/Los_Angeles',
    'America/Anchorage',
    'America/Detroit',
    'Pacific/Honolulu',
  ],
};

/** Every IANA zone of a country the product knows: its main zone, its regions', and the others it spans. */
export function timeZonesOf(country: string): readonly string[] {
  const profile = countryProfile(country);
  if (!profile) return [];
  return [
    ...new Set([
      profile.timeZone,
      ...(profile.regions ?? []).map((r) => r.timeZone),
      ...(OTHER_ZONES[profile.code] ?? []),
    ]),
  ];
}

/**
 * The time zone the sign-up step proposes for a country: the browser's own when it lies in that country
 * (a jeweller in Vancouver signing up picks Canada and keeps Pacific time), else the region's or the
 * country's main zone (`countryDefaults`). A region chosen with its own zone wins over a browser zone
 * elsewhere in the country.
 */
export function defaultTimeZone(
  country: string,
  region: string | null = null,
  browserZone: string | null = null,
): string {
  const fallback = countryDefaults(country, region).timeZone;
  if (!browserZone) return fallback;
  const regionZone = countryProfile(country)?.regions?.find(
    (r) => r.code === region?.toUpperCase(),
  )?.timeZone;
  if (regionZone && regionZone !== browserZone) return regionZone;
  return timeZonesOf(country).includes(browserZone) ? browserZone : fallback;
}
