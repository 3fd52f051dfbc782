import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CustodyLimitSettings } from './CustodyLimitSettings.tsx';
import { renderWithApi } from './test-support.tsx';

afterEach(cleanup);

const custody = {
  count: 2,
  declaredValueMinor: 300_000,
  limitMinor: 500_000,
  overLimit: false,
  currency: 'GBP',
  terms: null as string | null,
  overdue: [],
};

describe('the counter settings in Settings → business', () => {
  it('saves the custody limit and the shop’s terms together; blank terms go back to the default', async () => {
    const { sent } = renderWithApi(<CustodyLimitSettings />, (request) =>
      request.path === '/v1/custody'
        ? Response.json(request.method === 'PATCH' ? { ...custody, ...(request.body as object) } : custody)
        : Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 }),
    );
    const terms = await screen.findByLabelText('Conditions imprimées sur le ticket de dépôt');
    await waitFor(() => expect((screen.getByTestId('custody-limit') as HTMLInputElement).value).not.toBe(''));
    fireEvent.change(terms, { target: { value: '  Pièces gardées 6 mois.  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(sent.some((r) => r.method === 'PATCH')).toBe(true));
    expect(sent.find((r) => r.method === 'PATCH')?.body).toEqual({
      limitMinor: 500_000,
      terms: 'Pièces gardées 6 mois.',
    });

    fireEvent.change(terms, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(sent.filter((r) => r.method === 'PATCH')).toHaveLength(2));
    expect(sent.filter((r) => r.method === 'PATCH')[1]?.body).toEqual({ limitMinor: 500_000, terms: null });
  });

  it('refuses terms longer than the envelope holds, without sending', async () => {
    const { sent } = renderWithApi(<CustodyLimitSettings />, () => Response.json(custody));
    const terms = await screen.findByLabelText('Conditions imprimées sur le ticket de dépôt');
    await waitFor(() => expect((screen.getByTestId('custody-limit') as HTMLInputElement).value).not.toBe(''));
    fireEvent.change(terms, { target: { value: 'x'.repeat(601) } });
    expect(await screen.findByText('Au plus 600 caractères')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent.filter((r) => r.method === 'PATCH')).toHaveLength(0);
  });
});
