import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApi } from '#lib/testing/renderWithApi.tsx';
import { LayawayPolicyCard, percentToBps, reminderDaysOf } from './LayawayPolicyCard.tsx';
import { stockMessages } from './messages.ts';

afterEach(cleanup);

function renderCard(role: string) {
  return renderWithApi(
    <LayawayPolicyCard />,
    ({ method, path, body }) => {
      if (path === '/v1/me') return Response.json({ role, business: { currency: 'EUR' } });
      if (path === '/v1/layaway-policy' && method === 'GET')
        return Response.json({ kind: 'percent', value: 1250, reminderDays: 3 });
      if (path === '/v1/layaway-policy' && method === 'PUT') return Response.json(body);
      return Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 });
    },
    [stockMessages],
  ).sent;
}

describe('the layaway cancel policy', () => {
  it('reads percentages as basis points, and refuses what is not one', () => {
    expect(percentToBps('10')).toBe(1000);
    expect(percentToBps('12,5')).toBe(1250);
    expect(percentToBps('100')).toBe(10_000);
    expect(percentToBps('101')).toBeNull();
    expect(percentToBps('-1')).toBeNull();
    expect(percentToBps('dix')).toBeNull();
    expect(percentToBps('')).toBeNull();
  });

  it('shows the saved policy; an owner changes it, and a wrong figure is refused with nothing sent', async () => {
    const sent = renderCard('owner');
    await waitFor(() =>
      expect((screen.getByTestId('layaway-policy-value') as HTMLInputElement).value).toBe('12,5'),
    );
    fireEvent.change(screen.getByTestId('layaway-policy-value'), { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Saisissez un pourcentage de 0 à 100 ou un montant valide.')).toBeTruthy();
    expect(sent.filter((r) => r.method === 'PUT')).toHaveLength(0);

    fireEvent.change(screen.getByTestId('layaway-policy-value'), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(sent.find((r) => r.method === 'PUT')?.body).toEqual({
        kind: 'percent',
        value: 2000,
        reminderDays: 3,
      }),
    );
  });

  it('sets the days before an instalment its client is reminded, from 0 to 30', async () => {
    expect(reminderDaysOf('0')).toBe(0);
    expect(reminderDaysOf('30')).toBe(30);
    expect(reminderDaysOf('31')).toBeNull();
    expect(reminderDaysOf('2,5')).toBeNull();
    expect(reminderDaysOf('')).toBeNull();
    const sent = renderCard('owner');
    await waitFor(() =>
      expect((screen.getByTestId('layaway-policy-reminder-days') as HTMLInputElement).disabled).toBe(false),
    );
    expect((screen.getByTestId('layaway-policy-reminder-days') as HTMLInputElement).value).toBe('3');
    fireEvent.change(screen.getByTestId('layaway-policy-reminder-days'), { target: { value: '45' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('De 0 à 30 jours.')).toBeTruthy();
    expect(sent.filter((r) => r.method === 'PUT')).toHaveLength(0);
    fireEvent.change(screen.getByTestId('layaway-policy-reminder-days'), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(sent.find((r) => r.method === 'PUT')?.body).toEqual({
        kind: 'percent',
        value: 1250,
        reminderDays: 7,
      }),
    );
    expect(screen.getByLabelText('Rappel d’échéance (jours avant)')).toBeTruthy();
  });

  it('leaves staff reading it, without a save button', async () => {
    renderCard('staff');
    await waitFor(() =>
      expect((screen.getByTestId('layaway-policy-value') as HTMLInputElement).value).toBe('12,5'),
    );
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).toBeNull();
  });
});
