import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApi } from '#lib/testing/renderWithApi.tsx';
import { GiftCardSettingsCard, presetsOf } from './GiftCardSettingsCard.tsx';
import { stockMessages } from './messages.ts';

afterEach(cleanup);

const saved = {
  validityMonths: 12,
  online: false,
  presetsMinor: [5_000, 10_000],
  minMinor: 2_000,
  maxMinor: 50_000,
};

function renderCard(role: string) {
  return renderWithApi(
    <GiftCardSettingsCard />,
    ({ method, path, body }) => {
      if (path === '/v1/me') return Response.json({ role, business: { currency: 'EUR' } });
      if (path === '/v1/gift-card-settings' && method === 'GET') return Response.json(saved);
      if (path === '/v1/gift-card-settings' && method === 'PUT') return Response.json(body);
      return Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 });
    },
    [stockMessages],
  ).sent;
}

describe('the gift card settings', () => {
  it('reads the offered amounts, a decimal comma included, and refuses what is not one', () => {
    expect(presetsOf('50; 100 ; 12,50', 'EUR')).toEqual([5_000, 10_000, 1_250]);
    expect(presetsOf('', 'EUR')).toEqual([]);
    expect(presetsOf('50; dix', 'EUR')).toBeNull();
  });

  it('shows the saved settings; an owner sets no expiry and the online sale, a wrong figure sends nothing', async () => {
    const sent = renderCard('owner');
    await waitFor(() =>
      expect((screen.getByTestId('gift-settings-presets') as HTMLInputElement).value).toBe('50; 100'),
    );
    expect((screen.getByTestId('gift-settings-validity') as HTMLInputElement).value).toBe('12');
    fireEvent.change(screen.getByTestId('gift-settings-max'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(/Vérifiez la validité/)).toBeTruthy();
    expect(sent.filter((r) => r.method === 'PUT')).toHaveLength(0);

    fireEvent.change(screen.getByTestId('gift-settings-max'), { target: { value: '300' } });
    fireEvent.change(screen.getByTestId('gift-settings-validity'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('switch'));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(sent.find((r) => r.method === 'PUT')?.body).toEqual({
        validityMonths: 0,
        online: true,
        presetsMinor: [5_000, 10_000],
        minMinor: 2_000,
        maxMinor: 30_000,
      }),
    );
  });

  it('leaves staff reading them, without a save button', async () => {
    renderCard('staff');
    await waitFor(() =>
      expect((screen.getByTestId('gift-settings-validity') as HTMLInputElement).value).toBe('12'),
    );
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).toBeNull();
  });
});
