import { createApiClient } from '@carat/api-client';
import { ApiProvider } from '@carat/api-client/react';
import { baseCatalogue, I18nProvider, mergeCatalogues } from '@carat/ui/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BusinessSettings } from './BusinessSettings.tsx';
import { settingsMessages } from './messages.ts';

afterEach(cleanup);

const business = (pricesIncludeTax: boolean) => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Bijouterie Bellecour',
  slug: 'bellecour',
  address: null,
  city: null,
  postalCode: null,
  vatNumber: null,
  phone: null,
  email: null,
  currency: 'EUR',
  timeZone: 'Europe/Paris',
  ringSizeSystem: null,
  country: 'FR',
  region: null,
  locale: 'fr',
  taxRegistration: { registered: true, siren: '732829320' },
  promises: {},
  pricesIncludeTax,
});

/** Answers GET /v1/me and /v1/business; keeps each PATCH body. */
function renderBusiness(pricesIncludeTax: boolean) {
  const patches: Record<string, unknown>[] = [];
  const client = createApiClient({
    baseUrl: 'http://api.test',
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const path = new URL(request.url).pathname;
      if (path === '/v1/me') return Response.json({ role: 'owner' });
      if (request.method === 'PATCH') {
        const body = (await request.json()) as Record<string, unknown>;
        patches.push(body);
        return Response.json({ ...business(pricesIncludeTax), ...body });
      }
      return Response.json(business(pricesIncludeTax));
    }) as typeof fetch,
    getAccessToken: async () => 'token',
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ApiProvider client={client}>
        <I18nProvider catalogue={mergeCatalogues(baseCatalogue, settingsMessages)} initialLocale="fr">
          <BusinessSettings />
        </I18nProvider>
      </ApiProvider>
    </QueryClientProvider>,
  );
  return patches;
}

describe('Settings → Entreprise: prices typed tax included', () => {
  it('shows the business’s choice and saves the switch turned off', async () => {
    const patches = renderBusiness(true);
    const toggle = await screen.findByRole('switch', { name: 'Prix saisis TTC' });
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toMatchObject({ pricesIncludeTax: false, name: 'Bijouterie Bellecour' });
  });

  it('turns it on for a business typing prices before tax', async () => {
    const patches = renderBusiness(false);
    const toggle = await screen.findByRole('switch', { name: 'Prix saisis TTC' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toMatchObject({ pricesIncludeTax: true });
  });
});
