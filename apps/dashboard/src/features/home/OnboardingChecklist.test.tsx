import { createApiClient } from '@carat/api-client';
import { ApiProvider } from '@carat/api-client/react';
import { baseCatalogue, I18nProvider, mergeCatalogues } from '@carat/ui/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { OnboardingChecklist } from './OnboardingChecklist.tsx';
import { onboardingMessages } from './onboarding-messages.ts';

const catalogue = mergeCatalogues(baseCatalogue, onboardingMessages);
const ITEMS = ['pieces', 'collection', 'collaboration', 'services', 'customise', 'publish', 'share'] as const;

afterEach(cleanup);

/** A checklist as the API answers it, with these steps done; PATCHes are recorded and answered. */
function fakeApi(done: readonly string[]) {
  const state = { done: new Set(done), dismissed: false };
  const patches: unknown[] = [];
  const answer = () => {
    const items = ITEMS.map((id) => ({ id, done: state.done.has(id) }));
    const count = items.filter((i) => i.done).length;
    return {
      items,
      done: count,
      total: items.length,
      complete: count === items.length,
      dismissed: state.dismissed,
      url: 'https://showroom.test/s/maison',
      qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
    };
  };
  const fetcher = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (request.method === 'PATCH') {
      const body = (await request.json()) as { linkShared?: true; dismissed?: true };
      patches.push(body);
      if (body.linkShared) state.done.add('share');
      if (body.dismissed) state.dismissed = true;
    }
    return Response.json(answer());
  };
  const client = createApiClient({
    baseUrl: 'http://api.test',
    fetch: fetcher as typeof fetch,
    getAccessToken: async () => 'token',
  });
  return { client, patches };
}

function renderChecklist(done: readonly string[], pages: string[]) {
  const api = fakeApi(done);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ApiProvider client={api.client}>
        <I18nProvider catalogue={catalogue} initialLocale="fr">
          <MemoryRouter>
            <OnboardingChecklist pages={new Set(pages)} />
          </MemoryRouter>
        </I18nProvider>
      </ApiProvider>
    </QueryClientProvider>,
  );
  return api;
}

describe('OnboardingChecklist', () => {
  it('ticks the steps done, links the others to pages that exist, and cannot be put away before the end', async () => {
    renderChecklist(['collection', 'services'], ['/dashboard/collections', '/dashboard/settings']);
    expect(await screen.findByText('2 sur 7 étapes terminées')).toBeTruthy();
    expect(screen.getByTestId('onboarding-collection').dataset.done).toBe('true');
    expect(screen.getByTestId('onboarding-pieces').dataset.done).toBe('false');
    // No catalogue page in this build: that step has no link; the settings steps have theirs.
    expect(screen.getByTestId('onboarding-pieces').querySelector('a')).toBeNull();
    expect(screen.getByTestId('onboarding-customise').querySelector('a')?.getAttribute('href')).toBe(
      '/dashboard/settings?tab=showroom',
    );
    expect(screen.queryByRole('button', { name: 'Masquer la liste' })).toBeNull();
  });

  it('shows the QR code of the showroom’s address, which ticks “share the link”', async () => {
    const api = renderChecklist([], []);
    fireEvent.click(await screen.findByRole('button', { name: 'Afficher le QR code' }));
    expect(
      screen.getByRole('img', { name: 'QR code de l’adresse de votre showroom' }).getAttribute('src'),
    ).toMatch(/^data:image\/svg\+xml/);
    await waitFor(() => expect(screen.getByTestId('onboarding-share').dataset.done).toBe('true'));
    expect(api.patches).toEqual([{ linkShared: true }]);
  });

  it('is put away once every step is done, and then shows nothing', async () => {
    const api = renderChecklist(ITEMS, []);
    fireEvent.click(await screen.findByRole('button', { name: 'Masquer la liste' }));
    await waitFor(() => expect(screen.queryByTestId('onboarding')).toBeNull());
    expect(api.patches).toEqual([{ dismissed: true }]);
  });
});
