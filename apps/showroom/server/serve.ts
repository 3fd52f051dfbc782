/**
 * The showroom's server: static assets from the client build, and every page rendered on request from
 * the public API (src/entry-server.tsx), so each showroom and product page carries its own title,
 * description, Open Graph image and JSON-LD in the HTML, always as the jeweller last published it.
 *
 *   node dist/server/serve.js [--port 5174]      (after `pnpm build`; PORT, API_URL, SHOWROOM_URL override)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { env } from '#lib/env.ts';
import { LANG_PARAM, langCookie } from '#lib/locale.ts';
import { render } from '../src/entry-server.tsx';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: { port: { type: 'string' } },
  strict: false,
});
const port = Number(values.port ?? process.env.PORT ?? 5174);
const apiUrl = (process.env.API_URL ?? env.apiUrl).replace(/\/+$/, '');
const origin = (process.env.SHOWROOM_URL ?? env.showroomUrl).replace(/\/+$/, '');
// dist/server/serve.js → dist/client
const clientDir = path.resolve(import.meta.dirname, '../client');
const built = readFileSync(path.join(clientDir, 'index.html'), 'utf8').replace(/<title>.*<\/title>\s*/, '');
// The stylesheet first in the head, then the page's own tags (title, Open Graph, JSON-LD, the preload of
// its first picture): on a slow connection the first paint waits for nothing else.
const stylesheet = built.match(/<link rel="stylesheet"[^>]*>/)?.[0] ?? '';
// The scripts go after the markup, and on a page that rendered they are only fetched once the page has
// loaded: the HTML is complete and readable, its links work, and on a slow connection its first picture
// does not share the line with the code that makes it interactive (docs/decisions). A 404 page loads
// them at once: its only use is its two buttons.
const scripts = [
  ...built.matchAll(/<(?:script type="module"|link rel="modulepreload")[^>]*>(?:<\/script>)?/g),
].map((match) => match[0]);
const entry = scripts.map((tag) => /<script type="module"[^>]*src="([^"]+)"/.exec(tag)?.[1]).find(Boolean);
const modules = scripts.map((tag) => /rel="modulepreload"[^>]*href="([^"]+)"/.exec(tag)?.[1]).filter(Boolean);
const scriptsAtOnce = scripts.join('\n    ');
// After the load event and the frame that follows it: the page has painted by then.
const scriptsOnLoad = `<script>addEventListener('load',function(){requestAnimationFrame(function(){setTimeout(function(){${JSON.stringify(modules)}.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)});var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry)};document.body.appendChild(s)},0)})})</script>`;
let staged = built;
for (const tag of scripts) staged = staged.replace(tag, '');
staged = staged.replace('</body>', '  <!--app-scripts-->\n  </body>');
const template = staged
  .replace(stylesheet, '')
  .replace('<!--app-head-->', `${stylesheet}\n    <!--app-head-->`);

/** React writes the preloads of the page's first pictures ahead of the markup: they belong in the head. */
function hoistPreloads(html: string): { preloads: string; body: string } {
  const match = html.match(/^(?:<link [^>]*\/>)+/);
  return match ? { preloads: match[0], body: html.slice(match[0].length) } : { preloads: '', body: html };
}

const isLocale = (value: string | undefined) => value === 'fr' || value === 'en';

const app = new Hono();
app.use(compress());
app.use('*', async (c, next) => {
  await next();
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
});
// Hashed build files never change; pictures and the rest may.
app.use(
  '/assets/*',
  serveStatic({
    root: path.relative(process.cwd(), clientDir),
    onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
  }),
);
app.use('*', async (c, next) =>
  path.extname(c.req.path)
    ? serveStatic({
        root: path.relative(process.cwd(), clientDir),
        onFound: (_p, ctx) => ctx.header('Cache-Control', 'public, max-age=3600'),
      })(c, next)
    : next(),
);
app.get('/', (c) => c.redirect('/showroom', 302));
app.get('*', async (c) => {
  if (path.extname(c.req.path)) return c.text('Not found', 404);
  try {
    const page = await render(c.req.url, { apiUrl, origin, cookie: c.req.header('cookie') });
    // A showroom that changed its slug: its old addresses lead to the new ones, for good.
    if (page.redirect) return c.redirect(page.redirect, 301);
    // The FR/EN switch is a link with ?lang=: the choice is remembered for the next pages.
    if (isLocale(c.req.query(LANG_PARAM))) c.header('Set-Cookie', langCookie(page.locale));
    const { preloads, body } = hoistPreloads(page.html);
    const html = template
      .replace('<html lang="fr">', `<html lang="${page.locale}">`)
      .replace('<!--app-head-->', `${page.head}\n    ${preloads}`)
      .replace('<!--app-html-->', body)
      .replace(
        '<!--app-state-->',
        `<script type="application/json" id="carat-state">${page.state}</script><script>window.__CARAT_LOCALE__=${JSON.stringify(page.locale)}</script>`,
      )
      .replace('<!--app-scripts-->', page.status === 200 ? scriptsOnLoad : scriptsAtOnce);
    c.header('Cache-Control', 'no-cache');
    return c.html(html, page.status as 200);
  } catch (error) {
    console.error('[showroom] render failed:', (error as Error).message);
    // The API is unreachable: the page renders in the browser, which shows its own error state.
    return c.html(
      template
        .replace('<!--app-head-->', '<title>Showroom — Carat</title>')
        .replace('<!--app-scripts-->', scriptsAtOnce),
      503,
    );
  }
});

serve({ fetch: app.fetch, port, hostname: process.env.HOST ?? 'localhost' }, (info) => {
  console.log(`showroom: http://localhost:${info.port} (API ${apiUrl})`);
});
