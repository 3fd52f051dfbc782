import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '#test/testing.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t?.close());

describe('GET /v1/tax-rules', () => {
  it('lists the rates the product applies, for one country or all, to a member', async () => {
    const user = await t.createUser('Bijouterie Montréal');
    const quebec = await t.request('/v1/tax-rules?country=ca', { token: user.token });
    expect(quebec.status).toBe(200);
    const { items } = (await quebec.json()) as {
      items: { region: string | null; components: { code: string; rateBps: number }[] }[];
    };
    expect(items.find((rule) => rule.region === 'CA-QC')?.components).toEqual([
      expect.objectContaining({ code: 'GST', rateBps: 500 }),
      expect.objectContaining({ code: 'QST', rateBps: 997.5 }),
    ]);
    const all = (await (await t.request('/v1/tax-rules', { token: user.token })).json()) as {
      items: unknown[];
    };
    expect(all.items.length).toBeGreaterThan(items.length);
    expect((await t.request('/v1/tax-rules?country=France', { token: user.token })).status).toBe(422);
    expect((await t.request('/v1/tax-rules')).status).toBe(401);
  });
});
