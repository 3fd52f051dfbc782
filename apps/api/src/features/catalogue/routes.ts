import { PRODUCT_STATUSES } from '@carat/domain/showroom';
import {
  productImageFieldsSchema,
  productImagePatchSchema,
  productImportSchema,
  productInputSchema,
  productListQuerySchema,
  productPatchSchema,
  publicProductQuerySchema,
  SIZE_SYSTEMS,
} from '@carat/validation/catalogue';
import { localeSchema } from '@carat/validation/locale';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  addProductImage,
  deleteProductImage,
  readProductImageFile,
  readSignedProductImageFile,
  updateProductImage,
} from '#api/features/catalogue/images.ts';
import {
  createProduct,
  deleteProduct,
  duplicateProduct,
  getProduct,
  listProducts,
  updateProduct,
} from '#api/features/catalogue/products.ts';
import { listPublicProducts } from '#api/features/catalogue/public.ts';
import { exportProducts, importProducts, previewProductImport } from '#api/features/catalogue/shopify.ts';
import { AppError } from '#api/lib/errors.ts';
import { imageAccessLeft } from '#api/lib/image-access.ts';
import { PHOTO_FORMATS } from '#api/lib/image-pipeline.ts';
import { photoFileResponses } from '#api/lib/member-photo-routes.ts';
import { jsonBody, jsonResponse, router, tenantErrors, UuidParam } from '#api/lib/openapi.ts';
import { type PreparedUpload, preparedPhotoOf } from '#api/lib/uploads.ts';
import { anonScope, visitorScope } from '#api/middleware/scope.ts';

/** One of the business's own category keys (ADR 076). */
const Category = z.string();
const Status = z.enum(PRODUCT_STATUSES);
const Actions = z.array(z.enum(['publish', 'unpublish', 'archive', 'restore', 'duplicate', 'delete']));

/** One photo as the showroom lists it: the default size, and the WebP and AVIF srcsets of uploaded photos. */
const ShowroomImage = z
  .object({
    url: z.string(),
    alt: z.string(),
    altEn: z.string().nullable().optional(),
    srcset: z.string().optional(),
    avifSrcset: z.string().optional(),
    width: z.number().int().optional(),
    height: z.number().int().optional(),
    metal: z.string().nullable().optional(),
  })
  .meta({ id: 'ShowroomImage' });

