import { createApiClient } from '@carat/api-client';
import { ApiProvider } from '@carat/api-client/react';
import { baseCatalogue, I18nProvider, mergeCatalogues } from '@carat/ui/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CategoriesSettings, moved } from './CategoriesSettings.tsx';
import { settingsMessages } from './messages.ts';

afterEach(cleanup);

const category = (key: string, nameFr: string, productCount = 0) => ({
  key,
  name: nameFr,
  nameFr,
  nameEn: key,
  position: 0,
  visible: true,
  productCount,
});
const LIST = [
  category('CHAINS', 'Chaînes', 2),
  category('RINGS', 'Bagues'),
  category('NECKLACES', 'Colliers'),
];

/** The card over a fake API that answers the list and records every other call. */
function renderCategories() {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const client = createApiClient({
    baseUrl: 'http://api.test',
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const text = request.method === 'GET' ? '' : await request.text();
      calls.push({ method: request.method, url: request.url, body: text ? JSON.parse(text) : null });
      if (request.method === 'DELETE') return Response.json({ moved: 2 });
      return Response.json({ items: LIST });
    }) as typeof fetch,
    getAccessToken: async () => 'token',
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ApiProvider client={client}>
        <I18nProvider catalogue={mergeCatalogues(baseCatalogue, settingsMessages)} initialLocale="fr">
          <CategoriesSettings />
        </I18nProvider>
      </ApiProvider>
    </QueryClientProvider>,
  );
  return calls;
}

describe('Settings → Catégories', () => {
  it('moves an item in a list', () => {
    expect(moved(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });

  it('reorders with the buttons and with Alt+arrows on a row', async () => {
    const calls = renderCategories();
    fireEvent.click(await screen.findByRole('button', { name: 'Descendre Chaînes' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: 'http://api.test/v1/categories/order',
      body: { keys: ['RINGS', 'CHAINS', 'NECKLACES'] },
    });
    expect((screen.getByRole('button', { name: 'Monter Chaînes' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.keyDown(screen.getByRole('button', { name: 'Monter Colliers' }), {
      key: 'ArrowUp',
      altKey: true,
    });
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'PUT')[1]?.body).toEqual({
      keys: ['CHAINS', 'NECKLACES', 'RINGS'],
    });
  });

  it('deletes a category in use only by moving its pieces to another', async () => {
    const calls = renderCategories();
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer Chaînes' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/2 pièces sont rangées/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Déplacer et supprimer' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe(
      'http://api.test/v1/categories/CHAINS?moveTo=RINGS',
    );
  });

  it('checks a new category’s names before sending it', async () => {
    const calls = renderCategories();
    fireEvent.change(await screen.findByLabelText(/Nouvelle catégorie, en anglais/), {
      target: { value: 'Anklets' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter la catégorie' }));
    expect(await screen.findByText('Nom en français requis')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
