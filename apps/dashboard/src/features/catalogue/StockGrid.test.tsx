import { baseCatalogue, I18nProvider, mergeCatalogues } from '@carat/ui/i18n';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogueMessages } from './messages.ts';
import { combinationKey } from './product-form.ts';
import { StockGrid } from './StockGrid.tsx';

afterEach(cleanup);

const catalogue = mergeCatalogues(baseCatalogue, catalogueMessages);

let latest: Record<string, string> = {};

function Grid({ sizes, metals, stones = [] }: { sizes: string[]; metals: string[]; stones?: string[] }) {
  const [value, setValue] = useState<Record<string, string>>({});
  latest = value;
  return (
    <I18nProvider catalogue={catalogue} initialLocale="fr">
      <StockGrid sizes={sizes} metals={metals} stones={stones} value={value} onChange={setValue} />
    </I18nProvider>
  );
}

describe('StockGrid', () => {
  it('is one table of a row per metal and a column per size, each box named by its combination', () => {
    render(<Grid sizes={['52', '54', '56']} metals={['Or jaune', 'Or blanc']} />);
    const table = screen.getByRole('table', { name: 'Stock par combinaison' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['', '52', '54', '56']);
    expect(within(table).getAllByRole('textbox')).toHaveLength(6);
    expect(screen.getByLabelText('Stock 54 · Or blanc')).toBeTruthy();
  });

  it('fills every box at once, then keeps a count of the total as boxes change', () => {
    render(<Grid sizes={['S', 'M']} metals={['Argent']} stones={['Rubis', 'Saphir']} />);
    fireEvent.change(screen.getByLabelText('Quantité pour toutes les combinaisons'), {
      target: { value: '3' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Mettre partout' }));
    expect(screen.getByText('Total : 12')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Stock M · Argent · Saphir'), { target: { value: '0' } });
    expect(screen.getByText('Total : 9')).toBeTruthy();
    expect(latest[combinationKey({ size: 'M', metal: 'Argent', stone: 'Saphir' })]).toBe('0');
    expect(latest[combinationKey({ size: 'S', metal: 'Argent', stone: 'Rubis' })]).toBe('3');
  });

  it('marks an unreadable quantity and leaves it out of the total', () => {
    render(<Grid sizes={[]} metals={['Or']} />);
    const box = screen.getByLabelText('Stock Or');
    fireEvent.change(box, { target: { value: 'beaucoup' } });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Total : 0')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Taille unique' })).toBeTruthy();
  });

  it('shows a price box per combination once asked, the piece’s price as its placeholder', () => {
    let prices: Record<string, string> = {};
    function Priced() {
      const [value, setValue] = useState<Record<string, string>>({});
      const [own, setOwn] = useState<Record<string, string>>({});
      prices = own;
      return (
        <I18nProvider catalogue={catalogue} initialLocale="fr">
          <StockGrid
            sizes={['52']}
            metals={['Or', 'Platine']}
            stones={[]}
            value={value}
            onChange={setValue}
            prices={own}
            onPricesChange={setOwn}
            basePrice="900"
          />
        </I18nProvider>
      );
    }
    render(<Priced />);
    expect(screen.queryByLabelText('Prix 52 · Platine')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Un prix différent selon la combinaison' }));
    const box = screen.getByLabelText('Prix 52 · Platine') as HTMLInputElement;
    expect(box.placeholder).toBe('900');
    fireEvent.change(box, { target: { value: '1400' } });
    expect(prices[combinationKey({ size: '52', metal: 'Platine', stone: null })]).toBe('1400');
  });
});
