import { businesses, designShares, designVersions, showroomSettings } from '@carat/db';
import { readGlb, readStl } from '@carat/design';
import { diameterFromRingSize } from '@carat/domain/ring-sizes';
import { MockLanguageModelV3 } from 'ai/test';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatorPlace, stopGenerator } from '#api/features/designs/generator.ts';
import { createTestContext, type TestContext, type TestUser } from '#test/testing.ts';

/**
 * The AI design generator, for a DIAMOND jeweller created in the test: a French brief becomes a
 * sized ring with its files and estimate; a switch to platinum is a new version with a new weight and
 * price; the files are served with their types; a shared link works until it expires; the design becomes
 * an order quoted at its estimate and a draft piece. A MOISSANITE plan is refused; another business sees
 * nothing of it.
 */

let t: TestContext;
let diamond: TestUser;
let other: TestUser;
let moissanite: TestUser;

// biome-ignore lint/suspicious/noExplicitAny: the answers are read field by field, as a caller would
type Json = Record<string, any>;
const json = async (res: Response) => (await res.json()) as Json;
const send = (user: TestUser | null, method: string, path: string, body?: unknown) =>
  t.request(path, { method, ...(user ? { token: user.token } : {}), body });

beforeAll(async () => {
  t = await createTestContext();
  diamond = await t.createUser('Atelier Diamant', { plan: 'DIAMOND' });
  other = await t.createUser('Autre Atelier', { plan: 'DIAMOND' });
  moissanite = await t.createUser('Atelier Moissanite', { plan: 'MOISSANITE' });
}, 240_000);
afterAll(async () => {
  await stopGenerator();
  await t?.close();
});

let design: Json;
let madeProduct: Json;

