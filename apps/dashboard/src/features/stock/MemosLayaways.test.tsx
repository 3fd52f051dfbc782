import { createApiClient } from '@carat/api-client';
import { ApiProvider } from '@carat/api-client/react';
import { baseCatalogue, I18nProvider, mergeCatalogues } from '@carat/ui/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { componentMessages } from '#components/messages.ts';
import { LayawayPage, LayawaysPage } from './LayawaysPage.tsx';
import { MemosPage } from './MemosPage.tsx';
import { stockMessages } from './messages.ts';

afterEach(cleanup);

interface Sent {
  method: string;
  path: string;
  query: string;
  body: unknown;
}

type Answer = (path: string, method: string, body: unknown) => Response | null;

function renderWith(ui: ReactNode, answer: Answer, at = '/') {
  const sent: Sent[] = [];
  const client = createApiClient({
    baseUrl: 'http://api.test',
    getAccessToken: async () => 'token',
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const text = request.method === 'GET' ? '' : await request.text();
      const url = new URL(request.url);
      const body = text ? JSON.parse(text) : null;
      sent.push({ method: request.method, path: url.pathname, query: url.search, body });
      if (url.pathname === '/v1/me')
        return Response.json({ business: { currency: 'EUR', timeZone: 'Europe/Paris' } });
      return (
        answer(url.pathname, request.method, body) ??
        Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 })
      );
    }) as typeof fetch,
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ApiProvider client={client}>
        <I18nProvider
          catalogue={mergeCatalogues(baseCatalogue, componentMessages, stockMessages)}
          initialLocale="fr"
        >
          <MemoryRouter initialEntries={[at]}>{ui}</MemoryRouter>
        </I18nProvider>
      </ApiProvider>
    </QueryClientProvider>,
  );
  return sent;
}

const page = (items: unknown[]) =>
  Response.json({ items, total: items.length, totalIsExact: true, page: 1, pageSize: 20 });

const memo = {
  id: '11111111-1111-4111-8111-111111111111',
  number: 'MEMO-2026-001',
  direction: 'out',
  counterparty: 'Inès Moreau',
  clientId: null,
  dueDate: '2026-11-20',
  status: 'open',
  itemCount: 2,
  outstandingCount: 1,
  overdue: true,
  createdAt: '2026-11-01T09:00:00.000Z',
  closedAt: null,
};

describe("'Dépôts'", () => {
  it('lists the open memos, says which is overdue, and reads the overdue ones on asking', async () => {
    const sent = renderWith(<MemosPage />, (path) => (path === '/v1/memos' ? page([memo]) : null));
    expect(await screen.findByText('MEMO-2026-001')).toBeTruthy();
    expect(screen.getByText('Inès Moreau')).toBeTruthy();
    expect(screen.getByText('1 / 2')).toBeTruthy();
    expect(screen.getAllByText('En retard').length).toBeGreaterThan(0);
    expect(sent.find((s) => s.path === '/v1/memos')?.query).toContain('status=open');
  });

  it('shows the first step when there is no memo yet', async () => {
    renderWith(<MemosPage />, (path) => (path === '/v1/memos' ? page([]) : null));
    expect(await screen.findByText('Aucun dépôt pour le moment')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /Nouveau dépôt/ }).length).toBeGreaterThan(0);
  });
});

const layaway = {
  id: '44444444-4444-4444-8444-444444444444',
  number: 'LAY-2026-001',
  status: 'active',
  stockItemId: '22222222-2222-4222-8222-222222222222',
  clientId: '33333333-3333-4333-8333-333333333333',
  currency: 'EUR',
  priceMinor: 300_000,
  paidMinor: 60_000,
  balanceMinor: 240_000,
  overdueMinor: 0,
  nextDueDate: '2026-12-29',
  saleId: null,
  createdAt: '2026-11-29T09:00:00.000Z',
  closedAt: null,
  item: { id: '22222222-2222-4222-8222-222222222222', tag: 'T-00007', name: 'Solitaire', status: 'reserved' },
  client: { id: '33333333-3333-4333-8333-333333333333', name: 'Inès Moreau', email: null },
  schedule: [
    { dueDate: '2026-11-29', amountMinor: 60_000 },
    { dueDate: '2026-12-29', amountMinor: 240_000 },
  ],
  payments: [
    {
      id: '55555555-5555-4555-8555-555555555555',
      method: 'cash',
      amountMinor: 60_000,
      reference: null,
      toCard: false,
      createdAt: '2026-11-29T09:00:00.000Z',
    },
  ],
  notes: null,
  feeMinor: null,
  refundMinor: null,
  cancelPreview: { feeMinor: 30_000, refundMinor: 30_000, cardMinor: 0 },
  refunds: null,
  receiptUrl: null,
  updatedAt: '2026-11-29T09:00:00.000Z',
};

