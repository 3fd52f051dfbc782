import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageAccessToken } from '#api/lib/image-access.ts';
import { createTestContext, type TestContext, type TestUser } from '#test/testing.ts';

/**
 * Issue 28, item 5: a draft piece's photos are served to its business's members only (ADR 049). The public
 * routes answer 404 for them (never 403: whether the photo exists is not told); a member's answers carry
 * short-lived signed addresses, each good for one image; publishing the piece makes its photos public.
 */

let t: TestContext;
let owner: TestUser;

beforeAll(async () => {
  t = await createTestContext();
  owner = await t.createUser('Atelier Brouillon');
});
afterAll(() => t?.close());

type Json = Record<string, unknown>;

async function call(path: string, init: { method?: string; body?: unknown } = {}) {
  const res = await t.request(path, { token: owner.token, ...init });
  return { status: res.status, body: (await res.json()) as Json };
}

async function jpeg(width = 500, height = 400) {
  return sharp({ create: { width, height, channels: 3, background: '#b08d3c' } })
    .jpeg()
    .toBuffer();
}

async function draftWithPhoto(name: string) {
  const piece = await call('/v1/products', {
    method: 'POST',
    body: { nameFr: name, category: 'RINGS', priceMinor: 100_000 },
  });
  expect(piece.status, JSON.stringify(piece.body)).toBe(201);
  const id = piece.body.id as string;
  const form = new FormData();
  form.set('file', new Blob([await jpeg()], { type: 'image/jpeg' }), 'photo.jpg');
  const res = await t.app.request(`/v1/products/${id}/images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${owner.token}` },
    body: form,
  });
  expect(res.status).toBe(201);
  return { id, image: (await res.json()) as Json & { id: string; url: string; srcset: string } };
}

const pathOf = (url: string) => {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
};
const unsigned = (url: string) => new URL(url).pathname;

describe('a draft piece’s photos', () => {
  it('answer 404 to anyone without a signed address, and the member’s signed address works', async () => {
    const { id, image } = await draftWithPhoto('Bague Secrète');
    expect(new URL(image.url).searchParams.get('access')).toBeTruthy();
    // Every size in the member's answer is signed.
    for (const entry of image.srcset.split(', ')) {
      expect(new URL(entry.split(' ')[0]!).searchParams.get('access')).toBeTruthy();
    }
    const anonymous = await t.request(unsigned(image.url));
    expect(anonymous.status).toBe(404);
    const signed = await t.request(pathOf(image.url));
    expect(signed.status).toBe(200);
    expect(signed.headers.get('content-type')).toBe('image/webp');
    expect(signed.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    // The detail and the list carry signed addresses too.
    const detail = await call(`/v1/products/${id}`);
    const [photo] = detail.body.images as { url: string }[];
    expect((await t.request(pathOf(photo!.url))).status).toBe(200);
    const list = await call('/v1/products?status=draft');
    const item = (list.body.items as { id: string; cover: { url: string } | null }[]).find(
      (p) => p.id === id,
    );
    expect((await t.request(pathOf(item!.cover!.url))).status).toBe(200);
    expect((await t.request(unsigned(item!.cover!.url))).status).toBe(404);
  });

  it('refuses a forged, expired or borrowed token with 404', async () => {
    const { image } = await draftWithPhoto('Bague Cachée');
    const other = await draftWithPhoto('Bague Voisine');
    const path = unsigned(image.url);
    expect((await t.request(`${path}?access=forged.token`)).status).toBe(404);
    const expired = imageAccessToken(t.deps.config, image.id, new Date(Date.now() - 2 * 3600_000));
    expect((await t.request(`${path}?access=${expired}`)).status).toBe(404);
    // Another image's token opens that image only.
    const borrowed = new URL(other.image.url).searchParams.get('access')!;
    expect((await t.request(`${path}?access=${borrowed}`)).status).toBe(404);
    expect((await t.request(`${unsigned(other.image.url)}?access=${borrowed}`)).status).toBe(200);
  });

  it('become public when the piece is published, and private again when it is not', async () => {
    const { id, image } = await draftWithPhoto('Bague Publiée');
    expect((await t.request(unsigned(image.url))).status).toBe(404);
    expect(
      (await call(`/v1/products/${id}`, { method: 'PATCH', body: { status: 'published' } })).status,
    ).toBe(200);
    const published = await t.request(unsigned(image.url));
    expect(published.status).toBe(200);
    expect(published.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // The published piece's answers are plain public addresses.
    const detail = await call(`/v1/products/${id}`);
    expect(new URL((detail.body.images as { url: string }[])[0]!.url).search).toBe('');
    await call(`/v1/products/${id}`, { method: 'PATCH', body: { status: 'draft' } });
    expect((await t.request(unsigned(image.url))).status).toBe(404);
  });
});

describe('an uploaded product file (/files/{id})', () => {
  it('is public only while a published piece shows it; a signed address opens it for members', async () => {
    const res = await t.app.request('/v1/files?kind=product', {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'image/jpeg' },
      body: new Uint8Array(await jpeg(40, 30)),
    });
    expect(res.status).toBe(201);
    const file = (await res.json()) as { id: string };
    const address = `${t.deps.config.API_URL}/files/${file.id}`;
    expect((await t.request(`/files/${file.id}`)).status).toBe(404);
    const token = imageAccessToken(t.deps.config, file.id);
    const signed = await t.request(`/files/${file.id}?access=${token}`);
    expect(signed.status).toBe(200);
    expect(signed.headers.get('cache-control')).toMatch(/^private/);
    const expired = imageAccessToken(t.deps.config, file.id, new Date(Date.now() - 2 * 3600_000));
    expect((await t.request(`/files/${file.id}?access=${expired}`)).status).toBe(404);

    // A draft piece showing it: still not public; its member's list answers a signed cover.
    const piece = await call('/v1/products', {
      method: 'POST',
      body: { nameFr: 'Collier Fichier', category: 'PENDANTS', priceMinor: 50_000 },
    });
    expect(piece.status, JSON.stringify(piece.body)).toBe(201);
    const pieceId = piece.body.id as string;
    await t.db.pool.query('update public.products set images = $2::jsonb where id = $1', [
      pieceId,
      JSON.stringify([{ url: address, alt: 'Collier' }]),
    ]);
    expect((await t.request(`/files/${file.id}`)).status).toBe(404);
    const list = await call('/v1/products?status=draft');
    const item = (list.body.items as { id: string; cover: { url: string } | null }[]).find(
      (p) => p.id === pieceId,
    );
    expect((await t.request(pathOf(item!.cover!.url))).status).toBe(200);
    // Published: public.
    await call(`/v1/products/${pieceId}`, { method: 'PATCH', body: { status: 'published' } });
    const open = await t.request(`/files/${file.id}`);
    expect(open.status).toBe(200);
    expect(open.headers.get('cache-control')).toContain('public');
  });
});
