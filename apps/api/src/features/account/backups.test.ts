import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#api/app.ts';
import { BACKUP_QUEUE, scheduleBackups } from '#api/features/account/backups-job.ts';
import { createTestContext, type TestContext } from '#test/testing.ts';

let t: TestContext;
const backupDir = mkdtempSync(join(tmpdir(), 'carat-backups-'));
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t?.close();
  rmSync(backupDir, { recursive: true, force: true });
});

describe('GET /v1/account/backups', () => {
  it('says hosted installations rely on their provider and `pnpm backup`', async () => {
    const user = await t.createUser();
    const res = await t.request('/v1/account/backups', { token: user.token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ mode: 'hosted', schedule: null, last: null });
  });

  it.runIf(!process.env.DATABASE_URL)(
    'shows the scheduled backup once the job has run: when, verified by a restore, its size',
    async () => {
      const deps = {
        ...t.deps,
        config: {
          ...t.deps.config,
          embeddedDatabase: true,
          BACKUP_DIR: backupDir,
          dataDir: join(backupDir, 'data'),
        },
      };
      const app = createApp(deps);
      const user = await t.createUser();
      const get = async () =>
        (
          await app.request('/v1/account/backups', { headers: { authorization: `Bearer ${user.token}` } })
        ).json();
      expect(await get()).toEqual({ mode: 'embedded', schedule: '30 2 * * *', last: null });

      await scheduleBackups(deps, t.db.embedded!);
      await t.deps.jobs.send(BACKUP_QUEUE, {});
      expect(await t.deps.jobs.drain(BACKUP_QUEUE)).toBe(1);
      const body = (await get()) as { last: { createdAt: string; verified: boolean; size: number } };
      expect(body.last.verified).toBe(true);
      expect(body.last.size).toBeGreaterThan(10_000);
      expect(Date.now() - Date.parse(body.last.createdAt)).toBeLessThan(120_000);
    },
    180_000,
  );

  it('needs a signed-in member', async () => {
    expect((await t.request('/v1/account/backups')).status).toBe(401);
  });
});
