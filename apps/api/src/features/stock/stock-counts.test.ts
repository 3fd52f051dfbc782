import { stockCounts } from '@carat/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '#test/testing.ts';

/**
 * Stock counts (issue 32 item 1, ADR 072): a location counted by scanning; counted, missing and unexpected
 * (another location, sold, unknown); repeats add nothing; finished, the result is kept and final.
 */

let t: TestContext;
let owner: TestUser;
const tags: Record<string, string> = {};
const ids: Record<string, string> = {};

type Json = Record<string, unknown>;
const json = async (res: Response) => (await res.json()) as Json;
function send(path: string, body?: unknown, method = 'POST') {
  return t.request(path, { method, token: owner.token, body });
}
async function ok(res: Response, status: number) {
  expect(res.status, await res.clone().text()).toBe(status);
  return json(res);
}
const tagsOf = (pieces: unknown) => (pieces as { tag: string }[]).map((p) => p.tag).sort();

beforeAll(async () => {
  t = await createTestContext();
  owner = await t.createUser('Maison Inventaire');
  for (const [key, location] of [
    ['a', 'Vitrine 1'],
    ['b', 'vitrine 1 '],
    ['f', 'Vitrine 1'],
    ['c', 'Vitrine 1'],
    ['d', 'Coffre'],
  ] as const) {
    const item = await ok(
      await send('/v1/stock-items', { name: `Pièce ${key}`, priceMinor: 1_000, location }),
      201,
    );
    tags[key] = item.tag as string;
    ids[key] = item.id as string;
  }
  // C is sold: no longer expected in its case.
  await ok(
    await send('/v1/sales', {
      lines: [{ stockItemId: ids.c }],
      payments: [{ method: 'card', amountMinor: 1_000 }],
    }),
    201,
  );
}, 60_000);
afterAll(() => t?.close());

describe('stock counts', () => {
  it('counts a case: counted, missing, unexpected, repeats; finished, kept and final', async () => {
    const locations = await ok(await send('/v1/stock-counts/locations', undefined, 'GET'), 200);
    expect(locations.items).toEqual([
      { location: 'Coffre', pieces: 1 },
      { location: 'Vitrine 1', pieces: 3 },
    ]);
    const count = await ok(await send('/v1/stock-counts', { location: 'Vitrine 1' }), 201);
    expect(count).toMatchObject({
      status: 'open',
      totals: { expected: 3, counted: 0, missing: 3, unexpected: 0 },
    });
    const scan = async (code: string) =>
      (await ok(await send(`/v1/stock-counts/${count.id}/scans`, { code }), 201)) as {
        scan: Json;
        count: Json;
      };
    expect((await scan(tags.a!)).scan).toMatchObject({ outcome: 'counted', item: { tag: tags.a } });
    expect((await scan(tags.a!)).scan.outcome).toBe('repeat');
    expect((await scan(tags.b!.toLowerCase())).scan).toMatchObject({
      outcome: 'counted',
      item: { tag: tags.b },
    });
    expect((await scan(tags.d!)).scan).toMatchObject({ outcome: 'elsewhere', item: { location: 'Coffre' } });
    expect((await scan(tags.c!)).scan).toMatchObject({ outcome: 'not_in_stock', item: { status: 'sold' } });
    expect((await scan('NOPE-1')).scan).toMatchObject({ outcome: 'unknown', item: null });
    const last = await scan('NOPE-1');
    expect(last.scan.outcome).toBe('repeat');
    expect(last.count).toMatchObject({ totals: { expected: 3, counted: 2, missing: 1, unexpected: 3 } });
    expect(tagsOf(last.count.missing)).toEqual([tags.f]);

    const done = await ok(await send(`/v1/stock-counts/${count.id}/finish`), 200);
    expect(done).toMatchObject({
      status: 'finished',
      totals: { expected: 3, counted: 2, missing: 1, unexpected: 3 },
    });
    expect(done.finishedAt).toEqual(expect.any(String));
    expect((done.unexpected as Json[]).map((u) => u.reason)).toEqual([
      'elsewhere',
      'not_in_stock',
      'unknown',
    ]);

    // Finished: no more scans, no second finish.
    const late = await send(`/v1/stock-counts/${count.id}/scans`, { code: tags.f });
    expect(late.status).toBe(409);
    expect(((await json(late)).error as Json).code).toBe('count_finished');
    expect((await send(`/v1/stock-counts/${count.id}/finish`)).status).toBe(409);
    // The result is the one kept at the finish, whatever the pieces do next.
    await ok(await send(`/v1/stock-items/${ids.f}`, { location: 'Coffre' }, 'PATCH'), 200);
    const kept = await ok(await send(`/v1/stock-counts/${count.id}`, undefined, 'GET'), 200);
    expect(tagsOf(kept.missing)).toEqual([tags.f]);
    await expect(
      t.db.db
        .update(stockCounts)
        .set({ location: 'X' })
        .where(eq(stockCounts.id, count.id as string)),
    ).rejects.toThrow();

    const list = await ok(await send('/v1/stock-counts', undefined, 'GET'), 200);
    expect(list.items).toMatchObject([
      { id: count.id, status: 'finished', missingCount: 1, countedCount: 2 },
    ]);
    const empty = await send('/v1/stock-counts', { location: ' ' });
    expect(empty.status).toBe(422);
  });
});