const ProductImage = z
  .object({
    id: z.uuid(),
    position: z.number().int(),
    altFr: z.string().nullable(),
    altEn: z.string().nullable(),
    metal: z.string().nullable(),
    /** 'to_upload': named by an import's address, not fetched. */
    status: z.enum(['ready', 'to_upload']),
    url: z.string().nullable(),
    srcset: z.string().nullable(),
    avifSrcset: z.string().nullable(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    originalBytes: z.number().int().nullable(),
    sourceUrl: z.string().nullable(),
    sizes: z.array(
      z.object({
        format: z.enum(PHOTO_FORMATS),
        width: z.number().int(),
        height: z.number().int(),
        bytes: z.number().int(),
        url: z.string(),
      }),
    ),
    createdAt: z.string(),
  })
  .meta({ id: 'ProductImage' });

/** A piece in the Catalogue list (and in pickers: id, ref, name, category, published as before). */
const ProductItem = z
  .object({
    id: z.uuid(),
    ref: z.number().int(),
    slug: z.string(),
    name: z.string(),
    nameFr: z.string().nullable(),
    nameEn: z.string().nullable(),
    category: Category,
    priceMinor: z.number().int(),
    currency: z.string(),
    priceOnRequest: z.boolean(),
    status: Status,
    published: z.boolean(),
    stock: z.number().int(),
    madeToOrder: z.boolean(),
    position: z.number().int(),
    cover: ShowroomImage.nullable(),
    photos: z.number().int(),
    actions: Actions,
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'ProductItem' });

const InventoryEntry = z.object({
  size: z.string().nullable(),
  metal: z.string().nullable(),
  stone: z.string().nullable(),
  quantity: z.number().int(),
  priceMinor: z.number().int().nullable().optional(),
});

const Product = ProductItem.omit({ cover: true, photos: true })
  .extend({
    descriptionFr: z.string().nullable(),
    descriptionEn: z.string().nullable(),
    details: z.array(z.string()),
    seoTitle: z.string().nullable(),
    seoDescription: z.string().nullable(),
    sizeSystem: z.enum(SIZE_SYSTEMS),
    sizes: z.array(z.string()),
    metals: z.array(z.string()),
    stones: z.array(z.string()),
    engravingAllowed: z.boolean(),
    engravingMaxLength: z.number().int().nullable(),
    leadTimeWeeks: z.number().int().nullable(),
    inventory: z.array(InventoryEntry),
    images: z.array(ProductImage),
    archivedAt: z.string().nullable(),
  })
  .meta({ id: 'Product' });

const ProductPage = z
  .object({
    items: z.array(ProductItem),
    total: z.number().int(),
    /** False when a search matched more than the count cap: `total` is then "at least". */
    totalIsExact: z.boolean(),
    page: z.number().int(),
    pageSize: z.number().int(),
    statusCounts: z.object({
      draft: z.number().int(),
      published: z.number().int(),
      archived: z.number().int(),
    }),
    currency: z.string(),
  })
  .meta({ id: 'ProductPage' });

const DeleteOutcome = z
  .discriminatedUnion('outcome', [
    z.object({ outcome: z.literal('deleted') }),
    z.object({ outcome: z.literal('archived'), product: Product }),
  ])
  .meta({ id: 'ProductDeleteOutcome' });

const ImportIssue = z.object({ line: z.number().int(), column: z.string(), message: z.string() });
const ImportPreview = z
  .object({
    rows: z.number().int(),
    columns: z.array(z.object({ title: z.string(), read: z.boolean() })),
    products: z.array(
      z.object({
        line: z.number().int(),
        handle: z.string(),
        name: z.string(),
        category: Category,
        status: Status,
        priceMinor: z.number().int(),
        priceOnRequest: z.boolean(),
        variants: z.number().int(),
        sizes: z.array(z.string()),
        metals: z.array(z.string()),
        stones: z.array(z.string()),
        stock: z.number().int(),
        madeToOrder: z.boolean(),
        action: z.enum(['create', 'update']),
        imagesToUpload: z.array(z.string()),
      }),
    ),
    issues: z.array(ImportIssue),
    totals: z.object({
      products: z.number().int(),
      variants: z.number().int(),
      imagesToUpload: z.number().int(),
      create: z.number().int(),
      update: z.number().int(),
    }),
    valid: z.boolean(),
  })
  .meta({ id: 'ProductImportPreview' });
const ImportResult = z
  .object({
    imported: z.number().int(),
    created: z.number().int(),
    updated: z.number().int(),
    variants: z.number().int(),
    imagesToUpload: z.array(z.object({ productId: z.uuid(), url: z.string() })),
  })
  .meta({ id: 'ProductImportResult' });

const ImageParams = z.object({ id: z.uuid(), imageId: z.uuid() });
const LanguageQuery = z.object({ language: localeSchema.optional() });

const common = { tags: ['Catalogue'], security: [{ bearer: [] }] };

const list = createRoute({
  ...common,
  method: 'get',
  path: '/products',
  summary:
    'The catalogue: search (name or number, without case or accents), category, status (live pieces unless said), collection, sort and page',
  request: { query: productListQuerySchema() },
  responses: { 200: jsonResponse(ProductPage, 'A page of pieces'), ...tenantErrors },
});
const create = createRoute({
  ...common,
  method: 'post',
  path: '/products',
  summary: 'Add a piece (a draft unless said), in the business’s currency',
  request: { body: jsonBody(productInputSchema()) },
  responses: { 201: jsonResponse(Product, 'The new piece'), ...tenantErrors },
});
const exportCsv = createRoute({
  ...common,
  method: 'get',
  path: '/products/export.csv',
  summary: 'The catalogue as Shopify’s product CSV (one row per combination of options)',
  request: { query: LanguageQuery },
  responses: {
    200: { description: 'The CSV', content: { 'text/csv': { schema: { type: 'string' as const } } } },
    ...tenantErrors,
  },
});
const importPreview = createRoute({
  ...common,
  method: 'post',
  path: '/products/import/preview',
  summary:
    'Read a Shopify product CSV: what would be created or updated, and every problem by row and column; writes nothing',
  request: { body: jsonBody(productImportSchema()) },
  responses: { 200: jsonResponse(ImportPreview, 'The pieces and the problems'), ...tenantErrors },
});
const importCommit = createRoute({
  ...common,
  method: 'post',
  path: '/products/import',
  summary:
    'Import a Shopify product CSV in one transaction, or nothing (422 import_has_errors names each row and column); image addresses are listed to upload, never fetched',
  request: { body: jsonBody(productImportSchema()) },
  responses: { 201: jsonResponse(ImportResult, 'Imported'), ...tenantErrors },
});
const read = createRoute({
  ...common,
  method: 'get',
  path: '/products/{id}',
  summary: 'One piece, with its photos and the actions it allows',
  request: { params: UuidParam },
  responses: { 200: jsonResponse(Product, 'The piece'), ...tenantErrors },
});
const update = createRoute({
  ...common,
  method: 'patch',
  path: '/products/{id}',
  summary: 'Change a piece (status included: publish, archive, restore); `imageOrder` reorders its photos',
  request: { params: UuidParam, body: jsonBody(productPatchSchema()) },
  responses: { 200: jsonResponse(Product, 'The changed piece'), ...tenantErrors },
});
const remove = createRoute({
  ...common,
  method: 'delete',
  path: '/products/{id}',
  summary:
    'Delete a piece; one that enquiries or appointments name is archived instead (the answer says which)',
  request: { params: UuidParam },
  responses: { 200: jsonResponse(DeleteOutcome, 'Deleted, or archived'), ...tenantErrors },
});
const duplicate = createRoute({
  ...common,
  method: 'post',
  path: '/products/{id}/duplicate',
  summary: 'Copy a piece as a new draft, photos included',
  request: { params: UuidParam },
  responses: { 201: jsonResponse(Product, 'The copy'), ...tenantErrors },
});
const uploadImage = createRoute({
  ...common,
  method: 'post',
  path: '/products/{id}/images',
  summary:
    'Add a photo (multipart: `file`, and optional `altFr`, `altEn`, `metal`, `position`). JPG, PNG or WebP up to 20 MB, read from the bytes; metadata (GPS) is removed, orientation fixed, and WebP and AVIF written at 400, 800 and 1600 px',
  request: {
    params: UuidParam,
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: z.object({
            file: z.any().meta({ type: 'string', format: 'binary' }),
            altFr: z.string().optional(),
            altEn: z.string().optional(),
            metal: z.string().optional(),
            position: z.string().optional(),
          }),
        },
      },
    },
  },
  responses: { 201: jsonResponse(ProductImage, 'The photo and its sizes'), ...tenantErrors },
});
const patchImage = createRoute({
  ...common,
  method: 'patch',
  path: '/products/{id}/images/{imageId}',
  summary: 'Change a photo’s alternative texts, the metal it shows, or its place',
  request: { params: ImageParams, body: jsonBody(productImagePatchSchema()) },
  responses: { 200: jsonResponse(ProductImage, 'The photo'), ...tenantErrors },
});
const removeImage = createRoute({
  ...common,
  method: 'delete',
  path: '/products/{id}/images/{imageId}',
  summary: 'Delete a photo and its stored sizes',
  request: { params: ImageParams },
  responses: { 204: { description: 'Deleted' }, ...tenantErrors },
});

