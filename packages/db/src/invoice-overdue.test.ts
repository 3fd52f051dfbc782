// 'Overdue' has one definition, isOverdue in @carat/domain, and one SQL twin, public.invoice_is_overdue
// (migration 0016), which the invoice list, the register's tiles and the overdue digests call. These tests
// feed both the same generated invoices — every stored status, due dates around today, instants around
// midnight in time zones from UTC−11 to UTC+14 — and require the same answer on every row, today being the
// business's day as each side computes it (todayIn in TypeScript, `at time zone` in Postgres).
import { addDays, type IsoDate, todayIn, zonedTimeToUtc } from '@carat/domain/dates';
import { INVOICE_STATUSES, type InvoiceStatus, invoiceDisplayStatus, isOverdue } from '@carat/domain/invoice';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#lib/testing.ts';

let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase({ max: 2 });
});
afterAll(async () => {
  await t?.close();
});

const TIME_ZONES = [
  'Europe/London',
  'Europe/Paris',
  'America/Montreal',
  'America/St_Johns',
  'Asia/Kolkata',
  'Pacific/Auckland',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
  'UTC',
] as const;

/** mulberry32: a seeded generator, so a disagreement can be replayed from the seed in its message. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

interface GeneratedInvoice {
  status: InvoiceStatus;
  dueDate: IsoDate;
  now: Date;
  timeZone: string;
}

/**
 * Invoices whose due date sits within two days of a shop's local day, seen at an instant within three hours
 * of that day's local midnight: the boundary where a wrong time zone or a `<=` for `<` would show.
 */
function generateInvoices(seed: number, count: number): GeneratedInvoice[] {
  const random = seeded(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const days = (base: IsoDate, spread: number) =>
    addDays(base, Math.floor(random() * (2 * spread + 1)) - spread);
  return Array.from({ length: count }, () => {
    const timeZone = pick(TIME_ZONES);
    const localDay = days('2027-03-28', 10); // spans the spring clock change in Europe
    const midnight = zonedTimeToUtc(localDay, '00:00', timeZone).getTime();
    const now = new Date(midnight + Math.round((random() * 6 - 3) * 3_600_000));
    // Half are sent, the one status where the due date decides.
    const status = random() < 0.5 ? 'sent' : pick(INVOICE_STATUSES);
    return { status, dueDate: days(localDay, 2), now, timeZone };
  });
}

/** Postgres's answers for every row, each with the today it derived from the instant and the zone. */
async function sqlAnswers(rows: readonly GeneratedInvoice[]) {
  const { rows: answers } = await t.pool.query<{ today: string; overdue: boolean; display: string }>(
    `select r.today::text as today,
            public.invoice_is_overdue(r.status, r.due_date, r.today) as overdue,
            public.invoice_display_status(r.status, r.due_date, r.today) as display
       from (select s.ord, s.status, s.due_date, (s.at at time zone s.tz)::date as today
               from unnest($1::text[], $2::date[], $3::timestamptz[], $4::text[])
                    with ordinality as s(status, due_date, at, tz, ord)) r
      order by r.ord`,
    [
      rows.map((r) => r.status),
      rows.map((r) => r.dueDate),
      rows.map((r) => r.now.toISOString()),
      rows.map((r) => r.timeZone),
    ],
  );
  return answers;
}

describe('public.invoice_is_overdue', () => {
  it('agrees with isOverdue from @carat/domain on every generated invoice', async () => {
    const seed = 20270328;
    const rows = generateInvoices(seed, 600);
    const answers = await sqlAnswers(rows);
    expect(answers).toHaveLength(rows.length);

    const disagreements = rows.flatMap((row, i) => {
      const today = todayIn(row.now, row.timeZone);
      const answer = answers[i];
      const domain = { today, overdue: isOverdue(row, today), display: invoiceDisplayStatus(row, today) };
      return answer &&
        answer.today === domain.today &&
        answer.overdue === domain.overdue &&
        answer.display === domain.display
        ? []
        : [{ seed, row: i, ...row, now: row.now.toISOString(), domain, sql: answer }];
    });
    expect(disagreements).toEqual([]);

    // The sample must reach both answers and the boundary itself, or agreement proves little.
    const overdue = rows.filter((row) => isOverdue(row, todayIn(row.now, row.timeZone)));
    expect(overdue.length).toBeGreaterThan(50);
    expect(rows.length - overdue.length).toBeGreaterThan(50);
    const dueToday = rows.filter(
      (row) => row.status === 'sent' && row.dueDate === todayIn(row.now, row.timeZone),
    );
    expect(dueToday.length).toBeGreaterThan(5);
    // …and instants whose UTC day differs from the shop's, where using the wrong zone would show.
    const zoneMatters = rows.filter((row) => todayIn(row.now, row.timeZone) !== todayIn(row.now, 'UTC'));
    expect(zoneMatters.length).toBeGreaterThan(50);
  });

  it('treats a due date of today as not yet overdue, and yesterday as overdue, for sent invoices only', async () => {
    const { rows } = await t.pool.query<{ status: string; due: string; overdue: boolean }>(
      `select s.status, s.due, public.invoice_is_overdue(s.status, s.due::date, '2027-03-10') as overdue
         from unnest(array['sent', 'sent', 'paid', 'draft', 'void'], array['2027-03-10', '2027-03-09',
              '2027-03-09', '2027-03-09', '2027-03-09']) as s(status, due)`,
    );
    expect(rows.map((r) => r.overdue)).toEqual([false, true, false, false, false]);
  });

  it('is inlined by the planner, so an index on (status, due date) can still serve the filter', async () => {
    const { rows } = await t.pool.query<{ 'QUERY PLAN': string }>(
      `explain (verbose, costs off)
       select i.id from public.invoices i where public.invoice_is_overdue(i.status, i.due_date, date '2027-03-10')`,
    );
    const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
    expect(plan).not.toMatch(/invoice_is_overdue/);
    expect(plan).toMatch(/status = 'sent'::text/);
    expect(plan).toMatch(/due_date < '2027-03-10'::date/);
  });
});
