import { baseCatalogue, I18nProvider, mergeCatalogues } from '@carat/ui/i18n';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Inbox, Sparkles } from 'lucide-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { componentMessages } from '#components/messages.ts';
import { leadsMessages } from '#features/leads/messages.ts';
import type { ListParams } from '#lib/useListParams.ts';
import { ListCards } from './ListCards.tsx';
import { ListPage } from './ListPage.tsx';
import { ListTiles } from './ListTiles.tsx';

const catalogue = mergeCatalogues(baseCatalogue, componentMessages, leadsMessages);

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
  hasNextPage = false,
  isFetchingNextPage = false,
}: {
  data?: Page;
  error?: Error | null;
  isLoading?: boolean;
  filtered?: boolean;
  hasNextPage?: boolean;
  isFetchingNextPage?: boolean;
}) {
  const setParam = vi.fn();
  const refetch = vi.fn();
  const fetchNextPage = vi.fn();
  const params = { search: '', setSearch: vi.fn(), setParam } as unknown as ListParams;
  render(
    <I18nProvider catalogue={catalogue} initialLocale="fr">
      <ListPage
        name="leads"
        params={params}
        tiles={
          <ListTiles
            label="Demandes"
            loading={false}
            tiles={[{ label: 'Nouvelles', icon: Sparkles, value: '3' }]}
          />
        }
        list={{
          data,
          error,
          isLoading,
          isFetching: isFetchingNextPage,
          refetch,
          hasNextPage,
          isFetchingNextPage,
          fetchNextPage,
        }}
        filtered={filtered}
        empty={{ icon: <Inbox />, action: null }}
        overlays={<p>the sheet</p>}
      >
        {(rows, busy, more) => (
          <ListCards
            items={rows.items}
            busy={busy}
            label="Liste"
            className="grid"
            total={rows.total}
            more={more}
          >
            {(row) => <span>{row.name}</span>}
          </ListCards>
        )}
      </ListPage>
    </I18nProvider>,
  );
  return { setParam, refetch, fetchNextPage };
}

describe('ListPage', () => {
  it('shows the title, the tiles, the search, the count and the items, in the list’s words', () => {
    const { fetchNextPage } = show({
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
    expect(screen.getByRole('list', { name: 'Liste' }).getAttribute('aria-busy')).toBe('false');
    expect(fetchNextPage).not.toHaveBeenCalled();
    expect(screen.getByText('the sheet')).toBeTruthy();
  });

  it('reads the next chunk when the end of what is read is on screen, and says so meanwhile', () => {
    const { fetchNextPage } = show({
      data: { items: [{ id: 'a', name: 'Alice' }], total: 150, totalIsExact: true },
      hasNextPage: true,
    });
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('listitem').getAttribute('aria-setsize')).toBe('150');
    cleanup();
    const loading = show({
      data: { items: [{ id: 'a', name: 'Alice' }], total: 150, totalIsExact: true },
      hasNextPage: true,
      isFetchingNextPage: true,
    });
    expect(loading.fetchNextPage).not.toHaveBeenCalled();
    expect(screen.getByText('Chargement de la suite…')).toBeTruthy();
    // The next chunk is not a new search: the rows on screen are not marked busy.
    expect(screen.getByRole('list', { name: 'Liste' }).getAttribute('aria-busy')).toBe('false');
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