/** The multipart body of an upload: the file's bytes and the optional texts, checked like JSON ones. */
async function photoUpload(
  form: Record<string, unknown>,
  locale: 'fr' | 'en',
  prepared: PreparedUpload | undefined,
) {
  const texts = productImageFieldsSchema(locale).safeParse({
    altFr: form.altFr,
    altEn: form.altEn,
    metal: form.metal,
    position: form.position,
  });
  if (!texts.success) {
    throw AppError.validation(
      Object.fromEntries(texts.error.issues.map((i) => [i.path.join('.') || '_', i.message])),
      'Invalid body',
    );
  }
  // Prepared before the transaction opened (middleware/uploads.ts); decoded here only if it was not.
  return { photo: await preparedPhotoOf(form, prepared), ...texts.data };
}

export function productRoutes() {
  return (
    router()
      .openapi(list, async (c) => c.json(await listProducts(c.get('scope'), c.req.valid('query')), 200))
      .openapi(create, async (c) => c.json(await createProduct(c.get('scope'), c.req.valid('json')), 201))
      // Before /products/{id}, which would read 'export.csv' as an id.
      .openapi(exportCsv, async (c) => {
        const { csv } = await exportProducts(c.get('scope'), { language: c.req.valid('query').language });
        const day = c.get('scope').now.toISOString().slice(0, 10);
        c.header('Content-Type', 'text/csv; charset=utf-8');
        c.header('Content-Disposition', `attachment; filename="products-${day}.csv"`);
        c.header('Cache-Control', 'private, no-store');
        return c.body(csv, 200);
      })
      .openapi(importPreview, async (c) =>
        c.json(await previewProductImport(c.get('scope'), c.req.valid('json')), 200),
      )
      .openapi(importCommit, async (c) =>
        c.json(await importProducts(c.get('scope'), c.req.valid('json')), 201),
      )
      .openapi(read, async (c) => c.json(await getProduct(c.get('scope'), c.req.valid('param').id), 200))
      .openapi(update, async (c) =>
        c.json(
          await updateProduct(c.get('scope'), { id: c.req.valid('param').id, patch: c.req.valid('json') }),
          200,
        ),
      )
      .openapi(remove, async (c) => c.json(await deleteProduct(c.get('scope'), c.req.valid('param').id), 200))
      .openapi(duplicate, async (c) =>
        c.json(await duplicateProduct(c.get('scope'), c.req.valid('param').id), 201),
      )
      .openapi(uploadImage, async (c) => {
        const { id } = c.req.valid('param');
        const upload = await photoUpload(
          c.req.valid('form') as Record<string, unknown>,
          c.get('scope').locale,
          c.get('preparedUpload'),
        );
        return c.json(await addProductImage(c.get('scope'), { productId: id, ...upload }), 201);
      })
      .openapi(patchImage, async (c) => {
        const { id, imageId } = c.req.valid('param');
        return c.json(
          await updateProductImage(c.get('scope'), { productId: id, imageId, patch: c.req.valid('json') }),
          200,
        );
      })
      .openapi(removeImage, async (c) => {
        const { id, imageId } = c.req.valid('param');
        await deleteProductImage(c.get('scope'), { productId: id, imageId });
        return c.body(null, 204);
      })
  );
}

