import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApi, type Sent } from '#lib/testing/renderWithApi.tsx';
import { MetalRatesPage } from './MetalRatesPage.tsx';
import { metalMessages } from './messages.ts';

afterEach(cleanup);

function renderPage(answer: (request: Sent) => Response) {
  return renderWithApi(<MetalRatesPage />, answer, [metalMessages]).sent;
}

const feed = {
  enabled: false,
  buyMarginBps: 1000,
  sellMarginBps: 1500,
  lastFetchedAt: null,
  lastFailedAt: null,
  lastError: null,
};
let rates: Record<string, unknown> = {
  currency: 'GBP',
  rates: [],
  history: [],
  provider: { configured: false },
  feed,
};
const item = {
  productId: '6f1c1a52-52a4-4a53-9a0e-0a4f4b6f7d11',
  ref: 1,
  name: 'Alliance or 18k',
  metal: 'gold-18k',
  weightMg: 5210,
  oldPriceMinor: 30_000,
  newPriceMinor: 35_445,
  differenceMinor: 5_445,
};

function api(queue: { items: unknown[] }) {
  return (request: Sent) => {
    if (request.path === '/v1/metal-rates') return Response.json(rates);
    if (request.path === '/v1/metal-rates/feed') return Response.json({ ...rates, feed: request.body });
    if (request.path === '/v1/repricing')
      return Response.json({ currency: 'GBP', missingRates: [], ...queue });
    if (request.path === '/v1/repricing/apply') return Response.json({ currency: 'GBP', applied: [item] });
    return Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 });
  };
}

describe('Cours des métaux', () => {
  it('sends the rates typed, per gram, in minor units; a rate with only one side is refused unsent', async () => {
    const sent = renderPage(api({ items: [] }));
    const buy = await screen.findByTestId('rate-gold-18k-buy');
    fireEvent.change(buy, { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les cours' }));
    expect(await screen.findByText(/pour l’achat et la vente/)).toBeTruthy();
    expect(sent.filter((r) => r.method === 'PUT')).toHaveLength(0);

    fireEvent.change(screen.getByTestId('rate-gold-18k-sell'), { target: { value: '62,40' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les cours' }));
    await waitFor(() => expect(sent.some((r) => r.method === 'PUT')).toBe(true));
    expect(sent.find((r) => r.method === 'PUT')?.body).toEqual({
      rates: [{ metal: 'gold-18k', unit: 'gram', buyMinor: 5_000, sellMinor: 6_240 }],
    });
    expect(screen.getByText(/Aucun prix à changer/)).toBeTruthy();
  });

  it('shows the queue with old and new prices and applies it with Appliquer', async () => {
    const sent = renderPage(api({ items: [item] }));
    expect(await screen.findByText('Alliance or 18k')).toBeTruthy();
    expect(screen.getByTestId('repricing-new').textContent).toMatch(/354,45/);
    fireEvent.click(screen.getByRole('button', { name: 'Appliquer' }));
    await waitFor(() => expect(sent.some((r) => r.path === '/v1/repricing/apply')).toBe(true));
    expect(sent.find((r) => r.path === '/v1/repricing/apply')?.body).toEqual({});
  });

  it('shows no feed card without a configured feed', async () => {
    renderPage(api({ items: [] }));
    await screen.findByTestId('rate-gold-18k-buy');
    expect(screen.queryByTestId('metal-feed')).toBeNull();
  });

  it('with a feed: says when the last fetch failed and why, and saves the margins as basis points', async () => {
    rates = {
      ...rates,
      provider: { configured: true },
      feed: {
        ...feed,
        lastFetchedAt: '2026-11-28T09:20:00Z',
        lastFailedAt: '2026-11-29T09:20:00Z',
        lastError: 'the feed answered 503',
      },
    };
    try {
      const sent = renderPage(api({ items: [] }));
      expect((await screen.findByTestId('metal-feed-error')).textContent).toMatch(
        /Dernière récupération échouée le 29 novembre 2026 .*the feed answered 503/,
      );
      fireEvent.click(screen.getByRole('switch', { name: 'Suivre le flux de cours' }));
      fireEvent.change(screen.getByLabelText('Marge à la vente (% au-dessus du cours)'), {
        target: { value: '12,5' },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
      await waitFor(() => expect(sent.some((r) => r.path === '/v1/metal-rates/feed')).toBe(true));
      expect(sent.find((r) => r.path === '/v1/metal-rates/feed')?.body).toEqual({
        enabled: true,
        buyMarginBps: 1000,
        sellMarginBps: 1250,
      });
      fireEvent.change(screen.getByLabelText('Marge à l’achat (% sous le cours)'), {
        target: { value: '95' },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
      expect((await screen.findByRole('alert')).textContent).toMatch(/jusqu’à 90 %/);
    } finally {
      rates = { ...rates, provider: { configured: false }, feed };
    }
  });
});
