import { buildGeometry, renderStill } from '@carat/design';
import { defaultDesignSpec, normaliseDesignSpec } from '@carat/domain/design';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopGenerator } from '#api/features/designs/generator.ts';
import { createTestContext, type TestContext, type TestUser } from '#test/testing.ts';

/**
 * `POST /v1/designs` with a photo (multipart, ADR 070), for DIAMOND jewellers created here (not the demo):
 * a still picture of a yellow-gold solitaire with an oval ruby becomes a design read from it, with what was
 * read kept and answered as `fromPhoto`; a brief sent with it wins where it speaks; a photo over 15 MB is
 * 413, a file that is not an image 415, a picture with no piece 422, all with their codes; a MOISSANITE plan
 * is refused as for briefs.
 */

let t: TestContext;
let diamond: TestUser;
let moissanite: TestUser;
let photo: Buffer;

// biome-ignore lint/suspicious/noExplicitAny: the answers are read field by field, as a caller would
type Json = Record<string, any>;

async function post(user: TestUser, fields: Record<string, string | Blob>, path = '/v1/designs') {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.set(key, value);
    else form.set(key, value, key === 'photo' ? 'photo.png' : 'file');
  }
  const res = await t.app.request(path, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Json };
}

beforeAll(async () => {
  t = await createTestContext();
  diamond = await t.createUser('Atelier Photo', { plan: 'DIAMOND' });
  moissanite = await t.createUser('Atelier Sans Outil', { plan: 'MOISSANITE' });
  const base = defaultDesignSpec('solitaire');
  const spec = normaliseDesignSpec({
    ...base,
    metal: 'yellow-gold-18',
    stone: { type: 'ruby', cut: 'oval', size: { unit: 'ct', value: 1 } },
  });
  const still = renderStill(await buildGeometry(spec), spec.metal, 480);
  photo = await sharp(still.rgba, { raw: { width: 480, height: 480, channels: 4 } })
    .png()
    .toBuffer();
}, 240_000);
afterAll(async () => {
  await stopGenerator();
  await t?.close();
});

const png = () => new Blob([new Uint8Array(photo)], { type: 'image/png' });

describe('a design from a photo', () => {
  it('reads the piece, its metal and its stone, generates it, and keeps what was read', async () => {
    const { status, body } = await post(diamond, { photo: png(), locale: 'en' });
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body.fromPhoto.read).toMatchObject({
      piece: 'solitaire',
      metal: 'yellow-gold-18',
      stone: { type: 'ruby', cut: 'oval' },
    });
    expect(body.fromPhoto.engine).toBe('offline');
    expect(body.fromPhoto.stoneCount).toBe(1);
    for (const value of Object.values(body.fromPhoto.confidence)) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(1);
    }
    expect(body.spec).toMatchObject({ piece: 'solitaire', metal: 'yellow-gold-18' });
    expect(body.estimate.stones).toBe(1);
    expect(body.brief).toBeNull();

    const again = await t.request(`/v1/designs/${body.id}`, { token: diamond.token });
    expect(((await again.json()) as Json).fromPhoto.read.piece).toBe('solitaire');
  });

  it('lets the brief win where it speaks and the photo fill the rest', async () => {
    const { status, body } = await post(diamond, {
      photo: png(),
      brief: 'en platine, taille 60',
      locale: 'fr',
    });
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body.spec.metal).toBe('platinum-950');
    expect(body.spec.ringSize).toEqual({ system: 'fr', value: 60 });
    expect(body.spec.piece).toBe('solitaire');
    expect(body.spec.stone).toMatchObject({ type: 'ruby', cut: 'oval' });
    expect(body.fromPhoto.read.metal).toBe('yellow-gold-18');
  });

  it('reads a photo without generating, and generates the spec as the jeweller corrected it', async () => {
    const before = await t.request('/v1/designs', { token: diamond.token });
    const count = ((await before.json()) as Json).items.length;
    const reading = await post(diamond, { photo: png(), locale: 'fr' }, '/v1/designs/photo-reading');
    expect(reading.status, JSON.stringify(reading.body)).toBe(200);
    expect(reading.body.fromPhoto.read.piece).toBe('solitaire');
    expect(reading.body.spec.piece).toBe('solitaire');
    const after = await t.request('/v1/designs', { token: diamond.token });
    expect(((await after.json()) as Json).items.length).toBe(count);

    const corrected = {
      ...reading.body.spec,
      metal: 'white-gold-18',
      stone: { ...reading.body.spec.stone, cut: 'pear' },
    };
    const made = await post(diamond, { photo: png(), spec: JSON.stringify(corrected), locale: 'fr' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.spec).toMatchObject({ metal: 'white-gold-18', stone: { cut: 'pear' } });
    expect(made.body.fromPhoto.read.metal).toBe('yellow-gold-18');
    const bad = await post(diamond, { photo: png(), spec: '{"piece":"tiara"}' });
    expect(bad.status).toBe(422);
  });

  it('answers a design from JSON without fromPhoto, as before', async () => {
    const res = await t.request('/v1/designs', {
      method: 'POST',
      token: diamond.token,
      body: { brief: 'alliance or jaune', locale: 'fr' },
    });
    expect(res.status).toBe(201);
    expect(((await res.json()) as Json).fromPhoto).toBeNull();
  });

  it('refuses a photo over 15 MB with 413', async () => {
    const big = new Uint8Array(15 * 1024 * 1024 + 10);
    big.set(photo.subarray(0, 64));
    const { status, body } = await post(diamond, { photo: new Blob([big], { type: 'image/png' }) });
    expect(status).toBe(413);
    expect(body.error.code).toBe('file_too_large');
  });

  it('refuses a file that is not an image with 415', async () => {
    const text = new Blob([new TextEncoder().encode('a ring, please')], { type: 'image/jpeg' });
    const { status, body } = await post(diamond, { photo: text });
    expect(status).toBe(415);
    expect(body.error.code).toBe('unsupported_file_type');
  });

  it('refuses a picture with no piece in it with 422, and a form without a photo', async () => {
    const blank = await sharp({
      create: { width: 200, height: 200, channels: 3, background: { r: 250, g: 250, b: 250 } },
    })
      .png()
      .toBuffer();
    const empty = await post(diamond, { photo: new Blob([new Uint8Array(blank)], { type: 'image/png' }) });
    expect(empty.status).toBe(422);
    expect(empty.body.error.code).toBe('photo_unreadable');
    const none = await post(diamond, { brief: 'une bague' });
    expect(none.status).toBe(422);
    expect(none.body.error.fields.photo).toBeTruthy();
  });

  it('is refused on a plan without the design generator', async () => {
    const { status } = await post(moissanite, { photo: png() });
    expect(status).toBe(403);
  });
});
