import { LOCALES } from '@carat/domain/locale';
import { SOCIAL_NETWORKS, showroomSettingsPatchSchema } from '@carat/validation/catalogue-settings';
import { PROMISE_KEYS } from '@carat/validation/settings';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { publicAppointmentServices } from '#api/features/appointments/index.ts';
import { publicCollections } from '#api/features/catalogue/index.ts';
import {
  getPublicShowroomSettings,
  getShowroomSettings,
  updateShowroomSettings,
} from '#api/features/showroom/settings.ts';
import { ErrorSchema, jsonBody, jsonResponse, router, tenantErrors } from '#api/lib/openapi.ts';
import { anonScope } from '#api/middleware/scope.ts';

const SocialLinks = z.object(
  Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, z.string().optional()])) as Record<
    (typeof SOCIAL_NETWORKS)[number],
    z.ZodOptional<z.ZodString>
  >,
);

const SettingsFields = z.object({
  slug: z.string(),
  name: z.string(),
  tagline: z.string().nullable(),
  city: z.string().nullable(),
  /** 'Since' on the showroom. */
  foundedYear: z.number().int().nullable(),
  logoImage: z.string().nullable(),
  bannerImage: z.string().nullable(),
  socialLinks: SocialLinks,
  contact: z.object({
    email: z.string().nullable(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
    postalCode: z.string().nullable(),
  }),
  /** The languages offered, the showroom's default first: the FR/EN switch shows these. */
  languages: z.array(z.enum(LOCALES)),
  /** The 'VÉRIFIÉ' badge, granted by the platform only (docs/decisions/024-verified-badge.md). */
  verified: z.boolean(),
});

const PromiseLines = z.array(z.object({ kind: z.enum(PROMISE_KEYS), text: z.string() }));

const PublicShowroomSettings = SettingsFields.extend({
  /** The free plan's 'Propulsé par Carat' footer link (CZ); paid plans remove it. No other billing fact. */
  watermark: z.boolean(),
  /** The shop's own delivery, guarantee and returns lines for the footer, per language; none until set. */
  promises: z.object({ fr: PromiseLines, en: PromiseLines }),
}).meta({ id: 'PublicShowroomSettings' });

const ShowroomSettings = SettingsFields.extend({
  published: z.boolean(),
  /** The showroom's public address. */
  url: z.string(),
  /** Slugs the showroom left, newest first: each still leads here. */
  previousSlugs: z.array(z.string()),
}).meta({ id: 'ShowroomSettings' });

const PublicService = z
  .object({
    /** The service's key: one of the spec's four or one of the business's own. */
    type: z.string(),
    mode: z.enum(['phone', 'video', 'in-person']),
    title: z.string(),
    description: z.string(),
    minDurationMinutes: z.number().int(),
    maxDurationMinutes: z.number().int(),
    minPriceMinor: z.number().int(),
    maxPriceMinor: z.number().int(),
    currency: z.string(),
    depositMinor: z.number().int(),
  })
  .meta({ id: 'ShowroomService' });

const PublicCollection = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string(),
    coverImage: z.string().nullable(),
    /** The published pieces' numbers, in the jeweller's order. */
    productRefs: z.array(z.number().int()),
  })
  .meta({ id: 'ShowroomCollection' });

const common = { tags: ['Showroom settings'], security: [{ bearer: [] }] };

const read = createRoute({
  ...common,
  method: 'get',
  path: '/showroom/settings',
  summary: 'The showroom settings: slug, name, tagline, city, since, logo, banner, links, contact, languages',
  responses: { 200: jsonResponse(ShowroomSettings, 'The settings'), ...tenantErrors },
});
const update = createRoute({
  ...common,
  method: 'patch',
  path: '/showroom/settings',
  summary: 'Change the showroom settings given (owner only); an old slug keeps leading to the showroom',
  request: { body: jsonBody(showroomSettingsPatchSchema()) },
  responses: { 200: jsonResponse(ShowroomSettings, 'The settings'), ...tenantErrors },
});

/** Tenant routes: everyone of the business reads the settings; the owner changes them. */
export function showroomSettingsRoutes() {
  const app = router();
  return app
    .openapi(read, async (c) => c.json(await getShowroomSettings(c.get('scope')), 200))
    .openapi(update, async (c) =>
      c.json(await updateShowroomSettings(c.get('scope'), c.req.valid('json')), 200),
    );
}

const SlugParam = z.object({
  slug: z
    .string()
    .max(63)
    .regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/),
});
const LangQuery = z.object({ lang: z.enum(LOCALES).optional() });

const moved = {
  description:
    'The showroom moved (code showroom_moved): `details.slug` is its slug now; the showroom app answers the old address with a 301 to it',
  content: { 'application/json': { schema: ErrorSchema } },
};
const publicErrors = {
  301: moved,
  404: {
    description: 'No published showroom here',
    content: { 'application/json': { schema: ErrorSchema } },
  },
  422: tenantErrors[422],
};
const publicCommon = { tags: ['Showroom (public)'] };

const publicSettings = createRoute({
  ...publicCommon,
  method: 'get',
  path: '/showrooms/{slug}/settings',
  summary: "A published showroom's settings: logo, banner, since, social links, contact, languages, badge",
  request: { params: SlugParam },
  responses: { 200: jsonResponse(PublicShowroomSettings, 'The settings'), ...publicErrors },
});
const publicServices = createRoute({
  ...publicCommon,
  method: 'get',
  path: '/showrooms/{slug}/services',
  summary: "The appointment types a published showroom offers, with the business's durations and prices",
  request: { params: SlugParam, query: LangQuery },
  responses: {
    200: jsonResponse(z.object({ items: z.array(PublicService) }), 'The appointment types'),
    ...publicErrors,
  },
});
const publicCollectionList = createRoute({
  ...publicCommon,
  method: 'get',
  path: '/showrooms/{slug}/collections',
  summary: "A published showroom's collections, each with its published pieces' numbers in order",
  request: { params: SlugParam, query: LangQuery },
  responses: {
    200: jsonResponse(z.object({ items: z.array(PublicCollection) }), 'The collections'),
    ...publicErrors,
  },
});

/** Visitors: what a published showroom shows of its settings, services and collections. */
export function publicShowroomSettingsRoutes() {
  const app = router();
  app.on(
    'GET',
    ['/showrooms/:slug/settings', '/showrooms/:slug/services', '/showrooms/:slug/collections'],
    anonScope,
  );
  return app
    .openapi(publicSettings, async (c) =>
      c.json(await getPublicShowroomSettings(c.get('publicScope'), c.req.valid('param').slug), 200),
    )
    .openapi(publicServices, async (c) =>
      c.json(await publicAppointmentServices(c.get('publicScope'), c.req.valid('param').slug), 200),
    )
    .openapi(publicCollectionList, async (c) =>
      c.json(await publicCollections(c.get('publicScope'), c.req.valid('param').slug), 200),
    );
}
