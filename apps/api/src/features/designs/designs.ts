import { randomBytes, randomUUID } from 'node:crypto';
import { designPricing, designShares, designs, designVersions } from '@carat/db';
import {
  createModelBriefEngine,
  createModelPhotoEngine,
  type DesignBriefEngine,
  type DesignPhotoEngine,
  mergeBriefAndPhoto,
  type NotMade,
  offlineBriefEngine,
  offlinePhotoEngine,
  UnreadablePhotoError,
} from '@carat/design';
import {
  DEFAULT_DESIGN_PRICES,
  type DesignEstimate,
  type DesignPriceTable,
  type DesignSpec,
  designTitle,
  estimateDesign,
  METAL_LABELS,
  METALS,
  type Metal,
  normaliseDesignSpec,
  type Piece,
  STONE_LABELS,
} from '@carat/domain/design';
import type { Locale } from '@carat/domain/locale';
import { alloyPerGramMinor, gradeOfDesignMetal } from '@carat/domain/metal';
import { fromMinorUnits } from '@carat/domain/money';
import { ukSizeLabel } from '@carat/domain/ring-sizes';
import { productInputSchema } from '@carat/validation/catalogue';
import type {
  DesignCreateInput,
  DesignOrderInput,
  DesignPatchInput,
  DesignPricingInput,
  DesignProductInput,
} from '@carat/validation/designs';
import { orderInputSchema } from '@carat/validation/orders';
import { and, desc, eq, sql } from 'drizzle-orm';
import { categoryRows, createProduct } from '#api/features/catalogue/index.ts';
import { generateInBackground, stillInBackground } from '#api/features/designs/generator.ts';
import type { GeneratedFiles } from '#api/features/designs/model-files.ts';
import { sellRatesPerKg } from '#api/features/metal-rates/index.ts';
import { createOrder, getOrder } from '#api/features/orders/index.ts';
import { aiModel } from '#api/lib/ai-model.ts';
import type { PreparedDesignPhoto } from '#api/lib/design-photo.ts';
import { AppError } from '#api/lib/errors.ts';
import { hashToken } from '#api/lib/tokens.ts';
import type { Scope, TenantScope } from '#api/scope.ts';
import { storageKey } from '#api/storage/types.ts';

/** The product field a design's name goes to, in the language it was written in. */
const NAME_FIELD: Record<Locale, 'nameFr' | 'nameEn'> = { fr: 'nameFr', en: 'nameEn' };

/*
 * The AI design generator's workflow: a brief or a form's spec becomes a design whose files are
 * generated off the event loop and kept in the file storage, one set per version; its estimate follows the
 * business's price inputs; it is shared by an expiring link, and becomes an order (its estimate as the
 * quote) or a draft catalogue piece.
 */

export const DESIGN_FILES = ['model.glb', 'model.usdz', 'model.stl', 'image.jpg'] as const;
export type DesignFile = (typeof DESIGN_FILES)[number];

const CONTENT_TYPES: Record<DesignFile, string> = {
  'model.glb': 'model/gltf-binary',
  'model.usdz': 'model/vnd.usdz+zip',
  'model.stl': 'model/stl',
  'image.jpg': 'image/jpeg',
};

const KEY_COLUMN = {
  'model.glb': 'glbKey',
  'model.usdz': 'usdzKey',
  'model.stl': 'stlKey',
  'image.jpg': 'imageKey',
} as const;

/** The files one generation makes; the still picture (`image.jpg`) is drawn when first asked for. */
const MODEL_FILES = ['model.glb', 'model.usdz', 'model.stl'] as const;
type ModelFile = (typeof MODEL_FILES)[number];

type FileKeys = { glbKey: string; stlKey: string; usdzKey: string; imageKey: string };

