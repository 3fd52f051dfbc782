import { createApiClient } from '@carat/api-client';
import { ApiProvider } from '@carat/api-client/react';
import { I18nProvider, type Locale } from '@carat/ui/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogue } from '#app/i18n.ts';
import CustomRequestDialog from '#features/dialogs/CustomRequestDialog.tsx';

/**
 * The Custom Jewelry request's photos: chosen with a keyboard-reachable button,
 * previewed, removable, refused with a sentence (French and English) when the type or size is wrong, and
 * sent as the request's `photoIds`.
 */

vi.mock('#lib/ShowroomScope.tsx', () => ({
  useShowroomScope: () => ({ slug: 'atelier', demo: false, paths: {} }),
}));

interface Call {
  method: string;
  path: string;
  body: unknown;
}
let calls: Call[];
let photoCount: number;

beforeEach(() => {
  calls = [];
  photoCount = 0;
  let previews = 0;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => `blob:preview-${++previews}`, revokeObjectURL: () => {} }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog(locale: Locale = 'fr') {
  const client = createApiClient({
    baseUrl: 'http://api.test',
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const path = new URL(request.url).pathname;
      const body = path.endsWith('/custom-requests') ? await request.json() : await request.blob();
      calls.push({ method: request.method, path, body });
      if (path.endsWith('/request-photos')) {
        photoCount += 1;
        return Response.json(
          { id: `00000000-0000-4000-8000-00000000000${photoCount}`, width: 10, height: 10 },
          { status: 201 },
        );
      }
      return Response.json({ id: '11111111-1111-4111-8111-111111111111' }, { status: 201 });
    }) as typeof fetch,
    getAccessToken: async () => null,
  });
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ApiProvider client={client}>
        <I18nProvider catalogue={catalogue} initialLocale={locale}>
          <CustomRequestDialog open onOpenChange={onOpenChange} />
        </I18nProvider>
      </ApiProvider>
    </QueryClientProvider>,
  );
  return { onOpenChange };
}

const file = (name: string, type: string, size = 1000) => new File([new Uint8Array(size)], name, { type });

function choose(...files: File[]) {
  const input = screen.getByTestId('request-photo-input') as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  fireEvent.change(input);
}

describe('the Custom Jewelry request’s photos', () => {
  it('previews, removes and sends the photos with the request', async () => {
    const { onOpenChange } = renderDialog('fr');
    const add = screen.getByRole('button', { name: 'Ajouter des photos' });
    // A real button: reached with Tab, opened with Enter or Space.
    expect(add.tagName).toBe('BUTTON');
    choose(file('bague.jpg', 'image/jpeg'), file('croquis.png', 'image/png'));
    expect(await screen.findByRole('img', { name: 'Photo 1 : bague.jpg' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Photo 2 : croquis.png' })).toBeTruthy();
    await waitFor(() => expect(calls.filter((c) => c.path.endsWith('/request-photos'))).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Retirer la photo 1' }));
    expect(screen.queryByRole('img', { name: 'Photo 1 : bague.jpg' })).toBeNull();

    fireEvent.input(screen.getByLabelText(/Nom/), { target: { value: 'Ada Lovelace' } });
    fireEvent.input(screen.getByLabelText(/Email/), { target: { value: 'ada@example.com' } });
    fireEvent.input(screen.getByLabelText(/Votre projet/), { target: { value: 'Une bague émeraude' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const sent = calls.find((c) => c.path.endsWith('/custom-requests'));
    expect(sent?.path).toBe('/v1/showrooms/atelier/custom-requests');
    const photoIds = (sent!.body as { photoIds: string[] }).photoIds;
    // The remaining photo only (the first was removed; uploads may finish in any order).
    expect(photoIds).toHaveLength(1);
  });

  it('says in French what it refuses: type, size, more than three', async () => {
    renderDialog('fr');
    choose(file('scan.gif', 'image/gif'), file('enorme.jpg', 'image/jpeg', 21 * 1024 * 1024));
    expect(await screen.findByText('« scan.gif » n’est pas une image JPG, PNG ou WebP.')).toBeTruthy();
    expect(screen.getByText('« enorme.jpg » dépasse 20 Mo.')).toBeTruthy();
    expect(calls).toHaveLength(0);
    choose(...['a', 'b', 'c', 'd'].map((n) => file(`${n}.jpg`, 'image/jpeg')));
    expect(await screen.findByText('Au plus 3 photos par demande.')).toBeTruthy();
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(screen.getByRole('button', { name: 'Ajouter des photos' })).toHaveProperty('disabled', true);
  });

  it('says it in English too', async () => {
    renderDialog('en');
    choose(file('scan.gif', 'image/gif'), file('huge.jpg', 'image/jpeg', 21 * 1024 * 1024));
    expect(await screen.findByText('“scan.gif” is not a JPG, PNG or WebP image.')).toBeTruthy();
    expect(screen.getByText('“huge.jpg” is larger than 20 MB.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add photos' })).toBeTruthy();
  });
});
