// After `build.mjs`: every npm package the bundles import must resolve from apps/api, as `node dist/server.js`
// will ask for it. The workspace packages are bundled in, but their npm dependencies stay external, so each
// one used at run time must also be a dependency of @carat/api (pnpm does not hoist them).
import { readFileSync } from 'node:fs';

const bundles = ['dist/server.js', 'dist/worker.js', 'dist/design-worker.js'];
const missing = new Map();
for (const bundle of bundles) {
  const code = readFileSync(new URL(bundle, import.meta.url), 'utf8');
  const imports = /^\s*import\s[^'"]*?["']([^"'./][^"']*)["']|\bimport\(\s*["']([^"'./][^"']*)["']\s*\)/gm;
  for (const match of code.matchAll(imports)) {
    const spec = match[1] ?? match[2];
    if (!spec || spec.startsWith('node:')) continue;
    try {
      import.meta.resolve(spec);
    } catch {
      missing.set(spec, bundle);
    }
  }
}
if (missing.size > 0) {
  for (const [spec, bundle] of missing)
    console.error(`${bundle} imports '${spec}', which apps/api cannot resolve`);
  console.error('Add each to the dependencies of apps/api/package.json.');
  process.exit(1);
}
console.log(`check-externals: every import of ${bundles.join(', ')} resolves`);
