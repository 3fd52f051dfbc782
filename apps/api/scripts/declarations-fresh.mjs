#!/usr/bin/env node
// Run before the type-check of a package that reads the typed client (api-client, dashboard, showroom; ADR 057).
// The API's type-check writes dist-types/apps/api/src/app.d.ts, every route's types spelled out once; those
// packages read it through the "types" condition of @carat/api/app. When a source the routes are made of
// (the API's or a workspace package's) changed after that file was written, it is removed: TypeScript then
// falls back to the sources (slower, never stale). `pnpm typecheck` (turbo) writes it afresh first.
import { readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const declarations = join(root, 'apps/api/dist-types');
const written = (() => {
  try {
    return statSync(join(declarations, 'apps/api/src/app.d.ts')).mtimeMs;
  } catch {
    return null;
  }
})();

function newerSource(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return null;
  }
  for (const entry of entries) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      const found = newerSource(path);
      if (found) return found;
    } else if (/\.(ts|tsx|json)$/.test(entry.name) && statSync(path).mtimeMs > written) return path;
  }
  return null;
}

if (written !== null) {
  const sources = [
    join(root, 'apps/api/src'),
    ...readdirSync(join(root, 'packages')).map((name) => join(root, 'packages', name, 'src')),
  ];
  let changed = null;
  for (const source of sources) {
    changed = newerSource(source);
    if (changed) break;
  }
  if (changed) {
    rmSync(declarations, { recursive: true, force: true });
    console.log(
      `${changed.slice(root.length + 1)} changed after the API's declarations were written: removed, the ` +
        'type-check reads the sources (`pnpm --filter @carat/api typecheck` writes them again).',
    );
  }
}
