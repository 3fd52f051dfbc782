import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApi } from '#lib/testing/renderWithApi.tsx';
import { GiftCardsPage } from './GiftCardsPage.tsx';
import { stockMessages } from './messages.ts';

afterEach(cleanup);

const card = {
  id: '66666666-6666-4666-8666-666666666666',
  code: 'K7M2-9QXA-4TRB-H3ZD',
  last4: 'H3ZD',
  currency: 'EUR',
  initialMinor: 10_000,
  balanceMinor: 4_000,
  expiresOn: '2027-11-29',
  createdAt: '2026-11-29T09:00:00.000Z',
  saleId: null,
  clientId: null,
  clientName: 'Héloïse Martin',
  source: 'counter',
};
const online = {
  ...card,
  id: '99999999-9999-4999-8999-999999999999',
  code: 'P2R4-6TVW-8XYZ-QW12',
  last4: 'QW12',
  expiresOn: null,
  clientName: null,
  source: 'online',
};

function renderCards() {
  const queries: (string | null)[] = [];
  renderWithApi(
    <GiftCardsPage />,
    ({ path }, url) => {
      if (path === '/v1/me')
        return Response.json({ business: { currency: 'EUR', timeZone: 'Europe/Paris' } });
      if (path === '/v1/gift-cards') {
        const q = url.searchParams.get('q');
        queries.push(q);
        return Response.json({ items: !q ? [card, online] : q.toUpperCase() === 'H3ZD' ? [card] : [] });
      }
      if (path === '/v1/gift-card-settings') {
        return Response.json({
          validityMonths: 12,
          online: true,
          presetsMinor: [5_000],
          minMinor: 2_000,
          maxMinor: 50_000,
        });
      }
      if (path === `/v1/gift-cards/${online.id}`) {
        return Response.json({
          ...online,
          online: {
            buyerName: 'Camille Roux',
            buyerEmail: 'camille@example.com',
            recipientName: 'Inès Roux',
            recipientEmail: 'ines@example.com',
            message: null,
            sendOn: '2026-12-24',
          },
          history: [
            {
              id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
              kind: 'issued',
              amountMinor: 10_000,
              balanceAfterMinor: 10_000,
              saleId: null,
              saleNumber: null,
              createdAt: '2026-11-29T09:00:00.000Z',
            },
            {
              id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
              kind: 'topped-up',
              amountMinor: 2_500,
              balanceAfterMinor: 12_500,
              saleId: null,
              saleNumber: 'SALE-2026-012',
              createdAt: '2026-11-30T09:00:00.000Z',
            },
          ],
        });
      }
      if (path === `/v1/gift-cards/${card.id}`) {
        return Response.json({
          ...card,
          online: null,
          history: [
            {
              id: '77777777-7777-4777-8777-777777777777',
              kind: 'issued',
              amountMinor: 10_000,
              balanceAfterMinor: 10_000,
              saleId: null,
              saleNumber: 'SALE-2026-004',
              createdAt: '2026-11-29T09:00:00.000Z',
            },
            {
              id: '88888888-8888-4888-8888-888888888888',
              kind: 'redeemed',
              amountMinor: -6_000,
              balanceAfterMinor: 4_000,
              saleId: null,
              saleNumber: 'SALE-2026-009',
              createdAt: '2026-11-29T10:00:00.000Z',
            },
          ],
        });
      }
      return Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 });
    },
    [stockMessages],
  );
  return queries;
}

describe("'Cartes cadeaux'", () => {
  it('lists the cards by their last four, searches, and opens a card’s balance and history', async () => {
    const queries = renderCards();
    expect(await screen.findByText('•••• H3ZD')).toBeTruthy();
    fireEvent.change(screen.getByTestId('gift-search'), { target: { value: 'zzzz' } });
    expect(await screen.findByTestId('gift-empty')).toBeTruthy();
    expect(queries).toContain('zzzz');
    fireEvent.change(screen.getByTestId('gift-search'), { target: { value: 'h3zd' } });
    fireEvent.click(await screen.findByText('•••• H3ZD'));
    expect(await screen.findByTestId('gift-code')).toBeTruthy();
    expect(screen.getByTestId('gift-code').textContent).toBe(card.code);
    const history = screen.getByTestId('gift-history').textContent ?? '';
    expect(history).toContain('SALE-2026-009');
    expect(history).toContain('Utilisée');
    await waitFor(() => expect(screen.getByText(/Solde : 40/)).toBeTruthy());
  });

  it('marks a card sold online, with no expiry, and its top-up in the history', async () => {
    renderCards();
    expect(await screen.findByTestId('gift-online')).toBeTruthy();
    expect(screen.getByText('Sans expiration')).toBeTruthy();
    fireEvent.click(screen.getByText('•••• QW12'));
    expect((await screen.findByTestId('gift-online-detail')).textContent).toContain('Inès Roux');
    const history = screen.getByTestId('gift-history').textContent ?? '';
    expect(history).toContain('Rechargée');
    expect(history).toContain('SALE-2026-012');
  });
});
