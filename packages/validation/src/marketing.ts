import { LOCALES } from '@carat/domain/locale';
import { z } from 'zod';
import { localeSchema } from '#lib/locale.ts';

/**
 * The AI marketing studio's requests, shared by the dashboard's forms and the API's routes.
 * A campaign is stored as the editor's blocks; a pieces block names catalogue pieces by id and the API
 * fills in their names, prices, photos and links when it renders (so an email never shows a stale price).
 */

export const CAPTION_OCCASIONS = [
  'valentines',
  'mothers-day',
  'christmas',
  'engagement-season',
  'new-collection',
  /** A design from the design generator: needs `designId`. */
  'design',
] as const;
export type CaptionOccasion = (typeof CAPTION_OCCASIONS)[number];

export const captionsRequestSchema = z
  .strictObject({
    productIds: z.array(z.uuid()).min(1).max(10).optional(),
    collectionId: z.uuid().optional(),
    occasion: z.enum(CAPTION_OCCASIONS).optional(),
    /** The design the 'design' occasion writes about (its real metal, stone and estimate). */
    designId: z.uuid().optional(),
    locale: z.enum(LOCALES),
    seed: z.union([z.string().max(64), z.number().int()]).optional(),
  })
  .refine((input) => input.productIds || input.collectionId || input.occasion, {
    message: 'productIds, collectionId or occasion',
    path: ['productIds'],
  })
  .refine((input) => (input.occasion === 'design') === (input.designId !== undefined), {
    message: "designId goes with the occasion 'design', and only with it",
    path: ['designId'],
  });
export type CaptionsRequest = z.infer<typeof captionsRequestSchema>;

export const VISUAL_FORMAT_IDS = ['1080x1080', '1080x1350', '1080x1920', 'email-header'] as const;
export type VisualFormatId = (typeof VISUAL_FORMAT_IDS)[number];
export const VISUAL_TEMPLATES = ['classic'] as const;

/** A piece of the catalogue (`productId`) or a design from the design generator (`designId`), not both. */
export const visualRequestSchema = z
  .strictObject({
    productId: z.uuid().optional(),
    designId: z.uuid().optional(),
    template: z.enum(VISUAL_TEMPLATES).default('classic'),
    format: z.enum(VISUAL_FORMAT_IDS),
    locale: z.enum(LOCALES).optional(),
    /** Draws the safe zone (the editor's preview); never on a download. */
    safeZone: z.boolean().optional(),
  })
  .refine((input) => (input.productId === undefined) !== (input.designId === undefined), {
    message: 'productId or designId',
    path: ['productId'],
  });
export type VisualRequestInput = z.input<typeof visualRequestSchema>;

export const visualQuerySchema = z.object({
  type: z.enum(['png', 'jpeg']).optional(),
  save: z.enum(['true', 'false']).optional(),
});

const webUrl = z.url({ protocol: /^https?$/ });

export const campaignBlockSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('heading'),
    text: z.string().trim().min(1).max(200),
    level: z.union([z.literal(1), z.literal(2)]).optional(),
  }),
  z.strictObject({ type: z.literal('text'), text: z.string().trim().min(1).max(5000) }),
  z.strictObject({ type: z.literal('pieces'), productIds: z.array(z.uuid()).min(1).max(6) }),
  z.strictObject({
    type: z.literal('image'),
    src: webUrl,
    alt: z.string().max(200).optional(),
    href: webUrl.optional(),
  }),
  z.strictObject({ type: z.literal('button'), label: z.string().trim().min(1).max(60), href: webUrl }),
]);
export type CampaignBlock = z.infer<typeof campaignBlockSchema>;

export const AUDIENCE_KINDS = [
  'all',
  'vip',
  'birthday-this-month',
  'anniversary-this-month',
  'no-purchase-12-months',
  'collection',
] as const;
export type AudienceKind = (typeof AUDIENCE_KINDS)[number];

export const campaignAudienceSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('all') }),
  z.strictObject({ kind: z.literal('vip') }),
  z.strictObject({ kind: z.literal('birthday-this-month') }),
  z.strictObject({ kind: z.literal('anniversary-this-month') }),
  z.strictObject({ kind: z.literal('no-purchase-12-months') }),
  z.strictObject({ kind: z.literal('collection'), collectionId: z.uuid() }),
]);
export type CampaignAudience = z.infer<typeof campaignAudienceSchema>;