describe("'Réservations'", () => {
  it('lists the active layaways with their balance', async () => {
    renderWith(<LayawaysPage />, (path) =>
      path === '/v1/layaways' ? page([{ ...layaway, clientName: 'Inès Moreau' }]) : null,
    );
    expect(await screen.findByText('LAY-2026-001')).toBeTruthy();
    expect(screen.getByText('T-00007 · Solitaire')).toBeTruthy();
    expect(screen.getByText(/2\s400\s€/)).toBeTruthy();
  });

  it('takes a counter payment, and shows the refund before a cancel is confirmed', async () => {
    const sent = renderWith(
      <Routes>
        <Route path="/dashboard/layaways/:id" element={<LayawayPage />} />
      </Routes>,
      (path, method, body) => {
        if (path === `/v1/layaways/${layaway.id}` && method === 'GET') return Response.json(layaway);
        if (path === `/v1/layaways/${layaway.id}/payments`) {
          const amount = (body as { amountMinor: number }).amountMinor;
          return Response.json(
            {
              ...layaway,
              paidMinor: layaway.paidMinor + amount,
              balanceMinor: layaway.balanceMinor - amount,
            },
            { status: 201 },
          );
        }
        if (path === `/v1/layaways/${layaway.id}/cancel`)
          return Response.json({
            ...layaway,
            status: 'cancelled',
            feeMinor: 30_000,
            refundMinor: 30_000,
            cancelPreview: null,
          });
        return null;
      },
      `/dashboard/layaways/${layaway.id}`,
    );
    expect(await screen.findByText('LAY-2026-001')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Montant (EUR)'), { target: { value: '1000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Encaisser' }));
    await waitFor(() =>
      expect(sent.find((s) => s.path.endsWith('/payments'))?.body).toEqual({
        method: 'card',
        amountMinor: 100_000,
      }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Annuler la réservation' }));
    expect(screen.getByTestId('layaway-cancel-preview').textContent).toMatch(
      /garde 300\s€.*rembourse 300\s€/,
    );
    fireEvent.click(screen.getByRole('button', { name: /Annuler et rembourser/ }));
    await waitFor(() =>
      expect(sent.find((s) => s.path.endsWith('/cancel'))?.body).toEqual({ expectedRefundMinor: 30_000 }),
    );
  });
});

describe('a cancelled layaway paid partly online', () => {
  it('shows before confirming what goes back to the card, and after, what was refunded how', async () => {
    const online = {
      ...layaway,
      payments: [
        ...layaway.payments,
        {
          id: '66666666-6666-4666-8666-666666666666',
          method: 'online',
          amountMinor: 20_000,
          reference: 'pi_1',
          toCard: false,
          createdAt: '2026-11-30T09:00:00.000Z',
        },
      ],
      paidMinor: 80_000,
      balanceMinor: 220_000,
      cancelPreview: { feeMinor: 30_000, refundMinor: 50_000, cardMinor: 20_000 },
    };
    const cancelled = {
      ...online,
      status: 'cancelled',
      feeMinor: 30_000,
      refundMinor: 50_000,
      cancelPreview: null,
      refunds: { cardMinor: 0, byHandMinor: 50_000, cardFailedMinor: 20_000 },
    };
    let state: typeof online | typeof cancelled = online;
    renderWith(
      <Routes>
        <Route path="/dashboard/layaways/:id" element={<LayawayPage />} />
      </Routes>,
      (path, method) => {
        if (path === `/v1/layaways/${layaway.id}` && method === 'GET') return Response.json(state);
        if (path === `/v1/layaways/${layaway.id}/cancel`) {
          state = cancelled;
          return Response.json(cancelled);
        }
        return null;
      },
      `/dashboard/layaways/${layaway.id}`,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Annuler la réservation' }));
    expect(screen.getByTestId('layaway-cancel-preview').textContent).toMatch(
      /carte du client \(200\s€\).*reste \(300\s€\)/,
    );
    fireEvent.click(screen.getByRole('button', { name: /Annuler et rembourser/ }));
    const refunds = await screen.findByTestId('layaway-refunds');
    expect(refunds.textContent).toMatch(/Rendu en boutique : 500\s€/);
    expect(screen.getByRole('alert').textContent).toMatch(/Stripe a refusé le remboursement de 200\s€/);
  });
});
