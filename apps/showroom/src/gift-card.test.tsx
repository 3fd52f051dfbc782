import { createApiClient } from '@carat/api-client';
import { ApiProvider } from '@carat/api-client/react';
import { I18nProvider, type Locale } from '@carat/ui/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogue } from '#app/i18n.ts';
import GiftCardPage, { typedAmount } from '#features/gift-card/GiftCardPage.tsx';

/**
 * 'Carte cadeau' on the showroom (ADR 089): the jeweller's amounts or one of the buyer's own within the
 * bounds, the two people, the send date; refused before sending when a field is wrong; paid on the
 * jeweller's Checkout (the browser goes to its URL); the sandbox says it is simulated; a 404 when the shop
 * sells no card.
 */

vi.mock('#lib/ShowroomScope.tsx', () => ({
  useShowroomScope: () => ({ slug: 'atelier', demo: false, paths: { home: '/s/atelier' } }),
}));
vi.mock('#features/layout/ShowroomShell.tsx', () => ({
  ShowroomShell: ({ children }: { children: ReactNode }) => <>{children}</>,
}));
vi.mock('#features/not-found/NotFoundPage.tsx', () => ({
  NotFoundPage: () => <p data-testid="not-found">404</p>,
}));

interface Call {
  method: string;
  path: string;
  body: unknown;
}
let calls: Call[];
let assign: ReturnType<typeof vi.fn>;
const offer = {
  currency: 'EUR',
  presetsMinor: [5_000, 10_000],
  minMinor: 2_000,
  maxMinor: 50_000,
  validityMonths: 12,
  today: '2026-11-29',
  mode: 'sandbox',
};

beforeEach(() => {
  calls = [];
  assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(sells = true, locale: Locale = 'fr') {
  const client = createApiClient({
    baseUrl: 'http://api.test',
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const path = new URL(request.url).pathname;
      calls.push({
        method: request.method,
        path,
        body: request.method === 'POST' ? await request.json() : null,
      });
      if (path === '/v1/showrooms/atelier/gift-cards' && request.method === 'GET') {
        return sells
          ? Response.json(offer)
          : Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 });
      }
      if (path === '/v1/showrooms/atelier/gift-cards') {
        return Response.json(
          { url: 'http://sandbox.test/checkout/cs_1', orderId: '11111111-1111-4111-8111-111111111111' },
          { status: 201 },
        );
      }
      if (path === '/v1/showrooms/atelier') return Response.json({ name: 'Atelier Lune' });
      return Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 });
    }) as typeof fetch,
    getAccessToken: async () => null,
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ApiProvider client={client}>
        <I18nProvider catalogue={catalogue} initialLocale={locale}>
          <MemoryRouter initialEntries={['/s/atelier/gift-card']}>
            <GiftCardPage />
          </MemoryRouter>
        </I18nProvider>
      </ApiProvider>
    </QueryClientProvider>,
  );
}

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe("the showroom's gift card page", () => {
  it('reads a typed amount in minor units', () => {
    expect(typedAmount('40', 'EUR')).toBe(4_000);
    expect(typedAmount('12,50', 'EUR')).toBe(1_250);
    expect(typedAmount('dix', 'EUR')).toBeNull();
  });

  it('refuses a wrong form before sending, then pays the amount of the buyer’s choosing on Checkout', async () => {
    renderPage();
    expect(await screen.findByTestId('gift-sandbox')).toBeTruthy();
    expect(screen.getByText('Valable 12 mois à partir de l’achat.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('gift-other'));
    type('gift-other-amount', '600');
    type('gift-send-on', '2026-11-01');
    fireEvent.click(screen.getByTestId('gift-pay'));
    expect(await screen.findByText(/Choisissez un montant entre/)).toBeTruthy();
    expect(screen.getAllByText('Ce champ est requis.')).toHaveLength(2);
    expect(screen.getByText('Choisissez aujourd’hui ou une date ultérieure.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    type('gift-other-amount', '75');
    type('gift-buyer-name', 'Camille Roux');
    type('gift-buyer-email', 'camille@example.com');
    type('gift-recipient-name', 'Inès Roux');
    type('gift-recipient-email', 'ines@example.com');
    type('gift-message', 'Joyeux anniversaire');
    type('gift-send-on', '2026-12-24');
    fireEvent.click(screen.getByTestId('gift-pay'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://sandbox.test/checkout/cs_1'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      amountMinor: 7_500,
      buyerName: 'Camille Roux',
      buyerEmail: 'camille@example.com',
      recipientName: 'Inès Roux',
      recipientEmail: 'ines@example.com',
      message: 'Joyeux anniversaire',
      sendOn: '2026-12-24',
      locale: 'fr',
      website: '',
    });
  });

  it('is a 404 when the shop sells no card online, and speaks English', async () => {
    renderPage(false, 'en');
    expect(await screen.findByTestId('not-found')).toBeTruthy();
    cleanup();
    renderPage(true, 'en');
    expect(await screen.findByText('Simulated payment (test mode): no card is charged.')).toBeTruthy();
    expect(screen.getByRole('radio', { name: '€50' }).getAttribute('aria-checked')).toBe('true');
  });
});
