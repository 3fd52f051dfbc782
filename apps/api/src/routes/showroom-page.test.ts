import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '#api/testing.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
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
