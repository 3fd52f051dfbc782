import { randomUUID } from 'node:crypto';
import { ORDER_STAGES, statusOfStage } from '@carat/domain/orders';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asService, withClaims } from '#lib/rls.ts';
import * as schema from '#lib/schema/index.ts';
import { createTestDatabase, type TestDatabase } from '#lib/testing.ts';

let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.close();
});

async function createBusiness(name: string) {
  const id = randomUUID();
  await t.db
    .insert(schema.authUsers)
    .values({ id, email: `${id.slice(0, 8)}@example.test`, rawUserMetaData: { full_name: name } });
  const { rows } = await t.pool.query<{ business_id: string }>(
    'select business_id from public.memberships where user_id = $1',
    [id],
  );
  return { userId: id, businessId: rows[0]!.business_id };
}

const as = (userId: string) => ({ role: 'authenticated' as const, claims: { sub: userId } });

/** Drizzle wraps the driver's error: the database's own message and code are its cause. */
const dbError = (e: unknown) => {
  const cause =
    (e as Error & { cause?: Error & { code?: string } }).cause ?? (e as Error & { code?: string });
  return { message: String(cause.message), code: cause.code };
};

async function insertOrder(businessId: string, values: Record<string, unknown>) {
  const columns = Object.keys(values);
  const { rows } = await t.pool.query<{ id: string; stage: string; status: string; search_text: string }>(
    `insert into public.orders (business_id, ${columns.join(', ')})
     values ($1, ${columns.map((_, i) => `$${i + 2}`).join(', ')})
     returning id, stage, status, search_text`,
    [businessId, ...Object.values(values)],
  );
  return rows[0]!;
}

describe('order stages', () => {
  it('group into the same statuses as @carat/domain, for every stage', async () => {
    for (const stage of [...ORDER_STAGES, 'cancelled' as const]) {
      const { rows } = await t.pool.query('select public.order_status_of_stage($1) as status', [stage]);
      expect(rows[0].status, stage).toBe(statusOfStage(stage));
    }
  });

  it('give an order written with a status alone the matching stage, and move the status with the stage', async () => {
    const { businessId } = await createBusiness('Stages');
    const legacy = await insertOrder(businessId, {
      number: 'ORD-2026-001',
      item: 'Ring',
      status: 'completed',
    });
    expect(legacy).toMatchObject({ stage: 'collected', status: 'completed' });
    const fresh = await insertOrder(businessId, { number: 'ORD-2026-002', item: 'Chain' });
    expect(fresh).toMatchObject({ stage: 'enquiry', status: 'pending' });

    const { rows } = await t.pool.query(
      `update public.orders set stage = 'casting' where id = $1 returning stage, status`,
      [fresh.id],
    );
    expect(rows[0]).toEqual({ stage: 'casting', status: 'in-progress' });
    const cancelled = await t.pool.query(
      `update public.orders set status = 'cancelled' where id = $1 returning stage, status`,
      [fresh.id],
    );
    expect(cancelled.rows[0]).toEqual({ stage: 'cancelled', status: 'cancelled' });
  });

  it('keep the search text with the client’s name, also when the client is renamed or deleted', async () => {
    const { businessId } = await createBusiness('Search');
    const { rows } = await t.pool.query<{ id: string }>(
      `insert into public.clients (business_id, name) values ($1, 'Zoë Lefèvre') returning id`,
      [businessId],
    );
    const clientId = rows[0]!.id;
    const order = await insertOrder(businessId, {
      number: 'ORD-2026-007',
      item: 'Bague Émeraude',
      client_id: clientId,
    });
    expect(order.search_text).toBe('ord-2026-007 bague emeraude zoe lefevre');
    await t.pool.query(`update public.clients set name = 'Zoë Martin' where id = $1`, [clientId]);
    const renamed = await t.pool.query('select search_text from public.orders where id = $1', [order.id]);
    expect(renamed.rows[0].search_text).toBe('ord-2026-007 bague emeraude zoe martin');
    await t.pool.query('delete from public.clients where id = $1', [clientId]);
    const orphan = await t.pool.query('select search_text from public.orders where id = $1', [order.id]);
    expect(orphan.rows[0].search_text.trim()).toBe('ord-2026-007 bague emeraude');
  });
});

