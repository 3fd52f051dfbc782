import { beforeEach, describe, expect, it } from 'vitest';
import {
  draftChange,
  draftMissingMentions,
  emptyDraft,
  finishWelcome,
  loadDraft,
  saveDraft,
  welcomeFinished,
  withCountry,
} from './welcome-draft.ts';

describe('the sign-up step’s draft', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    window.localStorage.clear();
  });

  it('a country fills currency, time zone (the browser’s when it is there), locale, sizes and tax', () => {
    const lyon = withCountry({ ...emptyDraft(), name: 'Atelier Rhône' }, 'FR', null, 'Europe/Paris');
    expect(lyon).toMatchObject({
      name: 'Atelier Rhône',
      country: 'FR',
      currency: 'EUR',
      timeZone: 'Europe/Paris',
      locale: 'fr',
      ringSizeSystem: 'fr',
      taxRegistration: { registered: true },
    });
    const fromAbroad = withCountry(emptyDraft(), 'FR', null, 'America/Toronto');
    expect(fromAbroad.timeZone).toBe('Europe/Paris');
    expect(withCountry(emptyDraft(), 'CA', 'CA-QC', 'America/Toronto')).toMatchObject({
      currency: 'CAD',
      locale: 'fr',
      region: 'CA-QC',
    });
    expect(withCountry(emptyDraft(), 'US', null, 'America/Chicago')).toMatchObject({
      timeZone: 'America/Chicago',
      taxRegistration: { registered: false },
    });
  });

  it('names the numbers the country’s invoices need that are missing', () => {
    const lyon = withCountry(emptyDraft(), 'FR', null, null);
    expect(draftMissingMentions(lyon).map((f) => f.key)).toEqual(['siren', 'vatNumber']);
    const withSiren = { ...lyon, taxRegistration: { ...lyon.taxRegistration, siren: '732829320' } };
    expect(draftMissingMentions(withSiren).map((f) => f.key)).toEqual(['vatNumber']);
    expect(draftMissingMentions(emptyDraft())).toEqual([]);
  });

  it('survives a reload in the tab and is forgotten once the step is done', () => {
    const draft = withCountry({ ...emptyDraft(), name: 'Genève Or' }, 'CH', null, null);
    saveDraft('b1', draft);
    expect(loadDraft('b1')).toEqual(draft);
    expect(loadDraft('b2')).toBeNull();
    expect(welcomeFinished('b1')).toBe(false);
    finishWelcome('b1');
    expect(loadDraft('b1')).toBeNull();
    expect(welcomeFinished('b1')).toBe(true);
  });

  it('sends the fields the step asks, without empty numbers', () => {
    const lyon = withCountry({ ...emptyDraft(), name: 'Atelier Rhône' }, 'FR', null, null);
    expect(
      draftChange({ ...lyon, taxRegistration: { ...lyon.taxRegistration, siren: '732829320' } }),
    ).toEqual({
      name: 'Atelier Rhône',
      country: 'FR',
      region: null,
      currency: 'EUR',
      timeZone: 'Europe/Paris',
      locale: 'fr',
      ringSizeSystem: 'fr',
      taxRegistration: { registered: true, siren: '732829320' },
    });
  });
});
