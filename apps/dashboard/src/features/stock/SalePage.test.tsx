import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApi } from '#lib/testing/renderWithApi.tsx';
import { stockMessages } from './messages.ts';
import { goldBuyRateText, SalePage } from './SalePage.tsx';

afterEach(cleanup);

const ring = {
  id: '22222222-2222-4222-8222-222222222222',
  tag: 'T-00001',
  name: 'Solitaire',
  status: 'in_stock',
  priceMinor: 250_000,
  costMinor: 100_000,
  marginMinor: 150_000,
  marginBps: 6000,
  currency: 'EUR',
  supplier: null,
  location: null,
  metal: null,
  metalWeightGrams: null,
  fineness: null,
  stones: [],
  productId: null,
  createdAt: '2026-11-29T09:00:00.000Z',
};

/** A card link already paid when the panel first asks (the sale made). */
const cardLink = {
  id: '66666666-6666-4666-8666-666666666666',
  status: 'completed',
  url: null,
  qrDataUrl: null,
  amountMinor: 250_000,
  currency: 'EUR',
  expiresAt: '2026-11-29T10:30:00.000Z',
  mode: 'sandbox',
  sale: {
    id: '33333333-3333-4333-8333-333333333333',
    number: 'SALE-2026-002',
    totalMinor: 250_000,
    receiptUrl: '/x',
  },
};

function renderSale(giftCardsSold: unknown[] = []) {
  const page = (items: unknown[]) =>
    Response.json({ items, total: items.length, totalIsExact: true, page: 1, pageSize: 10 });
  const { sent } = renderWithApi(
    <SalePage />,
    ({ method, path }, url) => {
      if (path === '/v1/me') return Response.json({ business: { currency: 'EUR' } });
      if (path === '/v1/stock-items') return page(url.searchParams.get('q') === 'T-00001' ? [ring] : []);
      if (path === '/v1/clients') return page([]);
      if (path === '/v1/sales' && method === 'POST') {
        return Response.json(
          {
            id: '33333333-3333-4333-8333-333333333333',
            number: 'SALE-2026-001',
            totalMinor: 250_000,
            receiptUrl: '/x',
            giftCards: giftCardsSold,
          },
          { status: 201 },
        );
      }
      if (path === '/v1/sales/card-links' && method === 'POST') {
        return Response.json({ ...cardLink, status: 'open' }, { status: 201 });
      }
      if (path === `/v1/sales/card-links/${cardLink.id}` && method === 'GET') return Response.json(cardLink);
      if (path === '/v1/sales/33333333-3333-4333-8333-333333333333/return' && method === 'POST') {
        return Response.json(
          {
            id: '44444444-4444-4444-8444-444444444444',
            number: 'CN-2026-001',
            saleId: '33333333-3333-4333-8333-333333333333',
            totalMinor: 250_000,
            receiptUrl: '/x',
            giftCard: null,
          },
          { status: 201 },
        );
      }
      return Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 });
    },
    [stockMessages],
  );
  return sent;
}

