import { seedDemo } from '@carat/db/seed';
import { addDays, todayIn } from '@carat/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '#test/testing.ts';

/**
 * The acceptance's race, on a real PostgreSQL server (CI's PostgreSQL pass sets DATABASE_URL): 100
 * visitors book the same slot at the same instant; exactly one gets it.
 */
describe.runIf(Boolean(process.env.DATABASE_URL))('booking one slot 100 times at once', () => {
  let t: TestContext;

  beforeAll(async () => {
    t = await createTestContext();
    await seedDemo(t.deps.db, { env: 'test' });
  });
  afterAll(() => t?.close());

  it('gives exactly one 201; the 99 others get 409 slot_taken; one row is written', async () => {
    const date = addDays(todayIn(new Date(), 'Europe/London'), 20);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        t.app.request('/v1/showrooms/demo/appointments', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            type: 'design',
            date,
            time: '14:00',
            firstName: 'Visitor',
            lastName: String(i),
            email: `visitor${i}@example.com`,
            phone: '+44 20 7946 0000',
          }),
        }),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(99);
    const codes = await Promise.all(
      answers
        .filter((res) => res.status === 409)
        .map(async (res) => ((await res.json()) as { error: { code: string } }).error.code),
    );
    expect(new Set(codes)).toEqual(new Set(['slot_taken']));
    const { rows } = await t.db.pool.query(
      `select count(*)::int as n from public.appointments a join public.businesses b on b.id = a.business_id
        where b.slug = 'demo' and a.last_name ~ '^[0-9]+$'`,
    );
    expect(rows[0].n).toBe(1);
  });
});