const SlugParam = z.object({
  slug: z
    .string()
    .max(63)
    .regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/),
});

const PublicProduct = z
  .object({
    ref: z.number().int(),
    slug: z.string(),
    name: z.string(),
    nameFr: z.string().nullable(),
    nameEn: z.string().nullable(),
    category: Category,
    /** The category's name where the jeweller named it (its own or renamed); null: the showroom's words. */
    categoryName: z.string().nullable(),
    /** Null when the price is on request. */
    priceMinor: z.number().int().nullable(),
    priceOnRequest: z.boolean(),
    currency: z.string(),
    image: ShowroomImage.nullable(),
    metals: z.array(z.string()),
    madeToOrder: z.boolean(),
    leadTimeWeeks: z.number().int().nullable(),
  })
  .meta({ id: 'PublicProduct' });

const publicList = createRoute({
  tags: ['Showroom'],
  method: 'get',
  path: '/showrooms/{slug}/products',
  summary:
    'A published showroom’s pieces (published ones only): category, collection, words (name or number), page',
  request: { params: SlugParam, query: publicProductQuerySchema() },
  responses: {
    200: jsonResponse(
      z
        .object({
          showroom: z.object({ slug: z.string(), name: z.string(), currency: z.string() }),
          items: z.array(PublicProduct),
          total: z.number().int(),
          totalIsExact: z.boolean(),
          page: z.number().int(),
          pageSize: z.number().int(),
        })
        .meta({ id: 'PublicProductPage' }),
      'A page of published pieces',
    ),
    400: tenantErrors[400],
    404: tenantErrors[404],
    422: tenantErrors[422],
  },
});

