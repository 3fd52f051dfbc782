import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildExportArchive } from '#api/features/account/export-archive.ts';
import { systemScopeOf } from '#api/scope.ts';
import { storageKey } from '#api/storage/types.ts';
import { createTestContext, type TestContext } from '#test/testing.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t?.close());

async function jewellerWithData(name: string) {
  const user = await t.createUser(name);
  const clientIds: string[] = [];
  for (let i = 0; i < 3; i++) {
    const { rows } = await t.db.pool.query<{ id: string }>(
      'insert into public.clients (business_id, name, email) values ($1, $2, $3) returning id',
      [user.businessId, `${name} client ${i}`, `c${i}@${name.replace(/\W/g, '').toLowerCase()}.test`],
    );
    clientIds.push(rows[0]!.id);
  }
  const bytes = randomBytes(2048);
  const key = storageKey(user.businessId, randomUUID());
  await t.deps.storage.put(key, bytes, 'image/png');
  await t.db.pool.query(
    `insert into public.files (business_id, kind, content_type, byte_size, sha256, storage_key)
     values ($1, 'logo', 'image/png', $2, $3, $4)`,
    [user.businessId, bytes.length, createHash('sha256').update(bytes).digest('hex'), key],
  );
  return { user, clientIds, key, bytes };
}

const json = (entries: Record<string, Uint8Array>, name: string) =>
  JSON.parse(strFromU8(entries[name]!)) as Record<string, unknown>[];

describe('the full export archive', () => {
  let a: Awaited<ReturnType<typeof jewellerWithData>>;
  let b: Awaited<ReturnType<typeof jewellerWithData>>;
  beforeAll(async () => {
    a = await jewellerWithData('Atelier Alpha');
    b = await jewellerWithData('Maison Beta');
  });

  it('holds every table of the business as JSON and CSV, its files, and nothing of another business', async () => {
    const progress: number[] = [];
    const { zip, tables } = await buildExportArchive(systemScopeOf(t.deps), {
      target: { businessId: a.user.businessId },
      onProgress: (p) => {
        progress.push(p);
      },
    });
    const entries = unzipSync(zip);
    // Rows come by creation time, then id: three clients made in the same instant come in id order.
    expect(
      json(entries, 'clients.json')
        .map((c) => c.name)
        .sort(),
    ).toEqual(['Atelier Alpha client 0', 'Atelier Alpha client 1', 'Atelier Alpha client 2']);
    expect(strFromU8(entries['clients.csv']!)).toContain('Atelier Alpha client 2');
    expect(
      json(entries, 'businesses.json' in entries ? 'businesses.json' : 'clients.json').length,
    ).toBeGreaterThan(0);
    expect(tables.files).toBe(1);
    expect(tables.memberships).toBe(1);
    // The file, byte for byte.
    expect(Buffer.from(entries[`files/${a.key.split('/')[1]}`]!).equals(a.bytes)).toBe(true);
    // Nothing of the other business: no row, no file, not even its id.
    const everything = Object.entries(entries)
      .filter(([name]) => !name.startsWith('files/'))
      .map(([, data]) => strFromU8(data))
      .join('\n');
    expect(everything).not.toContain(b.user.businessId);
    expect(everything).not.toContain('Maison Beta');
    expect(entries[`files/${b.key.split('/')[1]}`]).toBeUndefined();
    // Every table with a business_id is there, even empty.
    const { rows } = await t.db.pool.query<{ table_name: string }>(
      `select table_name from information_schema.columns where table_schema = 'public' and column_name = 'business_id'
         and table_name in (select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE')`,
    );
    for (const { table_name } of rows) {
      if (table_name !== 'data_exports') expect(Object.keys(entries)).toContain(`${table_name}.json`);
    }
    expect(progress.at(-1)).toBe(100);
  });

  it('for one client holds that client and the rows that name them, not the other clients', async () => {
    const { zip } = await buildExportArchive(systemScopeOf(t.deps), {
      target: { businessId: a.user.businessId, clientId: a.clientIds[1]! },
    });
    const entries = unzipSync(zip);
    // Rows come by creation time, then id: three clients made in the same instant come in id order.
    expect(
      json(entries, 'clients.json')
        .map((c) => c.name)
        .sort(),
    ).toEqual(['Atelier Alpha client 1']);
    expect(entries['memberships.json']).toBeUndefined();
    const text = Object.values(entries)
      .map((data) => strFromU8(data))
      .join('\n');
    expect(text).not.toContain('Atelier Alpha client 0');
    expect(text).not.toContain(a.clientIds[2]);
  });
});
