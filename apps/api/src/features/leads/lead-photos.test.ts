import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageAccessToken } from '#api/lib/image-access.ts';
import { createTestContext, type TestContext, type TestUser } from '#test/testing.ts';

/**
 * Issue 28, item 10: the Custom Jewelry request carries photos ("photos et budget compris"). A visitor
 * uploads each through a public route (rate limited per address, the catalogue's checks and re-encoding),
 * then names them in the request; the jeweller's members see them in the lead sheet by signed addresses;
 * nobody else sees them, and no request takes another showroom's photo.
 */

let t: TestContext;
let jeweller: TestUser;
let neighbour: TestUser;
let slug: string;
let neighbourSlug: string;

type Json = Record<string, unknown> & { error?: { code: string; fields?: Record<string, string> } };

async function publishedSlug(user: TestUser) {
  await t.db.pool.query('update public.showroom_settings set published = true where business_id = $1', [
    user.businessId,
  ]);
  const { rows } = await t.db.pool.query<{ slug: string }>(
    'select slug from public.businesses where id = $1',
    [user.businessId],
  );
  return rows[0]!.slug;
}

beforeAll(async () => {
  t = await createTestContext();
  jeweller = await t.createUser('Atelier Demandes');
  neighbour = await t.createUser('Atelier Voisin');
  slug = await publishedSlug(jeweller);
  neighbourSlug = await publishedSlug(neighbour);
});
afterAll(() => t?.close());

/** A phone's photo: a JPEG with the camera's name and a GPS position in its EXIF. */
async function phonePhoto() {
  return sharp({ create: { width: 900, height: 600, channels: 3, background: '#7a5c2e' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Carat Test Phone' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2400/100' },
    })
    .toBuffer();
}

async function uploadPhoto(to: string, bytes: Uint8Array, type = 'image/jpeg') {
  const res = await t.app.request(`/v1/showrooms/${to}/request-photos`, {
    method: 'POST',
    headers: { 'content-type': type },
    body: bytes,
  });
  return { status: res.status, body: (await res.json()) as Json };
}

async function sendRequest(to: string, photoIds: string[]) {
  const res = await t.request(`/v1/showrooms/${to}/custom-requests`, {
    method: 'POST',
    body: {
      name: 'Grace Hopper',
      email: 'grace@example.com',
      message: 'Une bague comme sur mes photos',
      budget: '3 000 €',
      photoIds,
    },
  });
  return { status: res.status, body: (await res.json()) as Json };
}

const leadCount = async (user: TestUser) =>
  Number(
    (
      await t.db.pool.query<{ n: number }>(
        'select count(*)::int as n from public.showroom_leads where business_id = $1',
        [user.businessId],
      )
    ).rows[0]!.n,
  );

let leadId: string;
let photoIds: string[];

