// Bundles the API for production: the workspace packages are TypeScript sources, so they are bundled in;
// npm dependencies stay external and are installed beside the bundle.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

await build({
  // The design generator's worker thread is its own file beside the server (features/designs/generator.ts).
  entryPoints: [
    { in: 'src/server.ts', out: 'server' },
    // Hosted mode's job worker (README: `node dist/worker.js` beside replicas with RUN_WORKER=false).
    { in: 'src/worker.ts', out: 'worker' },
    { in: 'src/features/designs/design-worker.ts', out: 'design-worker' },
  ],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [
    {
      name: 'bundle-workspace-packages',
      setup(b) {
        // '@carat/*' are source-only packages: bundle them; everything else stays external.
        b.onResolve({ filter: /^[^./#]/ }, (args) =>
          args.path.startsWith('@carat/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
  logLevel: 'warning',
});

// The SQL migrations ship beside the bundle (packages/db's migrate.ts looks in `dist/migrations`), so
// `node dist/server.js` can migrate an embedded database on its first start.
const migrations = new URL('./dist/migrations/', import.meta.url);
rmSync(migrations, { recursive: true, force: true });
cpSync(new URL('../../packages/db/migrations/', import.meta.url), migrations, { recursive: true });

// The fonts a PDF/A invoice embeds (Factur-X, ADR 064: lib/pdf/pdfa.ts looks in `dist/fonts`).
const fonts = new URL('./dist/fonts/', import.meta.url);
rmSync(fonts, { recursive: true, force: true });
cpSync(new URL('./vendor/fonts/', import.meta.url), fonts, { recursive: true });
