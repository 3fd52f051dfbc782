import { createApiClient } from '@carat/api-client';
import { ApiProvider } from '@carat/api-client/react';
import { I18nProvider } from '@carat/ui/i18n';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogue } from '#app/i18n.ts';
import AssistantDialog from '#features/assistant/AssistantDialog.tsx';

/**
 * The chat shows the reply while it is written: each 'delta' as it arrives, in order; a 'reset' (the model
 * failed mid-reply) clears what was shown; the 'done' answer is the reply kept in the conversation.
 */

vi.mock('#lib/ShowroomScope.tsx', () => ({
  useShowroomScope: () => ({ slug: 'atelier-flux', demo: false, paths: {} }),
}));

let push: (event: string, data: unknown) => void;
let close: () => void;

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          push = (event, data) =>
            controller.enqueue(
              new TextEncoder().encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
            );
          close = () => controller.close();
        },
      });
      return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the assistant dialog, streamed', () => {
  it('shows the pieces of the reply in order, clears them on reset, and keeps the whole answer', async () => {
    const client = createApiClient({ baseUrl: 'http://api.test', getAccessToken: async () => null });
    render(
      <MemoryRouter>
        <I18nProvider catalogue={catalogue} initialLocale="fr">
          <ApiProvider client={client}>
            <AssistantDialog open onOpenChange={() => {}} showroomName="Atelier Flux" welcome={null} />
          </ApiProvider>
        </I18nProvider>
      </MemoryRouter>,
    );
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Vous faites des bagues ?' } });
    fireEvent.submit(screen.getByRole('textbox').closest('form')!);
    const streaming = () => screen.getByTestId('assistant-streaming').textContent;

    await waitFor(() => expect(fetch).toHaveBeenCalled());
    push('delta', 'Nous créons ');
    await waitFor(() => expect(streaming()).toBe('Nous créons '));
    push('delta', 'des bagues');
    await waitFor(() => expect(streaming()).toBe('Nous créons des bagues'));
    push('reset', '');
    await waitFor(() => expect(streaming()).not.toContain('Nous créons'));
    push('delta', 'Bonjour, que cherchez-vous ?');
    await waitFor(() => expect(streaming()).toBe('Bonjour, que cherchez-vous ?'));
    push('done', {
      conversationId: '11111111-1111-4111-8111-111111111111',
      reply: 'Bonjour, que cherchez-vous ?',
      lead: {},
      engine: 'offline',
    });
    close();
    await waitFor(() => expect(screen.queryByTestId('assistant-streaming')).toBeNull());
    expect(screen.getByText('Bonjour, que cherchez-vous ?')).toBeTruthy();
    expect(screen.queryByText(/Nous créons/)).toBeNull();
  });
});
