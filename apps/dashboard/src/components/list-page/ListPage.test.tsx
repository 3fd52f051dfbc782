import { baseCatalogue, I18nProvider, mergeCatalogues } from '@carat/ui/i18n';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Inbox, Sparkles } from 'lucide-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leadsMessages } from '#features/leads/messages.ts';
import type { ListParams } from '#lib/useListParams.ts';
import { ListCards } from './ListCards.tsx';
import { ListPage } from './ListPage.tsx';
import { ListTiles } from './ListTiles.tsx';

const catalogue = mergeCatalogues(baseCatalogue, leadsMessages);

afterEach(cleanup);

interface Row {
  id: string;
  name: string;
}
type Page = { items: Row[]; total: number; totalIsExact: boolean };

function show({
  data,
  error = null,
  isLoading = false,
  filtered = false,
  page = 1,
}: {
  data?: Page;
  error?: Error | null;
  isLoading?: boolean;
  filtered?: boolean;
  page?: number;
}) {
  const setParam = vi.fn();
  const refetch = vi.fn();
  const params = { search: '', setSearch: vi.fn(), page, setParam } as unknown as ListParams;
  render(
    <I18nProvider catalogue={catalogue} initialLocale="fr">
      <ListPage
        name="leads"
        params={params}
        pageSize={2}
        tiles={
          <ListTiles
            label="Demandes"
            loading={false}
            tiles={[{ label: 'Nouvelles', icon: Sparkles, value: '3' }]}
          />
        }
        list={{ data, error, isLoading, isFetching: false, refetch }}
        filtered={filtered}
        empty={{ icon: <Inbox />, action: null }}
        overlays={<p>the sheet</p>}
      >
        {(rows, busy) => (
          <ListCards items={rows.items} busy={busy} label="Liste" className="grid">
            {(row) => <span>{row.name}</span>}
          </ListCards>
        )}
      </ListPage>
    </I18nProvider>,
  );
  return { setParam, refetch };
}

describe('ListPage', () => {
  it('shows the title, the tiles, the search, the count, the items and the pages, in the list’s words', () => {
    const { setParam } = show({
      data: {
        items: [
          { id: 'a', name: 'Alice' },
          { id: 'b', name: 'Bruno' },
        ],
        total: 5,
        totalIsExact: true,
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Demandes' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Demandes' }).textContent).toContain('Nouvelles');
    expect(screen.getByRole('searchbox', { name: /Rechercher une demande/ })).toBeTruthy();
    expect(screen.getByText('5 demandes')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Liste' }).textContent).toBe('AliceBruno');
    expect(screen.getByRole('navigation', { name: 'Page 1 sur 3' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(setParam).toHaveBeenCalledWith({ page: '2' });
    expect(screen.getByText('the sheet')).toBeTruthy();
  });

  it('tells an empty book from a search that matches nothing', () => {
    show({ data: { items: [], total: 0, totalIsExact: true } });
    expect(screen.getByText('Aucune demande pour le moment')).toBeTruthy();
    cleanup();
    show({ data: { items: [], total: 0, totalIsExact: true }, filtered: true });
    expect(screen.getByText('Aucun résultat')).toBeTruthy();
  });

  it('offers a retry when the list cannot be read', () => {
    const { refetch } = show({ error: new Error('down') });
    expect(screen.getByText('Impossible de charger les demandes')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(refetch).toHaveBeenCalled();
  });
});
