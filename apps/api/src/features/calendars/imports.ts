import { calendarBusy, calendarImports } from '@carat/db';
import { and, asc, eq } from 'drizzle-orm';
import nodeIcal, { type VEvent } from 'node-ical';
import type { Deps } from '#api/context.ts';
import { getGuarded, isAllowedWebhookUrl } from '#api/features/integrations/index.ts';
import { AppError } from '#api/lib/errors.ts';
import { asConnectionOwner } from '#api/lib/owner-role.ts';
import type { TenantScope } from '#api/scope.ts';

/**
 * Busy times from the jeweller's own calendar (ADR 068): an ICS address they paste, fetched through the
 * outgoing-webhook guard (no private or loopback address unless WEBHOOK_ALLOW_PRIVATE_URLS, the same
 * opt-in), at most 2 MB in 10 s, parsed with node-ical with recurring events expanded over the booking
 * horizon, kept as bare intervals (no title) and read by `showroom_busy_ranges`, so the showroom's form
 * and the chat's slots leave them out. Synced every 15 minutes and on demand.
 */

export const CALENDAR_SYNC_QUEUE = 'calendar.sync';
const MAX_BYTES = 2 * 1024 * 1024;
const TIMEOUT_MS = 10_000;
/** How far ahead busy times are kept: the showroom books up to this horizon. */
const HORIZON_DAYS = 180;
const MAX_INTERVALS = 5000;
const MAX_IMPORTS = 5;

type ImportRow = typeof calendarImports.$inferSelect;

const view = (r: ImportRow) => ({
  id: r.id,
  url: r.url,
  lastSyncedAt: r.lastSyncedAt?.toISOString() ?? null,
  lastError: r.lastError,
  busyCount: r.busyCount,
  createdAt: r.createdAt.toISOString(),
});

export async function listCalendarImports(scope: TenantScope) {
  const rows = await scope.tx
    .select()
    .from(calendarImports)
    .where(eq(calendarImports.businessId, scope.businessId))
    .orderBy(asc(calendarImports.createdAt));
  return { items: rows.map(view) };
}

export async function getCalendarImport(scope: TenantScope, id: string) {
  const [row] = await scope.tx
    .select()
    .from(calendarImports)
    .where(and(eq(calendarImports.id, id), eq(calendarImports.businessId, scope.businessId)));
  if (!row) throw AppError.notFound('calendar import');
  return view(row);
}

/** Adds an address and syncs it at once, so the jeweller sees whether it works. */
export async function addCalendarImport(scope: TenantScope, input: { url: string }) {
  const url = input.url.trim().replace(/^webcal:\/\//i, 'https://');
  if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) {
    throw AppError.validation({
      url:
        scope.locale === 'en'
          ? 'Give the calendar’s address, starting with https:// or webcal://'
          : 'Donnez l’adresse du calendrier, commençant par https:// ou webcal://',
    });
  }
  if (!isAllowedWebhookUrl(url, scope.deps.config.webhookAllowPrivateUrls)) {
    throw AppError.validation({
      url:
        scope.locale === 'en'
          ? 'This address is not public: give the calendar’s internet address'
          : 'Cette adresse n’est pas publique : donnez l’adresse internet du calendrier',
    });
  }
  const existing = await listCalendarImports(scope);
  if (existing.items.length >= MAX_IMPORTS) {
    throw AppError.validation({
      url:
        scope.locale === 'en'
          ? `At most ${MAX_IMPORTS} calendars can be imported`
          : `${MAX_IMPORTS} calendars importés au plus`,
    });
  }
  const [row] = await scope.tx
    .insert(calendarImports)
    .values({ businessId: scope.businessId, url, createdBy: scope.userId })
    .onConflictDoNothing()
    .returning();
  if (!row) {
    throw AppError.validation({
      url: scope.locale === 'en' ? 'This calendar is already imported' : 'Ce calendrier est déjà importé',
    });
  }
  return view(await syncInto(scope.deps, scope.tx, row, scope.now));
}

export async function deleteCalendarImport(scope: TenantScope, id: string) {
  const deleted = await scope.tx
    .delete(calendarImports)
    .where(and(eq(calendarImports.id, id), eq(calendarImports.businessId, scope.businessId)))
    .returning({ id: calendarImports.id });
  if (deleted.length === 0) throw AppError.notFound('calendar import');
}

