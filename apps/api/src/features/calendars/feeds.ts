import { randomBytes } from 'node:crypto';
import { appointments, businesses, calendarFeeds, clients, memberships, orders, repairs } from '@carat/db';
import { addDays, todayIn } from '@carat/domain/dates';
import { and, eq, gte, inArray, isNotNull, lt, notInArray, sql } from 'drizzle-orm';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { DateTime } from 'luxon';
import QRCode from 'qrcode';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import type { Deps } from '#api/context.ts';
import { AppError } from '#api/lib/errors.ts';
import { hashToken } from '#api/lib/tokens.ts';
import type { TenantScope } from '#api/scope.ts';

/**
 * Each member's private calendar feed (ADR 068): an iCalendar document (RFC 5545) at
 * `/calendar/{token}.ics`, the token 32 random bytes of which only the SHA-256 is kept, so the address is
 * shown once (on creation or rotation). Rotating replaces the hash (the old address answers 404 at
 * once); revoking deletes the row. A member who leaves the business loses the feed with the membership.
 */

/** How far back and ahead the feed reaches: a phone keeps what it already has, the feed stays small. */
const PAST_DAYS = 30;
const FUTURE_DAYS = 400;

export const feedUrl = (apiUrl: string, token: string) => `${apiUrl}/calendar/${token}.ics`;
export const webcalUrl = (httpUrl: string) => httpUrl.replace(/^https?:\/\//, 'webcal://');

export async function listCalendarFeeds(scope: TenantScope) {
  const rows = await scope.tx
    .select({
      id: calendarFeeds.id,
      createdAt: calendarFeeds.createdAt,
      rotatedAt: calendarFeeds.rotatedAt,
      lastFetchedAt: calendarFeeds.lastFetchedAt,
    })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.businessId, scope.businessId), eq(calendarFeeds.userId, scope.userId)));
  return {
    items: rows.map((r) => ({
      id: r.id,
      createdAt: r.createdAt.toISOString(),
      rotatedAt: r.rotatedAt.toISOString(),
      lastFetchedAt: r.lastFetchedAt?.toISOString() ?? null,
    })),
  };
}

export async function getCalendarFeed(scope: TenantScope, id: string) {
  const found = (await listCalendarFeeds(scope)).items.find((feed) => feed.id === id);
  if (!found) throw AppError.notFound('calendar feed');
  return found;
}

/** The member's feed, made or given a new token: the only moment its address is known. */
export async function createOrRotateCalendarFeed(scope: TenantScope) {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashToken(token);
  const [row] = await scope.tx
    .insert(calendarFeeds)
    .values({ businessId: scope.businessId, userId: scope.userId, tokenHash })
    .onConflictDoUpdate({
      target: [calendarFeeds.businessId, calendarFeeds.userId],
      set: { tokenHash, rotatedAt: scope.now, lastFetchedAt: null },
    })
    .returning({ id: calendarFeeds.id });
  const url = feedUrl(scope.deps.config.API_URL, token);
  const webcal = webcalUrl(url);
  const qrSvg = (await QRCode.toString(webcal, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 })).trim();
  return { id: row!.id, url, webcalUrl: webcal, qrSvg };
}

export async function deleteCalendarFeed(scope: TenantScope, id: string) {
  const deleted = await scope.tx
    .delete(calendarFeeds)
    .where(
      and(
        eq(calendarFeeds.id, id),
        eq(calendarFeeds.businessId, scope.businessId),
        eq(calendarFeeds.userId, scope.userId),
      ),
    )
    .returning({ id: calendarFeeds.id });
  if (deleted.length === 0) throw AppError.notFound('calendar feed');
}

const TEXTS = {
  fr: {
    appointment: 'RDV',
    pending: 'à confirmer',
    order: 'Commande',
    repair: 'Réparation',
    due: 'à rendre',
    calendar: 'Carat',
  },
  en: {
    appointment: 'Appointment',
    pending: 'to confirm',
    order: 'Order',
    repair: 'Repair',
    due: 'due',
    calendar: 'Carat',
  },
} as const;

/**
 * The feed's document, or null when the token is unknown, rotated, revoked or its member left. Read on
 * the API's own connection (the token is the authorisation), restricted to the feed's business.
 */
