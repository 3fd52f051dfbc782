import { baseCatalogue, I18nProvider, mergeCatalogues } from '@carat/ui/i18n';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { analyticsMessages } from './messages.ts';
import { RevenueChart } from './RevenueChart.tsx';

const catalogue = mergeCatalogues(baseCatalogue, analyticsMessages);

afterEach(cleanup);

const month = (m: string, revenue: number) => ({
  month: m,
  from: `${m}-01T00:00:00.000Z`,
  to: `${m}-28T00:00:00.000Z`,
  revenue,
  orders: 0,
  newClients: 0,
  appointments: 0,
});

describe('RevenueChart', () => {
  it('draws the largest month at full height, a small one at 40 px, none for nothing, and says each in words', () => {
    render(
      <I18nProvider catalogue={catalogue} initialLocale="fr">
        <RevenueChart
          months={[month('2026-05', 1_000), month('2026-06', 2_000_000), month('2026-07', 0)]}
          currency="GBP"
        />
      </I18nProvider>,
    );
    const bars = screen.getAllByTestId('revenue-bar');
    expect(bars.map((bar) => bar.style.height)).toEqual(['40px', '200px', '0px']);
    const list = screen.getByRole('list', { name: 'Encaissé par mois (TTC)' });
    const items = [...list.querySelectorAll('li')].map((li) =>
      li.querySelector('.sr-only')?.textContent?.replace(/\s/g, ' '),
    );
    expect(items).toEqual(['mai 2026 : 10 £', 'juin 2026 : 20 000 £', 'juillet 2026 (en cours) : 0 £']);
  });
});
