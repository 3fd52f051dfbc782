import { createApiClient } from '@carat/api-client';
import { ApiProvider } from '@carat/api-client/react';
import { defaultDesignSpec } from '@carat/domain/design';
import { baseCatalogue, I18nProvider, mergeCatalogues } from '@carat/ui/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { designMessages } from './messages.ts';
import { PhotoReader } from './PhotoReader.tsx';

afterEach(cleanup);
beforeAll(() => {
  // jsdom has no object URLs: the preview needs one.
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

const READ = {
  ...defaultDesignSpec('trilogy'),
  metal: 'rose-gold-18',
  stone: { type: 'sapphire', cut: 'oval', size: { unit: 'ct', value: 0.5 } },
};

/** The two calls the reader makes: the reading, then the design with the corrected spec. */
function fakeApi() {
  const sent: { path: string; fields: Record<string, string> }[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const { pathname } = new URL(request.url);
    const form = await request.formData();
    const fields: Record<string, string> = {};
    for (const [key, value] of form) fields[key] = typeof value === 'string' ? value : `file:${value.name}`;
    sent.push({ path: pathname, fields });
    if (pathname === '/v1/designs/photo-reading') {
      return Response.json({
        spec: READ,
        unparsed: [],
        notMade: [],
        engine: 'offline',
        fromPhoto: {
          read: READ,
          confidence: { piece: 0.65, metal: 0.9, stoneCut: 0.5, stoneCount: 0.6, stoneType: 0.7, band: 0.2 },
          engine: 'offline',
          stoneCount: 3,
        },
      });
    }
    if (pathname === '/v1/designs') return Response.json({ id: 'd1' }, { status: 201 });
    return Response.json({ error: { code: 'not_found', message: 'no' } }, { status: 404 });
  }) as typeof globalThis.fetch;
  return { fetch, sent };
}

function show() {
  const api = fakeApi();
  const onCreated = vi.fn();
  const client = createApiClient({
    baseUrl: 'http://api.test',
    fetch: api.fetch,
    getAccessToken: async () => 't',
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ApiProvider client={client}>
        <I18nProvider catalogue={mergeCatalogues(baseCatalogue, designMessages)} initialLocale="fr">
          <PhotoReader brief="" onCreated={onCreated} />
        </I18nProvider>
      </ApiProvider>
    </QueryClientProvider>,
  );
  return { api, onCreated };
}

const photo = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'bague.png', { type: 'image/png' });

describe('PhotoReader', () => {
  it('shows the photo, what was read with its confidence, and generates the corrected spec', async () => {
    const { api, onCreated } = show();
    const input = screen.getByLabelText('Déposez une photo ici, ou choisissez-la');
    fireEvent.change(input, { target: { files: [photo()] } });
    expect(screen.getByRole('img', { name: 'La photo choisie' }).getAttribute('src')).toBe('blob:preview');
    expect(screen.getByText('La photo n’a pas encore été lue.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Lire la photo' }));
    const reading = await screen.findByTestId('photo-reading');
    expect(reading.textContent).toContain('Bague trilogie');
    expect(reading.textContent).toContain('Or rose 18 carats');
    expect(reading.textContent).toContain('sûr à 90 %');
    expect(reading.textContent).toContain('3');
    expect(api.sent[0]).toEqual({
      path: '/v1/designs/photo-reading',
      fields: { photo: 'file:bague.png', locale: 'fr' },
    });

    // The jeweller corrects the metal before generating.
    fireEvent.click(screen.getByLabelText('Platine 950'));
    fireEvent.click(screen.getByRole('button', { name: 'Générer depuis la photo' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('d1'));
    const created = api.sent[1]!;
    expect(created.path).toBe('/v1/designs');
    expect(created.fields.photo).toBe('file:bague.png');
    expect(JSON.parse(created.fields.spec!)).toMatchObject({ piece: 'trilogy', metal: 'platinum-950' });
  });

  it('refuses a photo over 15 MB before sending it', () => {
    const { api } = show();
    const big = new File([new Uint8Array(15 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByLabelText('Déposez une photo ici, ou choisissez-la'), {
      target: { files: [big] },
    });
    expect(screen.getByRole('alert').textContent).toBe('Cette photo dépasse 15 Mo.');
    expect(screen.queryByRole('button', { name: 'Lire la photo' })).toBeNull();
    expect(api.sent).toEqual([]);
  });
});
