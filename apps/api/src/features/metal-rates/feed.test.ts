import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '#test/testing.ts';
import { runMetalRateFeed } from './feed.ts';

/**
 * The metal-rate feed against a fake provider started here: nothing is fetched without a configured address;
 * a business that follows the feed gets every grade from the price of fine metal and its margins, written
 * as a hand entry is (the history says 'provider'); another currency, a bad answer or a timeout leave the
 * rates as they were and say when and why on the metal rates page.
 */

let t: TestContext;
let owner: TestUser;
let bystander: TestUser;
let server: Server;
let url: string;
/** What the fake answers next: a status and a body, or a delay longer than the test's timeout. */
let answer: { status?: number; body?: unknown; hang?: boolean } = {};
const requests: IncomingMessage[] = [];

type Json = Record<string, unknown>;
async function ok(user: TestUser, path: string, method = 'GET', body?: unknown) {
  const res = await t.request(path, { method, token: user.token, body });
  const json = (await res.json()) as Json;
  expect(res.status, JSON.stringify(json)).toBe(200);
  return json;
}
const feedDeps = (key?: string) => ({
  ...t.deps,
  config: { ...t.deps.config, METAL_RATES_PROVIDER_URL: url, METAL_RATES_PROVIDER_KEY: key },
});
const rateOf = (rates: Json, metal: string) =>
  (rates.rates as Json[]).find((r) => r.metal === metal) as Json | undefined;

beforeAll(async () => {
  t = await createTestContext();
  owner = await t.createUser('Feed Shop');
  bystander = await t.createUser('Hand Shop');
  server = createServer((req, res) => {
    requests.push(req);
    if (answer.hang) return; // never answers: the fetch's own timeout ends it
    res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
    res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/rates`;
}, 60_000);
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await t?.close();
});

describe('metal-rate feed', () => {
  it('fetches nothing when no feed is configured', async () => {
    expect(await runMetalRateFeed(t.deps)).toEqual({ businesses: 0, failed: 0 });
    expect(requests).toHaveLength(0);
    const rates = await ok(owner, '/v1/metal-rates');
    expect(rates).toMatchObject({
      provider: { configured: false },
      feed: { enabled: false, lastError: null },
    });
  });

  it('writes every grade from the price of fine metal and the business’s margins', async () => {
    const { currency } = await ok(owner, '/v1/metal-rates');
    await ok(owner, '/v1/metal-rates', 'PUT', {
      rates: [{ metal: 'silver-925', buyMinor: 50, sellMinor: 120 }],
    });
    const set = await ok(owner, '/v1/metal-rates/feed', 'PUT', {
      enabled: true,
      buyMarginBps: 1000,
      sellMarginBps: 2000,
    });
    expect(set.feed).toMatchObject({ enabled: true, buyMarginBps: 1000, sellMarginBps: 2000 });
    // 80.00 a gram of fine gold; 2488.28 an ounce of platinum (80.00 a gram: 8 000 000 a kilogram, rounded).
    answer = { body: { currency, unit: 'g', rates: { XAU: 80, XPT: 80 } } };
    expect(await runMetalRateFeed(feedDeps('secret-key'))).toEqual({ businesses: 1, failed: 0 });
    const sent = requests.at(-1)!;
    expect(sent.headers['x-api-key']).toBe('secret-key');
    expect(new URL(sent.url!, url).searchParams.get('currency')).toBe(currency);

    const rates = await ok(owner, '/v1/metal-rates');
    for (const metal of ['gold-9k', 'gold-14k', 'gold-18k', 'gold-24k', 'platinum-950']) {
      expect(rateOf(rates, metal)).toMatchObject({
        buyPerKgMinor: 7_200_000,
        sellPerKgMinor: 9_600_000,
        source: 'provider',
      });
    }
    // Silver was not quoted: the hand entry stays; palladium has no rate yet.
    expect(rateOf(rates, 'silver-925')).toMatchObject({ sellPerKgMinor: 120_000, source: 'manual' });
    expect(rateOf(rates, 'palladium-950')).toBeUndefined();
    const history = rates.history as Json[];
    expect(history.filter((h) => h.source === 'provider')).toHaveLength(7);
    expect(rates.feed).toMatchObject({ lastError: null, lastFailedAt: null });
    expect((rates.feed as Json).lastFetchedAt).toEqual(expect.any(String));
    // A business that does not follow the feed keeps its rates (it has none).
    expect((await ok(bystander, '/v1/metal-rates')).rates).toEqual([]);

    // The same prices again change nothing.
    await runMetalRateFeed(feedDeps());
    expect(((await ok(owner, '/v1/metal-rates')).history as Json[]).length).toBe(history.length);
  });

  it('converts an ounce price to the kilogram as a hand entry does', async () => {
    const { currency } = await ok(owner, '/v1/metal-rates');
    answer = { body: { currency, unit: 'ozt', rates: { XAU: 1000 } } };
    await runMetalRateFeed(feedDeps());
    // 100000 minor an ounce = 3 215 075 a kilogram; less 10 % and plus 20 %, rounded half up.
    const rates = await ok(owner, '/v1/metal-rates');
    expect(rateOf(rates, 'gold-18k')).toMatchObject({ buyPerKgMinor: 2_893_568, sellPerKgMinor: 3_858_090 });
  });

  it('leaves the rates as they were on another currency, a bad answer, an error status or a timeout', async () => {
    const before = await ok(owner, '/v1/metal-rates');
    const cases: [typeof answer, RegExp][] = [
      [{ body: { currency: 'JPY', unit: 'g', rates: { XAU: 12_000 } } }, /JPY, not/],
      [{ body: { currency: 'EUR', unit: 'kg', rates: { XAU: 1 } } }, /not the expected shape \(unit/],
      [{ body: { currency: 'EUR', unit: 'g', rates: {} } }, /not the expected shape/],
      [{ body: 'not json{' }, /not JSON/],
      [{ status: 503, body: {} }, /answered 503/],
      [{ hang: true }, /did not answer within 0.2 s/],
    ];
    for (const [next, reason] of cases) {
      answer = next;
      expect(await runMetalRateFeed(feedDeps(), { timeoutMs: 200 })).toEqual({ businesses: 1, failed: 1 });
      const after = await ok(owner, '/v1/metal-rates');
      expect(after.rates).toEqual(before.rates);
      expect(after.history).toEqual(before.history);
      const feed = after.feed as Json;
      expect(feed.lastError).toMatch(reason);
      expect(feed.lastFailedAt).toEqual(expect.any(String));
      // The last success is still told.
      expect(feed.lastFetchedAt).toEqual((before.feed as Json).lastFetchedAt);
    }
  });

  it('checks the margins', async () => {
    const res = await t.request('/v1/metal-rates/feed', {
      method: 'PUT',
      token: owner.token,
      body: { enabled: true, buyMarginBps: 9500, sellMarginBps: 0 },
    });
    expect(res.status).toBe(422);
  });
});
