import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyRuntime } from '#api/features/integrations/api-key-runtime.ts';
import { KeyCache } from '#api/features/integrations/key-cache.ts';
import { createLogger } from '#api/lib/logger.ts';
import { createTestContext, type TestContext } from '#test/testing.ts';

const principal = (keyId: string) => ({ keyId, businessId: 'b1' });

describe('KeyCache', () => {
  it('keeps a key for its time-to-live or its own expiry, whichever comes first', () => {
    let now = 1_000_000;
    const cache = new KeyCache<ReturnType<typeof principal>>(5_000, 10, 60_000, () => now);
    cache.set('h1', principal('k1'), null);
    cache.set('h2', principal('k2'), new Date(now + 1_000));
    expect(cache.get('h1')?.keyId).toBe('k1');
    now += 1_500;
    expect(cache.get('h2')).toBeNull();
    expect(cache.get('h1')?.keyId).toBe('k1');
    now += 4_000;
    expect(cache.get('h1')).toBeNull();
  });

  it('is bounded, least recently used forgotten first', () => {
    const cache = new KeyCache<ReturnType<typeof principal>>(5_000, 2);
    cache.set('h1', principal('k1'), null);
    cache.set('h2', principal('k2'), null);
    cache.get('h1');
    cache.set('h3', principal('k3'), null);
    expect(cache.size).toBe(2);
    expect(cache.get('h2')).toBeNull();
    expect(cache.get('h1')?.keyId).toBe('k1');
  });

  it('never serves nor stores a revoked key again (a lookup that read the row before the revoke)', () => {
    const cache = new KeyCache<ReturnType<typeof principal>>();
    cache.set('h1', principal('k1'), null);
    cache.revoke('k1');
    expect(cache.get('h1')).toBeNull();
    cache.set('h1', principal('k1'), null);
    expect(cache.get('h1')).toBeNull();
  });
});

/** Two runtimes listening on two connections stand for two API processes on one PostgreSQL. */
describe.runIf(Boolean(process.env.DATABASE_URL))('a revoke on one process, on PostgreSQL', () => {
  let t: TestContext;
  let other: ApiKeyRuntime;
  beforeAll(async () => {
    t = await createTestContext();
    other = new ApiKeyRuntime(t.db.db, createLogger('silent'), t.db.pool);
    await other.listen();
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  it('is refused by the other on its next request (NOTIFY clears its copy)', async () => {
    const owner = await t.createUser('Maison Deux', { plan: 'DIAMOND' });
    const token = await t.token(owner.id, { email: owner.email, aal: 'aal2' });
    const res = await t.request('/v1/api-keys', {
      method: 'POST',
      token,
      body: { name: 'Two', scopes: ['clients:read'] },
    });
    expect(res.status).toBe(201);
    const { id, key } = (await res.json()) as { id: string; key: string };
    // The other process verified the key and keeps it.
    const { authenticateApiKey } = await import('#api/features/integrations/api-keys.ts');
    const otherScope = () => ({
      kind: 'system' as const,
      tx: t.deps.db,
      deps: { ...t.deps, apiKeys: other },
      now: new Date(),
      locale: 'fr' as const,
    });
    expect((await authenticateApiKey(otherScope(), { token: key })).keyId).toBe(id);
    expect(other.cache.size).toBe(1);
    // Revoked through this process: once it commits, the other forgets it.
    expect((await t.request(`/v1/api-keys/${id}`, { method: 'DELETE', token })).status).toBe(200);
    for (let i = 0; i < 50 && other.cache.size > 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(other.cache.size).toBe(0);
    await expect(authenticateApiKey(otherScope(), { token: key })).rejects.toMatchObject({ status: 401 });
  });
});
