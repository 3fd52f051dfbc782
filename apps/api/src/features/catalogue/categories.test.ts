import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '#test/testing.ts';

/**
 * Issue 36 item 8, on businesses created here: the jeweller's own categories (ADR 076) through the API
 * as the dashboard uses them, a piece filed only under its business's categories, and the showroom's tabs.
 */
let t: TestContext;
let owner: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await createTestContext();
  owner = await t.createUser('Atelier Catégories');
  other = await t.createUser('Autre Atelier');
});
afterAll(() => t?.close());

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely here; the routes check their shapes.
type Json = Record<string, any>;

async function call(user: TestUser, path: string, method = 'GET', body?: unknown, locale?: string) {
  const res = await t.request(path, {
    method,
    token: user.token,
    body,
    ...(locale ? { headers: { 'accept-language': locale } } : {}),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as Json };
}

const piece = (category: string, name = 'Pièce') => ({
  nameFr: name,
  category,
  priceMinor: 10_000,
  status: 'published',
});

const keysOf = async (user: TestUser) =>
  ((await call(user, '/v1/categories')).body.items as Json[]).map((c) => c.key);

describe('product categories', () => {
  it('lists the defaults, necklaces among them, in order', async () => {
    const res = await call(owner, '/v1/categories');
    expect(res.status).toBe(200);
    expect(res.body.items.map((c: Json) => c.key)).toEqual([
      'CHAINS',
      'PENDANTS',
      'BRACELETS',
      'WATCHES',
      'GRILLS',
      'RINGS',
      'EARRINGS',
      'NECKLACES',
    ]);
    expect(res.body.items.at(-1)).toMatchObject({
      nameFr: 'Colliers',
      nameEn: 'Necklaces',
      visible: true,
      productCount: 0,
    });
  });

  it('files a necklace as a necklace, and refuses a category the business does not have (422)', async () => {
    const necklace = await call(owner, '/v1/products', 'POST', piece('NECKLACES', 'Collier Perles'));
    expect(necklace.status, JSON.stringify(necklace.body)).toBe(201);
    expect(necklace.body.category).toBe('NECKLACES');

    const unknown = await call(owner, '/v1/products', 'POST', piece('ANKLETS'));
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.fields.category).toMatch(/n’existe pas|not in your catalogue/);

    const malformed = await call(owner, '/v1/products', 'POST', piece('not a key'));
    expect(malformed.status).toBe(422);

    const moved = await call(owner, `/v1/products/${necklace.body.id}`, 'PATCH', { category: 'ANKLETS' });
    expect(moved.status).toBe(422);
  });

  it('adds a category with a key from its English name, renames it, hides it', async () => {
    const created = await call(owner, '/v1/categories', 'POST', {
      nameFr: 'Chaînes de cheville',
      nameEn: 'Anklets',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ key: 'ANKLETS', position: 8, visible: true, productCount: 0 });

    const again = await call(owner, '/v1/categories', 'POST', { key: 'ANKLETS', nameFr: 'X', nameEn: 'Y' });
    expect(again.status).toBe(422);
    expect(again.body.error.fields.key).toBeDefined();
    const reserved = await call(owner, '/v1/categories', 'POST', { key: 'ALL', nameFr: 'X', nameEn: 'Y' });
    expect(reserved.status).toBe(422);
    const nameless = await call(owner, '/v1/categories', 'POST', { nameFr: ' ', nameEn: 'Toe rings' });
    expect(nameless.status).toBe(422);
    expect(nameless.body.error.fields.nameFr).toBeDefined();

    const renamed = await call(owner, '/v1/categories/ANKLETS', 'PATCH', {
      nameFr: 'Chevillères',
      visible: false,
    });
    expect(renamed.body).toMatchObject({
      key: 'ANKLETS',
      nameFr: 'Chevillères',
      nameEn: 'Anklets',
      visible: false,
    });
    expect((await call(owner, '/v1/categories/NOPE', 'PATCH', { visible: false })).status).toBe(404);
    expect((await call(owner, '/v1/categories/ANKLETS', 'PATCH', {})).body).toMatchObject({ visible: false });

    const anklet = await call(owner, '/v1/products', 'POST', piece('ANKLETS', 'Chevillère'));
    expect(anklet.status).toBe(201);
  });

  it('reorders with every key once, and refuses a partial or repeated list', async () => {
    const keys = await keysOf(owner);
    const reversed = [...keys].reverse();
    const res = await call(owner, '/v1/categories/order', 'PUT', { keys: reversed });
    expect(res.status).toBe(200);
    expect(res.body.items.map((c: Json) => c.key)).toEqual(reversed);
    expect(await keysOf(owner)).toEqual(reversed);
    expect((await call(owner, '/v1/categories/order', 'PUT', { keys: reversed.slice(1) })).status).toBe(422);
    expect(
      (await call(owner, '/v1/categories/order', 'PUT', { keys: [...reversed.slice(1), reversed[1]] }))
        .status,
    ).toBe(422);
    await call(owner, '/v1/categories/order', 'PUT', { keys });
  });

  it('refuses to delete a category in use (409) unless its pieces are moved, in one go', async () => {
    const refused = await call(owner, '/v1/categories/NECKLACES', 'DELETE');
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('category_in_use');
    expect(refused.body.error.details).toEqual({ productCount: '1' });

    // A target that is not one of the business's: nothing moves, nothing is deleted.
    const badTarget = await call(owner, '/v1/categories/NECKLACES?moveTo=TIARAS', 'DELETE');
    expect(badTarget.status).toBe(422);
    expect(badTarget.body.error.fields.moveTo).toBeDefined();
    expect((await call(owner, '/v1/categories/NECKLACES?moveTo=NECKLACES', 'DELETE')).status).toBe(422);
    expect(await keysOf(owner)).toContain('NECKLACES');

    const moved = await call(owner, '/v1/categories/NECKLACES?moveTo=CHAINS', 'DELETE');
    expect(moved.status).toBe(200);
    expect(moved.body).toEqual({ moved: 1 });
    const items = (await call(owner, '/v1/categories')).body.items as Json[];
    expect(items.map((c) => c.key)).not.toContain('NECKLACES');
    expect(items.find((c) => c.key === 'CHAINS')?.productCount).toBe(1);

    // A category without pieces goes without a target.
    expect((await call(owner, '/v1/categories/GRILLS', 'DELETE')).status).toBe(200);
  });

  it("keeps each business's categories its own", async () => {
    // The owner's ANKLETS is not the other business's: not listed, not usable, not changed, not deleted.
    expect(await keysOf(other)).not.toContain('ANKLETS');
    expect((await call(other, '/v1/products', 'POST', piece('ANKLETS'))).status).toBe(422);
    expect((await call(other, '/v1/categories/ANKLETS', 'PATCH', { visible: true })).status).toBe(404);
    expect((await call(other, '/v1/categories/ANKLETS', 'DELETE')).status).toBe(404);
    // The other's deletions leave the owner's list alone.
    expect((await call(other, '/v1/categories/WATCHES', 'DELETE')).status).toBe(200);
    expect(await keysOf(owner)).toContain('WATCHES');
    expect(await keysOf(other)).not.toContain('WATCHES');
  });

  it("shows the showroom's tabs from the visible categories, in order, with the spec's texts", async () => {
    await t.db.pool.query('update public.showroom_settings set published = true where business_id = $1', [
      owner.businessId,
    ]);
    const { rows } = await t.db.pool.query<{ slug: string }>(
      'select slug from public.businesses where id = $1',
      [owner.businessId],
    );
    const res = await t.request(`/v1/showrooms/${rows[0]!.slug}?products=none`);
    expect(res.status).toBe(200);
    const showroom = (await res.json()) as Json;
    // GRILLS and NECKLACES deleted above, ANKLETS hidden; RINGS and EARRINGS are visible but hold no
    // published piece: beyond the spec's five, an empty category is no tab.
    expect(showroom.categories.map((c: Json) => [c.key, c.tab, c.count])).toEqual([
      ['CHAINS', 'CHAINS', 1],
      ['PENDANTS', 'PENDANTS', 0],
      ['BRACELETS', 'BRACELETS', 0],
      ['WATCHES', 'WATCHES', 0],
    ]);
    await call(owner, '/v1/categories/ANKLETS', 'PATCH', { visible: true });
    await call(owner, '/v1/categories/CHAINS', 'PATCH', { nameEn: 'Fine chains' });
    const after = (await (
      await t.request(`/v1/showrooms/${rows[0]!.slug}?products=none&lang=en`)
    ).json()) as Json;
    expect(after.categories.at(0)).toMatchObject({ key: 'CHAINS', tab: 'FINE CHAINS', name: 'Fine chains' });
    expect(after.categories.at(-1)).toMatchObject({ key: 'ANKLETS', tab: 'ANKLETS', count: 1 });

    // A piece names its category as the jeweller does (CHAINS was renamed in English just above).
    const list = (await (await t.request(`/v1/showrooms/${rows[0]!.slug}/products?lang=fr`)).json()) as Json;
    const byCategory = Object.fromEntries(list.items.map((p: Json) => [p.category, p.categoryName]));
    expect(byCategory).toEqual({ ANKLETS: 'Chevillères', CHAINS: 'Chaînes' });
    const page = (await (await t.request(`/v1/showrooms/${rows[0]!.slug}?lang=en`)).json()) as Json;
    expect(page.products.find((p: Json) => p.category === 'CHAINS')?.categoryName).toBe('Fine chains');
    // A default category not renamed is left to the showroom's own words.
    await call(owner, '/v1/categories/CHAINS', 'PATCH', { nameEn: 'Chains' });
    const back = (await (await t.request(`/v1/showrooms/${rows[0]!.slug}/products`)).json()) as Json;
    expect(back.items.find((p: Json) => p.category === 'CHAINS')?.categoryName).toBeNull();
  });

  it('keeps one category at least', async () => {
    const lone = await t.createUser('Atelier Seul');
    const keys = await keysOf(lone);
    for (const key of keys.slice(1))
      expect((await call(lone, `/v1/categories/${key}`, 'DELETE')).status).toBe(200);
    expect((await call(lone, `/v1/categories/${keys[0]}`, 'DELETE')).status).toBe(422);
  });
});
