import { createHash } from 'node:crypto';
import { formatPiecePrice } from '@carat/marketing/captions';
import { MockLanguageModelV3 } from 'ai/test';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_QUEUE } from '#api/features/marketing/campaigns.ts';
import { sendCampaign } from '#api/features/marketing/send.ts';
import type { MailMessage } from '#api/mail/mailer.ts';
import { systemScopeOf } from '#api/scope.ts';
import { createTestContext, type TestContext, type TestUser } from '#test/testing.ts';

let t: TestContext;
let owner: TestUser;

beforeAll(async () => {
  t = await createTestContext();
  owner = await t.createUser('Maison Studio');
});
afterAll(() => t?.close());

type Json = Record<string, unknown>;
const post = (path: string, body: unknown, token = owner.token) =>
  t.request(path, { method: 'POST', token, body });
const json = async <T = Json>(res: Response) => (await res.json()) as T;

async function createProduct(user: TestUser, body: Json): Promise<string> {
  const res = await post('/v1/products', { category: 'RINGS', status: 'published', ...body }, user.token);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await json<{ id: string }>(res)).id;
}

async function createClient(user: TestUser, body: Json, consent: boolean | 'withdrawn'): Promise<string> {
  const res = await post('/v1/clients', body, user.token);
  expect(res.status, await res.clone().text()).toBe(201);
  const { id } = await json<{ id: string }>(res);
  if (consent) {
    const given = await t.request(`/v1/clients/${id}/marketing-consent`, {
      method: 'PUT',
      token: user.token,
      body: { consented: true, source: 'in-store' },
    });
    expect(given.status).toBe(200);
  }
  if (consent === 'withdrawn') {
    await t.request(`/v1/clients/${id}/marketing-consent`, {
      method: 'PUT',
      token: user.token,
      body: { consented: false },
    });
  }
  return id;
}

function outboxFor(address: string): MailMessage[] {
  return t.deps.mailer.outbox.filter((m) => m.to === address);
}

describe('POST /v1/marketing/captions', () => {
  it("names each piece's real metal, stone and price, and no other piece's, over 50 pieces", async () => {
    const user = await t.createUser('Maison Légendes');
    const metals = ['or rose', 'or jaune', 'or blanc', 'platine', 'argent'];
    const pieces = Array.from({ length: 50 }, (_, i) => ({
      name: `Bague N${100 + i}`,
      metal: `${metals[i % metals.length]} ${100 + i} ct`,
      stone: `saphir S${200 + i}`,
      priceMinor: (1000 + i * 37) * 100,
    }));
    const ids: string[] = [];
    for (const piece of pieces) {
      ids.push(
        await createProduct(user, {
          nameFr: piece.name,
          priceMinor: piece.priceMinor,
          metals: [piece.metal],
          stones: [piece.stone],
        }),
      );
    }
    for (const [i, piece] of pieces.entries()) {
      const res = await post(
        '/v1/marketing/captions',
        { productIds: [ids[i]], locale: 'fr', seed: i },
        user.token,
      );
      expect(res.status).toBe(200);
      const { variants } = await json<{ variants: { text: string; hashtags: string[]; link: string }[] }>(
        res,
      );
      expect(variants.length).toBeGreaterThanOrEqual(2);
      const price = formatPiecePrice(piece.priceMinor, 'GBP', 'fr');
      for (const variant of variants) {
        expect(variant.text).toContain(piece.metal);
        expect(variant.text).toContain(piece.stone);
        expect(variant.text).toContain(price);
        expect(variant.link).toMatch(/utm_source=(instagram|facebook)/);
        for (const [j, other] of pieces.entries()) {
          if (j === i) continue;
          expect(variant.text).not.toContain(other.metal);
          expect(variant.text).not.toContain(other.stone);
          expect(variant.text).not.toContain(formatPiecePrice(other.priceMinor, 'GBP', 'fr'));
        }
      }
    }
  }, 120_000);

  it('gives other variants for another seed and the same for the same seed, in English too', async () => {
    const id = await createProduct(owner, {
      nameFr: 'Solitaire Aube',
      nameEn: 'Dawn Solitaire',
      priceMinor: 325000,
      metals: ['18 ct rose gold'],
      stones: ['1 ct oval diamond'],
    });
    const once = await json<Json>(
      await post('/v1/marketing/captions', { productIds: [id], locale: 'en', seed: 1 }),
    );
    const again = await json<Json>(
      await post('/v1/marketing/captions', { productIds: [id], locale: 'en', seed: 1 }),
    );
    const other = await json<Json>(
      await post('/v1/marketing/captions', { productIds: [id], locale: 'en', seed: 2 }),
    );
    expect(again).toEqual(once);
    expect(other).not.toEqual(once);
    expect(JSON.stringify(once)).toContain('Dawn Solitaire');
  });

  it('refuses a piece of another business and an empty request (422)', async () => {
    const other = await t.createUser('Maison Voisine');
    const theirs = await createProduct(other, { nameFr: 'Pas à vous', priceMinor: 1000 });
    // Named in the body: 422 naming the field.
    expect((await post('/v1/marketing/captions', { productIds: [theirs], locale: 'fr' })).status).toBe(422);
    expect((await post('/v1/marketing/captions', { locale: 'fr' })).status).toBe(422);
  });
});

