import { MEMBER_ROLES } from '@carat/domain';
import { localeSchema } from '@carat/validation/locale';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { memberContext } from '#api/features/account/profile.ts';
import { jsonResponse, router, tenantErrors } from '#api/lib/openapi.ts';

const MeSchema = z
  .object({
    user: z.object({ id: z.uuid(), email: z.string().nullable(), aal: z.enum(['aal1', 'aal2']) }),
    profile: z
      .object({
        firstName: z.string().nullable(),
        lastName: z.string().nullable(),
        locale: localeSchema,
      })
      .nullable(),
    business: z.object({
      id: z.uuid(),
      name: z.string(),
      slug: z.string(),
      city: z.string().nullable(),
      currency: z.string(),
      timeZone: z.string(),
      verified: z.boolean(),
    }),
    role: z.enum(MEMBER_ROLES),
  })
  .meta({ id: 'Me' });

const getMe = createRoute({
  method: 'get',
  path: '/me',
  tags: ['Account'],
  summary: 'The caller, their profile and the business they act for',
  security: [{ bearer: [] }],
  responses: { 200: jsonResponse(MeSchema, 'The caller'), ...tenantErrors },
});

export function meRoutes() {
  return router().openapi(getMe, async (c) => {
    const { user } = c.var;
    const { profile, business, role } = await memberContext(c.get('scope'));
    return c.json({ user: { id: user.id, email: user.email, aal: user.aal }, profile, business, role }, 200);
  });
}
