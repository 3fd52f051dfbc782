// Bundles the API for production: the workspace packages are TypeScript sources, so they are bundled in;
// npm dependencies stay external and are installed beside the bundle.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server.ts'],
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
