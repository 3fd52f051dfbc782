import { createApiClient } from '@carat/api-client';
import { ApiProvider } from '@carat/api-client/react';
import { baseCatalogue, I18nProvider, mergeCatalogues } from '@carat/ui/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { settingsMessages } from './messages.ts';
import { ServicesSettings } from './ServicesSettings.tsx';

afterEach(cleanup);

const service = (type: string, fr: string, en: string, custom = false) => ({
  type,
  name: { fr, en },
  title: { fr, en },
  custom,
  mode: 'in-person',
  position: 0,
  enabled: true,
  minDurationMinutes: 30,
  maxDurationMinutes: 45,
  minPriceMinor: 0,
  maxPriceMinor: 5000,
  currency: 'EUR',
  description: { fr: '', en: '' },
  depositMinor: 0,
  customised: custom,
});
const LIST = [
  service('store', 'Rendez-vous en boutique', 'In-store appointment'),
  service('ring-resizing', 'Mise à taille', 'Ring resizing', true),
];

/** The page over a fake API that answers the list, refuses deleting a service in use, records every call. */
function renderServices() {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const client = createApiClient({
    baseUrl: 'http://api.test',
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const text = request.method === 'GET' ? '' : await request.text();
      calls.push({ method: request.method, url: request.url, body: text ? JSON.parse(text) : null });
      if (request.method === 'DELETE')
        return Response.json(
          { error: { code: 'service_in_use', message: 'in use', details: { appointmentCount: '1' } } },
          { status: 409 },
        );
      return Response.json({ items: LIST });
    }) as typeof fetch,
    getAccessToken: async () => 'token',
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ApiProvider client={client}>
        <I18nProvider catalogue={mergeCatalogues(baseCatalogue, settingsMessages)} initialLocale="fr">
          <ServicesSettings />
        </I18nProvider>
      </ApiProvider>
    </QueryClientProvider>,
  );
  return calls;
}

describe('Settings → Services: the list of the business’s services', () => {
  it('reorders, renames, deletes only its own, and adds one', async () => {
    const calls = renderServices();
    fireEvent.click(await screen.findByRole('button', { name: 'Monter Mise à taille' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/v1/services/order'))).toBe(true));
    expect(calls.find((c) => c.url.endsWith('/v1/services/order'))?.body).toEqual({
      keys: ['ring-resizing', 'store'],
    });
    // A spec type is hidden (its card's switch), never deleted: no delete button.
    expect(screen.queryByRole('button', { name: 'Supprimer Rendez-vous en boutique' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer Mise à taille' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('http://api.test/v1/services/ring-resizing');

    const [, nameEn] = screen.getAllByLabelText('Nom (anglais)');
    fireEvent.change(nameEn!, { target: { value: 'Resizing' } });
    fireEvent.click(screen.getByRole('button', { name: 'Renommer' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      url: 'http://api.test/v1/services/ring-resizing',
      body: { nameFr: 'Mise à taille', nameEn: 'Resizing' },
    });

    fireEvent.change(screen.getByLabelText(/Nouveau service \(français\)/), { target: { value: 'Gravure' } });
    fireEvent.change(screen.getByLabelText(/Nouveau service \(anglais\)/), {
      target: { value: 'Engraving' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter le service' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: 'http://api.test/v1/services',
      body: { nameFr: 'Gravure', nameEn: 'Engraving' },
    });
  });
});
