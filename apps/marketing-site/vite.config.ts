import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { loadEnv, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { assertEnv } from './src/lib/env.schema.ts';

/**
 * `vite preview` serves the pre-rendered site as a static host would: /faq → dist/faq/index.html, and any
 * unknown page → dist/404.html with a 404 status (instead of a single-page-app fallback).
 */
function staticSitePreview(): Plugin {
  return {
    name: 'carat:static-site-preview',
    configurePreviewServer(server) {
      const dist = path.resolve(server.config.root, server.config.build.outDir);
      const isPage = (url: string) => !path.extname(new URL(url, 'http://site').pathname);
      server.middlewares.use((req, _res, next) => {
        if (!req.url || !isPage(req.url)) return next();
        const url = new URL(req.url, 'http://site');
        const file = path.join(dist, decodeURIComponent(url.pathname), 'index.html');
        if (file.startsWith(dist) && existsSync(file)) {
          req.url = `${path.relative(dist, file).split(path.sep).join('/').replace(/^/, '/')}${url.search}`;
        }
        next();
      });
      return () => {
        server.middlewares.use((req, res, next) => {
          if (!req.url || !isPage(req.url) || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
          res.statusCode = 404;
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(readFileSync(path.join(dist, '404.html')));
        });
      };
    },
  };
}

export default defineConfig(({ command, mode, isPreview }) => {
  // A wrong or missing value in .env fails here, at dev start and at build, with a clear message.
  assertEnv(loadEnv(mode, import.meta.dirname, 'VITE_'));
  return {
    plugins: [react(), tailwindcss(), staticSitePreview()],
    // The built site is a set of static pages: no single-page fallback when previewing it.
    appType: command === 'serve' && !isPreview ? 'spa' : 'mpa',
    server: { port: 5173, strictPort: true },
    preview: { port: 5173, strictPort: true },
    // scripts/prerender.ts writes the modulepreload hints of each page itself (from the manifest).
    build: { target: 'es2022', sourcemap: true, manifest: true, modulePreload: false },
    test: {
      environment: 'happy-dom',
      include: ['src/**/*.test.{ts,tsx}'],
      // The first pre-render imports the whole site; on a shared 2-core machine under load that alone took
      // over vitest's 5 s default. Nothing here measures time.
      testTimeout: 30_000,
    },
  };
});
