import { baseCatalogue, I18nProvider, mergeCatalogues } from '@carat/ui/i18n';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { analyticsMessages } from '#features/analytics/messages.ts';
import { homeMessages } from './messages.ts';
import { StatChange } from './StatChange.tsx';

// The texts this component shows (home's, and analytics' tiles that reuse it), without the app's whole catalogue.
const catalogue = mergeCatalogues(mergeCatalogues(baseCatalogue, homeMessages), analyticsMessages);

afterEach(cleanup);

const show = (value: number, previous: number, changePercent: number | null) =>
  render(
    <I18nProvider catalogue={catalogue} initialLocale="fr">
      <StatChange figure={{ value, previous, changePercent }} days={30} previousText={String(previous)} />
    </I18nProvider>,
  ).container.querySelector<HTMLElement>('[data-testid="stat-change"]')!;

/** What is shown, with the narrow spaces of French number formatting made plain. */
const text = (element: HTMLElement, selector: string) =>
  [...element.querySelectorAll(selector)].map((e) => e.textContent?.replace(/\s/g, ' ')).join(' | ');

describe('StatChange', () => {
  it('shows a rise in green with its percentage, and says it in words', () => {
    const change = show(15, 12, 25);
    expect(change.dataset.trend).toBe('up');
    expect(text(change, '[aria-hidden="true"]')).toContain('+25 %');
    expect(change.querySelector('.text-success')).not.toBeNull();
    expect(text(change, '.sr-only')).toBe('En hausse de 25 % par rapport aux 30 jours précédents (12).');
  });

  it('shows a fall in red, to one decimal', () => {
    const change = show(2, 3, -33.3);
    expect(change.dataset.trend).toBe('down');
    expect(text(change, '[aria-hidden="true"]')).toContain('-33,3 %');
    expect(change.querySelector('.text-destructive')).not.toBeNull();
    expect(text(change, '.sr-only')).toBe('En baisse de 33,3 % par rapport aux 30 jours précédents (3).');
  });

  it('says "nouveau" after a period with none, and "—" when both are empty', () => {
    const fresh = show(4, 0, null);
    expect(fresh.dataset.trend).toBe('none');
    expect(text(fresh, '[aria-hidden="true"]')).toBe('nouveau');
    expect(text(fresh, '.sr-only')).toBe('Nouveau : aucun sur les 30 jours précédents.');
    const empty = show(0, 0, null);
    expect(text(empty, '[aria-hidden="true"]')).toBe('—');
    expect(text(empty, '.sr-only')).toBe('Aucun sur cette période ni sur la précédente.');
  });

  it('calls no change stable', () => {
    const flat = show(5, 5, 0);
    expect(flat.dataset.trend).toBe('flat');
    expect(text(flat, '.sr-only')).toBe('Stable par rapport aux 30 jours précédents (5).');
  });
});

describe('StatChange on the analytics tiles', () => {
  it('compares with the same span of last month', () => {
    const change = render(
      <I18nProvider catalogue={catalogue} initialLocale="fr">
        <StatChange
          figure={{ value: 7, previous: 2, changePercent: 250 }}
          previousText="2"
          messages="analytics.tiles"
        />
      </I18nProvider>,
    ).container.querySelector<HTMLElement>('[data-testid="stat-change"]')!;
    expect(text(change, '.sr-only')).toBe(
      'En hausse de 250 % par rapport à la même période du mois précédent (2).',
    );
    expect(text(change, '[aria-hidden="true"]')).toContain('vs 2 le mois dernier');
  });
});
