import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApi } from '#lib/testing/renderWithApi.tsx';
import { MessageThread } from './MessageThread.tsx';
import { messagingMessages } from './messages.ts';

afterEach(cleanup);

const CLIENT = '2b6f4a1e-7c3d-4e5f-8a9b-0c1d2e3f4a5b';

const thread = (windowOpen: boolean) => ({
  items: [
    {
      id: '11111111-1111-4111-8111-111111111111',
      clientId: CLIENT,
      direction: 'inbound',
      channel: 'whatsapp',
      kind: 'reply',
      body: 'Bonjour, ma bague est prête ?',
      status: 'received',
      createdAt: '2026-11-20T10:00:00.000Z',
      templateSid: null,
      templateVariables: null,
    },
  ],
  whatsappWindowOpen: windowOpen,
});

describe('the answer box outside WhatsApp’s 24-hour window', () => {
  it('sends the chosen kind’s approved template with the values typed, the names left to the API', async () => {
    const { sent } = renderWithApi(
      <MessageThread clientId={CLIENT} />,
      (request) =>
        request.method === 'POST'
          ? Response.json({ id: '22222222-2222-4222-8222-222222222222' }, { status: 201 })
          : Response.json(thread(false)),
      [messagingMessages],
    );
    await screen.findByText('Bonjour, ma bague est prête ?');
    fireEvent.change(screen.getByLabelText('Canal'), { target: { value: 'whatsapp' } });
    expect(await screen.findByTestId('whatsapp-template')).toBeTruthy();
    // 'Prête à retirer' asks for its number, balance and link; the shop's and the client's names are not asked.
    expect(screen.queryByLabelText('Valeur de « business »')).toBeNull();
    fireEvent.change(screen.getByLabelText('Valeur de « number »'), { target: { value: 'R-2026-0042' } });
    fireEvent.change(screen.getByLabelText('Valeur de « balance »'), { target: { value: '45,00 €' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le modèle' }));
    await waitFor(() => expect(sent.some((r) => r.method === 'POST')).toBe(true));
    expect(sent.find((r) => r.method === 'POST')?.body).toEqual({
      clientId: CLIENT,
      channel: 'whatsapp',
      text: '',
      templateKind: 'repair_ready',
      values: { number: 'R-2026-0042', balance: '45,00 €', link: '' },
    });
  });

  it('is not offered while the window is open, nor on SMS', async () => {
    renderWithApi(<MessageThread clientId={CLIENT} />, () => Response.json(thread(true)), [
      messagingMessages,
    ]);
    await screen.findByText('Bonjour, ma bague est prête ?');
    expect(screen.queryByTestId('whatsapp-template')).toBeNull();
    fireEvent.change(screen.getByLabelText('Canal'), { target: { value: 'whatsapp' } });
    expect(screen.queryByTestId('whatsapp-template')).toBeNull();
  });
});
