import { createReadStream, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { MEDIAPIPE_HANDS_BASE, MEDIAPIPE_HANDS_VERSION } from './src/features/try-on/asset-path.ts';

/*
 * Serves MediaPipe Hands' files (hands.js, its wasm, the packed palm model and the landmark models) from
 * this origin: in dev from node_modules, in the client build copied into dist/client under
 * MEDIAPIPE_HANDS_BASE. The try-on points `locateFile` there, so no request leaves for a CDN.
 */
const SHIPPED = /\.(js|wasm|data|tflite|binarypb)$/;

function packageDir(): string {
  const require = createRequire(import.meta.url);
  const dir = path.dirname(require.resolve('@mediapipe/hands/package.json'));
  const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string };
  if (version !== MEDIAPIPE_HANDS_VERSION) {
    throw new Error(
      `@mediapipe/hands is ${version}; src/features/try-on/asset-path.ts says ${MEDIAPIPE_HANDS_VERSION}`,
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
      const dir = packageDir();
      server.middlewares.use(MEDIAPIPE_HANDS_BASE, (req, res, next) => {
        const name = path.basename((req.url ?? '').split('?')[0] ?? '');
        const file = path.join(dir, name);
        if (!SHIPPED.test(name) || !statSync(file, { throwIfNoEntry: false })?.isFile()) return next();
        res.setHeader('Content-Type', TYPES[path.extname(name)] ?? 'application/octet-stream');
        createReadStream(file).pipe(res);
      });
    },
    generateBundle() {
      if (ssr) return;
      const dir = packageDir();
      for (const name of readdirSync(dir).filter((file) => SHIPPED.test(file))) {
        this.emitFile({
          type: 'asset',
          fileName: `${MEDIAPIPE_HANDS_BASE.slice(1)}${name}`,
          source: readFileSync(path.join(dir, name)),
        });
      }
    },
  };
}
