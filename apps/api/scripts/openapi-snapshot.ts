// Prints the API's two OpenAPI documents (/openapi.json and /openapi.public.json) with every object's keys
// sorted, so two checkouts can be compared byte for byte apart from ordering: a layout change (files moved,
// imports rewritten) must leave every route's path, status and body as they were.
//   pnpm --filter @carat/api exec tsx scripts/openapi-snapshot.ts > before.json   (on the old commit)
//   … > after.json; cmp before.json after.json
import { createTestContext } from '../test/testing.ts';

const sortKeys = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, sortKeys(v)]),
    );
  }
  return value;
};

const t = await createTestContext();
try {
  const documents: Record<string, unknown> = {};
  for (const path of ['/openapi.json', '/openapi.public.json']) {
    const response = await t.request(path);
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    documents[path] = await response.json();
  }
  process.stdout.write(`${JSON.stringify(sortKeys(documents), null, 1)}\n`);
} finally {
  await t.close();
}