describe('POST /v1/marketing/visuals', () => {
  it('draws a piece in each format, PNG by default and JPEG when asked, and saves to the library', async () => {
    const id = await createProduct(owner, { nameFr: 'Jonc Soleil', priceMinor: 89000, metals: ['or jaune'] });
    const square = await post('/v1/marketing/visuals', { productId: id, format: '1080x1080' });
    expect(square.status).toBe(200);
    expect(square.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(Buffer.from(await square.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1080, 1080]);

    const story = await t.request('/v1/marketing/visuals?type=jpeg', {
      method: 'POST',
      token: owner.token,
      body: { productId: id, format: '1080x1920' },
    });
    const storyMeta = await sharp(Buffer.from(await story.arrayBuffer())).metadata();
    expect([story.headers.get('content-type'), storyMeta.width, storyMeta.height]).toEqual([
      'image/jpeg',
      1080,
      1920,
    ]);
    const accept = await t.request('/v1/marketing/visuals', {
      method: 'POST',
      token: owner.token,
      body: { productId: id, format: 'email-header' },
      headers: { accept: 'image/jpeg' },
    });
    expect(accept.headers.get('content-type')).toBe('image/jpeg');

    const saved = await t.request('/v1/marketing/visuals?save=true', {
      method: 'POST',
      token: owner.token,
      body: { productId: id, format: '1080x1350' },
    });
    const itemId = saved.headers.get('x-library-item');
    const library = await json<{ items: { id: string; format: string }[] }>(
      await t.request('/v1/marketing/library', { token: owner.token }),
    );
    expect(library.items.find((item) => item.id === itemId)?.format).toBe('1080x1350');
    const file = await t.request(`/v1/marketing/library/${itemId}`, { token: owner.token });
    expect(file.headers.get('content-type')).toBe('image/png');
  }, 60_000);
});

describe('a design from the design generator', () => {
  async function createDesign(
    user: TestUser,
  ): Promise<{ id: string; price: number; currency: 'EUR' | 'GBP' }> {
    const res = await post(
      '/v1/designs',
      { brief: 'solitaire or rose 18 carats, diamant ovale 1,5 ct, taille 54', locale: 'fr' },
      user.token,
    );
    expect(res.status, await res.clone().text()).toBe(201);
    const design = await json<{ id: string; currency: 'EUR' | 'GBP'; estimate: { price: number } }>(res);
    return { id: design.id, price: design.estimate.price, currency: design.currency };
  }

  it("writes captions naming the design's real metal, stone and estimate", async () => {
    const user = await t.createUser('Atelier Dessin');
    const design = await createDesign(user);
    const res = await post(
      '/v1/marketing/captions',
      { occasion: 'design', designId: design.id, locale: 'fr', seed: 3 },
      user.token,
    );
    expect(res.status, await res.clone().text()).toBe(200);
    const body = await json<{ engine: string; variants: { text: string; link: string }[] }>(res);
    expect(body.engine).toBe('offline');
    const all = body.variants.map((v) => v.text).join('\n');
    expect(all).toContain('or rose 18 carats');
    expect(all).toMatch(/diamant ovale 1,5 ct/);
    expect(all).toContain(formatPiecePrice(design.price, design.currency, 'fr'));
    expect(body.variants[0]?.link).toContain('utm_source=');
    // 'design' needs its designId, and a designId needs the occasion.
    expect(
      (await post('/v1/marketing/captions', { occasion: 'design', locale: 'fr' }, user.token)).status,
    ).toBe(422);
    // Another business's design is refused, naming the field.
    const other = await t.createUser('Atelier Autre');
    const foreign = await post(
      '/v1/marketing/captions',
      { occasion: 'design', designId: design.id, locale: 'fr' },
      other.token,
    );
    expect(foreign.status).toBe(422);
  });

  it('draws a visual of a design and keeps it in the library', async () => {
    const user = await t.createUser('Atelier Rendu');
    const design = await createDesign(user);
    const res = await t.request('/v1/marketing/visuals?save=true&type=jpeg', {
      method: 'POST',
      token: user.token,
      body: { designId: design.id, format: '1080x1350' },
    });
    expect(res.status, res.status === 200 ? '' : await res.clone().text()).toBe(200);
    const bytes = Buffer.from(await res.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1080, 1350]);
    // The design's still picture fills the photo's place (without it, that place is one flat tint).
    const area = await sharp(bytes).extract({ left: 200, top: 150, width: 680, height: 500 }).toBuffer();
    const photoArea = await sharp(area).stats();
    expect(Math.max(...photoArea.channels.map((c) => c.stdev))).toBeGreaterThan(8);
    const library = await json<{ items: { id: string; title: string; productId: string | null }[] }>(
      await t.request('/v1/marketing/library', { token: user.token }),
    );
    expect(library.items[0]?.title).toMatch(/^Bague solitaire, Or rose 18 carats/);
    expect(library.items[0]?.productId).toBeNull();
    // productId or designId, not both and not neither.
    const both = await post(
      '/v1/marketing/visuals',
      { designId: design.id, productId: design.id, format: '1080x1080' },
      user.token,
    );
    expect(both.status).toBe(422);
    expect((await post('/v1/marketing/visuals', { format: '1080x1080' }, user.token)).status).toBe(422);
  }, 60_000);
});

