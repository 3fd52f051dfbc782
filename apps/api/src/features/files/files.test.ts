import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '#test/testing.ts';

let t: TestContext;
let owner: TestUser;
let other: TestUser;

beforeAll(async () => {
  basePng = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#b08d3c' } })
    .png()
    .toBuffer();
  t = await createTestContext();
  owner = await t.createUser('Files Owner');
  other = await t.createUser('Files Other');
});
afterAll(() => t?.close());

/** A real 4 × 4 PNG, padded with a text chunk (metadata, which the stored file loses) to `size` bytes. */
let basePng: Buffer;
const png = (size = 0): Uint8Array => {
  const padding = size - basePng.length - 12;
  if (padding < 8) return new Uint8Array(basePng);
  const data = Buffer.concat([Buffer.from('Comment\0'), Buffer.alloc(padding - 8, 0x78)]);
  const type = Buffer.from('tEXt');
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  type.copy(chunk, 4);
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(Buffer.concat([type, data])), 8 + data.length);
  // After the signature (8 bytes) and IHDR (25).
  return new Uint8Array(Buffer.concat([basePng.subarray(0, 33), chunk, basePng.subarray(33)]));
};
/** What a stored image draws: its size and pixels, whatever its encoding. */
const pixels = async (bytes: Uint8Array) => {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: [...data] };
};
const svg = (body = '<circle cx="5" cy="5" r="4" fill="#b08d3c"/>') =>
  new TextEncoder().encode(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${body}</svg>`);

async function upload(user: TestUser, kind: string, bytes: Uint8Array, type = 'image/png', name?: string) {
  const query = new URLSearchParams({ kind, ...(name ? { name } : {}) });
  return t.app.request(`/v1/files?${query}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}`, 'content-type': type },
    body: bytes,
  });
}

/** A published piece whose showroom list shows the file (as one made through the API with its address). */
async function showOnPublishedPiece(user: TestUser, fileId: string) {
  const address = `${t.deps.config.API_URL}/files/${fileId}`;
  await t.db.pool.query(
    `insert into public.products (business_id, name, category, price_minor, currency, status, images)
     values ($1, $2, 'RINGS', 1000, 'EUR', 'published', $3::jsonb)`,
    [user.businessId, `Pièce ${fileId.slice(0, 8)}`, JSON.stringify([{ url: address, alt: 'photo' }])],
  );
}

const json = async (res: Response) =>
  (await res.json()) as Record<string, unknown> & { error?: { code: string } };

describe('files', () => {
  it('keeps a logo and serves it to its business only', async () => {
    const res = await upload(owner, 'logo', png(), 'image/png', 'logo.png');
    expect(res.status).toBe(201);
    const file = await json(res);
    expect(file).toMatchObject({ kind: 'logo', contentType: 'image/png', originalName: 'logo.png' });

    const content = await t.request(`/v1/files/${file.id}/content`, { token: owner.token });
    expect(content.status).toBe(200);
    expect(content.headers.get('content-type')).toBe('image/png');
    expect(content.headers.get('content-security-policy')).toContain('sandbox');
    expect(await pixels(new Uint8Array(await content.arrayBuffer()))).toEqual(await pixels(png()));
    const etag = content.headers.get('etag')!;
    const again = await t.request(`/v1/files/${file.id}/content`, {
      token: owner.token,
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);

    expect((await t.request(`/v1/files/${file.id}/content`, { token: other.token })).status).toBe(404);
    expect((await t.request(`/v1/files/${file.id}`, { token: other.token })).status).toBe(404);
    // Not a product image: never served publicly.
    expect((await t.request(`/files/${file.id}`)).status).toBe(404);
  });

  it('reads the type from the bytes, whatever the client declares', async () => {
    const lying = await upload(owner, 'logo', svg(), 'image/png');
    expect(lying.status).toBe(201);
    // Read as an SVG (a PNG would not decode), kept as the PNG it is drawn to.
    expect((await json(lying)).contentType).toBe('image/png');

    const gif = await upload(owner, 'logo', new TextEncoder().encode('GIF89a....'), 'image/png');
    expect(gif.status).toBe(415);
    expect((await json(gif)).error?.code).toBe('unsupported_file_type');
    // Product photos are PNG or JPG only.
    expect((await upload(owner, 'product', svg(), 'image/svg+xml')).status).toBe(415);
  });

  it('refuses an SVG that could run a script or reach outside', async () => {
    const res = await upload(owner, 'logo', svg('<script>alert(1)</script>'), 'image/svg+xml');
    expect(res.status).toBe(422);
    expect((await json(res)).error?.code).toBe('unsafe_svg');
    expect((await upload(owner, 'logo', svg('<image href="https://x.example/a.png"/>'))).status).toBe(422);
  });

  it('enforces the logo limit of 2 MB, and 5 MB for photos', async () => {
    expect((await upload(owner, 'logo', png(2 * 1024 * 1024))).status).toBe(201);
    const big = await upload(owner, 'logo', png(2 * 1024 * 1024 + 1));
    expect(big.status).toBe(413);
    expect((await json(big)).error?.code).toBe('file_too_large');
    expect((await upload(owner, 'reference', png(4 * 1024 * 1024))).status).toBe(201);
    expect((await upload(owner, 'reference', png(5 * 1024 * 1024 + 1))).status).toBe(413);
    expect((await upload(owner, 'logo', new Uint8Array())).status).toBe(422);
  });

  it('serves product images publicly once a published piece shows them, for the showroom', async () => {
    const file = await json(await upload(owner, 'product', png(), 'image/png'));
    // Shown by no published piece yet: not public (ADR 049; private-photos.test.ts).
    expect((await t.request(`/files/${file.id}`)).status).toBe(404);
    await showOnPublishedPiece(owner, file.id as string);
    const res = await t.request(`/files/${file.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('public');
    expect(await pixels(new Uint8Array(await res.arrayBuffer()))).toEqual(await pixels(png()));
  });

  it('keeps the showroom’s own images as a kind of their own, served publicly like product photos', async () => {
    const stored = await upload(owner, 'showroom', png(), 'image/png');
    expect(stored.status).toBe(201);
    const file = await json(stored);
    expect(file.kind).toBe('showroom');
    const res = await t.request(`/files/${file.id}`);
    expect(res.status).toBe(200);
    expect(await pixels(new Uint8Array(await res.arrayBuffer()))).toEqual(await pixels(png()));
    // An invoice logo is never public.
    const logo = await json(await upload(owner, 'logo', png(), 'image/png'));
    expect((await t.request(`/files/${logo.id}`)).status).toBe(404);
  });

  it('lists and deletes, bytes included', async () => {
    const user = await t.createUser('Files Deleter');
    const file = await json(await upload(user, 'reference', png(), 'image/png'));
    const list = await json(await t.request('/v1/files?kind=reference', { token: user.token }));
    expect((list.items as { id: string }[]).map((f) => f.id)).toEqual([file.id]);
    expect((await t.request(`/v1/files/${file.id}`, { method: 'DELETE', token: other.token })).status).toBe(
      404,
    );
    expect((await t.request(`/v1/files/${file.id}`, { method: 'DELETE', token: user.token })).status).toBe(
      204,
    );
    const storage = t.deps.storage;
    expect(await storage.get(`${user.businessId}/${file.id}`)).toBeNull();
    expect((await t.request(`/v1/files/${file.id}/content`, { token: user.token })).status).toBe(404);
  });

  it('stores no metadata: a public photo loses its EXIF and GPS position', async () => {
    const camera = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#7a5c2e' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: 'Carat Test Camera' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2400/100' },
      })
      .toBuffer();
    expect((await sharp(camera).metadata()).exif).toBeDefined();
    for (const kind of ['product', 'showroom', 'reference', 'logo']) {
      const res = await upload(owner, kind, new Uint8Array(camera), 'image/jpeg');
      expect(res.status).toBe(201);
      const file = await json(res);
      const stored = (await t.deps.storage.get(`${owner.businessId}/${file.id}`))!;
      const meta = await sharp(stored).metadata();
      expect(meta.exif, kind).toBeUndefined();
      expect(Buffer.from(stored).includes('Carat Test Camera'), kind).toBe(false);
      // Turned upright from its EXIF orientation (6: stored sideways).
      expect([meta.width, meta.height], kind).toEqual([48, 64]);
      if (kind === 'product' || kind === 'showroom') {
        if (kind === 'product') await showOnPublishedPiece(owner, file.id as string);
        const served = new Uint8Array(await (await t.request(`/files/${file.id}`)).arrayBuffer());
        expect((await sharp(served).metadata()).exif).toBeUndefined();
      }
    }
    // A PNG's text chunks go too.
    const padded = await json(await upload(owner, 'product', png(4096), 'image/png'));
    const stored = (await t.deps.storage.get(`${owner.businessId}/${padded.id}`))!;
    expect(Buffer.from(stored).includes('tEXt')).toBe(false);
    expect(padded.byteSize).toBe(stored.byteLength);
  });

  it('draws an SVG to a PNG: what a filter would miss never reaches a browser', async () => {
    // Entity-encoded javascript: inside <set>/<animate>, a CSS-escaped url(: what the outside test sent.
    const tricks = [
      '<a><set attributeName="href" to="&#106;avascript:alert(1)"/><circle r="4"/></a>',
      '<animate attributeName="href" values="&#x6a;avascript&#x3a;alert(1)"/><rect width="5" height="5"/>',
      '<rect width="5" height="5" style="fill: u\\72l(https://x.example/a.svg)"/>',
    ];
    let drawn = 0;
    for (const body of tricks) {
      const res = await upload(owner, 'reference', svg(body), 'image/svg+xml');
      if (res.status === 422) continue; // refused outright is fine too
      expect(res.status).toBe(201);
      const file = await json(res);
      expect(file.contentType).toBe('image/png');
      const content = await t.request(`/v1/files/${file.id}/content`, { token: owner.token });
      expect(content.headers.get('content-type')).toBe('image/png');
      const bytes = new Uint8Array(await content.arrayBuffer());
      expect(Buffer.from(bytes).includes('avascript')).toBe(false);
      expect((await sharp(bytes).metadata()).format).toBe('png');
      drawn++;
    }
    // The regular-expression filter lets these through: only the drawing stands between them and a browser.
    expect(drawn).toBeGreaterThan(0);
    // A drawing keeps its proportions, 1600 px on its longer side.
    const res = await upload(owner, 'logo', svg(), 'image/svg+xml');
    const file = await json(res);
    const meta = await sharp((await t.deps.storage.get(`${owner.businessId}/${file.id}`))!).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1600, 1600]);
  });
});
