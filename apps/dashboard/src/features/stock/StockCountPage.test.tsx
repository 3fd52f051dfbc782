import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApi } from '#lib/testing/renderWithApi.tsx';
import { stockMessages } from './messages.ts';
import { StockCountPage, StockCountsPage } from './StockCountPage.tsx';

afterEach(cleanup);

const ID = '55555555-5555-4555-8555-555555555555';
const piece = (tag: string, name: string, location = 'Vitrine 1') => ({
  id: `00000000-0000-4000-8000-${tag.replace(/\D/g, '').padStart(12, '0')}`,
  tag,
  name,
  status: 'in_stock',
  location,
});
const ring = piece('T-00001', 'Solitaire');
const band = piece('T-00002', 'Alliance');

function count(counted: unknown[], missing: unknown[], unexpected: unknown[] = [], status = 'open') {
  return {
    id: ID,
    location: 'Vitrine 1',
    status,
    createdAt: '2026-11-29T09:00:00.000Z',
    finishedAt: status === 'finished' ? '2026-11-29T10:00:00.000Z' : null,
    totals: {
      expected: counted.length + missing.length,
      counted: counted.length,
      missing: missing.length,
      unexpected: unexpected.length,
    },
    counted,
    missing,
    unexpected,
  };
}

function renderCount() {
  return renderWithApi(
    <Routes>
      <Route path="/dashboard/stock-counts/:id" element={<StockCountPage />} />
    </Routes>,
    ({ method, path, body }) => {
      if (path === '/v1/me')
        return Response.json({ business: { currency: 'EUR', timeZone: 'Europe/Paris' } });
      if (path === `/v1/stock-counts/${ID}` && method === 'GET')
        return Response.json(count([], [ring, band]));
      if (path === `/v1/stock-counts/${ID}/scans`) {
        const code = (body as { code: string }).code;
        if (code === 'T-00001') {
          return Response.json(
            { scan: { code, outcome: 'counted', item: ring }, count: count([ring], [band]) },
            { status: 201 },
          );
        }
        const unknown = { code, item: null, reason: 'unknown' };
        return Response.json(
          { scan: { code, outcome: 'unknown', item: null }, count: count([ring], [band], [unknown]) },
          { status: 201 },
        );
      }
      if (path === `/v1/stock-counts/${ID}/finish`) {
        return Response.json(count([ring], [band], [], 'finished'));
      }
      return Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 });
    },
    [stockMessages],
    `/dashboard/stock-counts/${ID}`,
  );
}

describe('Inventaire', () => {
  it('scans one tag after another in a field that keeps the focus, with a visual tick or warning', async () => {
    const { sent } = renderCount();
    const field = (await screen.findByTestId('count-scan')) as HTMLInputElement;
    expect(document.activeElement).toBe(field);
    expect(screen.getByTestId('count-counted').textContent).toBe('0 / 2');

    fireEvent.change(field, { target: { value: 'T-00001' } });
    fireEvent.submit(field.closest('form')!);
    await waitFor(() => expect(screen.getByTestId('count-last').dataset.outcome).toBe('counted'));
    expect(screen.getByTestId('count-last').textContent).toContain('Solitaire comptée');
    expect(screen.getByTestId('count-counted').textContent).toBe('1 / 2');
    expect(screen.getByTestId('count-missing-list').textContent).toContain('T-00002');
    expect(field.value).toBe('');
    expect(document.activeElement).toBe(field);

    fireEvent.change(field, { target: { value: 'XYZ' } });
    fireEvent.submit(field.closest('form')!);
    await waitFor(() => expect(screen.getByTestId('count-last').dataset.outcome).toBe('unknown'));
    expect(screen.getByTestId('count-unexpected-list').textContent).toContain('Étiquette inconnue');

    fireEvent.click(screen.getByRole('button', { name: 'Terminer l’inventaire' }));
    await waitFor(() => expect(screen.queryByTestId('count-scan')).toBeNull());
    expect(sent.filter((s) => s.method === 'POST').map((s) => [s.path.split('/').at(-1), s.body])).toEqual([
      ['scans', { code: 'T-00001' }],
      ['scans', { code: 'XYZ' }],
      ['finish', null],
    ]);
  });

  it('starts a count from a location the pieces name, and shows when there is none yet', async () => {
    const { sent } = renderWithApi(
      <StockCountsPage />,
      ({ method, path }) => {
        if (path === '/v1/me')
          return Response.json({ business: { currency: 'EUR', timeZone: 'Europe/Paris' } });
        if (path === '/v1/stock-counts' && method === 'GET') return Response.json({ items: [] });
        if (path === '/v1/stock-counts/locations') {
          return Response.json({ items: [{ location: 'Vitrine 1', pieces: 2 }] });
        }
        if (path === '/v1/stock-counts' && method === 'POST') {
          return Response.json(count([], [ring, band]), { status: 201 });
        }
        return Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 });
      },
      [stockMessages],
    );
    expect(await screen.findByTestId('counts-empty')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Vitrine 1 (2 pièces)' }));
    await waitFor(() =>
      expect(sent.find((s) => s.method === 'POST')?.body).toEqual({ location: 'Vitrine 1' }),
    );
  });
});
