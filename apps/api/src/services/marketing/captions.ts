import { collections } from '@carat/db';
import { type CaptionSubject, generateCaptions } from '@carat/marketing/captions';
import type { CaptionsRequest } from '@carat/validation/marketing';
import { and, eq } from 'drizzle-orm';
import { AppError } from '#api/lib/errors.ts';
import { captionPiece, missingPieces } from '#api/lib/marketing/pieces.ts';
import type { TenantScope } from '#api/scope.ts';
import { marketingBusiness } from './business.ts';
import { collectionProductIds, studioProducts } from './pieces.ts';

/**
 * 'Posts': caption variants for Instagram and Facebook, written from the pieces' real attributes as the
 * catalogue holds them (metal, stone, price), with hashtags and a UTM-tagged link to the showroom. The
 * offline grammar writes them (a seed gives another set, the same seed the same one); the model engine is
 * plugged in through `generateCaptions` options once a provider is configured.
 */
export async function writeCaptions(scope: TenantScope, input: CaptionsRequest) {
  const business = await marketingBusiness(scope, scope.businessId);
  const { locale } = input;
  let subject: CaptionSubject;
  if (input.collectionId) {
    const [collection] = await scope.tx
      .select({ nameFr: collections.nameFr, nameEn: collections.nameEn })
      .from(collections)
      .where(and(eq(collections.businessId, scope.businessId), eq(collections.id, input.collectionId)));
    if (!collection) throw AppError.notFound('Collection');
    const ids = input.productIds ?? (await collectionProductIds(scope, input.collectionId));
    const pieces = (await studioProducts(scope, ids)).map((p) => captionPiece(p, locale, business));
    const names = { fr: collection.nameFr, en: collection.nameEn };
    subject = {
      kind: 'collection',
      collection: {
        id: input.collectionId,
        name: (names[locale] ?? collection.nameFr ?? collection.nameEn ?? '—').slice(0, 120),
        pieces,
      },
    };
  } else if (input.occasion) {
    const pieces = (await studioProducts(scope, input.productIds ?? [])).map((p) =>
      captionPiece(p, locale, business),
    );
    subject = { kind: 'occasion', occasion: input.occasion, pieces };
  } else {
    const ids = input.productIds ?? missingPieces();
    const pieces = (await studioProducts(scope, ids)).map((p) => captionPiece(p, locale, business));
    subject = { kind: 'pieces', pieces };
  }
  const outcome = await generateCaptions({
    subject,
    locale,
    business: { name: business.name.slice(0, 120), showroomUrl: business.showroomUrl, city: business.city },
    seed: input.seed ?? 0,
    variantsPerPlatform: 3,
  });
  return {
    engine: outcome.engine,
    variants: outcome.variants.map(({ platform, text, hashtags, link }) => ({
      platform,
      text,
      hashtags,
      link,
    })),
  };
}
