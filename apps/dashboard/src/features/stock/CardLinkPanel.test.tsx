import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '#lib/testing/renderWithApi.tsx';
import { CardLinkPanel } from './CardLinkPanel.tsx';
import { stockMessages } from './messages.ts';

afterEach(cleanup);

const id = '66666666-6666-4666-8666-666666666666';
const open = {
  id,
  status: 'open',
  url: 'http://localhost:12111/checkout/cs_test_1',
  qrDataUrl: 'data:image/png;base64,iVBORw0KGgo=',
  amountMinor: 40_000,
  currency: 'EUR',
  expiresAt: '2026-11-29T10:30:00.000Z',
  mode: 'sandbox',
  sale: null,
};
const sale = {
  id: '77777777-7777-4777-8777-777777777777',
  number: 'SALE-2026-004',
  totalMinor: 50_000,
  receiptUrl: '/x',
};

function renderPanel(answers: Record<string, unknown>[], onSold = vi.fn(), onBack = vi.fn()) {
  let reads = 0;
  let cancelled = false;
  const { sent } = renderWithApi(
    <CardLinkPanel linkId={id} timeZone="Europe/Paris" onSold={onSold} onBack={onBack} />,
    ({ method, path }) => {
      const closed = { ...open, status: 'cancelled', url: null, qrDataUrl: null };
      if (path === `/v1/sales/card-links/${id}` && method === 'GET')
        return Response.json(cancelled ? closed : answers[Math.min(reads++, answers.length - 1)]);
      if (path === `/v1/sales/card-links/${id}/cancel` && method === 'POST') {
        cancelled = true;
        return Response.json(closed);
      }
      return Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 });
    },
    [stockMessages],
  );
  return { sent, onSold, onBack };
}

describe('the card part paid on the client’s phone', () => {
  it('shows the QR code, the link and the sandbox notice, then hands over the sale once paid', async () => {
    const { onSold } = renderPanel([
      open,
      { ...open, status: 'completed', url: null, qrDataUrl: null, sale },
    ]);
    const qr = (await screen.findByTestId('card-link-qr')) as HTMLImageElement;
    expect(qr.src).toBe(open.qrDataUrl);
    expect(qr.alt).toMatch(/QR code du paiement de 400/);
    expect(screen.getByTestId('card-link-url').getAttribute('href')).toBe(open.url);
    expect(screen.getByTestId('card-link-sandbox').textContent).toContain('simulé');
    // The hold's end in the business's time zone.
    expect(screen.getByRole('status').textContent).toContain('11:30');
    await waitFor(() => expect(onSold).toHaveBeenCalledWith(sale), { timeout: 5000 });
  });

  it('cancels from the keyboard: the pieces are back, and the member returns to the sale', async () => {
    const { sent, onBack } = renderPanel([open]);
    const cancel = await screen.findByRole('button', { name: 'Annuler le paiement par lien' });
    cancel.focus();
    fireEvent.click(cancel);
    expect((await screen.findByTestId('card-link-closed')).textContent).toContain('de nouveau en stock');
    expect(sent.some((r) => r.method === 'POST' && r.path.endsWith('/cancel'))).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Revenir à la vente' }));
    expect(onBack).toHaveBeenCalled();
  });

  it('says when the client paid but the sale could no longer be made', async () => {
    renderPanel([{ ...open, status: 'refunded', url: null, qrDataUrl: null }]);
    expect((await screen.findByTestId('card-link-closed')).textContent).toContain('remboursé sur sa carte');
  });
});