describe('a Custom Jewelry request’s photos', () => {
  it('are checked and written again without metadata, then land with the lead', async () => {
    const first = await uploadPhoto(slug, new Uint8Array(await phonePhoto()));
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ width: 900, height: 600 });
    const second = await uploadPhoto(slug, new Uint8Array(await phonePhoto()));
    expect(second.status).toBe(201);
    photoIds = [second.body.id as string, first.body.id as string];
    const sent = await sendRequest(slug, photoIds);
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    leadId = sent.body.id as string;

    const res = await t.request(`/v1/leads/${leadId}`, { token: jeweller.token });
    expect(res.status).toBe(200);
    const lead = (await res.json()) as { photos: { id: string; url: string; srcset: string }[] };
    // In the order the visitor named them.
    expect(lead.photos.map((p) => p.id)).toEqual(photoIds);
    for (const photo of lead.photos) {
      const url = new URL(photo.url);
      expect(url.searchParams.get('access')).toBeTruthy();
      const served = await t.request(url.pathname + url.search);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
      const bytes = Buffer.from(await served.arrayBuffer());
      expect((await sharp(bytes).metadata()).exif).toBeUndefined();
      expect(bytes.includes('Carat Test Phone')).toBe(false);
      for (const entry of photo.srcset.split(', ')) {
        expect(new URL(entry.split(' ')[0]!).searchParams.get('access')).toBeTruthy();
      }
    }
  });

  it('are never public: no address without a valid token for that photo answers', async () => {
    const res = await t.request(`/v1/leads/${leadId}`, { token: jeweller.token });
    const [one, two] = ((await res.json()) as { photos: { url: string }[] }).photos;
    const path = new URL(one!.url).pathname;
    expect((await t.request(path)).status).toBe(404);
    expect((await t.request(`${path}?access=forged.token`)).status).toBe(404);
    const borrowed = new URL(two!.url).searchParams.get('access')!;
    expect((await t.request(`${path}?access=${borrowed}`)).status).toBe(404);
    const expired = imageAccessToken(t.deps.config, photoIds[1]!, new Date(Date.now() - 2 * 3600_000));
    expect((await t.request(`${path}?access=${expired}`)).status).toBe(404);
    // Another business's member does not see the lead at all.
    expect((await t.request(`/v1/leads/${leadId}`, { token: neighbour.token })).status).toBe(404);
    // The public routes never serve them.
    expect((await t.request(`/files/${photoIds[0]}`)).status).toBe(404);
    expect((await t.request(`/product-images/${photoIds[0]}/400.webp`)).status).toBe(404);
  });

  it('refuses another showroom’s photo, or one a request already took, with 422 on photoIds', async () => {
    const theirs = await uploadPhoto(neighbourSlug, new Uint8Array(await phonePhoto()));
    expect(theirs.status).toBe(201);
    const before = await leadCount(jeweller);
    const foreign = await sendRequest(slug, [theirs.body.id as string]);
    expect(foreign.status).toBe(422);
    expect(Object.keys(foreign.body.error?.fields ?? {})).toEqual(['photoIds']);
    const reused = await sendRequest(slug, [photoIds[0]!]);
    expect(reused.status).toBe(422);
    // Nothing was written by the refused requests.
    expect(await leadCount(jeweller)).toBe(before);
    // A photo no request took is not served, even by a valid token.
    const token = imageAccessToken(t.deps.config, theirs.body.id as string);
    expect((await t.request(`/lead-photos/${theirs.body.id}/400.webp?access=${token}`)).status).toBe(404);
  });

  it('answers the catalogue’s refusals: type, emptiness, unknown showroom; at most 3 per request', async () => {
    const gif = new TextEncoder().encode('GIF89a\x01\x00\x01\x00');
    const wrong = await uploadPhoto(slug, gif, 'image/gif');
    expect(wrong.status).toBe(415);
    expect(wrong.body.error?.code).toBe('unsupported_file_type');
    expect((await uploadPhoto(slug, new Uint8Array(), 'image/jpeg')).status).toBe(422);
    expect((await uploadPhoto('no-such-showroom', new Uint8Array(await phonePhoto()))).status).toBe(404);
    const four = await sendRequest(slug, [...photoIds, ...photoIds].slice(0, 4));
    expect(four.status).toBe(422);
    expect(four.body.error?.fields).toHaveProperty('photoIds');
  });

  it('drops the photos no request named within a day, files included', async () => {
    const left = await uploadPhoto(slug, new Uint8Array(await phonePhoto()));
    expect(left.status).toBe(201);
    const { rows } = await t.db.pool.query<{ variants: { key: string }[] }>(
      "update public.lead_photos set created_at = now() - interval '25 hours' where id = $1 returning variants",
      [left.body.id],
    );
    const key = rows[0]!.variants[0]!.key;
    expect(await t.deps.storage.get(key)).toBeTruthy();
    expect((await uploadPhoto(slug, new Uint8Array(await phonePhoto()))).status).toBe(201);
    const gone = await t.db.pool.query('select 1 from public.lead_photos where id = $1', [left.body.id]);
    expect(gone.rowCount).toBe(0);
    expect(await t.deps.storage.get(key)).toBeFalsy();
    // The attached ones stay.
    const kept = await t.db.pool.query('select 1 from public.lead_photos where id = any($1::uuid[])', [
      photoIds,
    ]);
    expect(kept.rowCount).toBe(2);
  });

  it('limits uploads per address', async () => {
    let status = 0;
    for (let i = 0; i < 15 && status !== 429; i++) {
      status = (await uploadPhoto(slug, new Uint8Array(), 'image/jpeg')).status;
    }
    expect(status).toBe(429);
  });
});