describe('a design from a French brief', () => {
  it('answers a sized ring with its spec, unparsed words, model addresses and estimate', async () => {
    const res = await send(diamond, 'POST', '/v1/designs', {
      brief: 'solitaire or rose 18 carats, diamant ovale 1,5 ct, taille 54, anneau fin, licorne',
      locale: 'fr',
    });
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
    design = await json(res);
    expect(design.spec).toMatchObject({
      piece: 'solitaire',
      metal: 'rose-gold-18',
      stone: { type: 'diamond', cut: 'oval', size: { unit: 'ct', value: 1.5 } },
      ringSize: { value: 54 },
    });
    expect(design.spec.innerDiameterMm).toBeCloseTo(diameterFromRingSize('fr', 54), 6);
    expect(design.unparsed).toContain('licorne');
    expect(design.model.glbUrl).toMatch(new RegExp(`/v1/designs/${design.id}/model\\.glb\\?v=1$`));
    expect(design.model.usdzUrl).toContain('model.usdz');
    expect(design.model.stlUrl).toContain('model.stl');
    expect(design.estimate.weightG).toBeGreaterThan(1);
    expect(design.estimate.stones).toBe(1);
    expect(design.estimate.totalCarat).toBeCloseTo(1.5, 1);
    expect(design.estimate.price).toBeGreaterThan(0);
    expect(Number.isInteger(design.estimate.price)).toBe(true);
    expect(design.versions).toHaveLength(1);
    // The caster's report, measured on the generated metal: one solid, claws at least 0.8 mm, stone seated.
    expect(design.manufacturability.ok).toBe(true);
    expect(design.manufacturability.checks.map((c: Json) => c.code)).toEqual(
      expect.arrayContaining(['parts', 'claw-min-mm', 'stones-seated']),
    );
    // Generated in the worker thread, under the test runner as in production (features/designs/generator.ts).
    expect(generatorPlace()).toBe('thread');
  });

  it('answers a brief of which nothing could be read with what it could not read, not a solitaire', async () => {
    const res = await send(diamond, 'POST', '/v1/designs', { brief: 'x', locale: 'fr' });
    expect(res.status).toBe(422);
    const body = await json(res);
    expect(body.error.fields.brief).toContain('« x »');
  });

  it('switches to platinum as a new version: heavier, differently priced, the first version kept', async () => {
    const res = await send(diamond, 'PATCH', `/v1/designs/${design.id}`, {
      spec: { ...design.spec, metal: 'platinum-950' },
    });
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
    const patched = await json(res);
    expect(patched.version).toBe(2);
    expect(patched.spec.metal).toBe('platinum-950');
    expect(patched.estimate.weightG).toBeGreaterThan(design.estimate.weightG * 1.2);
    expect(patched.estimate.price).not.toBe(design.estimate.price);
    // The metal switch's figures are the ones a regeneration gives.
    expect(design.byMetal['platinum-950'].weightG).toBeCloseTo(patched.estimate.weightG, 1);
    expect(patched.versions.map((v: Json) => v.version)).toEqual([2, 1]);
    const list = await json(await send(diamond, 'GET', '/v1/designs'));
    expect(list.items.map((d: Json) => d.id)).toContain(design.id);
    design = patched;
  });

  it('follows the business’s own price inputs', async () => {
    const settings = await json(await send(diamond, 'GET', '/v1/designs/settings'));
    const pricing = { ...settings.pricing, labour: settings.pricing.labour + 10_000 };
    const res = await send(diamond, 'PUT', '/v1/designs/pricing', pricing);
    expect(res.status).toBe(200);
    const after = await json(await send(diamond, 'GET', `/v1/designs/${design.id}`));
    expect(after.estimate.price).toBe(design.estimate.price + 10_000);
    design = after;
  });

  it('serves the GLB, USDZ and STL with their types; the GLB is valid and the STL holds the metal', async () => {
    const glb = await send(diamond, 'GET', `/v1/designs/${design.id}/model.glb?v=2`);
    expect(glb.status).toBe(200);
    expect(glb.headers.get('content-type')).toBe('model/gltf-binary');
    expect(glb.headers.get('cache-control')).toContain('immutable');
    const glbBytes = new Uint8Array(await glb.arrayBuffer());
    expect(new TextDecoder().decode(glbBytes.subarray(0, 4))).toBe('glTF');
    const doc = await readGlb(glbBytes);
    expect(doc.getRoot().listMeshes().length).toBeGreaterThan(0);

    const usdz = await send(diamond, 'GET', `/v1/designs/${design.id}/model.usdz`);
    expect(usdz.status).toBe(200);
    expect(usdz.headers.get('content-type')).toBe('model/vnd.usdz+zip');
    const usdzBytes = new Uint8Array(await usdz.arrayBuffer());
    expect([usdzBytes[0], usdzBytes[1]]).toEqual([0x50, 0x4b]); // a zip

    const stl = await send(diamond, 'GET', `/v1/designs/${design.id}/model.stl?v=1`);
    expect(stl.status).toBe(200);
    expect(stl.headers.get('content-type')).toBe('model/stl');
    const triangles = readStl(new Uint8Array(await stl.arrayBuffer()));
    expect(triangles.length).toBeGreaterThan(100);

    // The still picture (the design's card, the marketing studio's posts).
    expect(design.model.imageUrl).toContain(`/v1/designs/${design.id}/image.jpg?v=`);
    const image = await send(diamond, 'GET', `/v1/designs/${design.id}/image.jpg?v=1`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 640, 640]);
    // Stored with its version: a lost picture is drawn again, under the same key.
    const [version] = await t.db.db
      .select({ imageKey: designVersions.imageKey })
      .from(designVersions)
      .where(and(eq(designVersions.designId, design.id), eq(designVersions.version, 1)));
    expect(version?.imageKey).toBeTruthy();
    await t.deps.storage.delete(version!.imageKey!);
    const again = await send(diamond, 'GET', `/v1/designs/${design.id}/image.jpg?v=1`);
    expect(again.status).toBe(200);
    expect(await t.deps.storage.get(version!.imageKey!)).not.toBeNull();
  });
});

