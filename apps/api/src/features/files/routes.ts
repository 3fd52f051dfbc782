import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '#api/context.ts';
import {
  deleteFile,
  FILE_KINDS,
  getFile,
  listFiles,
  publicProductImage,
  readFileBytes,
  signedProductImage,
  uploadFile,
} from '#api/features/files/files.ts';
import { AppError } from '#api/lib/errors.ts';
import { imageAccessLeft } from '#api/lib/image-access.ts';
import { jsonResponse, router, tenantErrors, UuidParam } from '#api/lib/openapi.ts';
import { isoDates } from '#api/lib/serialise.ts';
import { prepareFile } from '#api/lib/uploads.ts';
import { anonScope, visitorScope } from '#api/middleware/scope.ts';

const FileInfo = z
  .object({
    id: z.uuid(),
    kind: z.enum(FILE_KINDS),
    contentType: z.enum(['image/png', 'image/jpeg', 'image/svg+xml']),
    byteSize: z.number().int(),
    originalName: z.string().nullable(),
    sha256: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'FileInfo' });

const binary = (description: string) => ({
  description,
  content: {
    'image/png': { schema: { type: 'string' as const, format: 'binary' } },
    'image/jpeg': { schema: { type: 'string' as const, format: 'binary' } },
    'image/svg+xml': { schema: { type: 'string' as const, format: 'binary' } },
  },
});

const common = { tags: ['Files'], security: [{ bearer: [] }] };

const upload = createRoute({
  ...common,
  method: 'post',
  path: '/files',
  summary:
    'Upload an image: the body is the file itself. Logos: PNG, JPG or SVG up to 2 MB; product images PNG or JPG, reference images PNG, JPG or SVG, up to 5 MB. The type is read from the bytes; what is stored is decoded and written again, without metadata (EXIF, GPS); an SVG is drawn to a PNG (one with scripts or external references is refused).',
  request: {
    query: z.object({ kind: z.enum(FILE_KINDS), name: z.string().max(255).optional() }),
    body: { required: true, ...binary('The file') },
  },
  responses: { 201: jsonResponse(FileInfo, 'The stored file'), ...tenantErrors },
});
const list = createRoute({
  ...common,
  method: 'get',
  path: '/files',
  summary: 'The business’s files, newest first',
  request: { query: z.object({ kind: z.enum(FILE_KINDS).optional() }) },
  responses: { 200: jsonResponse(z.object({ items: z.array(FileInfo) }), 'Files'), ...tenantErrors },
});
const read = createRoute({
  ...common,
  method: 'get',
  path: '/files/{id}',
  summary: 'One file’s details',
  request: { params: UuidParam },
  responses: { 200: jsonResponse(FileInfo, 'The file'), ...tenantErrors },
});
const content = createRoute({
  ...common,
  method: 'get',
  path: '/files/{id}/content',
  summary: 'One file’s bytes (to the business’s members only)',
  request: { params: UuidParam },
  responses: { 200: binary('The file'), ...tenantErrors },
});
const remove = createRoute({
  ...common,
  method: 'delete',
  path: '/files/{id}',
  summary: 'Delete a file (a logo setting and order images that used it go with it)',
  request: { params: UuidParam },
  responses: { 204: { description: 'Deleted' }, ...tenantErrors },
});

const serialise = isoDates;

/** An image answer: the stored type, revalidated by its hash, and never run (SVG in a sandbox). */
function imageResponse(
  c: Context<AppEnv>,
  file: { contentType: string; sha256: string },
  bytes: Uint8Array,
  cache: string,
) {
  const etag = `"${file.sha256}"`;
  c.header('ETag', etag);
  c.header('Cache-Control', cache);
  c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  if (c.req.header('if-none-match') === etag) return c.body(null, 304);
  c.header('Content-Type', file.contentType);
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200);
}

export function fileRoutes() {
  return router()
    .openapi(upload, async (c) => {
      const { kind, name } = c.req.valid('query');
      // Prepared before the transaction opened (middleware/uploads.ts); read here only if it was not.
      const prepared = c.get('preparedUpload');
      const ready =
        prepared?.route === 'file'
          ? prepared.file
          : await prepareFile(kind, new Uint8Array(await c.req.arrayBuffer()));
      const file = await uploadFile(c.get('scope'), { file: ready, originalName: name ?? null });
      return c.json(serialise(file), 201);
    })
    .openapi(list, async (c) => {
      const items = await listFiles(c.get('scope'), c.req.valid('query').kind);
      return c.json({ items: items.map(serialise) }, 200);
    })
    .openapi(read, async (c) => {
      const { storageKey: _key, ...info } = await getFile(c.get('scope'), c.req.valid('param').id);
      return c.json(serialise(info), 200);
    })
    .openapi(content, async (c) => {
      const { file, bytes } = await readFileBytes(c.get('scope'), c.req.valid('param').id);
      return imageResponse(c, file, bytes, 'private, max-age=3600');
    })
    .openapi(remove, async (c) => {
      await deleteFile(c.get('scope'), c.req.valid('param').id);
      return c.body(null, 204);
    });
}

const publicImage = createRoute({
  tags: ['Files'],
  method: 'get',
  path: '/files/{id}',
  summary:
    'A showroom image, or a product image once a published piece shows it, for anyone; a draft’s only with the signed `access` its member answers carry (otherwise 404). Other files are never served here.',
  request: { params: UuidParam, query: z.object({ access: z.string().max(500).optional() }) },
  responses: { 200: binary('The image'), 400: tenantErrors[400], 404: tenantErrors[404] },
});

/** Public: showroom images and published pieces' images, read through a definer function that answers
 * nothing else; with a member's signed `access`, that one product or showroom file. */
export function publicFileRoutes() {
  const app = router();
  app.use('/files/*', (c, next) => (c.req.query('access') ? visitorScope(c, next) : anonScope(c, next)));
  return app.openapi(publicImage, async (c) => {
    const { id } = c.req.valid('param');
    const { access } = c.req.valid('query');
    if (access) {
      const left = imageAccessLeft(c.get('deps').config, id.toLowerCase(), access);
      if (left === null) throw AppError.notFound('Image');
      const { file, bytes } = await signedProductImage(c.get('publicScope'), id);
      return imageResponse(c, file, bytes, `private, max-age=${Math.min(left, 3600)}`);
    }
    const { file, bytes } = await publicProductImage(c.get('publicScope'), id);
    return imageResponse(c, file, bytes, 'public, max-age=86400');
  });
}
