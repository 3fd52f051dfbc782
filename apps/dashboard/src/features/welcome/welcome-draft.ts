import { countryDefaults, registrationFields } from '@carat/domain/countries';
import { defaultTimeZone } from '@carat/domain/country-zones';
import { missingMentions } from '@carat/domain/invoice-mentions';
import type { Locale } from '@carat/domain/locale';

/**
 * The sign-up step's answers (ADR 060): what the shop is called and where it trades, and
 * what follows from the country. Kept in the tab's sessionStorage as it is typed, so a reload or a step back
 * loses nothing; sent once with `PATCH /v1/business` at the end; skipping sends nothing (today's defaults).
 */
export interface WelcomeDraft {
  name: string;
  country: string;
  region: string;
  currency: string;
  timeZone: string;
  locale: Locale | '';
  ringSizeSystem: string;
  vatNumber: string;
  taxRegistration: {
    registered: boolean;
    siren: string;
    gstNumber: string;
    qstNumber: string;
    uid: string;
    companyNumber: string;
  };
}

export const emptyDraft = (): WelcomeDraft => ({
  name: '',
  country: '',
  region: '',
  currency: '',
  timeZone: '',
  locale: '',
  ringSizeSystem: '',
  vatNumber: '',
  taxRegistration: { registered: true, siren: '', gstNumber: '', qstNumber: '', uid: '', companyNumber: '' },
});

/** What choosing a country (and a region) fills in; the name and the numbers typed stay. */
export function withCountry(
  draft: WelcomeDraft,
  country: string,
  region: string | null,
  browserZone: string | null,
): WelcomeDraft {
  const defaults = countryDefaults(country, region);
  return {
    ...draft,
    country: defaults.country,
    region: defaults.region ?? '',
    currency: defaults.currency,
    timeZone: defaultTimeZone(country, defaults.region, browserZone),
    locale: defaults.locale,
    ringSizeSystem: defaults.ringSizeSystem,
    // A country the product has no tax for (the US) starts as not charging one.
    taxRegistration: { ...draft.taxRegistration, registered: defaults.knownTax },
  };
}

/** The registration numbers the draft's country asks for that are still empty (the invoice mentions). */
export function draftMissingMentions(draft: WelcomeDraft) {
  if (!draft.country) return [];
  const missing = missingMentions({
    country: draft.country,
    region: draft.region || null,
    taxRegistration: { ...draft.taxRegistration, vatNumber: draft.vatNumber },
  });
  const fields = registrationFields(draft.country, draft.region || null);
  return fields.filter((field) => (missing as string[]).includes(field.key));
}

const storageKey = (scope: string) => `carat.welcome.${scope}`;
const doneKey = (scope: string) => `carat.welcome.done.${scope}`;

function storage(kind: 'session' | 'local'): Storage | null {
  try {
    return kind === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}

/** The draft kept in this tab for a business, or null. */
export function loadDraft(scope: string): WelcomeDraft | null {
  const raw = storage('session')?.getItem(storageKey(scope));
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<WelcomeDraft>;
    const empty = emptyDraft();
    return {
      ...empty,
      ...parsed,
      taxRegistration: { ...empty.taxRegistration, ...parsed.taxRegistration },
    };
  } catch {
    return null;
  }
}

export function saveDraft(scope: string, draft: WelcomeDraft): void {
  try {
    storage('session')?.setItem(storageKey(scope), JSON.stringify(draft));
  } catch {
    // Storage full or refused: the step works, a reload starts it again.
  }
}

/** The step answered or skipped in this browser: it is not shown again after a later payment. */
export function finishWelcome(scope: string): void {
  storage('session')?.removeItem(storageKey(scope));
  try {
    storage('local')?.setItem(doneKey(scope), '1');
  } catch {
    // Without storage the country set (or not) decides alone.
  }
}

export function welcomeFinished(scope: string): boolean {
  return storage('local')?.getItem(doneKey(scope)) === '1';
}

/** The `PATCH /v1/business` body: the fields the step asks, empty numbers left out. */
export function draftChange(draft: WelcomeDraft) {
  const numbers = Object.fromEntries(
    Object.entries(draft.taxRegistration).filter(([key, value]) => key !== 'registered' && value !== ''),
  );
  return {
    name: draft.name,
    country: draft.country || null,
    region: draft.region || null,
    ...(draft.currency ? { currency: draft.currency } : {}),
    ...(draft.timeZone ? { timeZone: draft.timeZone } : {}),
    locale: draft.locale || null,
    ringSizeSystem: draft.ringSizeSystem || null,
    ...(draft.vatNumber ? { vatNumber: draft.vatNumber } : {}),
    taxRegistration: { registered: draft.taxRegistration.registered, ...numbers },
  };
}
