import { createApiClient } from '@carat/api-client';
import { ApiProvider } from '@carat/api-client/react';
import { baseCatalogue, I18nProvider, mergeCatalogues } from '@carat/ui/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { CampaignEditor } from './CampaignsPanel.tsx';
import { marketingMessages } from './messages.ts';

afterEach(cleanup);

const campaign = {
  id: '0b9a3c52-7d1e-4d7a-9a51-2f1f4f3b8c11',
  name: 'Sélection VIP',
  subject: 'Notre sélection',
  preheader: '',
  locale: 'fr',
  blocks: [{ type: 'heading', text: 'Bonjour' }],
  audience: { kind: 'vip' },
  status: 'draft',
  scheduledAt: null,
  sentAt: null,
  createdAt: '2026-11-28T10:00:00.000Z',
  updatedAt: '2026-11-28T10:00:00.000Z',
};

/** The API as the editor meets it: 12 consenting VIPs; every write is recorded and answered. */
function fakeApi() {
  const writes: string[] = [];
  const fetcher = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    if (request.method === 'GET' && path.endsWith('/campaigns/audience')) return Response.json({ count: 12 });
    if (request.method === 'GET') return Response.json({ items: [], total: 0 });
    writes.push(`${request.method} ${path}`);
    return Response.json(path.endsWith('/schedule') ? { ...campaign, status: 'scheduled' } : campaign);
  };
  return {
    writes,
    client: createApiClient({
      baseUrl: 'http://api.test',
      fetch: fetcher as typeof fetch,
      getAccessToken: async () => 'token',
    }),
  };
}

function renderEditor() {
  const api = fakeApi();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ApiProvider client={api.client}>
        <I18nProvider catalogue={mergeCatalogues(baseCatalogue, marketingMessages)} initialLocale="fr">
          <MemoryRouter>
            <CampaignEditor campaign={campaign as never} onBack={() => {}} onSaved={() => {}} />
          </MemoryRouter>
        </I18nProvider>
      </ApiProvider>
    </QueryClientProvider>,
  );
  return api;
}

describe("'Envoyer maintenant'", () => {
  it('asks first, saying how many clients will receive it; nothing is sent until confirmed', async () => {
    const api = renderEditor();
    fireEvent.click(screen.getByRole('button', { name: /Envoyer maintenant/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Envoyer la campagne maintenant ?' });
    await waitFor(() => expect(dialog.textContent).toContain('12 clients la recevront tout de suite'));
    expect(api.writes).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.writes).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: /Envoyer maintenant/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Envoyer' }));
    await waitFor(() =>
      expect(api.writes).toEqual([
        `PATCH /v1/campaigns/${campaign.id}`,
        `POST /v1/campaigns/${campaign.id}/schedule`,
      ]),
    );
  });
});