/** 'Synchroniser': fetches again now. */
export async function syncCalendarImportNow(scope: TenantScope, id: string) {
  const [row] = await scope.tx
    .select()
    .from(calendarImports)
    .where(and(eq(calendarImports.id, id), eq(calendarImports.businessId, scope.businessId)));
  if (!row) throw AppError.notFound('calendar import');
  return view(await syncInto(scope.deps, scope.tx, row, scope.now));
}

/** The busy intervals of an ICS document within [from, to), recurring events expanded. */
export function busyIntervals(ics: string, from: Date, to: Date): { start: Date; end: Date }[] {
  const parsed = nodeIcal.sync.parseICS(ics);
  const out: { start: Date; end: Date }[] = [];
  for (const component of Object.values(parsed)) {
    if (component?.type !== 'VEVENT') continue;
    const event = component as VEvent;
    if (event.status === 'CANCELLED') continue;
    // TRANSP:TRANSPARENT ('free' in the calendar) does not block the jeweller.
    if ((event.transparency as string | undefined) === 'TRANSPARENT') continue;
    const instances = nodeIcal.expandRecurringEvent(event, {
      from,
      to,
      includeOverrides: true,
      excludeExdates: true,
      expandOngoing: true,
    });
    for (const instance of instances) {
      const start = new Date(instance.start);
      const end = new Date(instance.end ?? instance.start);
      if (!(end > start) || end <= from || start >= to) continue;
      out.push({ start, end });
      if (out.length >= MAX_INTERVALS) return out;
    }
  }
  return out;
}

/**
 * Fetches and parses one address and replaces its intervals, in `tx` (the API's own connection or the
 * request's). A failure keeps the last good intervals and records the error the jeweller sees.
 */
async function syncInto(deps: Deps, tx: Deps['db'] | TenantScope['tx'], row: ImportRow, now: Date) {
  const from = new Date(now.getTime() - 86_400_000);
  const to = new Date(now.getTime() + HORIZON_DAYS * 86_400_000);
  let intervals: { start: Date; end: Date }[];
  try {
    const answer = await getGuarded(row.url, {
      allowPrivate: deps.config.webhookAllowPrivateUrls,
      timeoutMs: TIMEOUT_MS,
      maxBytes: MAX_BYTES,
      headers: { accept: 'text/calendar', 'user-agent': 'Carat calendar import' },
    });
    if (answer.status < 200 || answer.status >= 300) throw new Error(`the address answered ${answer.status}`);
    if (!answer.body.includes('BEGIN:VCALENDAR')) throw new Error('not an iCalendar (.ics) document');
    intervals = busyIntervals(answer.body, from, to);
  } catch (error) {
    const message = (error as Error).message.slice(0, 500) || 'failed';
    const [failed] = await asConnectionOwner(tx, () =>
      tx
        .update(calendarImports)
        .set({ lastError: message })
        .where(eq(calendarImports.id, row.id))
        .returning(),
    );
    deps.logger.warn('calendar import failed', { importId: row.id, error: message });
    return failed ?? row;
  }
  // The intervals are the server's to write (members only read them), in the caller's transaction.
  return asConnectionOwner(tx, async () => {
    await tx.delete(calendarBusy).where(eq(calendarBusy.importId, row.id));
    if (intervals.length > 0) {
      await tx.insert(calendarBusy).values(
        intervals.map((i) => ({
          businessId: row.businessId,
          importId: row.id,
          startsAt: i.start,
          endsAt: i.end,
        })),
      );
    }
    const [synced] = await tx
      .update(calendarImports)
      .set({ lastSyncedAt: now, lastError: null, busyCount: intervals.length })
      .where(eq(calendarImports.id, row.id))
      .returning();
    return synced ?? row;
  });
}

/** The schedule's run: every address of every business, each in its own transaction. */
export async function syncAllCalendarImports(deps: Deps, now = new Date()) {
  const rows = await deps.db.select().from(calendarImports);
  for (const row of rows) {
    await deps.db.transaction((tx) => syncInto(deps, tx, row, now));
  }
  return rows.length;
}

export function registerCalendarSync(deps: Deps) {
  void deps.jobs.work(CALENDAR_SYNC_QUEUE, async () => {
    const count = await syncAllCalendarImports(deps);
    deps.logger.info('calendar imports synced', { count });
  });
}
