import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { Hono } from 'hono';
import type { AppEnv } from '#api/context.ts';
import { apiGuideHtml } from '#api/features/integrations/api-guide.ts';
import { keyEnvironment, keyPrefix } from '#api/features/integrations/api-key-format.ts';
import { publicApiDocument } from '#api/features/integrations/public-openapi.ts';

const require = createRequire(import.meta.url);
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

/** `/openapi.json` (built from the routes themselves) and `/docs`, a Swagger UI served from this process. */
export function docsRoutes(app: OpenAPIHono<AppEnv>): Hono<AppEnv> {
  let assetDir: string | null = null;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Carat API</title>
<link rel="stylesheet" href="/docs/assets/swagger-ui.css"></head>
<body><div id="ui"></div><script src="/docs/assets/swagger-ui-bundle.js"></script>
<script src="/docs/assets/init.js"></script></body></html>`;

  const fullDocument = (apiUrl: string) =>
    app.getOpenAPI31Document({
      openapi: '3.1.0',
      info: { title: 'Carat API', version: '1.0.0' },
      servers: [{ url: apiUrl }],
    });
  const docsCsp = "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'";

  return new Hono<AppEnv>()
    .get('/openapi.public.json', (c) => {
      const apiUrl = c.get('deps').config.API_URL;
      return c.json(publicApiDocument(fullDocument(apiUrl), apiUrl));
    })
    .get('/docs/api', (c) => {
      c.header('Content-Security-Policy', docsCsp);
      const { config } = c.get('deps');
      return c.html(apiGuideHtml(config.API_URL, keyPrefix(keyEnvironment(config.production))));
    })
    .get('/docs/api/reference', (c) => {
      c.header('Content-Security-Policy', docsCsp);
      return c.html(html.replace('/docs/assets/init.js', '/docs/assets/init-public.js'));
    })
    .get('/docs/assets/init-public.js', (c) => {
      c.header('Content-Type', 'text/javascript; charset=utf-8');
      return c.body("window.ui = SwaggerUIBundle({ url: '/openapi.public.json', dom_id: '#ui' });");
    })
    .get('/openapi.json', (c) =>
      c.json(
        app.getOpenAPI31Document({
          openapi: '3.1.0',
          info: {
            title: 'Carat API',
            version: '1.0.0',
            description:
              'The data API of the jewellers platform. Tenant routes take a bearer access token; errors answer {"error":{"code","message","fields"?}}.',
          },
          servers: [{ url: c.get('deps').config.API_URL }],
        }),
      ),
    )
    .get('/docs', (c) => {
      c.header(
        'Content-Security-Policy',
        "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'",
      );
      return c.html(html);
    })
    .get('/docs/assets/init.js', (c) => {
      c.header('Content-Type', 'text/javascript; charset=utf-8');
      return c.body("window.ui = SwaggerUIBundle({ url: '/openapi.json', dom_id: '#ui' });");
    })
    .get('/docs/assets/:file', async (c) => {
      const file = c.req.param('file');
      const type = ASSETS[file];
      if (!type) return c.notFound();
      assetDir ??= dirname(require.resolve('swagger-ui-dist/package.json'));
      c.header('Content-Type', type);
      c.header('Cache-Control', 'public, max-age=86400');
      return c.body(await readFile(join(assetDir, file)));
    });
}
