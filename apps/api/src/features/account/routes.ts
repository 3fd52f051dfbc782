import { RING_SIZE_SYSTEMS } from '@carat/domain/ring-sizes';
import { localeSchema } from '@carat/validation/locale';
import {
  appearanceSchema,
  businessSchema,
  notificationPreferencesSchema,
  PROMISE_KEYS,
  profileSchema,
} from '@carat/validation/settings';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { getBusiness, updateBusiness } from '#api/features/account/business.ts';
import {
  getProfile,
  setAppearance,
  setNotificationPreferences,
  updateProfile,
} from '#api/features/account/profile.ts';
import { jsonBody, jsonResponse, router, tenantErrors } from '#api/lib/openapi.ts';

const Preferences = notificationPreferencesSchema();
const Appearance = appearanceSchema();
const Profile = z
  .object({
    email: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    phone: z.string().nullable(),
    locale: localeSchema,
    notificationPreferences: Preferences,
    appearance: Appearance,
  })
  .meta({ id: 'Profile' });
const Business = z
  .object({
    id: z.uuid(),
    name: z.string(),
    slug: z.string(),
    address: z.string().nullable(),
    city: z.string().nullable(),
    postalCode: z.string().nullable(),
    vatNumber: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    currency: z.string(),
    timeZone: z.string(),
    /** The ring-size system the product form starts in; null: from the currency. */
    ringSizeSystem: z.enum(RING_SIZE_SYSTEMS).nullable(),
    /** Where the business trades (ISO 3166-1, ISO 3166-2 where it matters); null until the jeweller says. */
    country: z.string().nullable(),
    region: z.string().nullable(),
    /** The language numbers and dates are written in; null: the reader's. */
    locale: localeSchema.nullable(),
    /** Registration numbers its invoices carry besides the VAT number, and whether it charges the tax. */
    taxRegistration: z.object({
      registered: z.boolean().optional(),
      siren: z.string().optional(),
      gstNumber: z.string().optional(),
      qstNumber: z.string().optional(),
      uid: z.string().optional(),
      companyNumber: z.string().optional(),
    }),
    /** Invoice unit prices are typed tax included; an invoice keeps the mode it was made in. */
    pricesIncludeTax: z.boolean(),
    /** The shop's own delivery, guarantee and returns lines (FR/EN); a line not set is shown nowhere. */
    promises: z.object(
      Object.fromEntries(
        PROMISE_KEYS.map((k) => [k, z.object({ fr: z.string(), en: z.string() }).optional()]),
      ) as Record<
        (typeof PROMISE_KEYS)[number],
        z.ZodOptional<z.ZodObject<{ fr: z.ZodString; en: z.ZodString }>>
      >,
    ),
  })
  .meta({ id: 'Business' });

const common = { tags: ['Settings'], security: [{ bearer: [] }] };
const routes = {
  getProfile: createRoute({
    ...common,
    method: 'get',
    path: '/account/profile',
    summary: 'The caller’s profile and preferences',
    responses: { 200: jsonResponse(Profile, 'The profile'), ...tenantErrors },
  }),
  patchProfile: createRoute({
    ...common,
    method: 'patch',
    path: '/account/profile',
    summary: 'Change first name, last name, phone or language',
    request: { body: jsonBody(profileSchema()) },
    responses: { 200: jsonResponse(Profile, 'The profile'), ...tenantErrors },
  }),
  putNotifications: createRoute({
    ...common,
    method: 'put',
    path: '/account/notifications',
    summary: 'The four notification switches',
    request: { body: jsonBody(Preferences) },
    responses: { 200: jsonResponse(Profile, 'The profile'), ...tenantErrors },
  }),
  putAppearance: createRoute({
    ...common,
    method: 'put',
    path: '/account/appearance',
    summary: 'Dark mode and compact view',
    request: { body: jsonBody(Appearance) },
    responses: { 200: jsonResponse(Profile, 'The profile'), ...tenantErrors },
  }),
  getBusiness: createRoute({
    ...common,
    method: 'get',
    path: '/business',
    summary: 'The business the caller acts for',
    responses: { 200: jsonResponse(Business, 'The business'), ...tenantErrors },
  }),
  patchBusiness: createRoute({
    ...common,
    method: 'patch',
    path: '/business',
    summary: 'Change the business details (owner only)',
    request: { body: jsonBody(businessSchema()) },
    responses: { 200: jsonResponse(Business, 'The business'), ...tenantErrors },
  }),
};

/** Settings: the user's profile, notifications and appearance; the business details (owner only). */
export function accountRoutes() {
  const app = router();
  // The profile's email is the account's, from the verified token.
  return app
    .openapi(routes.getProfile, async (c) =>
      c.json({ email: c.get('user').email, ...(await getProfile(c.get('scope'))) }, 200),
    )
    .openapi(routes.patchProfile, async (c) =>
      c.json(
        { email: c.get('user').email, ...(await updateProfile(c.get('scope'), c.req.valid('json'))) },
        200,
      ),
    )
    .openapi(routes.putNotifications, async (c) => {
      const profile = await setNotificationPreferences(c.get('scope'), c.req.valid('json'));
      return c.json({ email: c.get('user').email, ...profile }, 200);
    })
    .openapi(routes.putAppearance, async (c) =>
      c.json(
        { email: c.get('user').email, ...(await setAppearance(c.get('scope'), c.req.valid('json'))) },
        200,
      ),
    )
    .openapi(routes.getBusiness, async (c) => c.json(await getBusiness(c.get('scope')), 200))
    .openapi(routes.patchBusiness, async (c) =>
      c.json(await updateBusiness(c.get('scope'), c.req.valid('json')), 200),
    );
}
