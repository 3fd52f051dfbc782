import { businesses, type Executor, profiles } from '@carat/db';
import {
  appearanceSchema,
  businessSchema,
  notificationPreferencesSchema,
  profileSchema,
} from '@carat/validation/settings';
import { createRoute } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { AppError } from '#api/lib/errors.ts';
import { jsonBody, jsonResponse, router, tenantErrors } from '#api/lib/openapi.ts';
import { ownerOnly } from '#api/middleware/scope.ts';

const Preferences = notificationPreferencesSchema();
const Appearance = appearanceSchema();
const Profile = z
  .object({
    email: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    phone: z.string().nullable(),
    locale: z.enum(['fr', 'en']),
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

const businessColumns = {
  id: businesses.id,
  name: businesses.name,
  slug: businesses.slug,
  address: businesses.address,
  city: businesses.city,
  postalCode: businesses.postalCode,
  vatNumber: businesses.vatNumber,
  phone: businesses.phone,
  email: businesses.email,
  currency: businesses.currency,
  timeZone: businesses.timeZone,
};

async function readProfile(tx: Executor, userId: string, email: string | null) {
  const [row] = await tx.select().from(profiles).where(eq(profiles.userId, userId));
  if (!row) throw AppError.notFound('Profile');
  return {
    email,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    locale: row.locale,
    notificationPreferences: row.notificationPreferences,
    appearance: row.appearance,
  };
}

/** Settings: the user's profile, notifications and appearance; the business details (owner only). */
export function accountRoutes() {
  const app = router();
  app.use('/business', async (c, next) => (c.req.method === 'PATCH' ? ownerOnly(c, next) : next()));
  return app
    .openapi(routes.getProfile, async (c) =>
      c.json(await readProfile(c.var.tx, c.var.user.id, c.var.user.email), 200),
    )
    .openapi(routes.patchProfile, async (c) => {
      const change = c.req.valid('json');
      if (Object.keys(change).length)
        await c.var.tx.update(profiles).set(change).where(eq(profiles.userId, c.var.user.id));
      return c.json(await readProfile(c.var.tx, c.var.user.id, c.var.user.email), 200);
    })
    .openapi(routes.putNotifications, async (c) => {
      await c.var.tx
        .update(profiles)
        .set({ notificationPreferences: c.req.valid('json') })
        .where(eq(profiles.userId, c.var.user.id));
      return c.json(await readProfile(c.var.tx, c.var.user.id, c.var.user.email), 200);
    })
    .openapi(routes.putAppearance, async (c) => {
      await c.var.tx
        .update(profiles)
        .set({ appearance: c.req.valid('json') })
        .where(eq(profiles.userId, c.var.user.id));
      return c.json(await readProfile(c.var.tx, c.var.user.id, c.var.user.email), 200);
    })
    .openapi(routes.getBusiness, async (c) => {
      const [row] = await c.var.tx
        .select(businessColumns)
        .from(businesses)
        .where(eq(businesses.id, c.var.businessId));
      return c.json(row!, 200);
    })
    .openapi(routes.patchBusiness, async (c) => {
      const [row] = await c.var.tx
        .update(businesses)
        .set(c.req.valid('json'))
        .where(eq(businesses.id, c.var.businessId))
        .returning(businessColumns);
      return c.json(row!, 200);
    });
}
