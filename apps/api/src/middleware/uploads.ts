import type { FileKind } from '@carat/db';
import type { Context } from 'hono';
import type { AppEnv } from '#api/context.ts';
import { prepareDesignPhoto } from '#api/lib/design-photo.ts';
import { AppError } from '#api/lib/errors.ts';
import { FILE_KINDS, prepareFile, preparePhoto } from '#api/lib/uploads.ts';
import { PHOTO_PATH } from '#api/middleware/edge.ts';

const DESIGNS_PATH = '/v1/designs';
const PHOTO_READING_PATH = '/v1/designs/photo-reading';

const isFileKind = (value: string | undefined): value is FileKind =>
  (FILE_KINDS as readonly string[]).includes(value ?? '');

/**
 * The upload routes (`POST /v1/files`, `POST /v1/products/{id}/images`, `POST /v1/stock-items/{id}/photos`
 * and `POST /v1/designs` with a photo) read their body and do their
 * image work here: after the caller is authenticated, before the request's transaction opens (issue 28,
 * ADR 045). Decoding a large photo takes most of a second; on the embedded database an open transaction
 * holds every other request for that long. The route then takes what was prepared (`preparedUpload`).
 * Anything this cannot read is left to the route's own validation, which answers it as before.
 */
export async function prepareUploadFirst(c: Context<AppEnv>): Promise<void> {
  if (c.req.method !== 'POST') return;
  const path = c.req.path;
  if (path === '/v1/files') {
    const kind = c.req.query('kind');
    if (!isFileKind(kind)) return;
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    c.set('preparedUpload', { route: 'file', file: await prepareFile(kind, bytes) });
    return;
  }
  const design = path === DESIGNS_PATH || path === PHOTO_READING_PATH;
  if (!design && !PHOTO_PATH.test(path)) return;
  const contentType = c.req.header('content-type') ?? '';
  if (!/^multipart\/form-data/i.test(contentType)) return;
  // The raw bytes stay the body's first reading (an Idempotency-Key hashes them); the form the route's
  // validator reads is built from them, once.
  const raw = await c.req.arrayBuffer();
  let form: FormData;
  try {
    form = await new Response(raw, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new AppError('bad_request', 'Malformed FormData request', 400);
  }
  c.req.bodyCache.formData = form;
  if (design) {
    // A design from a photo (ADR 070): decoded here; a form without a photo is the route's to refuse.
    const photo = form.get('photo');
    c.set('preparedUpload', {
      route: 'design-photo',
      photo:
        photo instanceof File ? await prepareDesignPhoto(new Uint8Array(await photo.arrayBuffer())) : null,
    });
    return;
  }
  const file = form.get('file');
  if (!(file instanceof File)) return;
  c.set('preparedUpload', {
    route: 'photo',
    photo: await preparePhoto(new Uint8Array(await file.arrayBuffer())),
  });
}
