import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '#api/testing.ts';
import { tenantFixtures } from './tenant-fixtures.ts';

/**
 * Walks every operation of /openapi.json with wrong types, missing fields, oversized strings, bad ids
 * and broken JSON: every answer is a 4xx JSON error (never a 5xx) and nothing is written.
 */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  $ref?: string;
  anyOf?: JsonSchema[];
  items?: JsonSchema;
}
interface Operation {
  parameters?: { name: string; in: 'path' | 'query' | 'header'; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}
interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema> };
}

let t: TestContext;
let user: TestUser;
let doc: OpenApi;
const ids = new Map<string, string>();

beforeAll(async () => {
  t = await createTestContext();
  user = await t.createUser('Malformed Inc');
  doc = (await (await t.request('/openapi.json')).json()) as OpenApi;
  for (const fixture of tenantFixtures) ids.set(fixture.collection, await fixture.create(t, user));
});
afterAll(() => t?.close());

const resolve = (schema: JsonSchema): JsonSchema => {
  if (schema.$ref) return resolve(doc.components.schemas[schema.$ref.split('/').pop()!]!);
  if (schema.anyOf) return resolve(schema.anyOf.find((s) => s.type !== 'null') ?? schema.anyOf[0]!);
  return schema;
};
const typeOf = (schema: JsonSchema) => {
  const type = resolve(schema).type;
  return Array.isArray(type) ? type.find((x) => x !== 'null') : type;
};
const wrongValue = (schema: JsonSchema): unknown => {
  switch (typeOf(schema)) {
    case 'string':
      return 12345;
    case 'number':
    case 'integer':
      return 'not a number';
    case 'boolean':
      return 'maybe';
    case 'array':
      return 'not an array';
    default:
      return 42;
  }
};

/** Every table row count in the public schema: unchanged after a refused request. */
async function snapshot(): Promise<string> {
  const { rows } = await t.db.pool.query<{ relname: string; n: string }>(
    `select c.relname, (xpath('/row/n/text()', query_to_xml(format('select count(*) as n from public.%I', c.relname), false, true, '')))[1]::text as n
       from pg_class c join pg_namespace ns on ns.oid = c.relnamespace
      where ns.nspname = 'public' and c.relkind = 'r' order by 1`,
  );
  return rows.map((r) => `${r.relname}=${r.n}`).join(',');
}

function operations() {
  const out: { method: string; path: string; op: Operation }[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) out.push({ method: method.toUpperCase(), path, op });
  }
  return out;
}

function fill(path: string, idValue?: string) {
  return path.replace(
    '{id}',
    idValue ?? ids.get(path.slice(0, path.indexOf('/{id}'))) ?? '00000000-0000-4000-8000-000000000000',
  );
}

function bodiesFor(op: Operation): { label: string; body: unknown }[] {
  const schema = op.requestBody?.content['application/json']?.schema;
  if (!schema) return [];
  const resolved = resolve(schema);
  const props = resolved.properties ?? {};
  const cases: { label: string; body: unknown }[] = [
    // An empty object is a valid PATCH (nothing to change); it is malformed where fields are required.
    ...(resolved.required?.length ? [{ label: 'missing fields', body: {} }] : []),
    { label: 'an array instead of an object', body: [] },
    { label: 'null', body: 'null' },
    { label: 'broken JSON', body: '{"name": ' },
    { label: 'unknown field', body: { definitelyNotAField: true } },
  ];
  for (const [name, prop] of Object.entries(props)) {
    cases.push({ label: `wrong type for ${name}`, body: { [name]: wrongValue(prop) } });
    if (typeOf(prop) === 'string')
      cases.push({ label: `oversized ${name}`, body: { [name]: 'x'.repeat(20_000) } });
  }
  cases.push({ label: 'oversized body', body: { name: 'y'.repeat(2_000_000) } });
  return cases;
}

describe('malformed input', () => {
  it('is refused with a 4xx JSON error on every route, and nothing is written', async () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(5);
    const before = await snapshot();
    const failures: string[] = [];
    let checked = 0;

    const check = async (label: string, method: string, path: string, body?: unknown, query = '') => {
      const res = await t.request(`${path}${query}`, { method, token: user.token, body });
      checked++;
      const type = res.headers.get('content-type') ?? '';
      const payload = type.includes('json') ? ((await res.json()) as { error?: { code?: string } }) : null;
      if (res.status < 400 || res.status >= 500 || !payload?.error?.code) {
        failures.push(`${method} ${path}${query} (${label}) → ${res.status} ${JSON.stringify(payload)}`);
      }
    };

    for (const { method, path, op } of ops) {
      if (path.includes('{id}')) {
        await check('bad id', method, fill(path, 'not-a-uuid'), method === 'PATCH' ? {} : undefined);
        await check(
          'unknown id',
          method,
          fill(path, '3d0f6c52-7d39-4d1e-9a35-0c3b1c7d9a11'),
          method === 'PATCH' ? { name: 'x' } : undefined,
        );
      }
      for (const { label, body } of bodiesFor(op)) await check(label, method, fill(path), body);
      for (const param of op.parameters?.filter((p) => p.in === 'query') ?? []) {
        const bad = typeOf(param.schema) === 'string' ? 'x'.repeat(5000) : 'abc';
        await check(
          `bad query ${param.name}`,
          method,
          fill(path),
          undefined,
          `?${param.name}=${encodeURIComponent(bad)}`,
        );
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(20);
    expect(await snapshot()).toBe(before);
  });
});
