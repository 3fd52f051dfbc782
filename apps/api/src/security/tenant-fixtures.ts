import type { TestContext, TestUser } from '#api/testing.ts';

/**
 * How to make one row of each tenant resource, so the isolation and malformed-input suites can walk
 * every route with an `{id}`. A new tenant route without a fixture here fails those suites.
 */
export interface TenantFixture {
  /** The collection path as in /openapi.json, e.g. '/v1/clients'. */
  collection: string;
  create(t: TestContext, user: TestUser): Promise<string>;
  /** A valid change, for PATCH. */
  patch?: Record<string, unknown>;
}

async function createVia(t: TestContext, user: TestUser, path: string, body: unknown): Promise<string> {
  const res = await t.request(path, { method: 'POST', token: user.token, body });
  if (res.status !== 201) throw new Error(`fixture ${path}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

export const tenantFixtures: TenantFixture[] = [
  {
    collection: '/v1/clients',
    create: (t, u) =>
      createVia(t, u, '/v1/clients', { name: 'Fixture Client', email: 'fixture@example.com' }),
    patch: { name: 'Changed' },
  },
];
