import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { connect } from '#lib/connection.ts';
import { startEmbeddedPostgres } from '#lib/embedded.ts';
import { migrate } from '#lib/migrate.ts';

const dir = mkdtempSync(join(tmpdir(), 'carat-pglite-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the embedded database', () => {
  it('keeps what was written across a restart', async () => {
    const first = await startEmbeddedPostgres({ dataDir: dir });
    const a = connect(first.url, { max: 2 });
    await migrate(a.pool);
    await a.pool.query(
      `insert into public.businesses (name, slug) values ('Persisted Jewellers', 'persisted-jewellers')`,
    );
    await a.close();
    await first.close();

    const second = await startEmbeddedPostgres({ dataDir: dir });
    const b = connect(second.url, { max: 2 });
    const again = await migrate(b.pool);
    expect(again.applied).toEqual([]);
    const { rows } = await b.pool.query(
      `select name from public.businesses where slug = 'persisted-jewellers'`,
    );
    expect(rows).toEqual([{ name: 'Persisted Jewellers' }]);
    await b.close();
    await second.close();
  });
});
