import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '#test/testing.ts';

let t: TestContext;
let owner: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await createTestContext();
  owner = await t.createUser('Files Owner');
  other = await t.createUser('Files Other');
});
afterAll(() => t?.close());

const PNG_HEADER = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_HEADER);
  return bytes;
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

const json = async (res: Response) =>
  (await res.json()) as Record<string, unknown> & { error?: { code: string } };

describe('files', () => {
  it('keeps a logo and serves it to its business only', async () => {
    const res = await upload(owner, 'logo', png(), 'image/png', 'logo.png');
    expect(res.status).toBe(201);
    const file = await json(res);
    expect(file).toMatchObject({
      kind: 'logo',
      contentType: 'image/png',
      byteSize: 64,
      originalName: 'logo.png',
    });

    const content = await t.request(`/v1/files/${file.id}/content`, { token: owner.token });
    expect(content.status).toBe(200);
    expect(content.headers.get('content-type')).toBe('image/png');
    expect(content.headers.get('content-security-policy')).toContain('sandbox');
    expect(new Uint8Array(await content.arrayBuffer())).toEqual(png());
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
    expect((await json(lying)).contentType).toBe('image/svg+xml');

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

  it('serves product images publicly, for the showroom', async () => {
    const file = await json(await upload(owner, 'product', png(), 'image/png'));
    const res = await t.request(`/files/${file.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('public');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(png());
  });

  it('keeps the showroom’s own images as a kind of their own, served publicly like product photos', async () => {
    const stored = await upload(owner, 'showroom', png(), 'image/png');
    expect(stored.status).toBe(201);
    const file = await json(stored);
    expect(file.kind).toBe('showroom');
    const res = await t.request(`/files/${file.id}`);
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(png());
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
});
