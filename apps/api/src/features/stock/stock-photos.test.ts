import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '#test/testing.ts';

/**
 * A stock item's photos: uploaded as catalogue photos are (the same checks, sizes and refusals), reordered
 * and deleted; shown on the item, as the first photo's thumbnail in the stock list (which the sale's item
 * search reads), and only by signed addresses. Another business can neither add, reorder, delete nor see.
 */

let t: TestContext;
let owner: TestUser;
let other: TestUser;

type Json = Record<string, unknown>;
type Photo = { id: string; url: string; srcset: string; thumbnailUrl: string; position: number };

async function call(user: TestUser, path: string, method = 'GET', body?: unknown) {
  const res = await t.request(path, { method, token: user.token, body });
  return { status: res.status, body: (await res.json()) as Json & Photo[] };
}
async function jpeg(background = '#b08d3c') {
  return sharp({ create: { width: 600, height: 400, channels: 3, background } })
    .jpeg()
    .toBuffer();
}
async function upload(user: TestUser, itemId: string, blob: Blob, name = 'photo.jpg') {
  const form = new FormData();
  form.set('file', blob, name);
  const res = await t.app.request(`/v1/stock-items/${itemId}/photos`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Json & Photo[] };
}
const pathOf = (url: string) => {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
};

beforeAll(async () => {
  t = await createTestContext();
  owner = await t.createUser('Bijouterie Photo');
  other = await t.createUser('Autre Boutique');
}, 60_000);
afterAll(() => t?.close());

describe('stock item photos', () => {
  it('are added, shown signed on the item and as the list’s thumbnail, reordered and deleted', async () => {
    const item = await call(owner, '/v1/stock-items', 'POST', { name: 'Solitaire GIA', priceMinor: 250_000 });
    expect(item.status, JSON.stringify(item.body)).toBe(201);
    const id = item.body.id as string;
    expect(item.body).toMatchObject({ photos: [], thumbnailUrl: null });

    const first = await upload(owner, id, new Blob([await jpeg()], { type: 'image/jpeg' }));
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const second = await upload(owner, id, new Blob([await jpeg('#223344')], { type: 'image/jpeg' }));
    const [a, b] = second.body;
    expect(second.body.map((p) => p.position)).toEqual([0, 1]);
    // Served only by its signed address, as a catalogue draft's photo is.
    expect(new URL(a!.url).searchParams.get('access')).toBeTruthy();
    expect((await t.request(new URL(a!.url).pathname)).status).toBe(404);
    const served = await t.request(pathOf(a!.url));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await t.request(pathOf(a!.thumbnailUrl))).status).toBe(200);

    const detail = await call(owner, `/v1/stock-items/${id}`);
    expect((detail.body.photos as unknown as Photo[]).map((p) => p.id)).toEqual([a!.id, b!.id]);
    expect(new URL(detail.body.thumbnailUrl as string).pathname).toBe(new URL(a!.thumbnailUrl).pathname);
    // The list (the sale's search too) carries the first photo's thumbnail.
    const list = await call(owner, '/v1/stock-items?q=Solitaire');
    const row = (list.body.items as unknown as Json[]).find((r) => r.id === id)!;
    expect(new URL(row.thumbnailUrl as string).pathname).toBe(new URL(a!.thumbnailUrl).pathname);

    const reordered = await call(owner, `/v1/stock-items/${id}/photos/order`, 'PUT', {
      order: [b!.id, a!.id],
    });
    expect(reordered.status).toBe(200);
    expect(reordered.body.map((p) => p.id)).toEqual([b!.id, a!.id]);
    expect((await call(owner, `/v1/stock-items/${id}/photos/order`, 'PUT', { order: [b!.id] })).status).toBe(
      422,
    );

    const left = await call(owner, `/v1/stock-items/${id}/photos/${b!.id}`, 'DELETE');
    expect(left.status).toBe(200);
    expect(left.body.map((p) => ({ id: p.id, position: p.position }))).toEqual([{ id: a!.id, position: 0 }]);
    // Its sizes are gone from the storage.
    expect((await t.request(pathOf(b!.url))).status).toBe(404);
  });

  it('refuses what the catalogue refuses, with the same codes', async () => {
    const item = await call(owner, '/v1/stock-items', 'POST', { name: 'Bague refus', priceMinor: 1_000 });
    const id = item.body.id as string;
    const notPhoto = await upload(owner, id, new Blob(['%PDF-1.7 not a photo']), 'photo.jpg');
    expect(notPhoto.status).toBe(415);
    expect((notPhoto.body.error as Json).code).toBe('unsupported_file_type');
    const empty = await upload(owner, id, new Blob([]), 'empty.jpg');
    expect(empty.status).toBe(422);
    expect((empty.body.error as Json).code).toBe('empty_file');
    const form = new FormData();
    const none = await t.app.request(`/v1/stock-items/${id}/photos`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}` },
      body: form,
    });
    expect(none.status).toBe(422);
    // Larger than 20 MB: refused before it is read.
    const huge = await upload(owner, id, new Blob([new Uint8Array(20 * 1024 * 1024 + 1)]), 'huge.jpg');
    expect(huge.status).toBe(413);
    expect((await call(owner, `/v1/stock-items/${id}`)).body.photos).toEqual([]);
  });

  it('are another business’s to touch: 404 on add, reorder and delete', async () => {
    const item = await call(owner, '/v1/stock-items', 'POST', { name: 'Bague privée', priceMinor: 1_000 });
    const id = item.body.id as string;
    const [photo] = (await upload(owner, id, new Blob([await jpeg()], { type: 'image/jpeg' }))).body;
    expect((await upload(other, id, new Blob([await jpeg()], { type: 'image/jpeg' }))).status).toBe(404);
    expect(
      (await call(other, `/v1/stock-items/${id}/photos/order`, 'PUT', { order: [photo!.id] })).status,
    ).toBe(404);
    expect((await call(other, `/v1/stock-items/${id}/photos/${photo!.id}`, 'DELETE')).status).toBe(404);
    // Its own item cannot take the other's photo either.
    const own = await call(other, '/v1/stock-items', 'POST', { name: 'Autre', priceMinor: 1_000 });
    expect((await call(other, `/v1/stock-items/${own.body.id}/photos/${photo!.id}`, 'DELETE')).status).toBe(
      404,
    );
    expect((await call(owner, `/v1/stock-items/${id}`)).body.photos).toHaveLength(1);
  });
});
