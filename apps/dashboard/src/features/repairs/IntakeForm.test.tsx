import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emptyIntake, IntakeForm, intakeBody, intakeFieldOf } from './IntakeForm.tsx';
import { renderWithApi, stubCanvas } from './test-support.tsx';

afterEach(cleanup);
beforeAll(stubCanvas);

describe('the intake form', () => {
  it('refuses an empty intake with a message under each missing field, and sends nothing', async () => {
    const { sent } = renderWithApi(
      <IntakeForm currency="GBP" onCreated={() => {}} onCancel={() => {}} />,
      () => Response.json({ items: [], total: 0, totalIsExact: true }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Prendre en charge' }));
    expect(
      await screen.findByText('Montant invalide (un nombre entier de centimes, positif ou nul)'),
    ).toBeTruthy();
    expect(screen.getByText('La signature du client est requise')).toBeTruthy();

    // With the declared value given, the missing client is what the schema names.
    fireEvent.change(screen.getByLabelText(/Valeur déclarée/), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Prendre en charge' }));
    expect(await screen.findByText('Choisissez un client ou créez-en un')).toBeTruthy();
    expect(screen.getByText('La signature du client est requise')).toBeTruthy();
    expect(sent.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('shapes a resize for a new client as the API takes it: minor units, the quote left to the sum', () => {
    const body = intakeBody(
      {
        ...emptyIntake,
        clientMode: 'new',
        clientName: 'Ada Lovelace',
        clientEmail: 'ada@example.com',
        declaredValue: '1 250'.replace(' ', ''),
        work: [{ label: 'Mise à taille', price: '45,50' }],
        photos: [{ id: 'a', name: 'a.jpg' }],
        signature: 'data:image/png;base64,AA==',
      },
      'GBP',
    );
    expect(body).toMatchObject({
      client: { name: 'Ada Lovelace', email: 'ada@example.com', phone: '' },
      piece: { type: 'ring', marks: [] },
      declaredValueMinor: 125000,
      work: [{ label: 'Mise à taille', priceMinor: 4550 }],
      quoteMinor: null,
      depositMinor: 0,
      photoFileIds: ['a'],
      intakeSignature: 'data:image/png;base64,AA==',
    });
    expect(body).not.toHaveProperty('clientId');
  });

  it('puts each schema message under the field that shows it', () => {
    expect(intakeFieldOf('client.name')).toBe('clientName');
    expect(intakeFieldOf('piece.marks.2')).toBe('marks');
    expect(intakeFieldOf('work.0.priceMinor')).toBe('work');
    expect(intakeFieldOf('declaredValueMinor')).toBe('declaredValue');
    expect(intakeFieldOf('photoFileIds')).toBe('photos');
  });
});