async function insertInvoice(businessId: string, values: Record<string, unknown> = {}) {
  const all = { due_date: '2026-12-31', client_name: 'Client', ...values };
  const columns = Object.keys(all);
  const { rows } = await t.pool.query<{ id: string }>(
    `insert into public.invoices (business_id, ${columns.join(', ')})
     values ($1, ${columns.map((_, i) => `$${i + 2}`).join(', ')}) returning id`,
    [businessId, ...Object.values(all)],
  );
  return rows[0]!.id;
}

describe('invoices', () => {
  it('keep an issued invoice as issued: no deletion, no change of number, amounts or lines', async () => {
    const { businessId } = await createBusiness('Invoices');
    const issued = await insertInvoice(businessId, {
      number: 'INV-2026-001',
      status: 'sent',
      issue_date: '2026-11-01',
      subtotal_minor: 1000,
      vat_minor: 200,
      total_minor: 1200,
    });
    const refusals = [
      'delete from public.invoices where id = $1',
      `update public.invoices set number = 'INV-2026-002' where id = $1`,
      'update public.invoices set total_minor = 1, subtotal_minor = 1, vat_minor = 0 where id = $1',
      `update public.invoices set due_date = '2027-01-01' where id = $1`,
      `update public.invoices set status = 'draft', number = null, issue_date = null where id = $1`,
      `insert into public.invoice_lines (business_id, invoice_id, position, description, quantity, unit_price_minor, net_minor, vat_minor)
         select business_id, id, 0, 'Extra', 1, 100, 100, 20 from public.invoices where id = $1`,
    ];
    for (const statement of refusals) {
      const error = await t.pool.query(statement, [issued]).catch((e: unknown) => e);
      expect(dbError(error).code, statement).toBe('23514');
    }
    // Paying and voiding are the moves an issued invoice can make.
    await t.pool.query(`update public.invoices set status = 'paid', paid_at = now() where id = $1`, [issued]);
    await t.pool.query(`update public.invoices set status = 'void' where id = $1`, [issued]);
    const back = await t.pool
      .query(`update public.invoices set status = 'paid' where id = $1`, [issued])
      .catch((e: unknown) => e);
    expect(dbError(back).code).toBe('23514');
  });

  it('let a draft be changed and deleted, its lines with it', async () => {
    const { businessId } = await createBusiness('Drafts');
    const draft = await insertInvoice(businessId);
    await t.pool.query(
      `insert into public.invoice_lines (business_id, invoice_id, position, description, quantity, unit_price_minor, net_minor, vat_minor)
       values ($1, $2, 0, 'Ring', 1, 1000, 1000, 200)`,
      [businessId, draft],
    );
    await t.pool.query(`update public.invoices set client_name = 'Other' where id = $1`, [draft]);
    await t.pool.query('delete from public.invoices where id = $1', [draft]);
    const { rows } = await t.pool.query(
      'select count(*)::int as n from public.invoice_lines where invoice_id = $1',
      [draft],
    );
    expect(rows[0].n).toBe(0);
  });

  it('are numbered exactly when issued', async () => {
    const { businessId } = await createBusiness('Numbered');
    const error = await insertInvoice(businessId, { status: 'sent' }).catch((e: unknown) => e);
    expect(dbError(error).code).toBe('23514');
  });

  it('go with their business when the account is closed', async () => {
    const { businessId } = await createBusiness('Closing');
    const issued = await insertInvoice(businessId, {
      number: 'INV-2026-001',
      status: 'paid',
      issue_date: '2026-11-01',
    });
    await t.pool.query(
      `insert into public.credit_notes (business_id, invoice_id, number, issue_date, currency, subtotal_minor, vat_minor, total_minor)
       values ($1, $2, 'CN-2026-001', '2026-11-02', 'GBP', 0, 0, 0)`,
      [businessId, issued],
    );
    await t.pool.query('delete from public.businesses where id = $1', [businessId]);
    const { rows } = await t.pool.query(
      'select count(*)::int as n from public.invoices where business_id = $1',
      [businessId],
    );
    expect(rows[0].n).toBe(0);
  });
});