const photoFile = z.object({
  imageId: z.uuid(),
  file: z.string().regex(/^\d{2,4}\.(webp|avif)$/),
});
const publicPhoto = createRoute({
  tags: ['Showroom'],
  method: 'get',
  path: '/product-images/{imageId}/{file}',
  summary:
    'One size of a catalogue photo ({width}.webp or {width}.avif, as the srcsets list them): a published piece’s for anyone, cached for a year; a draft’s only with the signed `access` its member answers carry (otherwise 404)',
  request: {
    params: photoFile,
    query: z.object({ access: z.string().max(500).optional() }),
  },
  responses: photoFileResponses,
});

/** The showroom's catalogue, for visitors: mounted before the tenant middleware. */
export function publicProductRoutes() {
  const app = router();
  app.on('GET', '/showrooms/:slug/products', anonScope);
  return app.openapi(publicList, async (c) => {
    const result = await listPublicProducts(c.get('publicScope'), {
      slug: c.req.valid('param').slug,
      query: c.req.valid('query'),
    });
    return c.json(result, 200);
  });
}

/**
 * The catalogue's photos, for anyone (the showroom's <img> and srcset): outside /v1 like the product
 * files (/files/{id}), addressed by the photo's random id.
 */
export function productPhotoRoutes() {
  const app = router();
  // A signed address is checked without a transaction; an unsigned one reads as anon (published only).
  app.use('/product-images/*', (c, next) =>
    c.req.query('access') ? visitorScope(c, next) : anonScope(c, next),
  );
  return app.openapi(publicPhoto, async (c) => {
    const { imageId, file } = c.req.valid('param');
    const { access } = c.req.valid('query');
    const [width, format] = file.split('.') as [string, 'webp' | 'avif'];
    const wanted = { imageId, width: Number(width), format };
    let photo: Awaited<ReturnType<typeof readProductImageFile>>;
    if (access) {
      const left = imageAccessLeft(c.get('deps').config, imageId.toLowerCase(), access);
      if (left === null) throw AppError.notFound('Image');
      photo = await readSignedProductImageFile(c.get('publicScope'), wanted);
      // A member's copy: kept by the browser only, and no longer than the address lives.
      c.header('Cache-Control', `private, max-age=${Math.min(left, 3600)}`);
    } else {
      photo = await readProductImageFile(c.get('publicScope'), wanted);
      // A stored size never changes (a new upload is a new address): cached for a year, everywhere.
      c.header('Cache-Control', 'public, max-age=31536000, immutable');
    }
    const etag = `"${photo.etag}"`;
    c.header('ETag', etag);
    if (c.req.header('if-none-match') === etag) return c.body(null, 304);
    c.header('Content-Type', photo.contentType);
    return c.body(photo.bytes as Uint8Array<ArrayBuffer>, 200);
  });
}
