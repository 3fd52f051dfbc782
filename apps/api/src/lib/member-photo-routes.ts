import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { AppError } from '#api/lib/errors.ts';
import { imageAccessLeft } from '#api/lib/image-access.ts';
import type { PhotoFormat } from '#api/lib/image-pipeline.ts';
import { router, tenantErrors } from '#api/lib/openapi.ts';
import { visitorScope } from '#api/middleware/scope.ts';
import type { PublicScope } from '#api/scope.ts';

/** What a photo's size answers: the image (WebP or AVIF) or the refusals. */
export const photoFileResponses = {
  200: {
    description: 'The image',
    content: {
      'image/webp': { schema: { type: 'string' as const, format: 'binary' } },
      'image/avif': { schema: { type: 'string' as const, format: 'binary' } },
    },
  },
  400: tenantErrors[400],
  404: tenantErrors[404],
  422: tenantErrors[422],
};

type StoredSize = { bytes: Uint8Array; contentType: string; etag: string };

/**
 * The route serving a members-only photo's sizes (`/{prefix}/{photoId}/{width}.{webp|avif}`) for the
 * dashboard's <img>: outside /v1 (no bearer token on an image), answered only to a signed address naming
 * that photo (lib/image-access.ts, ADR 049), never public; kept by the browser no longer than the address
 * lives. `read` finds the stored size, the scope reading as the server.
 */
export function memberPhotoRoutes(options: {
  prefix: string;
  tag: string;
  summary: string;
  read: (
    scope: PublicScope,
    input: { photoId: string; width: number; format: PhotoFormat },
  ) => Promise<StoredSize>;
}) {
  const route = createRoute({
    tags: [options.tag],
    method: 'get',
    path: `/${options.prefix}/{photoId}/{file}`,
    summary: options.summary,
    request: {
      params: z.object({ photoId: z.uuid(), file: z.string().regex(/^\d{2,4}\.(webp|avif)$/) }),
      query: z.object({ access: z.string().max(500).optional() }),
    },
    responses: photoFileResponses,
  });
  const app = router();
  app.use(`/${options.prefix}/*`, visitorScope);
  return app.openapi(route, async (c) => {
    const { photoId, file } = c.req.valid('param');
    const { access } = c.req.valid('query');
    const left = access ? imageAccessLeft(c.get('deps').config, photoId.toLowerCase(), access) : null;
    if (left === null) throw AppError.notFound('Image');
    const [width, format] = file.split('.') as [string, PhotoFormat];
    const photo = await options.read(c.get('publicScope'), { photoId, width: Number(width), format });
    const etag = `"${photo.etag}"`;
    c.header('Cache-Control', `private, max-age=${Math.min(left, 3600)}`);
    c.header('ETag', etag);
    if (c.req.header('if-none-match') === etag) return c.body(null, 304);
    c.header('Content-Type', photo.contentType);
    return c.body(photo.bytes as Uint8Array<ArrayBuffer>, 200);
  });
}
