import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApi } from '#lib/testing/renderWithApi.tsx';
import { ClientFormDialog } from './ClientFormDialog.tsx';
import { clientsMessages } from './messages.ts';

afterEach(cleanup);

const created = {
  id: '6f1c1a52-52a4-4a53-9a0e-0a4f4b6f7d11',
  name: 'Maison Belge SA',
  email: null,
  phone: null,
  status: 'new',
  location: null,
  rating: null,
  createdAt: '2026-11-29T10:00:00Z',
  ordersCount: 0,
  totalSpentMinor: 0,
  notes: null,
  ringSizes: [],
  birthday: null,
  anniversary: null,
  country: 'BE',
  vatNumber: 'BE0123456789',
  updatedAt: '2026-11-29T10:00:00Z',
};

describe('the client form’s invoicing fields', () => {
  it('sends the country and VAT number normalised, and refuses a VAT number of another country unsent', async () => {
    const { sent } = renderWithApi(
      <ClientFormDialog open onOpenChange={() => {}} />,
      () => Response.json(created, { status: 201 }),
      [clientsMessages],
    );
    fireEvent.change(screen.getByLabelText(/^Nom/), { target: { value: 'Maison Belge SA' } });
    fireEvent.change(screen.getByLabelText('Pays'), { target: { value: 'fr' } });
    fireEvent.change(screen.getByLabelText('N° de TVA'), { target: { value: 'be 0123 456 789' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Numéro de TVA invalide pour ce pays')).toBeTruthy();
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Pays'), { target: { value: 'be' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(sent.some((r) => r.method === 'POST')).toBe(true));
    expect(sent.find((r) => r.method === 'POST')?.body).toMatchObject({
      name: 'Maison Belge SA',
      country: 'BE',
      vatNumber: 'BE0123456789',
    });
  });
});
