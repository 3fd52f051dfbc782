import { createApiClient } from '@carat/api-client';
import { ApiProvider } from '@carat/api-client/react';
import { baseCatalogue, I18nProvider, mergeCatalogues } from '@carat/ui/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { LeadDetailSheet } from './LeadDetailSheet.tsx';
import { leadsMessages } from './messages.ts';

afterEach(cleanup);

const LEAD_ID = '22222222-2222-4222-8222-222222222222';
const signed = (n: number, width: number) =>
  `http://api.test/lead-photos/3333333${n}-3333-4333-8333-333333333333/${width}.webp?access=token-${n}`;

const lead = {
  id: LEAD_ID,
  kind: 'custom',
  name: 'Grace Hopper',
  email: 'grace@example.com',
  status: 'new',
  headline: 'Une bague comme sur mes photos',
  pieceCount: 0,
  orderId: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  actions: ['markContacted', 'close', 'convert'],
  phone: null,
  message: 'Une bague comme sur mes photos',
  budget: '3 000 €',
  note: null,
  locale: 'fr',
  items: [],
  client: null,
  order: null,
  assistant: null,
  photos: [1, 2].map((n) => ({
    id: `3333333${n}-3333-4333-8333-333333333333`,
    width: 800,
    height: 600,
    url: signed(n, 800),
    srcset: `${signed(n, 400)} 400w, ${signed(n, 800)} 800w`,
  })),
};

describe('the lead sheet', () => {
  it('shows the request’s photos by the signed addresses the API gave', async () => {
    const client = createApiClient({
      baseUrl: 'http://api.test',
      fetch: (async () => Response.json(lead)) as typeof fetch,
      getAccessToken: async () => 'token',
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ApiProvider client={client}>
          <I18nProvider catalogue={mergeCatalogues(baseCatalogue, leadsMessages)} initialLocale="fr">
            <MemoryRouter>
              <LeadDetailSheet leadId={LEAD_ID} timeZone="Europe/Paris" onOpenChange={() => {}} />
            </MemoryRouter>
          </I18nProvider>
        </ApiProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Photos jointes (2)' })).toBeTruthy();
    const first = screen.getByRole('img', { name: 'Photo 1 envoyée par Grace Hopper' });
    expect(first.getAttribute('src')).toBe(signed(1, 800));
    expect(first.getAttribute('srcset')).toContain(signed(1, 400));
    expect(screen.getByRole('img', { name: 'Photo 2 envoyée par Grace Hopper' })).toBeTruthy();
  });
});