describe('captions through a model', () => {
  const usage = {
    inputTokens: { total: 100, noCache: 100, cacheRead: undefined, cacheWrite: undefined },
    outputTokens: { total: 50, text: 50, reasoning: undefined },
  };
  const answering = (variants: { platform: string; text: string; hashtags: string[] }[]) =>
    new MockLanguageModelV3({
      doGenerate: async () => ({
        content: [{ type: 'text' as const, text: JSON.stringify({ variants }) }],
        finishReason: { unified: 'stop' as const, raw: undefined },
        usage,
        warnings: [],
      }),
    });

  it("writes in the business's tone, and a caption with a price other than the piece's falls back offline", async () => {
    const user = await t.createUser('Maison Modèle');
    const created = await post(
      '/v1/products',
      {
        category: 'RINGS',
        status: 'published',
        nameFr: 'Bague Iris',
        priceMinor: 240000,
        metals: ['or blanc 18 carats'],
        stones: ['saphir'],
      },
      user.token,
    );
    const { id, currency } = await json<{ id: string; currency: 'EUR' | 'GBP' }>(created);
    const price = formatPiecePrice(240000, currency, 'fr');
    const settings = await t.request('/v1/assistant/settings', {
      method: 'PUT',
      token: user.token,
      body: { enabled: false, welcomeFr: '', welcomeEn: '', tone: 'concise', handoffEmail: '', faq: [] },
    });
    expect(settings.status, await settings.clone().text()).toBe(200);
    const good = [1, 2, 3].flatMap((n) => [
      {
        platform: 'instagram',
        text: `Iris ${n} : or blanc 18 carats et saphir, ${price}.`,
        hashtags: ['#iris'],
      },
      {
        platform: 'facebook',
        text: `Iris ${n}, saphir sur or blanc. ${price}. {link}`,
        hashtags: ['#bague'],
      },
    ]);
    const model = answering(good);
    t.deps.languageModel = model;
    try {
      const res = await post('/v1/marketing/captions', { productIds: [id], locale: 'fr' }, user.token);
      expect(res.status, await res.clone().text()).toBe(200);
      const body = await json<{
        engine: string;
        variants: { platform: string; text: string; link: string }[];
      }>(res);
      expect(body.engine).toBe('model');
      expect(body.variants[0]?.text).toContain('Iris 1 : or blanc 18 carats et saphir');
      const facebook = body.variants.find((v) => v.platform === 'facebook');
      expect(facebook?.text).toContain(facebook?.link ?? 'no link');
      expect(facebook?.link).toContain('utm_medium=social');
      const prompt = JSON.stringify(model.doGenerateCalls[0]?.prompt);
      expect(prompt).toContain('minimal');
      expect(prompt).toContain('or blanc 18 carats');

      // Every variant names a price the piece does not have: all rejected, the offline engine answers.
      t.deps.languageModel = answering(
        good.map((v) => ({ ...v, text: v.text.replace(price, formatPiecePrice(199000, currency, 'fr')) })),
      );
      const wrong = await json<{ engine: string; variants: { text: string }[] }>(
        await post('/v1/marketing/captions', { productIds: [id], locale: 'fr' }, user.token),
      );
      expect(wrong.engine).toBe('offline');
      expect(wrong.variants.map((v) => v.text).join()).not.toContain(
        formatPiecePrice(199000, currency, 'fr'),
      );

      t.deps.languageModel = new MockLanguageModelV3({
        doGenerate: async () => {
          throw new Error('provider down');
        },
      });
      const down = await json<{ engine: string; variants: { text: string }[] }>(
        await post('/v1/marketing/captions', { productIds: [id], locale: 'fr' }, user.token),
      );
      expect(down.engine).toBe('offline');
      expect(down.variants.map((v) => v.text).join()).toContain(price);
    } finally {
      t.deps.languageModel = null;
    }
  });
});

