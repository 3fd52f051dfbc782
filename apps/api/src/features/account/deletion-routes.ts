import { deleteAccountSchema } from '@carat/validation';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  cancelAccountDeletion,
  deletionStatus,
  requestAccountDeletion,
} from '#api/features/account/deletion.ts';
import { ErrorSchema, jsonBody, jsonResponse, router, tenantErrors } from '#api/lib/openapi.ts';
import { rateLimit } from '#api/middleware/rate-limit.ts';

const DeletionStatus = z
  .object({
    status: z.enum(['none', 'scheduled']),
    requestedAt: z.string().nullable(),
    scheduledFor: z.string().nullable(),
    businesses: z.array(z.object({ id: z.uuid(), name: z.string() })),
  })
  .meta({ id: 'AccountDeletionStatus' });

const common = { tags: ['Settings'], security: [{ bearer: [] }] };
const errors = {
  ...tenantErrors,
  409: { description: 'Too late to cancel', content: { 'application/json': { schema: ErrorSchema } } },
  429: { description: 'Too many attempts', content: { 'application/json': { schema: ErrorSchema } } },
} as const;

const routes = {
  status: createRoute({
    ...common,
    method: 'get',
    path: '/account/deletion',
    summary: 'Whether the caller’s account is due to be deleted, and when',
    responses: { 200: jsonResponse(DeletionStatus, 'The deletion status'), ...errors },
  }),
  request: createRoute({
    ...common,
    method: 'post',
    path: '/account/deletion',
    summary:
      'Delete my account in 30 days (current password required): the business goes with its only owner, subscriptions end at their period’s end',
    request: { body: jsonBody(deleteAccountSchema()) },
    responses: { 200: jsonResponse(DeletionStatus, 'The deletion, scheduled'), ...errors },
  }),
  cancel: createRoute({
    ...common,
    method: 'delete',
    path: '/account/deletion',
    summary: 'Cancel the scheduled deletion (subscriptions it ended are resumed)',
    responses: { 200: jsonResponse(DeletionStatus, 'The deletion status'), ...errors },
  }),
};

/**
 * Settings → Security → Compte: schedule, read and cancel the deletion of one's own account (ADR 019).
 * Open without a subscription (see requireSubscription) and to staff as to owners: what goes is the
 * caller's account, with the businesses they alone own.
 */
export function accountDeletionRoutes() {
  const app = router();
  // A stolen session must not become a password oracle: a few tries per quarter-hour.
  app.use(
    '/account/deletion',
    rateLimit({
      name: 'account-deletion',
      windowMs: 15 * 60_000,
      max: 10,
      key: (c) => (c.req.method === 'POST' ? c.get('user').id : null),
    }),
  );
  return app
    .openapi(routes.status, async (c) => c.json(await deletionStatus(c.get('scope')), 200))
    .openapi(routes.request, async (c) => {
      const { password } = c.req.valid('json');
      return c.json(await requestAccountDeletion(c.get('scope'), { user: c.get('user'), password }), 200);
    })
    .openapi(routes.cancel, async (c) => c.json(await cancelAccountDeletion(c.get('scope')), 200));
}
