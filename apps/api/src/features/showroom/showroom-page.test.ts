import { businesses, showroomPages, showroomSettings } from '@carat/db';
import { seedDemo } from '@carat/db/seed';
import { showroomBlocksSchema } from '@carat/validation/showroom-builder';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '#test/testing.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  await seedDemo(t.db.db, { env: 'test' });
});
afterAll(() => t?.close());

const hero = (title: string) => ({
  id: '1700000000000',
  type: 'hero',
  content: { title, subtitle: 'Bienvenue', image: '' },
});

describe('the showroom builder', () => {
  it('saves a draft, publishes it to visitors, and takes the showroom offline', async () => {
    const user = await t.createUser('Builder Jewels');
    const page = (await (await t.request('/v1/showroom/page', { token: user.token })).json()) as {
      slug: string;
      published: boolean;
      draftBlocks: unknown[];
    };
    expect(page).toMatchObject({ published: false, draftBlocks: [] });
    expect((await t.request(`/v1/showrooms/${page.slug}/page`)).status).toBe(404);

    const saved = await t.request('/v1/showroom/page/draft', {
      method: 'PUT',
      token: user.token,
      body: { blocks: [hero('Maison Builder')] },
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      draftBlocks: [{ content: { title: 'Maison Builder' } }],
      publishedBlocks: [],
    });

    const published = await t.request('/v1/showroom/page/publish', { method: 'POST', token: user.token });
    expect(await published.json()).toMatchObject({
      published: true,
      publishedBlocks: [{ content: { title: 'Maison Builder' } }],
    });
    const visible = await t.request(`/v1/showrooms/${page.slug}/page`);
    expect(await visible.json()).toMatchObject({
      blocks: [{ type: 'hero', content: { title: 'Maison Builder' } }],
    });

    // A new draft stays private until the next 'Publier'.
    await t.request('/v1/showroom/page/draft', {
      method: 'PUT',
      token: user.token,
      body: { blocks: [hero('Secret draft')] },
    });
    expect(await (await t.request(`/v1/showrooms/${page.slug}/page`)).json()).toMatchObject({
      blocks: [{ content: { title: 'Maison Builder' } }],
    });

    await t.request('/v1/showroom/page/unpublish', { method: 'POST', token: user.token });
    expect((await t.request(`/v1/showrooms/${page.slug}/page`)).status).toBe(404);
  });

  it('refuses blocks that are not blocks, and keeps what was saved', async () => {
    const user = await t.createUser('Careful Builder');
    await t.request('/v1/showroom/page/draft', {
      method: 'PUT',
      token: user.token,
      body: { blocks: [hero('Kept')] },
    });
    const bad = await t.request('/v1/showroom/page/draft', {
      method: 'PUT',
      token: user.token,
      body: { blocks: [{ id: '2', type: 'image', content: { url: 'javascript:alert(1)', alt: '' } }] },
    });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toMatchObject({
      error: { fields: { 'blocks.0.content.url': 'Adresse invalide (https://…)' } },
    });
    expect(await (await t.request('/v1/showroom/page', { token: user.token })).json()).toMatchObject({
      draftBlocks: [{ content: { title: 'Kept' } }],
    });
  });
});

describe('the published page, for visitors', () => {
  it("answers the demo jeweller's seeded blocks, in order, each a valid block", async () => {
    const res = await t.request('/v1/showrooms/demo/page');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const page = (await res.json()) as { blocks: { type: string }[]; publishedAt: string | null };
    expect(page.blocks.map((b) => b.type)).toEqual(['hero', 'text', 'testimonials', 'contact']);
    expect(page.publishedAt).not.toBeNull();
    expect(showroomBlocksSchema().safeParse({ blocks: page.blocks }).success).toBe(true);
  });

  it('gives a published showroom that never used the builder a page with no blocks', async () => {
    const res = await t.request('/v1/showrooms/atelier/page');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ blocks: [], publishedAt: null });
    expect((await t.request('/v1/showrooms/nobody-here/page')).status).toBe(404);
  });

  it('drops a stored block that is not a valid block (written around the API) and keeps the others', async () => {
    const user = await t.createUser('Around The API');
    const [business] = await t.db.db
      .select({ slug: businesses.slug })
      .from(businesses)
      .where(eq(businesses.id, user.businessId));
    await t.db.db
      .update(showroomSettings)
      .set({ published: true })
      .where(eq(showroomSettings.businessId, user.businessId));
    await t.db.db.insert(showroomPages).values({
      businessId: user.businessId,
      publishedBlocks: [
        { id: '1', type: 'image', content: { url: 'javascript:alert(1)', alt: 'x' } },
        { id: '2', type: 'image', content: { url: '//evil.example/x.png', alt: 'x' } },
        { id: '3', type: 'text', content: { html: '<script>alert(1)</script>' } },
        { id: '4', type: 'text', content: { text: 'Bienvenue' } },
      ],
    });
    const page = (await (await t.request(`/v1/showrooms/${business!.slug}/page`)).json()) as {
      blocks: unknown[];
    };
    expect(page.blocks).toEqual([{ id: '4', type: 'text', content: { text: 'Bienvenue' } }]);
  });
});
