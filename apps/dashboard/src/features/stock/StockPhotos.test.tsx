import type { StockItemDetail } from '@carat/api-client/react';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApi } from '#lib/testing/renderWithApi.tsx';
import { stockMessages } from './messages.ts';
import { StockPhotos } from './StockPhotos.tsx';

afterEach(cleanup);

const photo = (id: string, position: number) => ({
  id,
  position,
  width: 800,
  height: 600,
  url: `https://api.example/stock-photos/${id}/800.webp?access=x`,
  srcset: null,
  thumbnailUrl: `https://api.example/stock-photos/${id}/400.webp?access=x`,
});
const A = '6f1c1a52-52a4-4a53-9a0e-0a4f4b6f7d11';
const B = '7f1c1a52-52a4-4a53-9a0e-0a4f4b6f7d22';
const item = (photos: ReturnType<typeof photo>[]) =>
  ({ id: '8f1c1a52-52a4-4a53-9a0e-0a4f4b6f7d33', name: 'Solitaire', photos }) as unknown as StockItemDetail;

describe('a stock item’s photos', () => {
  it('says there is none yet, and refuses a file that is not a photo without sending it', async () => {
    const { sent } = renderWithApi(
      <StockPhotos item={item([])} />,
      () => Response.json([photo(A, 0)], { status: 201 }),
      [stockMessages],
    );
    expect(screen.getByText(/Aucune photo pour le moment/)).toBeTruthy();
    const input = screen.getByTestId('stock-photo-input');
    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'facture.pdf', { type: 'application/pdf' })] },
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toHaveLength(0);
    fireEvent.change(input, { target: { files: [new File(['x'], 'bague.jpg', { type: 'image/jpeg' })] } });
    await waitFor(() => expect(sent.some((r) => r.method === 'POST')).toBe(true));
    expect(sent.find((r) => r.method === 'POST')?.path).toBe(`/v1/stock-items/${item([]).id}/photos`);
  });

  it('moves a photo later with the keyboard-reachable buttons, sending the whole order', async () => {
    const { sent } = renderWithApi(
      <StockPhotos item={item([photo(A, 0), photo(B, 1)])} />,
      () => Response.json([photo(B, 0), photo(A, 1)]),
      [stockMessages],
    );
    expect(screen.getAllByRole('img')).toHaveLength(2);
    expect(
      (screen.getByRole('button', { name: 'Monter « Solitaire, photo 1 »' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Descendre « Solitaire, photo 1 »' }));
    await waitFor(() => expect(sent.some((r) => r.method === 'PUT')).toBe(true));
    expect(sent.find((r) => r.method === 'PUT')?.body).toEqual({ order: [B, A] });
  });
});
