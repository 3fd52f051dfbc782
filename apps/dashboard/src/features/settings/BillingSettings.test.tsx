import { createApiClient } from '@carat/api-client';
import { ApiProvider } from '@carat/api-client/react';
import { baseCatalogue, I18nProvider, mergeCatalogues } from '@carat/ui/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BillingSettings } from './BillingSettings.tsx';
import { settingsMessages } from './messages.ts';

vi.mock('#features/subscription/usePortalOpener.ts', () => ({
  usePortalOpener: () => ({ open: () => {}, loading: false }),
}));

afterEach(cleanup);

const summary = (plan: string, cardLast4: string | null) => ({
  subscribed: true,
  plan,
  status: 'active',
  interval: 'monthly',
  amount: 14_900,
  currency: 'GBP',
  nextBillingDate: '2026-12-28T10:00:00.000Z',
  cancelAt: null,
  cardBrand: cardLast4 ? 'visa' : null,
  cardLast4,
});

function renderBilling(answer: ReturnType<typeof summary>) {
  const client = createApiClient({
    baseUrl: 'http://api.test',
    fetch: (async () => Response.json(answer)) as typeof fetch,
    getAccessToken: async () => 'token',
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ApiProvider client={client}>
        <I18nProvider catalogue={mergeCatalogues(baseCatalogue, settingsMessages)} initialLocale="fr">
          <BillingSettings />
        </I18nProvider>
      </ApiProvider>
    </QueryClientProvider>,
  );
}

describe('Settings → Facturation', () => {
  it("offers no 'Upgrade' on the top plan: it manages the subscription", async () => {
    renderBilling(summary('DIAMOND', '4242'));
    expect(await screen.findByRole('button', { name: 'Gérer l’abonnement' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upgrade' })).toBeNull();
    expect(screen.getByText('Carte se terminant par 4242')).toBeTruthy();
  });

  it("offers 'Upgrade' below it", async () => {
    renderBilling(summary('MOISSANITE', '4242'));
    expect(await screen.findByRole('button', { name: 'Upgrade' })).toBeTruthy();
  });
});