describe('posts', () => {
  type Post = {
    id: string;
    network: string;
    caption: string;
    hashtags: string[];
    plannedAt: string | null;
    libraryItemId: string | null;
    visual: { format: string; contentType: string } | null;
  };

  it('saves a post with its visual in the library, lists it in its month, changes and deletes it', async () => {
    const user = await t.createUser('Maison Calendrier');
    const productId = await createProduct(user, { nameFr: 'Collier Lune', priceMinor: 120000 });
    const captions = await json<{
      variants: { platform: string; text: string; hashtags: string[]; link: string }[];
    }>(await post('/v1/marketing/captions', { productIds: [productId], locale: 'fr' }, user.token));
    const variant = captions.variants[0]!;
    const res = await post(
      '/v1/marketing/posts',
      {
        network: variant.platform,
        caption: variant.text,
        hashtags: variant.hashtags,
        link: variant.link,
        plannedAt: '2026-12-14T09:30:00+01:00',
        visual: { productId, format: '1080x1350', type: 'jpeg' },
      },
      user.token,
    );
    expect(res.status, await res.clone().text()).toBe(201);
    const saved = await json<Post>(res);
    expect(saved.plannedAt).toBe('2026-12-14T08:30:00.000Z');
    expect(saved.visual).toMatchObject({ format: '1080x1350', contentType: 'image/jpeg' });
    const file = await t.request(`/v1/marketing/library/${saved.libraryItemId}`, { token: user.token });
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(Buffer.from(await file.arrayBuffer())).metadata()).height).toBe(1350);

    const unplanned = await json<Post>(
      await post('/v1/marketing/posts', { network: 'facebook', caption: 'Bientôt' }, user.token),
    );
    const list = (query: string) =>
      t.request(`/v1/marketing/posts${query}`, { token: user.token }).then((r) => json<{ items: Post[] }>(r));
    expect((await list('?month=2026-12')).items.map((p) => p.id)).toEqual([saved.id]);
    expect((await list('?month=2027-01')).items).toEqual([]);
    expect((await list('')).items.map((p) => p.id)).toEqual([saved.id, unplanned.id]);

    const moved = await t.request(`/v1/marketing/posts/${saved.id}`, {
      method: 'PATCH',
      token: user.token,
      body: { plannedAt: '2027-01-05T10:00:00Z', caption: 'Nouvelle légende' },
    });
    expect(moved.status).toBe(200);
    expect(await json<Post>(moved)).toMatchObject({ caption: 'Nouvelle légende', network: variant.platform });
    expect((await list('?month=2027-01')).items.map((p) => p.id)).toEqual([saved.id]);

    // Another business sees none of it and cannot point a post at this library item.
    const other = await t.createUser('Maison Voisine');
    expect(
      (await t.request('/v1/marketing/posts', { token: other.token }).then(json<{ items: Post[] }>)).items,
    ).toEqual([]);
    const foreign = await post(
      '/v1/marketing/posts',
      { network: 'instagram', caption: 'x', libraryItemId: saved.libraryItemId },
      other.token,
    );
    expect(foreign.status).toBe(422);

    const deleted = await t.request(`/v1/marketing/posts/${saved.id}`, {
      method: 'DELETE',
      token: user.token,
    });
    expect(deleted.status).toBe(204);
    expect((await list('')).items.map((p) => p.id)).toEqual([unplanned.id]);
    // The visual stays in the library.
    expect(
      (await t.request(`/v1/marketing/library/${saved.libraryItemId}`, { token: user.token })).status,
    ).toBe(200);
    expect((await post('/v1/marketing/posts', { network: 'tiktok', caption: 'x' }, user.token)).status).toBe(
      422,
    );
  }, 60_000);
});

