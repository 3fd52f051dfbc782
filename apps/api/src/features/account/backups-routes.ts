import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { backupsStatus } from '#api/features/account/backups.ts';
import { jsonResponse, router, tenantErrors } from '#api/lib/openapi.ts';

const Backups = z
  .object({
    mode: z.enum(['embedded', 'hosted']),
    schedule: z.string().nullable(),
    last: z.object({ createdAt: z.string(), verified: z.boolean(), size: z.number().int() }).nullable(),
  })
  .meta({ id: 'AccountBackups' });

const routes = {
  status: createRoute({
    tags: ['Settings'],
    security: [{ bearer: [] }],
    method: 'get',
    path: '/account/backups',
    summary: 'The installation’s last backup: when, whether a restore verified it, its size',
    responses: { 200: jsonResponse(Backups, 'The backups status'), ...tenantErrors },
  }),
};

/** Settings → Compte: the last backup of the installation (ADR 030-backups). */
export function accountBackupRoutes() {
  return router().openapi(routes.status, async (c) => c.json(await backupsStatus(c.get('scope')), 200));
}
