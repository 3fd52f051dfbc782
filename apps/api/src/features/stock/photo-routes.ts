import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { memberPhotoRoutes } from '#api/lib/member-photo-routes.ts';
import { jsonBody, jsonResponse, router, tenantErrors, UuidParam } from '#api/lib/openapi.ts';
import { preparedPhotoOf } from '#api/lib/uploads.ts';
import {
  addStockItemPhoto,
  deleteStockItemPhoto,
  readStockPhotoFile,
  reorderStockItemPhotos,
} from './photos.ts';
import { StockItemPhoto } from './routes.ts';

const common = { tags: ['Stock'], security: [{ bearer: [] }] };
const Photos = z.array(StockItemPhoto);

const upload = createRoute({
  ...common,
  method: 'post',
  path: '/stock-items/{id}/photos',
  summary:
    'Add a photo of the item (multipart: `file`), as a catalogue photo: JPG, PNG or WebP up to 20 MB, read from the bytes, metadata removed, WebP and AVIF sizes; answers the item’s photos',
  request: {
    params: UuidParam,
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: z.object({ file: z.any().meta({ type: 'string', format: 'binary' }) }),
        },
      },
    },
  },
  responses: { 201: jsonResponse(Photos, 'The item’s photos, in order'), ...tenantErrors },
});
const reorder = createRoute({
  ...common,
  method: 'put',
  path: '/stock-items/{id}/photos/order',
  summary: 'Put the item’s photos in this order (every photo once); the first is its thumbnail',
  request: {
    params: UuidParam,
    body: jsonBody(z.strictObject({ order: z.array(z.uuid()).max(30) })),
  },
  responses: { 200: jsonResponse(Photos, 'The item’s photos, in order'), ...tenantErrors },
});
const remove = createRoute({
  ...common,
  method: 'delete',
  path: '/stock-items/{id}/photos/{photoId}',
  summary: 'Delete a photo of the item (its stored sizes too)',
  request: { params: UuidParam.extend({ photoId: z.uuid() }) },
  responses: { 200: jsonResponse(Photos, 'The item’s photos left, in order'), ...tenantErrors },
});

export function stockPhotoRoutes() {
  return router()
    .openapi(upload, async (c) => {
      const photo = await preparedPhotoOf(
        c.req.valid('form') as Record<string, unknown>,
        c.get('preparedUpload'),
      );
      return c.json(
        await addStockItemPhoto(c.get('scope'), { stockItemId: c.req.valid('param').id, photo }),
        201,
      );
    })
    .openapi(reorder, async (c) =>
      c.json(
        await reorderStockItemPhotos(c.get('scope'), {
          stockItemId: c.req.valid('param').id,
          order: c.req.valid('json').order,
        }),
        200,
      ),
    )
    .openapi(remove, async (c) => {
      const { id, photoId } = c.req.valid('param');
      return c.json(await deleteStockItemPhoto(c.get('scope'), { stockItemId: id, photoId }), 200);
    });
}

/** A stock item's photos for the dashboard's <img>, by signed addresses only. */
export const stockPhotoFileRoutes = () =>
  memberPhotoRoutes({
    prefix: 'stock-photos',
    tag: 'Stock',
    summary:
      'One size of a stock item’s photo, by the signed address the item carries (members only): without a valid `access`, 404',
    read: readStockPhotoFile,
  });