export const campaignInputSchema = z.strictObject({
  name: z.string().trim().min(1).max(120),
  subject: z.string().trim().min(1).max(150),
  preheader: z.string().trim().max(200).default(''),
  blocks: z.array(campaignBlockSchema).min(1).max(40),
  audience: campaignAudienceSchema.default({ kind: 'all' }),
  locale: z.enum(LOCALES).default('fr'),
});
export type CampaignInput = z.input<typeof campaignInputSchema>;

export const campaignPatchSchema = z
  .strictObject({
    name: z.string().trim().min(1).max(120),
    subject: z.string().trim().min(1).max(150),
    preheader: z.string().trim().max(200),
    blocks: z.array(campaignBlockSchema).min(1).max(40),
    audience: campaignAudienceSchema,
    locale: z.enum(LOCALES),
  })
  .partial();
export type CampaignPatch = z.infer<typeof campaignPatchSchema>;

/** 'Programmer': a time in the future, or now when left out. */
export const campaignScheduleSchema = z.strictObject({
  scheduledAt: z.iso.datetime({ offset: true }).optional(),
});

export const audienceCountQuerySchema = z.object({
  kind: z.enum(AUDIENCE_KINDS),
  collectionId: z.uuid().optional(),
});

export const CONSENT_SOURCES = ['in-store', 'showroom-form', 'email', 'phone', 'import'] as const;

/** The client profile's switch: consent given (with how), or withdrawn. */
export const consentPatchSchema = z.strictObject({
  consented: z.boolean(),
  source: z.enum(CONSENT_SOURCES).optional(),
});
export type ConsentPatch = z.infer<typeof consentPatchSchema>;

export const AUTOMATION_KINDS = ['birthday', 'anniversary', 'review-request', 're-engagement'] as const;
export type AutomationKindId = (typeof AUTOMATION_KINDS)[number];
/**
 * Switching one automation on or off; `locale` is the language its emails are written in; `sms` sends the
 * birthday and anniversary wishes by text too, to clients who agreed to texts (issue 33).
 */
export const automationPatchSchema = z.strictObject({
  enabled: z.boolean(),
  locale: localeSchema.optional(),
  sms: z.boolean().optional(),
});
export type AutomationPatch = z.infer<typeof automationPatchSchema>;

export const POST_NETWORKS = ['instagram', 'facebook'] as const;
export type PostNetworkId = (typeof POST_NETWORKS)[number];

const postFields = {
  network: z.enum(POST_NETWORKS),
  caption: z.string().trim().min(1).max(2200),
  hashtags: z
    .array(z.string().regex(/^#[\p{L}\p{N}_]{1,60}$/u))
    .max(30)
    .default([]),
  link: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .nullable()
    .default(null),
  /** The day and time the post is planned for; null: not planned yet. */
  plannedAt: z.iso.datetime({ offset: true }).nullable().default(null),
};

/**
 * Saving a post to the studio's library: its caption and the visual, either one already in the library
 * (`libraryItemId`) or drawn now and kept there (`visual`, as `POST /v1/marketing/visuals` takes it).
 */
export const postInputSchema = z
  .strictObject({
    ...postFields,
    libraryItemId: z.uuid().optional(),
    visual: z
      .strictObject({
        productId: z.uuid().optional(),
        designId: z.uuid().optional(),
        format: z.enum(VISUAL_FORMAT_IDS),
        type: z.enum(['png', 'jpeg']).default('png'),
        locale: z.enum(LOCALES).optional(),
      })
      .refine((input) => (input.productId === undefined) !== (input.designId === undefined), {
        message: 'productId or designId',
        path: ['productId'],
      })
      .optional(),
  })
  .refine((input) => !(input.libraryItemId && input.visual), {
    message: 'libraryItemId or visual, not both',
    path: ['visual'],
  });
export type PostInput = z.input<typeof postInputSchema>;

export const postPatchSchema = z
  .strictObject({
    network: postFields.network,
    caption: postFields.caption,
    hashtags: z.array(z.string().regex(/^#[\p{L}\p{N}_]{1,60}$/u)).max(30),
    link: z
      .url({ protocol: /^https?$/ })
      .max(2000)
      .nullable(),
    plannedAt: z.iso.datetime({ offset: true }).nullable(),
    libraryItemId: z.uuid().nullable(),
  })
  .partial();
export type PostPatch = z.infer<typeof postPatchSchema>;

/** `?month=2026-12`: the posts planned in that month (UTC), else every post. */
export const postsQuerySchema = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .optional(),
});
