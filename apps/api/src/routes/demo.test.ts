import { seedDemo } from '@carat/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '#api/testing.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  await seedDemo(t.db.db, { env: 'test' });
});
afterAll(() => t?.close());

describe('the public demo dashboard', () => {
  it("reads the demo jeweller's data without an account", async () => {
    const me = await t.request('/demo/v1/me');
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ business: { slug: 'demo', city: 'London', verified: true } });
    const stats = await (await t.request('/demo/v1/clients/stats')).json();
    expect(stats).toMatchObject({ total: 156 });
    const tools = (await (await t.request('/demo/v1/tools')).json()) as {
      plan: string;
      tools: { available: boolean }[];
    };
    expect(tools.plan).toBe('DIAMOND');
    expect(tools.tools.every((tool) => tool.available)).toBe(true);
  });

  it('refuses every write, and nothing changes', async () => {
    const res = await t.request('/demo/v1/clients', { method: 'POST', body: { name: 'Intruder' } });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: { code: 'demo_read_only' } });
    expect(await (await t.request('/demo/v1/clients/stats')).json()).toMatchObject({ total: 156 });
  });

  it('shows the demo business only, whatever business is named', async () => {
    const other = await t.createUser('Private Shop');
    const res = await t.request('/demo/v1/me', { headers: { 'x-business-id': other.businessId } });
    expect(await res.json()).toMatchObject({ business: { slug: 'demo' } });
  });
});