/** The figures an estimate is computed from, kept with each version (the price follows the settings). */
interface StoredFigures extends DesignEstimate {
  readonly weightsG?: Readonly<Record<Metal, number>>;
  /** Kept with the figures (no column of its own); absent on versions made before issue 34. */
  readonly manufacturability?: GeneratedFiles['manufacturability'];
}

// ---------------------------------------------------------------------------------------------------------
// Pricing

/**
 * The business's price inputs, or the defaults until it sets its own. Where the business has metal rates
 * (ADR 064), a metal's price per gram follows its grade's sell rate, as the catalogue's pieces do.
 */
export async function designPrices(scope: TenantScope): Promise<DesignPriceTable> {
  const [row] = await scope.tx
    .select()
    .from(designPricing)
    .where(eq(designPricing.businessId, scope.businessId));
  const base: DesignPriceTable = row
    ? {
        metalPerGram: { ...DEFAULT_DESIGN_PRICES.metalPerGram, ...row.metalPerGram },
        labour: row.labourMinor,
        stonePerCarat: { ...DEFAULT_DESIGN_PRICES.stonePerCarat, ...row.stonePerCarat },
      }
    : DEFAULT_DESIGN_PRICES;
  const rates = await sellRatesPerKg(scope);
  if (rates.size === 0) return base;
  const metalPerGram = { ...base.metalPerGram };
  for (const metal of METALS) {
    const grade = gradeOfDesignMetal(metal);
    const rate = rates.get(grade);
    if (rate !== undefined) metalPerGram[metal] = alloyPerGramMinor(rate, grade);
  }
  return { ...base, metalPerGram };
}

/** The design page's settings: price inputs, currency, and which optional engines are configured. */
export async function designSettings(scope: TenantScope) {
  const config = scope.deps.config;
  return {
    pricing: await designPrices(scope),
    currency: scope.currency,
    capabilities: {
      briefModel: aiModel(scope.deps) !== null,
      photoTo3d: Boolean(config.PHOTO_TO_3D_API_KEY),
    },
  };
}

export async function updateDesignPricing(scope: TenantScope, input: DesignPricingInput) {
  const values = {
    metalPerGram: input.metalPerGram,
    labourMinor: input.labour,
    stonePerCarat: input.stonePerCarat,
  };
  await scope.tx
    .insert(designPricing)
    .values({ businessId: scope.businessId, ...values })
    .onConflictDoUpdate({ target: designPricing.businessId, set: values });
  return designSettings(scope);
}

// ---------------------------------------------------------------------------------------------------------
// Generation

function briefEngine(scope: Scope): DesignBriefEngine {
  const ai = aiModel(scope.deps);
  if (!ai) return offlineBriefEngine;
  return createModelBriefEngine({ model: ai.model, timeoutMs: ai.timeoutMs });
}

function photoEngine(scope: Scope): DesignPhotoEngine {
  const ai = aiModel(scope.deps);
  if (!ai) return offlinePhotoEngine;
  return createModelPhotoEngine({ model: ai.model, timeoutMs: ai.timeoutMs });
}

/** What a photo gave, as kept with the design and answered (`fromPhoto`). */
type FromPhoto = NonNullable<DesignRow['fromPhoto']>;

/**
 * A design from a photo, with or without a brief (ADR 070): the photo read (model engine when configured,
 * else the offline reader), the brief parsed, the brief's fields winning where both speak.
 */
