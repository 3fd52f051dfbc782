import { randomBytes } from 'node:crypto';
import type { Locale } from '@carat/domain/locale';
import { sql } from 'drizzle-orm';
import type { PublicScope, SystemScope, TenantScope } from '#api/context.ts';
import { dataExportReadyMail } from '#api/features/account/data-export-mail.ts';
import { buildExportArchive } from '#api/features/account/export-archive.ts';
import { AppError } from '#api/lib/errors.ts';
import { asConnectionOwner } from '#api/lib/owner-role.ts';
import { hashToken } from '#api/lib/tokens.ts';
import { EMAIL_QUEUE } from '#api/queue/email.ts';
import { storageKey } from '#api/storage/types.ts';

export const DATA_EXPORT_QUEUE = 'export.build';
/** How long the emailed link works. */
export const EXPORT_LINK_DAYS = 7;

export interface DataExportView {
  id: string;
  clientId: string | null;
  status: 'queued' | 'running' | 'ready' | 'failed';
  progress: number;
  size: number | null;
  createdAt: string;
  expiresAt: string | null;
}

type ExportRow = {
  id: string;
  client_id: string | null;
  status: DataExportView['status'];
  progress: number;
  byte_size: number | null;
  created_at: Date;
  expires_at: Date | null;
};

const view = (row: ExportRow): DataExportView => ({
  id: row.id,
  clientId: row.client_id,
  status: row.status,
  progress: row.progress,
  size: row.byte_size,
  createdAt: new Date(row.created_at).toISOString(),
  expiresAt: row.expires_at ? new Date(row.expires_at).toISOString() : null,
});

export interface ExportJob {
  exportId: string;
  locale: Locale;
}

/**
 * Settings → Compte → Exporter mes données (owners: everything the business owns), or the client sheet's
 * export of one client's data (their access request). Queues the build; the link is emailed when ready.
 */
export async function requestDataExport(
  scope: TenantScope,
  input: { clientId?: string },
): Promise<DataExportView> {
  if (!input.clientId && scope.role !== 'owner') {
    throw new AppError('forbidden', 'Only an owner can export all of the business’s data', 403);
  }
  // In the request's transaction (RLS as the member): on the embedded database a second connection would
  // wait for this one's transaction to end.
  if (input.clientId) {
    const found = await scope.tx.execute(
      sql`select 1 from public.clients where id = ${input.clientId} and business_id = ${scope.businessId}`,
    );
    if (found.rows.length === 0) throw new AppError('not_found', 'No such client', 404);
  }
  const { rows } = await scope.tx.execute<ExportRow>(
    sql`insert into public.data_exports (business_id, requested_by, client_id)
        values (${scope.businessId}, ${scope.userId}, ${input.clientId ?? null})
        returning id, client_id, status, progress, byte_size, created_at, expires_at`,
  );
  const row = rows[0]!;
  // Queued in the same transaction, as the connection's owner (pg-boss's tables are not the member's).
  await asConnectionOwner(scope.tx, () =>
    scope.deps.jobs.send<ExportJob>(
      DATA_EXPORT_QUEUE,
      { exportId: row.id, locale: scope.locale },
      { retryLimit: 2, tx: scope.tx },
    ),
  );
  return view(row);
}

/** The business's exports, newest first (the last 50): the dashboard shows their progress and links. */
export async function listDataExports(
  scope: TenantScope,
  _input: Record<string, never> = {},
): Promise<{ items: DataExportView[] }> {
  const { rows } = await scope.tx.execute<ExportRow>(
    sql`select id, client_id, status, progress, byte_size, created_at, expires_at from public.data_exports
        where business_id = ${scope.businessId} order by created_at desc limit 50`,
  );
  return { items: rows.map(view) };
}

/** One export of the caller's business: its progress, and until when its link works. */
export async function dataExportStatus(scope: TenantScope, input: { id: string }): Promise<DataExportView> {
  const { rows } = await scope.tx.execute<ExportRow>(
    sql`select id, client_id, status, progress, byte_size, created_at, expires_at from public.data_exports
        where id = ${input.id} and business_id = ${scope.businessId}`,
  );
  if (!rows[0]) throw new AppError('not_found', 'No such export', 404);
  return view(rows[0]);
}

/** The job: builds the ZIP with progress, stores it, emails a link good for 7 days (its token hashed). */
export async function buildDataExport(scope: SystemScope, job: ExportJob): Promise<void> {
  const { deps, now } = scope;
  const { pool } = deps;
  const { rows } = await pool.query<{
    business_id: string;
    client_id: string | null;
    requested_by: string | null;
    email: string | null;
  }>(
    `update public.data_exports d set status = 'running', progress = 0
      where d.id = $1 and d.status in ('queued', 'running', 'failed')
      returning d.business_id, d.client_id, d.requested_by,
        (select u.email from auth.users u where u.id = d.requested_by) as email`,
    [job.exportId],
  );
  const target = rows[0];
  if (!target) return;
  try {
    let reported = 0;
    const { zip } = await buildExportArchive(scope, {
      target: { businessId: target.business_id, clientId: target.client_id ?? undefined },
      requestedBy: target.requested_by,
      onProgress: async (progress) => {
        // Written when it moves by 5 points or more: the dashboard polls it, nobody needs every point.
        const shown = Math.min(progress, 99);
        if (shown - reported < 5) return;
        reported = shown;
        await pool.query('update public.data_exports set progress = $2 where id = $1', [job.exportId, shown]);
      },
    });
    const key = storageKey(target.business_id, job.exportId);
    await deps.storage.put(key, zip, 'application/zip');
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + EXPORT_LINK_DAYS * 86_400_000);
    await pool.query(
      `update public.data_exports set status = 'ready', progress = 100, storage_key = $2, byte_size = $3,
         token_hash = $4, expires_at = $5, finished_at = now() where id = $1`,
      [job.exportId, key, zip.byteLength, hashToken(token), expiresAt],
    );
    const url = `${deps.config.API_URL}/exports/${token}`;
    if (!target.email) return;
    await deps.jobs.send(EMAIL_QUEUE, {
      to: target.email,
      ...dataExportReadyMail({ locale: job.locale, url, expiresAt, client: target.client_id !== null }),
    });
  } catch (error) {
    await pool.query(`update public.data_exports set status = 'failed' where id = $1`, [job.exportId]);
    throw error;
  }
}

/** The emailed link: the ZIP while the link is valid; 404 once it has expired (or never existed). */
export async function downloadDataExport(
  scope: PublicScope,
  input: { token: string },
): Promise<{ bytes: Uint8Array; filename: string }> {
  const { deps } = scope;
  const { rows } = await deps.pool.query<{ id: string; storage_key: string; created_at: Date }>(
    `select id, storage_key, created_at from public.data_exports
      where token_hash = $1 and status = 'ready' and expires_at > $2`,
    [hashToken(input.token), scope.now],
  );
  const row = rows[0];
  const bytes = row ? await deps.storage.get(row.storage_key) : null;
  if (!row || !bytes) throw new AppError('not_found', 'This link has expired or does not exist', 404);
  return { bytes, filename: `carat-export-${row.created_at.toISOString().slice(0, 10)}.zip` };
}
