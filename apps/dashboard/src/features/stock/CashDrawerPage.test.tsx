import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApi } from '#lib/testing/renderWithApi.tsx';
import { CashDrawerPage } from './CashDrawerPage.tsx';
import { stockMessages } from './messages.ts';

afterEach(cleanup);

const SESSION_ID = '44444444-4444-4444-8444-444444444444';

function report(expectedMinor: number) {
  return {
    salesCount: 1,
    salesTotalMinor: 12_000,
    payments: [{ method: 'cash', count: 1, amountMinor: 12_000 }],
    changeGivenMinor: 0,
    oldGold: { count: 0, weightGrams: 0, amountMinor: 0 },
    taxes: [{ code: 'vat', rateBps: 2000, taxMinor: 2_000 }],
    taxMinor: 2_000,
    returns: { count: 0, totalMinor: 0, taxMinor: 0, byMethod: [] },
    layawayCashMinor: 0,
    movements: [],
    cash: {
      openingFloatMinor: 5_000,
      salesMinor: 12_000,
      layawaysMinor: 0,
      inMinor: 0,
      outMinor: 0,
      refundsMinor: 0,
      expectedMinor,
      countedMinor: null,
      differenceMinor: null,
    },
  };
}

const openSession = {
  id: SESSION_ID,
  status: 'open',
  currency: 'EUR',
  openingFloatMinor: 5_000,
  openedAt: '2026-11-29T08:00:00.000Z',
  closedAt: null,
  expectedCashMinor: null,
  countedCashMinor: null,
  differenceMinor: null,
  closingNote: null,
  zReportUrl: `/v1/cash-drawer/sessions/${SESSION_ID}/z-report.pdf`,
  report: report(17_000),
};

function renderDrawer(state: { open: boolean; failing?: boolean }) {
  return renderWithApi(
    <CashDrawerPage />,
    ({ method, path, body }) => {
      if (path === '/v1/me')
        return Response.json({ business: { currency: 'EUR', timeZone: 'Europe/Paris' } });
      if (path === '/v1/cash-drawer' && method === 'GET') {
        if (state.failing)
          return Response.json({ error: { code: 'internal', message: 'x' } }, { status: 500 });
        return Response.json({ session: state.open ? openSession : null });
      }
      if (path === '/v1/cash-drawer/sessions') {
        return Response.json({ items: state.open ? [{ ...openSession, report: undefined }] : [] });
      }
      if (path === '/v1/cash-drawer/open' && method === 'POST') {
        state.open = true;
        return Response.json(
          {
            ...openSession,
            openingFloatMinor: (body as { openingFloatMinor: number }).openingFloatMinor,
          },
          { status: 201 },
        );
      }
      if (path === '/v1/cash-drawer/close' && method === 'POST') {
        const counted = (body as { countedCashMinor: number }).countedCashMinor;
        return Response.json({
          ...openSession,
          status: 'closed',
          closedAt: '2026-11-29T18:00:00.000Z',
          expectedCashMinor: 17_000,
          countedCashMinor: counted,
          differenceMinor: counted - 17_000,
        });
      }
      return Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 });
    },
    [stockMessages],
  );
}

describe('Caisse', () => {
  it('opens the drawer with the float typed, in minor units', async () => {
    const { sent } = renderDrawer({ open: false });
    expect(await screen.findByText('Aucune caisse ouverte')).toBeTruthy();
    expect(await screen.findByTestId('drawer-sessions-empty')).toBeTruthy();
    fireEvent.change(screen.getByTestId('drawer-float'), { target: { value: '150,50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ouvrir la caisse' }));
    await waitFor(() =>
      expect(sent.find((s) => s.path === '/v1/cash-drawer/open')?.body).toEqual({
        openingFloatMinor: 15_050,
      }),
    );
  });

  it('shows the running figures, previews the difference and closes the session it shows', async () => {
    const { sent } = renderDrawer({ open: true });
    expect(await screen.findByTestId('drawer-open')).toBeTruthy();
    expect(screen.getByTestId('drawer-expected').textContent).toMatch(/170/);
    fireEvent.change(screen.getByTestId('drawer-counted'), { target: { value: '168' } });
    expect(screen.getByTestId('drawer-preview').textContent).toMatch(/Il manque 2/);
    fireEvent.click(screen.getByRole('button', { name: 'Clôturer et éditer le rapport Z' }));
    await waitFor(() =>
      expect(sent.find((s) => s.path === '/v1/cash-drawer/close')?.body).toEqual({
        countedCashMinor: 16_800,
        sessionId: SESSION_ID,
      }),
    );
  });

  it('refuses a movement without a reason, and says when the drawer cannot be loaded', async () => {
    const { sent } = renderDrawer({ open: true });
    await screen.findByTestId('drawer-open');
    fireEvent.change(screen.getByTestId('drawer-move-amount'), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le mouvement' }));
    expect(await screen.findByText('Indiquez le motif')).toBeTruthy();
    expect(sent.some((s) => s.path === '/v1/cash-drawer/movements')).toBe(false);
    cleanup();

    renderDrawer({ open: false, failing: true });
    expect(await screen.findByText('La caisse ne peut pas être chargée')).toBeTruthy();
  });
});