describe("'Vente'", () => {
  it('adds a scanned tag, splits card and cash with the change, and sends the sale as the API takes it', async () => {
    const sent = renderSale();
    const scan = screen.getByTestId('sale-scan');
    fireEvent.change(scan, { target: { value: 'T-00001' } });
    fireEvent.submit(scan.closest('form')!);
    expect(await screen.findByText('Solitaire')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('sale-total').textContent).toMatch(/2\s500/));

    const amounts = () => screen.getAllByLabelText('Montant (EUR)');
    fireEvent.change(amounts()[0]!, { target: { value: '2000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter un règlement' }));
    fireEvent.change(amounts()[1]!, { target: { value: '500' } });
    fireEvent.change(screen.getByLabelText('Reçu en espèces (EUR)'), { target: { value: '520' } });
    expect(screen.getByTestId('sale-left').textContent).toMatch(/Reste à régler : 0/);
    expect(screen.getByText(/À rendre : 20/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Valider la vente' }));
    expect(await screen.findByTestId('sale-done')).toBeTruthy();
    expect(screen.getByTestId('sale-done').textContent).toContain('SALE-2026-001');
    expect(sent.find((s) => s.method === 'POST' && s.path === '/v1/sales')?.body).toEqual({
      lines: [{ stockItemId: ring.id }],
      payments: [
        { method: 'card', amountMinor: 200_000 },
        { method: 'cash', amountMinor: 50_000, tenderedMinor: 52_000 },
      ],
    });

    // The return says how it is paid back: cash by default, out of the drawer (ADR 072).
    expect(screen.getByText('Remboursé en')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retour et avoir' }));
    expect(await screen.findByTestId('credit-note')).toBeTruthy();
    expect(sent.find((s) => s.path.endsWith('/return'))?.body).toEqual({ refundMethod: 'cash' });
  });

  it('sells a gift card as a line and spends one by its code, and shows the code to hand over', async () => {
    const code = 'K7M2-9QXA-4TRB-H3ZD';
    const sent = renderSale([{ id: '55555555-5555-4555-8555-555555555555', code, expiresOn: '2027-11-29' }]);
    fireEvent.change(screen.getByTestId('gift-card-amount'), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Vendre une carte cadeau' }));
    expect(await screen.findByText('Carte cadeau')).toBeTruthy();
    // A card has no discount field.
    expect(screen.queryByLabelText('Remise (EUR)')).toBeNull();

    // Radix's select in jsdom: opened from the keyboard, its option clicked.
    Element.prototype.hasPointerCapture ??= () => false;
    Element.prototype.scrollIntoView ??= () => undefined;
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Règlements' }), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('option', { name: 'Carte cadeau' }));
    fireEvent.change(await screen.findByLabelText('Code de la carte cadeau'), {
      target: { value: 'abcd efgh' },
    });
    fireEvent.change(screen.getByLabelText('Montant (EUR)'), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Valider la vente' }));
    expect(await screen.findByTestId('gift-card-sold')).toBeTruthy();
    expect(screen.getByTestId('gift-card-sold').textContent).toContain(code);
    expect(sent.find((s) => s.method === 'POST' && s.path === '/v1/sales')?.body).toEqual({
      lines: [{ giftCard: true, priceMinor: 5_000 }],
      payments: [{ method: 'gift-card', amountMinor: 5_000, giftCardCode: 'abcd efgh' }],
    });
  });

  it('takes the card part on the client’s phone: the link is opened, and the sale shows once paid', async () => {
    const sent = renderSale();
    const scan = screen.getByTestId('sale-scan');
    fireEvent.change(scan, { target: { value: 'T-00001' } });
    fireEvent.submit(scan.closest('form')!);
    expect(await screen.findByText('Solitaire')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Montant (EUR)'), { target: { value: '2500' } });
    Element.prototype.hasPointerCapture ??= () => false;
    Element.prototype.scrollIntoView ??= () => undefined;
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Encaissement carte' }), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('option', { name: 'Sur le téléphone du client (lien / QR)' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Envoyer le paiement par QR code' }));
    expect(await screen.findByTestId('sale-done')).toBeTruthy();
    expect(screen.getByTestId('sale-done').textContent).toContain('SALE-2026-002');
    expect(sent.find((s) => s.method === 'POST' && s.path === '/v1/sales/card-links')?.body).toEqual({
      sale: { lines: [{ stockItemId: ring.id }], payments: [{ method: 'card', amountMinor: 250_000 }] },
      linkPaymentIndex: 0,
    });
    expect(sent.some((s) => s.method === 'POST' && s.path === '/v1/sales')).toBe(false);
  });

  it('says so when a scanned tag is not in stock, and adds nothing', async () => {
    const sent = renderSale();
    const scan = screen.getByTestId('sale-scan');
    fireEvent.change(scan, { target: { value: 'T-99999' } });
    fireEvent.submit(scan.closest('form')!);
    await waitFor(() => expect(sent.some((s) => s.path === '/v1/stock-items')).toBe(true));
    expect(screen.getByText('Aucune ligne : scannez une pièce pour commencer.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Valider la vente' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});

describe('the old gold rate', () => {
  it('is prefilled from the business’s gold buy rate for the fineness chosen', () => {
    const rates = [
      { metal: 'gold-18k', fineness: 750, buyPerGramMinor: 5_500 },
      { metal: 'gold-9k', fineness: 375, buyPerGramMinor: 0 },
      { metal: 'platinum-950', fineness: 950, buyPerGramMinor: 2_800 },
    ];
    expect(goldBuyRateText(rates, '750', 'EUR')).toMatch(/^55([.,]00)?$/);
    // No rate set for 9 k, and platinum is not gold: the member types it.
    expect(goldBuyRateText(rates, '375', 'EUR')).toBeNull();
    expect(goldBuyRateText(rates, '950', 'EUR')).toBeNull();
  });
});