export async function calendarFeedIcs(deps: Deps, token: string, now = new Date()): Promise<string | null> {
  return deps.db.transaction(async (tx) => {
    const [feed] = await tx
      .select({
        id: calendarFeeds.id,
        businessId: calendarFeeds.businessId,
        name: businesses.name,
        timeZone: businesses.timeZone,
        locale: businesses.locale,
      })
      .from(calendarFeeds)
      .innerJoin(businesses, eq(businesses.id, calendarFeeds.businessId))
      .innerJoin(
        memberships,
        and(
          eq(memberships.businessId, calendarFeeds.businessId),
          eq(memberships.userId, calendarFeeds.userId),
        ),
      )
      .where(eq(calendarFeeds.tokenHash, hashToken(token)));
    if (!feed) return null;
    await tx.update(calendarFeeds).set({ lastFetchedAt: now }).where(eq(calendarFeeds.id, feed.id));

    const zone = feed.timeZone;
    const t = TEXTS[feed.locale === 'en' ? 'en' : 'fr'];
    const from = new Date(now.getTime() - PAST_DAYS * 86_400_000);
    const to = new Date(now.getTime() + FUTURE_DAYS * 86_400_000);
    const today = todayIn(now, zone);
    const [firstDay, lastDay] = [addDays(today, -PAST_DAYS), addDays(today, FUTURE_DAYS)];

    // Every member sees every appointment, order and repair of the business (appointments are not
    // assigned to a member; the roles give staff the appointments and orders areas).
    const booked = await tx
      .select()
      .from(appointments)
      .where(
        and(
          eq(appointments.businessId, feed.businessId),
          inArray(appointments.status, ['pending', 'confirmed', 'completed']),
          gte(appointments.startsAt, from),
          lt(appointments.startsAt, to),
          sql`(${appointments.holdExpiresAt} is null or ${appointments.holdExpiresAt} > ${now})`,
        ),
      );
    const dueOrders = await tx
      .select({ id: orders.id, number: orders.number, item: orders.item, dueDate: orders.dueDate })
      .from(orders)
      .where(
        and(
          eq(orders.businessId, feed.businessId),
          notInArray(orders.status, ['completed', 'cancelled']),
          isNotNull(orders.dueDate),
          gte(orders.dueDate, firstDay),
          lt(orders.dueDate, lastDay),
        ),
      );
    const dueRepairs = await tx
      .select({
        id: repairs.id,
        number: repairs.number,
        dueDate: repairs.dueDate,
        clientName: clients.name,
      })
      .from(repairs)
      .leftJoin(clients, and(eq(clients.id, repairs.clientId), eq(clients.businessId, repairs.businessId)))
      .where(
        and(
          eq(repairs.businessId, feed.businessId),
          notInArray(repairs.stage, ['ready', 'collected']),
          isNotNull(repairs.dueDate),
          gte(repairs.dueDate, firstDay),
          lt(repairs.dueDate, lastDay),
        ),
      );

    const calendar = ical({
      name: `${t.calendar} — ${feed.name}`,
      prodId: { company: 'Carat', product: 'Calendar feed', language: feed.locale === 'en' ? 'EN' : 'FR' },
      method: ICalCalendarMethod.PUBLISH,
      // A hint: Apple's calendars honour it, Google refreshes on its own schedule (hours).
      ttl: 60,
      timezone: { name: zone, generator: (tz) => tzlib_get_ical_block(tz)[0] ?? null },
    });
    const local = (instant: Date) => DateTime.fromJSDate(instant).setZone(zone);
    for (const a of booked) {
      const who = `${a.firstName} ${a.lastName}`.trim();
      calendar.createEvent({
        id: `appointment-${a.id}@carat`,
        sequence: a.sequence,
        stamp: a.updatedAt,
        start: local(a.startsAt),
        end: local(a.endsAt),
        timezone: zone,
        summary: `${t.appointment} ${who}${a.status === 'pending' ? ` (${t.pending})` : ''}`,
        description: [a.email, a.phone, a.message].filter(Boolean).join('\n'),
        status: a.status === 'pending' ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
      });
    }
    for (const o of dueOrders) {
      calendar.createEvent({
        id: `order-${o.id}@carat`,
        start: DateTime.fromISO(o.dueDate!, { zone }),
        allDay: true,
        summary: `${t.order} ${o.number} ${t.due} — ${o.item}`,
      });
    }
    for (const r of dueRepairs) {
      const who = r.clientName ? ` — ${r.clientName}` : '';
      calendar.createEvent({
        id: `repair-${r.id}@carat`,
        start: DateTime.fromISO(r.dueDate!, { zone }),
        allDay: true,
        summary: `${t.repair} ${r.number} ${t.due}${who}`,
      });
    }
    return calendar.toString();
  });
}