describe('plan gate', () => {
  it('answers 403 plan_required on a plan without the studio', async () => {
    const silver = await t.createUser('Maison Argent', { plan: 'SILVER' });
    for (const res of [
      await post('/v1/marketing/captions', { occasion: 'christmas', locale: 'fr' }, silver.token),
      await t.request('/v1/campaigns', { token: silver.token }),
      await post('/v1/campaigns/00000000-0000-4000-8000-000000000000/schedule', {}, silver.token),
    ]) {
      expect(res.status).toBe(403);
      expect((await json<{ error: { code: string } }>(res)).error.code).toBe('plan_required');
    }
  });
});

describe('campaigns', () => {
  let jeweller: TestUser;
  const consenting: string[] = [];
  const notConsenting: string[] = [];
  let pieceId: string;

  beforeAll(async () => {
    jeweller = await t.createUser('Maison Campagne');
    pieceId = await createProduct(jeweller, {
      nameFr: 'Bague Aurore',
      priceMinor: 325000,
      metals: ['or rose'],
    });
    for (let i = 0; i < 7; i++) {
      const email = `yes${i}@client.test`;
      await createClient(
        jeweller,
        { name: `Camille${i} Martin`, email, status: i < 3 ? 'vip' : 'new' },
        true,
      );
      consenting.push(email);
    }
    for (let i = 0; i < 4; i++) {
      const email = `no${i}@client.test`;
      await createClient(
        jeweller,
        { name: `Louis${i} Petit`, email, status: 'vip' },
        i === 0 ? 'withdrawn' : false,
      );
      notConsenting.push(email);
    }
  });

  const blocks = () => [
    { type: 'heading', text: 'Bonjour {{firstName}},' },
    { type: 'text', text: 'La collection Aurore est arrivée.' },
    { type: 'pieces', productIds: [pieceId] },
    { type: 'button', label: 'Prendre rendez-vous', href: 'https://example.com/rdv' },
  ];

  it('counts the audience among consenting clients only', async () => {
    const all = await json<{ count: number }>(
      await t.request('/v1/campaigns/audience?kind=all', { token: jeweller.token }),
    );
    const vip = await json<{ count: number }>(
      await t.request('/v1/campaigns/audience?kind=vip', { token: jeweller.token }),
    );
    expect([all.count, vip.count]).toEqual([7, 3]);
  });

  it('sends exactly one personalised email to each consenting client, even run twice and interrupted', async () => {
    const created = await post(
      '/v1/campaigns',
      {
        name: 'Aurore',
        subject: '{{firstName}}, Aurore est là',
        blocks: blocks(),
        audience: { kind: 'all' },
      },
      jeweller.token,
    );
    expect(created.status).toBe(201);
    const campaign = await json<{ id: string; status: string }>(created);
    expect(campaign.status).toBe('draft');

    const test = await post(`/v1/campaigns/${campaign.id}/test`, {}, jeweller.token);
    expect(test.status).toBe(202);
    await t.deps.jobs.drain('email.send');
    expect(outboxFor(jeweller.email)).toHaveLength(1);
    expect(outboxFor(jeweller.email)[0]!.subject).toMatch(/^\[Test\]/);

    const scheduled = await post(`/v1/campaigns/${campaign.id}/schedule`, {}, jeweller.token);
    expect((await json<{ status: string }>(scheduled)).status).toBe('scheduled');

    // A worker that dies after its first batch: one batch committed, the rest pending.
    const scope = () => systemScopeOf(t.deps);
    await expect(
      sendCampaign(scope(), {
        campaignId: campaign.id,
        batchSize: 2,
        onBatch: () => {
          throw new Error('worker killed');
        },
      }),
    ).rejects.toThrow('worker killed');
    // pg-boss runs the job again, and a second worker runs it too.
    await t.deps.jobs.drain(CAMPAIGN_QUEUE);
    await sendCampaign(scope(), { campaignId: campaign.id, batchSize: 2 });
    await t.deps.jobs.drain('email.send');

    for (const address of consenting) {
      const mails = outboxFor(address);
      expect(mails, address).toHaveLength(1);
      const mail = mails[0]!;
      const first = mail.text.match(/Bonjour (\w+),/)?.[1];
      expect(first).toMatch(/^Camille\d$/);
      expect(mail.subject).toBe(`${first}, Aurore est là`);
      expect(Object.keys(mail.headers ?? {}).sort()).toEqual(['List-Unsubscribe', 'List-Unsubscribe-Post']);
      expect(mail.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      expect(mail.headers!['List-Unsubscribe']).toMatch(
        /^<http:\/\/localhost:8787\/v1\/unsubscribe\/[\w.-]+>$/,
      );
      expect(mail.html).toContain(mail.headers!['List-Unsubscribe']!.slice(1, -1));
      expect(mail.html).toContain('Bague Aurore');
    }
    for (const address of notConsenting) expect(outboxFor(address)).toHaveLength(0);

    const read = await json<{ status: string; recipientCount: number; sentCount: number }>(
      await t.request(`/v1/campaigns/${campaign.id}`, { token: jeweller.token }),
    );
    // Delivered: each email the (test) SMTP transport accepted, counted once; the test email counts for none.
    expect(read).toMatchObject({ status: 'sent', recipientCount: 7, sentCount: 7, deliveredCount: 7 });
    expect(
      (
        await t.request(`/v1/campaigns/${campaign.id}`, {
          method: 'PATCH',
          token: jeweller.token,
          body: { name: 'x' },
        })
      ).status,
    ).toBe(409);

    // A click goes through the redirect and is counted once.
    const tracked = outboxFor(consenting[0]!)[0]!.html.match(
      /href="(http:\/\/localhost:8787\/v1\/r\/[^"]+)"/,
    )![1]!;
    const click = await t.app.request(tracked.replace('http://localhost:8787', ''));
    expect(click.status).toBe(302);
    expect(click.headers.get('location')).toMatch(/^http:\/\/localhost:5174\/s\/.+\/product\/\d+$/);
    await t.app.request(tracked.replace('http://localhost:8787', ''));
    const counted = await json<{ clickedCount: number }>(
      await t.request(`/v1/campaigns/${campaign.id}`, { token: jeweller.token }),
    );
    expect(counted.clickedCount).toBe(1);
  }, 60_000);

  it('unsubscribes on a cookieless POST at once; a GET changes nothing', async () => {
    const mail = outboxFor(consenting[1]!)[0]!;
    const path = mail.headers!['List-Unsubscribe']!.slice(1, -1).replace('http://localhost:8787', '');
    const clientId = (
      await json<{ items: { id: string; email: string }[] }>(
        await t.request('/v1/clients?pageSize=50', { token: jeweller.token }),
      )
    ).items.find((c) => c.email === consenting[1])!.id;
    const consent = async () =>
      json<{ consented: boolean; withdrawnVia: string | null }>(
        await t.request(`/v1/clients/${clientId}/marketing-consent`, { token: jeweller.token }),
      );

    const page = await t.app.request(path);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('method="post"');
    // The page is styled: its policy allows its own inline style (by hash), and nothing else.
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    const hash = createHash('sha256').update(style).digest('base64');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`style-src 'sha256-${hash}'`);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect((await consent()).consented).toBe(true);

    const res = await t.app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await consent()).toMatchObject({ consented: false, withdrawnVia: 'one-click' });
    const count = await json<{ count: number }>(
      await t.request('/v1/campaigns/audience?kind=all', { token: jeweller.token }),
    );
    expect(count.count).toBe(6);

    const forged = await t.app.request(`${path.slice(0, -4)}AAAA`, { method: 'POST' });
    expect(forged.status).toBe(404);
  });

  it("keeps one business's campaigns and consents from another", async () => {
    const other = await t.createUser('Maison Autre');
    const mine = await json<{ items: { id: string }[] }>(
      await t.request('/v1/campaigns', { token: jeweller.token }),
    );
    const theirs = await json<{ items: { id: string }[] }>(
      await t.request('/v1/campaigns', { token: other.token }),
    );
    expect(theirs.items).toEqual([]);
    const id = mine.items[0]!.id;
    expect((await t.request(`/v1/campaigns/${id}`, { token: other.token })).status).toBe(404);
    expect((await post(`/v1/campaigns/${id}/schedule`, {}, other.token)).status).toBe(404);
    const clientId = (
      await json<{ items: { id: string }[] }>(await t.request('/v1/clients', { token: jeweller.token }))
    ).items[0]!.id;
    const res = await t.request(`/v1/clients/${clientId}/marketing-consent`, {
      method: 'PUT',
      token: other.token,
      body: { consented: true },
    });
    expect(res.status).toBe(404);
  });
});