describe('sharing', () => {
  it('opens the shared version for anyone with the link, until it expires', async () => {
    const res = await send(diamond, 'POST', `/v1/designs/${design.id}/share`, { days: 7 });
    expect(res.status).toBe(201);
    const link = await json(res);
    expect(link.url).toMatch(/\/d\/[A-Za-z0-9_-]{43}$/);
    const [row] = await t.db.db.select().from(designShares).where(eq(designShares.designId, design.id));
    expect(row!.tokenHash).not.toContain(link.token);
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const shared = await send(null, 'GET', `/v1/design-shares/${link.token}`);
    expect(shared.status).toBe(200);
    const body = await json(shared);
    expect(body.business.name).toBe('Atelier Diamant');
    expect(body.spec.metal).toBe('platinum-950');
    expect(body).not.toHaveProperty('estimate.price');
    const glb = await send(null, 'GET', `/v1/design-shares/${link.token}/model.glb`);
    expect(glb.status).toBe(200);
    expect(glb.headers.get('content-type')).toBe('model/gltf-binary');
    const picture = await send(null, 'GET', `/v1/design-shares/${link.token}/image.jpg`);
    expect([picture.status, picture.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    const usdz = await send(null, 'GET', `/v1/design-shares/${link.token}/model.usdz`);
    expect(usdz.headers.get('content-type')).toBe('model/vnd.usdz+zip');

    const unknown = await send(null, 'GET', `/v1/design-shares/${'A'.repeat(43)}`);
    expect(unknown.status).toBe(404);

    await t.db.db.execute(
      sql`update public.design_shares set expires_at = now() - interval '1 minute' where id = ${row!.id}`,
    );
    const expired = await send(null, 'GET', `/v1/design-shares/${link.token}`);
    expect(expired.status).toBe(410);
    expect((await json(expired)).error.code).toBe('link_expired');
    expect((await send(null, 'GET', `/v1/design-shares/${link.token}/model.glb`)).status).toBe(410);
  });
});

describe('into the workshop', () => {
  it("'Créer une commande' makes a quote-stage order priced at the estimate, the design attached", async () => {
    const res = await send(diamond, 'POST', `/v1/designs/${design.id}/order`, {
      client: { name: 'Claire Martin', email: 'claire@example.test' },
      locale: 'fr',
    });
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
    const order = await json(res);
    expect(order.amountMinor).toBe(design.estimate.price);
    expect(order.stage).toBe('quote');
    expect(order.metal).toBe('Platine 950');
    expect(order.size).toContain('54');
    const { rows } = await t.db.db.execute<{ design_id: string }>(
      sql`select design_id from public.orders where id = ${order.id}`,
    );
    expect(rows[0]!.design_id).toBe(design.id);
  });

  it("'Ajouter au catalogue' makes a draft piece priced at the estimate", async () => {
    const res = await send(diamond, 'POST', `/v1/designs/${design.id}/product`, { locale: 'fr' });
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
    const product = await json(res);
    expect(product.status).toBe('draft');
    expect(product.priceMinor).toBe(design.estimate.price);
    expect(product.category).toBe('RINGS');
    madeProduct = product;
  });

  it('files a necklace as a necklace where the business has them, else as a chain', async () => {
    const made = await send(diamond, 'POST', '/v1/designs', {
      brief: 'chaîne cubaine en or jaune 18 carats, 50 cm',
      locale: 'fr',
    });
    expect(made.status, JSON.stringify(await made.clone().json())).toBe(201);
    const necklace = await json(made);
    expect(necklace.spec.piece).toBe('necklace');
    const first = await json(
      await send(diamond, 'POST', `/v1/designs/${necklace.id}/product`, { locale: 'fr' }),
    );
    expect(first.category).toBe('NECKLACES');
    // The jeweller folds necklaces into chains: the next necklace goes there.
    const removed = await send(diamond, 'DELETE', '/v1/categories/NECKLACES?moveTo=CHAINS');
    expect(removed.status).toBe(200);
    const second = await json(
      await send(diamond, 'POST', `/v1/designs/${necklace.id}/product`, { locale: 'fr' }),
    );
    expect(second.category).toBe('CHAINS');
  });

  it("gives the published piece the design's GLB as its showroom model (modelUrl), and nothing more", async () => {
    const [business] = await t.db.db
      .select({ slug: businesses.slug })
      .from(businesses)
      .where(eq(businesses.id, diamond.businessId));
    const slug = business!.slug;
    const modelPath = `/v1/showrooms/${slug}/products/${madeProduct.ref}/model.glb`;
    // A draft piece in an unpublished showroom: no model for visitors.
    expect((await t.request(modelPath)).status).toBe(404);
    await t.db.db
      .update(showroomSettings)
      .set({ published: true })
      .where(eq(showroomSettings.businessId, diamond.businessId));
    const patched = await send(diamond, 'PATCH', `/v1/products/${madeProduct.id}`, { status: 'published' });
    expect(patched.status, JSON.stringify(await patched.clone().json())).toBe(200);

    const page = await json(await t.request(`/v1/showrooms/${slug}/products/${madeProduct.ref}`));
    expect(page.modelUrl).toMatch(new RegExp(`${modelPath.replace(/[.]/g, '\\.')}$`));
    const res = await t.request(modelPath);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('model/gltf-binary');
    const glb = new Uint8Array(await res.arrayBuffer());
    const own = new Uint8Array(
      await (await send(diamond, 'GET', `/v1/designs/${design.id}/model.glb`)).arrayBuffer(),
    );
    expect(Buffer.from(glb).equals(Buffer.from(own))).toBe(true);
    expect(Buffer.from(glb.subarray(0, 4)).toString('latin1')).toBe('glTF');
    expect(Buffer.from(glb).toString('latin1')).toContain('KHR_materials_variants');

    // A piece not made from a design has none; another number is 404.
    const plain = await json(
      await send(diamond, 'POST', '/v1/products', {
        nameFr: 'Alliance simple',
        category: 'RINGS',
        status: 'published',
        priceMinor: 50000,
      }),
    );
    const plainPage = await json(await t.request(`/v1/showrooms/${slug}/products/${plain.ref}`));
    expect(plainPage.modelUrl).toBeNull();
    expect((await t.request(`/v1/showrooms/${slug}/products/${plain.ref}/model.glb`)).status).toBe(404);
  });
});

describe('gate and isolation', () => {
  it('refuses a MOISSANITE plan with 403 plan_required', async () => {
    const res = await send(moissanite, 'POST', '/v1/designs', { brief: 'solitaire or jaune', locale: 'fr' });
    expect(res.status).toBe(403);
    expect((await json(res)).error.code).toBe('plan_required');
    expect((await send(moissanite, 'GET', '/v1/designs')).status).toBe(403);
  });

  it("keeps a business's designs from another one", async () => {
    expect((await send(other, 'GET', `/v1/designs/${design.id}`)).status).toBe(404);
    expect((await send(other, 'GET', `/v1/designs/${design.id}/model.glb`)).status).toBe(404);
    expect((await send(other, 'POST', `/v1/designs/${design.id}/share`, {})).status).toBe(404);
    expect(
      (await send(other, 'POST', `/v1/designs/${design.id}/order`, { client: { name: 'X' } })).status,
    ).toBe(404);
    const list = await json(await send(other, 'GET', '/v1/designs'));
    expect(list.items).toEqual([]);
  });

  it('builds a design from the form alone, and refuses an impossible one', async () => {
    const spec = { ...design.spec, piece: 'band', stone: null, setting: 'bezel', metal: 'silver-925' };
    const res = await send(other, 'POST', '/v1/designs', { spec, locale: 'en' });
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
    const band = await json(res);
    expect(band.estimate.stones).toBe(0);
    expect(band.unparsed).toEqual([]);
    expect(band.notMade).toEqual([]);
    const bad = await send(other, 'POST', '/v1/designs', { locale: 'en' });
    expect(bad.status).toBe(422);
  });

  it('says, and keeps, what the brief asked that is not made and what was made instead', async () => {
    const res = await send(other, 'POST', '/v1/designs', {
      brief: 'alliance demi-éternité or blanc 18 carats, diamants, taille 52',
      locale: 'fr',
    });
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
    const half = await json(res);
    expect(half.spec.piece).toBe('eternity');
    const said = [{ asked: 'demi-éternité', nearest: 'une alliance éternité (tour complet)' }];
    expect(half.notMade).toEqual(said);
    expect((await json(await send(other, 'GET', `/v1/designs/${half.id}`))).notMade).toEqual(said);
  });
});

describe('the model engine', () => {
  const usage = {
    inputTokens: { total: 100, noCache: 100, cacheRead: undefined, cacheWrite: undefined },
    outputTokens: { total: 50, text: 50, reasoning: undefined },
  };

  it('reads the brief through the injected model, and the parser answers when the model fails', async () => {
    let calls = 0;
    const { innerDiameterMm: _derived, ...spec } = design.spec;
    t.deps.languageModel = new MockLanguageModelV3({
      doGenerate: async () => {
        calls += 1;
        const answer = { spec: { ...spec, metal: 'platinum-950' }, unparsed: [] };
        return {
          content: [{ type: 'text' as const, text: JSON.stringify(answer) }],
          finishReason: { unified: 'stop' as const, raw: undefined },
          usage,
          warnings: [],
        };
      },
    });
    try {
      const settings = await json(await send(diamond, 'GET', '/v1/designs/settings'));
      expect(settings.capabilities.briefModel).toBe(true);
      const res = await send(diamond, 'POST', '/v1/designs', {
        brief: 'solitaire or rose 18 carats',
        locale: 'fr',
      });
      expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
      const fromModel = await json(res);
      expect(calls).toBe(1);
      expect(fromModel.engine).toBe('model');
      expect(fromModel.spec.metal).toBe('platinum-950');

      t.deps.languageModel = new MockLanguageModelV3({
        doGenerate: async () => {
          calls += 1;
          throw new Error('provider down');
        },
      });
      const down = await json(
        await send(diamond, 'POST', '/v1/designs', { brief: 'solitaire or rose 18 carats', locale: 'fr' }),
      );
      expect(calls).toBe(2);
      expect(down.engine).toBe('offline');
      expect(down.spec.metal).toBe('rose-gold-18');
    } finally {
      t.deps.languageModel = null;
    }
  });
});
