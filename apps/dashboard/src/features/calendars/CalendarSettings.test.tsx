import { createApiClient } from '@carat/api-client';
import { ApiProvider } from '@carat/api-client/react';
import { baseCatalogue, I18nProvider, mergeCatalogues } from '@carat/ui/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CalendarSettings } from './CalendarSettings.tsx';
import { calendarMessages } from './messages.ts';

afterEach(cleanup);

const FEED = { id: '11111111-1111-4111-8111-111111111111' };
const NEW_URL = 'http://api.test/calendar/abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ.ics';

/** A small API: the member's feed (none until created), the imports, and `me` with a role. */
function fakeApi(role: 'owner' | 'staff') {
  const calls: string[] = [];
  let feed: Record<string, unknown> | null = null;
  const imports = [
    {
      id: '22222222-2222-4222-8222-222222222222',
      url: 'https://calendar.example/me.ics',
      lastSyncedAt: '2026-11-29T10:00:00.000Z',
      lastError: 'the address answered 404',
      busyCount: 3,
      createdAt: '2026-11-01T10:00:00.000Z',
    },
  ];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const { pathname } = new URL(request.url);
    calls.push(`${request.method} ${pathname}`);
    if (pathname === '/v1/me') return Response.json({ role });
    if (pathname === '/v1/calendar-feeds' && request.method === 'GET')
      return Response.json({ items: feed ? [feed] : [] });
    if (pathname === '/v1/calendar-feeds' && request.method === 'POST') {
      feed = {
        ...FEED,
        createdAt: '2026-11-29T11:00:00.000Z',
        rotatedAt: '2026-11-29T11:00:00.000Z',
        lastFetchedAt: null,
      };
      return Response.json(
        {
          ...FEED,
          url: NEW_URL,
          webcalUrl: NEW_URL.replace('http://', 'webcal://'),
          qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
        },
        { status: 201 },
      );
    }
    if (pathname === `/v1/calendar-feeds/${FEED.id}` && request.method === 'DELETE') {
      feed = null;
      return new Response(null, { status: 204 });
    }
    if (pathname === '/v1/calendar-imports' && request.method === 'GET')
      return Response.json({ items: imports });
    if (pathname === '/v1/calendar-imports' && request.method === 'POST') {
      return Response.json(
        {
          error: {
            code: 'validation_failed',
            message: 'Invalid',
            fields: { url: 'Cette adresse n’est pas publique : donnez l’adresse internet du calendrier' },
          },
        },
        { status: 422 },
      );
    }
    return Response.json({ error: { code: 'not_found', message: 'no' } }, { status: 404 });
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

function renderSettings(role: 'owner' | 'staff') {
  const api = fakeApi(role);
  const client = createApiClient({
    baseUrl: 'http://api.test',
    fetch: api.fetch,
    getAccessToken: async () => 't',
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ApiProvider client={client}>
        <I18nProvider catalogue={mergeCatalogues(baseCatalogue, calendarMessages)} initialLocale="fr">
          <CalendarSettings />
        </I18nProvider>
      </ApiProvider>
    </QueryClientProvider>,
  );
  return api;
}

describe('Settings → Agenda', () => {
  it('creates the feed and shows its address, webcal link and QR code once; revokes it', async () => {
    const api = renderSettings('owner');
    expect(await screen.findByText('Aucun abonnement pour le moment.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Créer mon abonnement' }));
    const field = (await screen.findByLabelText('Adresse de l’abonnement')) as HTMLInputElement;
    expect(field.value).toBe(NEW_URL);
    expect(screen.getByRole('link', { name: 'S’abonner sur ce téléphone' }).getAttribute('href')).toMatch(
      /^webcal:\/\/api\.test\/calendar\//,
    );
    expect(screen.getByRole('img', { name: /Scannez/ }).getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    // Once made, the button gives a new address instead.
    expect(await screen.findByRole('button', { name: 'Nouvelle adresse' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Révoquer' }));
    await waitFor(() => expect(api.calls).toContain(`DELETE /v1/calendar-feeds/${FEED.id}`));
    expect(await screen.findByText('Aucun abonnement pour le moment.')).toBeTruthy();
    expect(screen.queryByLabelText('Adresse de l’abonnement')).toBeNull();
  });

  it('lists the imported calendars with their last sync and error, and says why an address is refused', async () => {
    renderSettings('owner');
    expect(await screen.findByText('https://calendar.example/me.ics')).toBeTruthy();
    expect(screen.getByText(/3 créneaux occupés/)).toBeTruthy();
    expect(screen.getByText('Erreur : the address answered 404')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Adresse ICS'), {
      target: { value: 'http://192.168.1.10/cal.ics' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Importer' }));
    expect((await screen.findByRole('alert')).textContent).toContain('n’est pas publique');
    // What was typed stays, to be corrected.
    expect((screen.getByLabelText('Adresse ICS') as HTMLInputElement).value).toBe(
      'http://192.168.1.10/cal.ics',
    );
  });

  it('lets staff read the imported calendars but not change them', async () => {
    renderSettings('staff');
    expect(await screen.findByText('https://calendar.example/me.ics')).toBeTruthy();
    await waitFor(() =>
      expect(
        screen.getByText('Seuls le propriétaire et les administrateurs peuvent ajouter un agenda.'),
      ).toBeTruthy(),
    );
    expect(screen.queryByRole('button', { name: 'Retirer' })).toBeNull();
    expect(screen.queryByLabelText('Adresse ICS')).toBeNull();
  });
});