export async function specFromPhoto(
  scope: Scope,
  input: {
    brief?: string | undefined;
    locale: Locale;
    photo: PreparedDesignPhoto;
    spec?: DesignCreateInput['spec'];
  },
) {
  let read: Awaited<ReturnType<DesignPhotoEngine['read']>>;
  try {
    read = await photoEngine(scope).read(input.photo, input.locale);
  } catch (error) {
    if (!(error instanceof UnreadablePhotoError)) throw error;
    throw new AppError('photo_unreadable', 'No piece could be found in the photo', 422);
  }
  const fromPhoto: FromPhoto = {
    read: read.spec,
    confidence: { ...read.confidence },
    engine: read.engine,
    stoneCount: read.stoneCount,
  };
  if (input.spec) {
    // The jeweller's corrected spec, generated as given; what the photo gave is kept beside it.
    return {
      spec: specFromInput(input.spec),
      unparsed: [] as string[],
      notMade: [] as NotMade[],
      engine: read.engine,
      fromPhoto,
    };
  }
  if (!input.brief) {
    return {
      spec: read.spec,
      unparsed: [] as string[],
      notMade: [] as NotMade[],
      engine: read.engine,
      fromPhoto,
    };
  }
  const brief = await briefEngine(scope).parse(input.brief, input.locale);
  const spec = brief.nothingRead ? read.spec : mergeBriefAndPhoto(brief.spec, read.spec);
  return {
    spec,
    unparsed: brief.unparsed,
    notMade: brief.notMade ?? [],
    engine: brief.engine === 'model' || read.engine === 'model' ? ('model' as const) : ('offline' as const),
    fromPhoto,
  };
}

/**
 * `POST /v1/designs/photo-reading`: what the photo (and the brief, if any) give, nothing generated or kept:
 * the jeweller sees it beside the photo and corrects it before generating.
 */
export async function readDesignPhoto(
  scope: TenantScope,
  input: { brief?: string | undefined; locale: Locale; photo: PreparedDesignPhoto },
) {
  const { spec, unparsed, notMade, engine, fromPhoto } = await specFromPhoto(scope, input);
  return { spec, unparsed, notMade: storedNotMade(notMade), engine, fromPhoto };
}

/** Generates a spec's files and stores them under new keys of the business. */
async function generateAndStore(scope: TenantScope, spec: DesignSpec) {
  const answer = await generateInBackground(spec);
  if (!answer.ok) {
    if (answer.invalid) throw new AppError('design_invalid', answer.message, 422);
    throw new Error(`design generation failed: ${answer.message}`);
  }
  const keys = {
    glbKey: storageKey(scope.businessId, randomUUID()),
    stlKey: storageKey(scope.businessId, randomUUID()),
    usdzKey: storageKey(scope.businessId, randomUUID()),
    imageKey: storageKey(scope.businessId, randomUUID()),
  };
  await storeFiles(scope, keys, answer.files);
  return { files: answer.files, keys };
}

async function storeFiles(scope: Scope, keys: Partial<FileKeys>, files: GeneratedFiles) {
  const { storage } = scope.deps;
  await Promise.all(
    MODEL_FILES.map((file) => {
      const key = keys[KEY_COLUMN[file]];
      return key ? storage.put(key, bytesOf(files, file), CONTENT_TYPES[file]) : undefined;
    }),
  );
}

function bytesOf(files: GeneratedFiles, file: ModelFile): Uint8Array {
  return { 'model.glb': files.glb, 'model.stl': files.stl, 'model.usdz': files.usdz }[file];
}

function figuresOf(files: GeneratedFiles, spec: DesignSpec, prices: DesignPriceTable): StoredFigures {
  const estimate = estimateDesign(
    {
      metal: spec.metal,
      metalVolumeMm3: files.metalVolumeMm3,
      stoneType: spec.stone?.type ?? null,
      stones: files.stones,
      totalCarat: files.totalCarat,
    },
    prices,
  );
  return { ...estimate, weightsG: files.weightsG, manufacturability: files.manufacturability };
}

/** The estimate in one metal, from a version's stored figures and today's price inputs. */
function estimateIn(spec: DesignSpec, figures: DesignEstimate, prices: DesignPriceTable, metal: Metal) {
  return estimateDesign(
    {
      metal,
      metalVolumeMm3: figures.metalVolumeMm3,
      stoneType: spec.stone?.type ?? null,
      stones: figures.stones,
      totalCarat: figures.totalCarat,
    },
    prices,
  );
}

