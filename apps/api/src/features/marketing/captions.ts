import { type AssistantTone, assistantSettings, collections } from '@carat/db';
import type { Currency } from '@carat/domain/money';
import { type CaptionSubject, generateCaptions } from '@carat/marketing/captions';
import type { CaptionsRequest } from '@carat/validation/marketing';
import { and, eq } from 'drizzle-orm';
import { getDesign } from '#api/features/designs/index.ts';
import { designCaptionPiece } from '#api/features/marketing/designs.ts';
import { captionPiece, missingPieces } from '#api/features/marketing/piece-rows.ts';
import { aiModel } from '#api/lib/ai-model.ts';
import { AppError } from '#api/lib/errors.ts';
import { assertOwnReferences } from '#api/lib/references.ts';
import type { TenantScope } from '#api/scope.ts';
import { marketingBusiness } from './business.ts';
import { collectionProductIds, studioProducts } from './pieces.ts';

/**
 * 'Posts': caption variants for Instagram and Facebook, written from the pieces' real attributes as the
 * catalogue holds them (metal, stone, price), with hashtags and a UTM-tagged link to the showroom. The
 * offline grammar writes them (a seed gives another set, the same seed the same one). With a provider
 * configured (config.ai, or a model injected in tests) the model engine writes them in the business's tone
 * (the assistant's tone setting); its output is checked against the same facts and the offline engine
 * answers on an error, a timeout or a caption naming a price, metal or stone the pieces do not have.
 */
export async function writeCaptions(scope: TenantScope, input: CaptionsRequest) {
  const business = await marketingBusiness(scope, scope.businessId);
  const { locale } = input;
  await assertOwnReferences(scope, [
    { field: 'productIds', kind: 'product', ids: input.productIds ?? [] },
    { field: 'collectionId', kind: 'collection', ids: [input.collectionId] },
    { field: 'designId', kind: 'design', ids: [input.designId] },
  ]);
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
  } else if (input.occasion === 'design' && input.designId) {
    // A design from the design generator: its real metal, stone and estimate, as the spec stores them.
    const design = await getDesign(scope, input.designId);
    const pieces = [
      designCaptionPiece(
        {
          id: design.id,
          spec: design.spec,
          priceMinor: design.estimate.price,
          currency: design.currency as Currency,
        },
        locale,
        business,
      ),
      ...(await studioProducts(scope, input.productIds ?? [])).map((p) => captionPiece(p, locale, business)),
    ];
    subject = { kind: 'occasion', occasion: 'design', pieces };
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
  const ai = aiModel(scope.deps);
  const outcome = await generateCaptions(
    {
      subject,
      locale,
      tone: await businessTone(scope),
      business: {
        name: business.name.slice(0, 120),
        showroomUrl: business.showroomUrl,
        city: business.city,
      },
      seed: input.seed ?? 0,
      variantsPerPlatform: 3,
    },
    {
      ...(ai ? { model: ai.model, timeoutMs: ai.timeoutMs } : {}),
    },
  );
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

/** The assistant's tone setting in the words the caption engines read (the grammar's tone families). */
const CAPTION_TONES: Record<AssistantTone, string> = {
  warm: 'chaleureux',
  formal: 'élégant',
  concise: 'minimal',
};

/** The business's tone, as its assistant settings hold it; the house style (élégant) when never set. */
async function businessTone(scope: TenantScope): Promise<string | undefined> {
  const [row] = await scope.tx
    .select({ tone: assistantSettings.tone })
    .from(assistantSettings)
    .where(eq(assistantSettings.businessId, scope.businessId));
  return row ? CAPTION_TONES[row.tone] : undefined;
}
