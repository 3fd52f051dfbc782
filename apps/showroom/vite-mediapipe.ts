import { createReadStream, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { MEDIAPIPE_SOLUTIONS } from './src/features/try-on/asset-path.ts';

/*
 * Serves each MediaPipe solution's files (Hands: hands.js, its wasm, the packed palm and landmark models;
 * Face Mesh: face_mesh.js, its wasm and packed models) from this origin: in dev from node_modules, in the
 * client build copied into dist/client under the solution's base path. The try-on points `locateFile`
 * there, so no request leaves for a CDN.
 */
const SHIPPED = /\.(js|wasm|data|tflite|binarypb)$/;

type Solution = (typeof MEDIAPIPE_SOLUTIONS)[number];

function packageDir(solution: Solution): string {
  const require = createRequire(import.meta.url);
  const dir = path.dirname(require.resolve(`${solution.packageName}/package.json`));
  const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string };
  if (version !== solution.version) {
    throw new Error(
      `${solution.packageName} is ${version}; src/features/try-on/asset-path.ts says ${solution.version}`,
    );
  }
  return dir;
}

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.wasm': 'application/wasm' };

export function mediapipeAssets(): Plugin {
  let ssr = false;
  return {
    name: 'carat-mediapipe-assets',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    configureServer(server) {
      for (const solution of MEDIAPIPE_SOLUTIONS) {
        const dir = packageDir(solution);
        server.middlewares.use(solution.base, (req, res, next) => {
          const name = path.basename((req.url ?? '').split('?')[0] ?? '');
          const file = path.join(dir, name);
          if (!SHIPPED.test(name) || !statSync(file, { throwIfNoEntry: false })?.isFile()) return next();
          res.setHeader('Content-Type', TYPES[path.extname(name)] ?? 'application/octet-stream');
          createReadStream(file).pipe(res);
        });
      }
    },
    generateBundle() {
      if (ssr) return;
      for (const solution of MEDIAPIPE_SOLUTIONS) {
        const dir = packageDir(solution);
        for (const name of readdirSync(dir).filter((file) => SHIPPED.test(file))) {
          this.emitFile({
            type: 'asset',
            fileName: `${solution.base.slice(1)}${name}`,
            source: readFileSync(path.join(dir, name)),
          });
        }
      }
    },
  };
}