describe('back-office isolation', () => {
  it('refuses a link to another business’s file or order, whoever writes it', async () => {
    const a = await createBusiness('Alpha');
    const b = await createBusiness('Beta');
    const order = await insertOrder(a.businessId, { number: 'ORD-2026-001', item: 'Ring' });
    const { rows } = await t.pool.query<{ id: string }>(
      `insert into public.files (business_id, kind, content_type, byte_size, sha256, storage_key)
       values ($1, 'reference', 'image/png', 10, repeat('a', 64), $2) returning id`,
      [b.businessId, `${b.businessId}/${randomUUID()}`],
    );
    const error = await t.pool
      .query('insert into public.order_images (business_id, order_id, file_id) values ($1, $2, $3)', [
        a.businessId,
        order.id,
        rows[0]!.id,
      ])
      .catch((e: unknown) => e);
    expect(dbError(error).code).toBe('23503');
  });

  it('shows a member only their own business’s back-office rows, even without a WHERE clause', async () => {
    const a = await createBusiness('Gamma');
    const b = await createBusiness('Delta');
    for (const owner of [a, b]) {
      const order = await insertOrder(owner.businessId, { number: 'ORD-2026-001', item: 'Ring' });
      await t.pool.query(
        `insert into public.order_events (business_id, order_id, kind) values ($1, $2, 'created')`,
        [owner.businessId, order.id],
      );
      const invoice = await insertInvoice(owner.businessId);
      await t.pool.query(
        `insert into public.invoice_lines (business_id, invoice_id, position, description, quantity, unit_price_minor, net_minor, vat_minor)
         values ($1, $2, 0, 'Ring', 1, 1000, 1000, 200)`,
        [owner.businessId, invoice],
      );
      await t.pool.query(
        `insert into public.files (business_id, kind, content_type, byte_size, sha256, storage_key)
         values ($1, 'logo', 'image/png', 10, repeat('b', 64), $2)`,
        [owner.businessId, `${owner.businessId}/${randomUUID()}`],
      );
      await t.pool.query('insert into public.invoice_settings (business_id) values ($1)', [owner.businessId]);
    }
    const tables = [
      'files',
      'order_events',
      'order_images',
      'invoices',
      'invoice_lines',
      'credit_notes',
      'invoice_settings',
    ];
    const seen = await withClaims(t.db, as(a.userId), async (tx) => {
      const out: Record<string, string[]> = {};
      for (const table of tables) {
        const r = await tx.execute(sql.raw(`select business_id::text as owner from public.${table}`));
        out[table] = r.rows.map((row) => String(row.owner));
      }
      return out;
    });
    for (const table of tables)
      expect(
        seen[table]?.every((owner) => owner === a.businessId),
        table,
      ).toBe(true);
    expect(seen.invoices).toHaveLength(1);
    expect(seen.files).toHaveLength(1);

    const anon = await withClaims(t.db, { role: 'anon', claims: {} }, async (tx) => {
      const out: number[] = [];
      for (const table of tables) {
        await tx.execute(sql.raw('savepoint probe'));
        try {
          const r = await tx.execute(sql.raw(`select count(*)::int as n from public.${table}`));
          out.push(Number(r.rows[0]?.n));
        } catch {
          await tx.execute(sql.raw('rollback to savepoint probe'));
          out.push(0);
        }
      }
      return out;
    });
    expect(anon.every((n) => n === 0)).toBe(true);
  });

  it('lets a member delete only a draft invoice', async () => {
    const a = await createBusiness('Epsilon');
    const issued = await insertInvoice(a.businessId, {
      number: 'INV-2026-001',
      status: 'sent',
      issue_date: '2026-11-01',
    });
    const deleted = await withClaims(t.db, as(a.userId), (tx) =>
      tx.execute(sql`delete from public.invoices where id = ${issued} returning id`),
    );
    expect(deleted.rows).toHaveLength(0);
    const still = await asService(t.db, (tx) =>
      tx.execute(sql`select id from public.invoices where id = ${issued}`),
    );
    expect(still.rows).toHaveLength(1);
  });
});
