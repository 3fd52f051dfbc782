import { Toaster } from '@carat/ui';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApi } from '#lib/testing/renderWithApi.tsx';
import { repairsMessages } from './messages.ts';
import { numberOfCode, RepairsPage } from './RepairsPage.tsx';

afterEach(cleanup);

const job = {
  id: '77777777-7777-4777-8777-777777777777',
  number: 'R-0042',
  clientName: 'Léa Martin',
  piece: { kind: 'ring', description: 'Bague', metal: null },
  stage: 'received',
  express: false,
  overdue: false,
  dueDate: null,
  balanceMinor: 0,
  currency: 'GBP',
};

/** The repairs list on a fake API whose search answers `R-0042` (and R-00421, not the same number). */
function renderRepairs(searchFails = false) {
  return renderWithApi(
    <>
      <Toaster />
      <Routes>
        <Route path="/dashboard/repairs" element={<RepairsPage />} />
        <Route path="/dashboard/repairs/:id" element={<h1>job page</h1>} />
      </Routes>
    </>,
    ({ path }, url) => {
      if (path === '/v1/me') return Response.json({ business: { currency: 'GBP' } });
      if (path === '/v1/custody') return Response.json({ items: [], totalMinor: 0, count: 0 });
      if (path === '/v1/repairs') {
        const q = url.searchParams.get('q') ?? '';
        if (q && searchFails) return Response.json({ error: { code: 'internal' } }, { status: 500 });
        const items = [job, { ...job, id: '88888888-8888-4888-8888-888888888888', number: 'R-00421' }];
        return Response.json({
          items: items.filter((j) => j.number.toLowerCase().includes(q.toLowerCase())),
          total: 2,
        });
      }
      return Response.json({});
    },
    [repairsMessages],
    '/dashboard/repairs',
  );
}

const searchBox = () => screen.getByRole('searchbox', { name: /Rechercher un travail/ });

describe('RepairsPage: a number typed (or scanned by a USB scanner) then Enter', () => {
  it('opens the job whose number is exactly the one typed', async () => {
    renderRepairs();
    fireEvent.change(searchBox(), { target: { value: 'r-0042' } });
    fireEvent.keyDown(searchBox(), { key: 'Enter' });
    expect(await screen.findByRole('heading', { name: 'job page' })).toBeTruthy();
  });

  it('says so when no job has that number, and stays on the list', async () => {
    renderRepairs();
    fireEvent.change(searchBox(), { target: { value: 'R-9999' } });
    fireEvent.keyDown(searchBox(), { key: 'Enter' });
    expect(await screen.findByText('Aucun travail ne porte le numéro R-9999')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'job page' })).toBeNull();
  });

  it('says so when the search cannot be made', async () => {
    renderRepairs(true);
    fireEvent.change(searchBox(), { target: { value: 'R-0042' } });
    fireEvent.keyDown(searchBox(), { key: 'Enter' });
    expect(await screen.findByText('Aucun travail ne porte le numéro R-0042')).toBeTruthy();
  });

  it('reads the number at the end of a scanned address', () => {
    expect(numberOfCode(' https://carat.test/r/R-0042 ')).toBe('R-0042');
    expect(numberOfCode('R-0042')).toBe('R-0042');
  });
});
