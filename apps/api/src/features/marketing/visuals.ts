import { randomUUID } from 'node:crypto';
import { marketingLibrary } from '@carat/db';
import { INVOICE_COLORS } from '@carat/domain/invoice';
import type { Locale } from '@carat/domain/locale';
import type { Currency } from '@carat/domain/money';
import { prepareVisual, renderVisual, type VisualFormat, type VisualPiece } from '@carat/marketing/visuals';
import type { VisualRequestInput } from '@carat/validation/marketing';
import { and, desc, eq } from 'drizzle-orm';
import { getDesign, readDesignFile } from '#api/features/designs/index.ts';
import { getInvoiceSettings, settingsLogo } from '#api/features/invoices/index.ts';
import { designVisualName } from '#api/features/marketing/designs.ts';
import { productName } from '#api/features/marketing/piece-rows.ts';
import { AppError } from '#api/lib/errors.ts';
import { assertOwnReferences } from '#api/lib/references.ts';
import type { TenantScope } from '#api/scope.ts';
import { storageKey } from '#api/storage/index.ts';
import { coverPhotoBytes, studioProducts } from './pieces.ts';

/**
 * A post's visual, drawn on the server (satori + resvg, the photo laid under by sharp): the piece's stored
 * cover photo, its name and price, and the business's branding (its invoice settings' name, logo and
 * colour, as the size guides use them). PNG by default, JPEG when asked.
 */
export async function renderPostVisual(
  scope: TenantScope,
  input: VisualRequestInput & { type?: 'png' | 'jpeg' | undefined },
) {
  const locale: Locale = input.locale ?? scope.locale;
  const subject = await visualSubject(scope, input, locale);
  const settings = await getInvoiceSettings(scope, locale);
  const logo = await settingsLogo(scope, settings);
  const prepared = await prepareVisual({
    piece: subject.piece,
    brand: {
      name: settings.companyName,
      colors: { accent: INVOICE_COLORS[settings.invoiceColor] },
      // satori reads PNG and JPEG logos; an SVG logo is left out rather than failing the render.
      logo: logo && /png|jpe?g/.test(logo.contentType) ? new Uint8Array(logo.bytes) : undefined,
    },
    locale,
  });
  const visual = await renderVisual(input.format as VisualFormat, prepared, {
    type: input.type ?? 'png',
    safeZone: input.safeZone ?? false,
  });
  return { ...visual, productId: subject.productId, title: subject.piece.name };
}

/**
 * What a visual shows: a catalogue piece (its stored cover photo, name, price) or a design from the design
 * generator (its title, its estimate as the price, its still picture: `image.jpg` of the current version).
 */
async function visualSubject(
  scope: TenantScope,
  input: Pick<VisualRequestInput, 'productId' | 'designId'>,
  locale: Locale,
): Promise<{ piece: VisualPiece; productId: string | null }> {
  await assertOwnReferences(scope, [
    { field: 'productId', kind: 'product', ids: [input.productId] },
    { field: 'designId', kind: 'design', ids: [input.designId] },
  ]);
  if (input.designId) {
    const design = await getDesign(scope, input.designId);
    const still = await readDesignFile(scope, { id: design.id, file: 'image.jpg' });
    return {
      piece: {
        name: designVisualName(design.spec, locale),
        priceMinor: design.estimate.price,
        currency: design.currency as Currency,
        photo: new Uint8Array(still.bytes),
      },
      productId: null,
    };
  }
  const [product] = input.productId ? await studioProducts(scope, [input.productId]) : [];
  if (!product) throw AppError.notFound('Product');
  return {
    piece: {
      name: productName(product, locale).slice(0, 120),
      priceMinor: product.priceOnRequest ? null : product.priceMinor,
      currency: product.currency.trim() as Currency,
      photo: await coverPhotoBytes(scope, product),
    },
    productId: product.id,
  };
}

/** Renders a visual and keeps it in the studio's library (the bytes in the file storage). */
export async function saveVisualToLibrary(
  scope: TenantScope,
  input: VisualRequestInput & { type?: 'png' | 'jpeg' | undefined },
) {
  const visual = await renderPostVisual(scope, { ...input, safeZone: false });
  const key = storageKey(scope.businessId, randomUUID());
  await scope.deps.storage.put(key, visual.bytes, visual.mime);
  const [row] = await scope.tx
    .insert(marketingLibrary)
    .values({
      businessId: scope.businessId,
      productId: visual.productId,
      title: `${visual.title} · ${input.format}`.slice(0, 200),
      template: input.template ?? 'classic',
      format: input.format,
      contentType: visual.mime,
      storageKey: key,
      bytes: visual.bytes.byteLength,
    })
    .returning();
  return { item: serialiseItem(row!), visual };
}

function serialiseItem(row: typeof marketingLibrary.$inferSelect) {
  return {
    id: row.id,
    productId: row.productId,
    title: row.title,
    template: row.template,
    format: row.format,
    contentType: row.contentType,
    bytes: row.bytes,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listLibrary(scope: TenantScope) {
  const rows = await scope.tx
    .select()
    .from(marketingLibrary)
    .where(eq(marketingLibrary.businessId, scope.businessId))
    .orderBy(desc(marketingLibrary.createdAt))
    .limit(200);
  return { items: rows.map(serialiseItem) };
}

export async function readLibraryItem(scope: TenantScope, id: string) {
  const [row] = await scope.tx
    .select()
    .from(marketingLibrary)
    .where(and(eq(marketingLibrary.businessId, scope.businessId), eq(marketingLibrary.id, id)));
  if (!row) throw AppError.notFound('Visual');
  const bytes = await scope.deps.storage.get(row.storageKey);
  if (!bytes) throw AppError.notFound('Visual');
  return { bytes, contentType: row.contentType, format: row.format };
}
