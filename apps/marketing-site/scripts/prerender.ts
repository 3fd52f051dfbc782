/**
 * Pre-renders every route of the site into the built client (dist/): the page's HTML inside
 * `<div id="root">`, its head tags (title, description, canonical, Open Graph, JSON-LD), preload hints for its
 * fonts and its page module; then sitemap.xml and robots.txt. Runs after `vite build` and the SSR build of
 * src/entry-server.tsx (see package.json's build script).
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as EntryServer from '../src/entry-server.tsx';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const ssrDir = path.join(root, 'dist-ssr');

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** The faces the first screen uses: Inter (text) and Cormorant Garamond 500 (titles), Latin subset. */
const PRELOADED_FONTS = [
  /^inter-latin-wght-normal-.*\.woff2$/,
  /^cormorant-garamond-latin-500-normal-.*\.woff2$/,
];

function fontPreloads(): string[] {
  const assets = readdirSync(path.join(dist, 'assets'));
  return PRELOADED_FONTS.map((pattern) => {
    const file = assets.find((name) => pattern.test(name));
    if (!file) throw new Error(`prerender: no built font matches ${pattern}`);
    return `<link rel="preload" href="/assets/${file}" as="font" type="font/woff2" crossorigin />`;
  });
}

/**
 * Everything the page's first run imports, so the browser fetches it all at once instead of discovering it
 * chunk by chunk: the entry's static imports and the page module with its own (the entry itself is the
 * template's <script>).
 */
function modulePreloads(manifest: Manifest, source: string): string[] {
  const files = new Set<string>();
  const collect = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`prerender: ${key} is not in the build manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported);
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('prerender: the build manifest has no entry');
  collect(entryKey);
  const entryFile = manifest[entryKey]!.file;
  collect(source);
  return [...files]
    .filter((file) => file !== entryFile)
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`);
}

/** The template's stylesheet link, taken out so it can lead the head (it is what the first paint waits for). */
function takeStylesheet(template: string): [string, string] {
  const link = /<link rel="stylesheet"[^>]*>/.exec(template)?.[0];
  if (!link) throw new Error('prerender: the built template has no stylesheet');
  return [template.replace(link, ''), link];
}

async function main() {
  const [template, stylesheet] = takeStylesheet(readFileSync(path.join(dist, 'index.html'), 'utf8'));
  const manifestPath = path.join(dist, '.vite', 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const server = (await import(
    pathToFileURL(path.join(ssrDir, 'entry-server.js')).href
  )) as typeof EntryServer;
  const fonts = fontPreloads();
  const theme = `<script>${server.themeInitScript()}</script>`;

  for (const route of server.routes) {
    const { html, head } = await server.render(route);
    const tags = [stylesheet, theme, head, ...fonts, ...modulePreloads(manifest, route.source)].join(
      '\n    ',
    );
    const page = template.replace('<!--app-head-->', tags).replace('<!--app-html-->', html);
    const out = path.join(dist, route.file);
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, page);
    console.log(
      `prerender: ${route.path.padEnd(9)} → dist/${route.file} (${(page.length / 1024).toFixed(1)} kB)`,
    );
  }

  const indexable = server.routes.filter((route) => route.indexable);
  const siteUrl = new URL(server.canonicalUrl(indexable[0]!)).origin;
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...indexable.map(
      (route) => `  <url><loc>${server.canonicalUrl(route)}</loc><lastmod>2025-10-11</lastmod></url>`,
    ),
    '</urlset>',
    '',
  ].join('\n');
  writeFileSync(path.join(dist, 'sitemap.xml'), sitemap);
  writeFileSync(
    path.join(dist, 'robots.txt'),
    `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`,
  );
  console.log(`prerender: sitemap.xml (${indexable.length} pages), robots.txt`);

  rmSync(path.join(dist, '.vite'), { recursive: true, force: true });
  rmSync(ssrDir, { recursive: true, force: true });
}

await main();