/** A spec from the form, made consistent (the inner diameter always follows the ring size). */
function specFromInput(spec: NonNullable<DesignCreateInput['spec']>): DesignSpec {
  return normaliseDesignSpec({
    ...spec,
    innerDiameterMm: spec.piece === 'bangle' ? spec.innerDiameterMm : null,
  });
}

async function specFromBriefOrForm(
  scope: TenantScope,
  input: { brief?: string | undefined; spec?: DesignCreateInput['spec']; locale: Locale },
) {
  if (input.spec)
    return {
      spec: specFromInput(input.spec),
      unparsed: [] as string[],
      notMade: [] as NotMade[],
      engine: 'form' as const,
    };
  const result = await briefEngine(scope).parse(input.brief ?? '', input.locale);
  // A brief of which nothing was read is answered with what could not be read and a question, not with
  // the defaults' solitaire as if it had been asked for.
  if (result.nothingRead) {
    const words = result.unparsed.join(' ').slice(0, 120);
    throw AppError.validation({
      brief:
        input.locale === 'fr'
          ? `Rien n’a pu être lu dans ce brief (« ${words} ») : quelle pièce, quel métal, quelle pierre ?`
          : `Nothing could be read in this brief (“${words}”): which piece, metal and stone?`,
    });
  }
  return {
    spec: result.spec,
    unparsed: result.unparsed,
    notMade: result.notMade ?? [],
    engine: result.engine,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Designs

/** What the brief asked that is not made, bounded like the unparsed words. */
function storedNotMade(notMade: readonly NotMade[]) {
  return notMade
    .slice(0, 20)
    .map(({ asked, nearest }) => ({ asked: asked.slice(0, 120), nearest: nearest.slice(0, 200) }));
}

/**
 * The categories a design becomes when turned into a product, most fitting first: the first the business
 * has (its list is its own, ADR 076), else its first category. A necklace is a necklace, else a chain.
 */
const PRODUCT_CATEGORIES_OF_PIECE: Record<Piece, readonly string[]> = {
  solitaire: ['RINGS'],
  halo: ['RINGS'],
  trilogy: ['RINGS'],
  eternity: ['RINGS'],
  band: ['RINGS'],
  signet: ['RINGS'],
  pendant: ['PENDANTS', 'NECKLACES'],
  studs: ['EARRINGS'],
  bangle: ['BRACELETS'],
  necklace: ['NECKLACES', 'CHAINS'],
  bracelet: ['BRACELETS'],
};

async function designProductCategory(scope: TenantScope, piece: Piece): Promise<string | undefined> {
  const keys = (await categoryRows(scope, scope.businessId)).map((row) => row.key);
  return PRODUCT_CATEGORIES_OF_PIECE[piece].find((key) => keys.includes(key)) ?? keys[0];
}

type DesignRow = typeof designs.$inferSelect;

function modelUrls(scope: Scope, base: string, version: number) {
  const api = scope.deps.config.API_URL;
  return {
    glbUrl: `${api}${base}/model.glb?v=${version}`,
    usdzUrl: `${api}${base}/model.usdz?v=${version}`,
    stlUrl: `${api}${base}/model.stl?v=${version}`,
    imageUrl: `${api}${base}/image.jpg?v=${version}`,
  };
}

/** Weight and price in every alloy: what the metal switch shows without regenerating. */
function byMetal(spec: DesignSpec, figures: DesignEstimate, prices: DesignPriceTable) {
  return Object.fromEntries(
    METALS.map((metal) => {
      const estimate = estimateIn(spec, figures, prices, metal);
      return [metal, { weightG: estimate.weightG, price: estimate.price }];
    }),
  ) as Record<Metal, { weightG: number; price: number }>;
}

/** The stored report as the answer gives it (older versions have none). */
function caster(report: StoredFigures['manufacturability']) {
  return report ? { ok: report.ok, checks: report.checks.map((check) => ({ ...check })) } : null;
}

function serialiseDesign(scope: TenantScope, row: DesignRow, prices: DesignPriceTable) {
  const estimate = estimateIn(row.spec, row.estimate, prices, row.spec.metal);
  return {
    id: row.id,
    title: designTitle(row.spec, scope.locale),
    brief: row.brief,
    spec: row.spec,
    unparsed: row.unparsed,
    notMade: row.notMade,
    engine: row.engine,
    version: row.version,
    currency: scope.currency,
    model: modelUrls(scope, `/v1/designs/${row.id}`, row.version),
    estimate,
    manufacturability: caster((row.estimate as StoredFigures).manufacturability),
    fromPhoto: row.fromPhoto ?? null,
    byMetal: byMetal(row.spec, row.estimate, prices),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function designRow(scope: TenantScope, id: string): Promise<DesignRow> {
  const [row] = await scope.tx
    .select()
    .from(designs)
    .where(and(eq(designs.businessId, scope.businessId), eq(designs.id, id)));
  if (!row) throw AppError.notFound('Design');
  return row;
}

/** One design with its versions, newest first. */
export async function getDesign(scope: TenantScope, id: string) {
  const row = await designRow(scope, id);
  const prices = await designPrices(scope);
  const versions = await scope.tx
    .select({
      version: designVersions.version,
      spec: designVersions.spec,
      estimate: designVersions.estimate,
      createdAt: designVersions.createdAt,
    })
    .from(designVersions)
    .where(and(eq(designVersions.businessId, scope.businessId), eq(designVersions.designId, id)))
    .orderBy(desc(designVersions.version));
  return {
    ...serialiseDesign(scope, row, prices),
    versions: versions.map((v) => ({
      version: v.version,
      title: designTitle(v.spec, scope.locale),
      metal: v.spec.metal,
      estimate: estimateIn(v.spec, v.estimate, prices, v.spec.metal),
      createdAt: v.createdAt.toISOString(),
    })),
  };
}
export type DesignDetail = Awaited<ReturnType<typeof getDesign>>;

/** The business's designs, last changed first. */
export async function listDesigns(scope: TenantScope) {
  const rows = await scope.tx
    .select()
    .from(designs)
    .where(eq(designs.businessId, scope.businessId))
    .orderBy(desc(designs.updatedAt), desc(designs.id))
    .limit(200);
  const prices = await designPrices(scope);
  return {
    items: rows.map((row) => {
      const d = serialiseDesign(scope, row, prices);
      return {
        id: d.id,
        title: d.title,
        brief: d.brief,
        version: d.version,
        metal: d.spec.metal,
        estimate: d.estimate,
        currency: d.currency,
        updatedAt: d.updatedAt,
      };
    }),
  };
}

/** `POST /v1/designs`: a brief (through the model engine when configured, else the parser) or a spec. */
export async function createDesign(
  scope: TenantScope,
  input:
    | DesignCreateInput
    | {
        brief?: string | undefined;
        locale: Locale;
        photo: PreparedDesignPhoto;
        spec?: DesignCreateInput['spec'];
      },
) {
  const { spec, unparsed, notMade, engine, fromPhoto } =
    'photo' in input
      ? await specFromPhoto(scope, input)
      : { ...(await specFromBriefOrForm(scope, input)), fromPhoto: null };
  const prices = await designPrices(scope);
  const { files, keys } = await generateAndStore(scope, spec);
  const figures = figuresOf(files, spec, prices);
  const [row] = await scope.tx
    .insert(designs)
    .values({
      businessId: scope.businessId,
      brief: input.brief ?? null,
      unparsed: unparsed.slice(0, 60).map((w) => w.slice(0, 60)),
      notMade: storedNotMade(notMade),
      spec,
      estimate: figures,
      fromPhoto,
      version: 1,
      engine,
      createdBy: scope.userId,
      createdAt: scope.now,
      updatedAt: scope.now,
    })
    .returning({ id: designs.id });
  await scope.tx.insert(designVersions).values({
    designId: row!.id,
    businessId: scope.businessId,
    version: 1,
    spec,
    estimate: figures,
    ...keys,
    glbBytes: files.glb.byteLength,
    createdBy: scope.userId,
    createdAt: scope.now,
  });
  return getDesign(scope, row!.id);
}

/** `PATCH /v1/designs/{id}`: a new spec (or a new brief) is a new version; earlier ones stay. */
export async function updateDesign(
  scope: TenantScope,
  { id, patch }: { id: string; patch: DesignPatchInput },
) {
  const current = await designRow(scope, id);
  const { spec, unparsed, notMade, engine } = await specFromBriefOrForm(scope, patch);
  const prices = await designPrices(scope);
  const { files, keys } = await generateAndStore(scope, spec);
  const figures = figuresOf(files, spec, prices);
  const version = current.version + 1;
  await scope.tx.insert(designVersions).values({
    designId: id,
    businessId: scope.businessId,
    version,
    spec,
    estimate: figures,
    ...keys,
    glbBytes: files.glb.byteLength,
    createdBy: scope.userId,
    createdAt: scope.now,
  });
  await scope.tx
    .update(designs)
    .set({
      spec,
      estimate: figures,
      version,
      engine,
      ...(patch.brief ? { brief: patch.brief, unparsed, notMade: storedNotMade(notMade) } : {}),
    })
    .where(and(eq(designs.businessId, scope.businessId), eq(designs.id, id)));
  return getDesign(scope, id);
}

/** A version's file: from the storage, or generated again (and stored) when the storage lost it. */
async function versionFile(
  scope: Scope,
  version: typeof designVersions.$inferSelect,
  file: DesignFile,
): Promise<Uint8Array> {
  const key = version[KEY_COLUMN[file]];
  const stored = key ? await scope.deps.storage.get(key) : null;
  if (stored) return stored;
  if (file === 'image.jpg') {
    // Drawn on first view, then kept (a version from before 0041 has no key for it: drawn each time).
    const still = await stillInBackground(version.spec);
    if (!still.ok) throw new Error(`design picture failed: ${still.message}`);
    if (key) await scope.deps.storage.put(key, still.image, CONTENT_TYPES[file]);
    return still.image;
  }
  const answer = await generateInBackground(version.spec);
  if (!answer.ok) throw new Error(`design generation failed: ${answer.message}`);
  // Lost files go back under their keys.
  await storeFiles(
    scope,
    {
      glbKey: version.glbKey ?? undefined,
      stlKey: version.stlKey ?? undefined,
      usdzKey: version.usdzKey ?? undefined,
    },
    answer.files,
  );
  return bytesOf(answer.files, file);
}

export interface DesignFileAnswer {
  bytes: Uint8Array;
  contentType: string;
  fileName: string;
  etag: string;
}

/** `GET /v1/designs/{id}/model.glb|usdz|stl`: the current version's file, or the version asked for. */
export async function readDesignFile(
  scope: TenantScope,
  { id, file, version }: { id: string; file: DesignFile; version?: number | undefined },
): Promise<DesignFileAnswer> {
  const design = await designRow(scope, id);
  const wanted = version ?? design.version;
  const [row] = await scope.tx
    .select()
    .from(designVersions)
    .where(
      and(
        eq(designVersions.businessId, scope.businessId),
        eq(designVersions.designId, id),
        eq(designVersions.version, wanted),
      ),
    );
  if (!row) throw AppError.notFound('Design version');
  return {
    bytes: await versionFile(scope, row, file),
    contentType: CONTENT_TYPES[file],
    fileName: `design-${id.slice(0, 8)}-v${wanted}.${file.split('.')[1]}`,
    etag: `${id}-${wanted}-${file}`,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Sharing

const DAY_MS = 86_400_000;

/** `POST /v1/designs/{id}/share`: a link to the current version, valid `days` days; only its hash is kept. */
export async function shareDesign(scope: TenantScope, { id, days }: { id: string; days: number }) {
  const design = await designRow(scope, id);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(scope.now.getTime() + days * DAY_MS);
  await scope.tx.insert(designShares).values({
    businessId: scope.businessId,
    designId: id,
    version: design.version,
    tokenHash: hashToken(token),
    expiresAt,
    createdBy: scope.userId,
    createdAt: scope.now,
  });
  return {
    token,
    url: `${scope.deps.config.SHOWROOM_URL}/d/${token}`,
    version: design.version,
    expiresAt: expiresAt.toISOString(),
  };
}

/**
 * The design behind a shared link, read by the API's own connection by the token's hash (the visitor has
 * no account); an unknown token is 404, an expired one 410 `link_expired`.
 */
async function sharedVersion(scope: Scope, token: string) {
  const rows = await scope.tx.execute<{
    design_id: string;
    version: number;
    expires_at: string | Date;
    business_name: string;
    business_slug: string;
    published: boolean | null;
    currency: string;
  }>(sql`
    select s.design_id, s.version, s.expires_at, b.name as business_name, b.slug as business_slug,
           b.currency, public.showroom_published(b.id) as published
      from public.design_shares s
      join public.businesses b on b.id = s.business_id
     where s.token_hash = ${hashToken(token)}`);
  const share = rows.rows[0];
  if (!share) throw AppError.notFound('Shared design');
  if (new Date(share.expires_at).getTime() <= scope.now.getTime()) {
    throw new AppError('link_expired', 'This link has expired', 410);
  }
  const [version] = await scope.tx
    .select()
    .from(designVersions)
    .where(and(eq(designVersions.designId, share.design_id), eq(designVersions.version, share.version)));
  if (!version) throw AppError.notFound('Shared design');
  return { share, version };
}

/** `GET /v1/design-shares/{token}`: what the public viewer shows (no price inputs, no brief). */
export async function getDesignShare(scope: Scope, token: string) {
  const { share, version } = await sharedVersion(scope, token);
  const spec = version.spec;
  return {
    business: {
      name: share.business_name,
      showroomSlug: share.published ? share.business_slug : null,
    },
    title: designTitle(spec, scope.locale),
    spec,
    estimate: {
      weightG: version.estimate.weightG,
      stones: version.estimate.stones,
      totalCarat: version.estimate.totalCarat,
    },
    model: modelUrls(scope, `/v1/design-shares/${token}`, version.version),
    expiresAt: new Date(share.expires_at).toISOString(),
  };
}

export async function readSharedDesignFile(
  scope: Scope,
  { token, file }: { token: string; file: DesignFile },
): Promise<DesignFileAnswer> {
  const { version } = await sharedVersion(scope, token);
  return {
    bytes: await versionFile(scope, version, file),
    contentType: CONTENT_TYPES[file],
    fileName: `design.${file.split('.')[1]}`,
    etag: `${version.designId}-${version.version}-${file}`,
  };
}

/**
 * `GET /v1/showrooms/{slug}/products/{ref}/model.glb`: the current version's GLB of the design a published
 * product of a published showroom was made from. Read with the API's own connection by slug and number
 * (designs are not public rows; the visitor has no account): only the GLB, never the brief or the prices.
 */
export async function readProductModel(
  scope: Scope,
  { slug, ref }: { slug: string; ref: number },
): Promise<DesignFileAnswer> {
  const rows = await scope.tx.execute<{ design_id: string; version: number }>(sql`
    select d.id as design_id, d.version
      from public.products p
      join public.businesses b on b.id = p.business_id
      join public.designs d on d.id = p.design_id and d.business_id = p.business_id
     where b.slug = ${slug} and p.ref = ${ref} and p.published and public.showroom_published(b.id)`);
  const found = rows.rows[0];
  if (!found) throw AppError.notFound('Product model');
  const [version] = await scope.tx
    .select()
    .from(designVersions)
    .where(and(eq(designVersions.designId, found.design_id), eq(designVersions.version, found.version)));
  if (!version) throw AppError.notFound('Product model');
  return {
    bytes: await versionFile(scope, version, 'model.glb'),
    contentType: CONTENT_TYPES['model.glb'],
    fileName: 'model.glb',
    etag: `${found.design_id}-${found.version}-model.glb`,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Order and catalogue piece

function ringSizeLabel(spec: DesignSpec): string | null {
  if (!spec.ringSize) return null;
  const { system, value } = spec.ringSize;
  const shown = system === 'uk' ? (ukSizeLabel(value) ?? String(value)) : String(value);
  return `${shown} (${system.toUpperCase()})`;
}

function stonesLabel(spec: DesignSpec, figures: DesignEstimate, locale: Locale): string | null {
  if (!spec.stone) return null;
  return `${STONE_LABELS[spec.stone.type][locale]} × ${figures.stones}, ${figures.totalCarat} ct`;
}

/**
 * `POST /v1/designs/{id}/order`: a custom order through the orders service, at the quote stage, its price
 * the design's estimate, its details from the spec; the order keeps the design.
 */
export async function createDesignOrder(
  scope: TenantScope,
  { id, ...input }: { id: string } & DesignOrderInput,
) {
  const design = await designRow(scope, id);
  const prices = await designPrices(scope);
  const spec = design.spec;
  const estimate = estimateIn(spec, design.estimate, prices, spec.metal);
  const locale = input.locale;
  const parsed = orderInputSchema(locale, scope.currency).safeParse({
    item: designTitle(spec, locale).slice(0, 200),
    price: fromMinorUnits(estimate.price, scope.currency),
    metal: METAL_LABELS[spec.metal][locale],
    stones: stonesLabel(spec, estimate, locale),
    size: ringSizeLabel(spec),
    engraving: spec.engraving,
    notes: `Design v${design.version} — ${estimate.weightG} g`,
    stage: 'quote',
    ...(input.clientId ? { clientId: input.clientId } : {}),
    ...(input.client
      ? { client: { name: input.client.name, ...(input.client.email ? { email: input.client.email } : {}) } }
      : {}),
  });
  if (!parsed.success) {
    throw AppError.validation(
      Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])),
    );
  }
  const order = await createOrder(scope, parsed.data);
  await scope.tx.execute(
    sql`update public.orders set design_id = ${id} where id = ${order.id} and business_id = ${scope.businessId}`,
  );
  return getOrder(scope, order.id);
}

/** `POST /v1/designs/{id}/product`: a draft catalogue piece through the products service, priced by the estimate. */
export async function createDesignProduct(
  scope: TenantScope,
  { id, ...input }: { id: string } & DesignProductInput,
) {
  const design = await designRow(scope, id);
  const prices = await designPrices(scope);
  const spec = design.spec;
  const estimate = estimateIn(spec, design.estimate, prices, spec.metal);
  const name = input.name ?? designTitle(spec, input.locale).slice(0, 200);
  const category = await designProductCategory(scope, spec.piece);
  const parsed = productInputSchema(input.locale).safeParse({
    [NAME_FIELD[input.locale]]: name,
    category,
    priceMinor: estimate.price,
    status: 'draft',
    metals: [METAL_LABELS[spec.metal][input.locale]],
    stones: spec.stone ? [STONE_LABELS[spec.stone.type][input.locale]] : [],
    madeToOrder: true,
    leadTimeWeeks: 4,
  });
  if (!parsed.success) {
    throw AppError.validation(
      Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])),
    );
  }
  const product = await createProduct(scope, parsed.data);
  await scope.tx.execute(
    sql`update public.products set design_id = ${id} where id = ${product.id} and business_id = ${scope.businessId}`,
  );
  return product;
}
