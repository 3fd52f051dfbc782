import { availabilitySlots, closedDates, type Executor } from '@carat/db';
import type { AppointmentTypeId } from '@carat/domain/appointments';
import { addDays, type IsoDate, isIsoDate, type WallTime } from '@carat/domain/dates';
import { type FreeSlot, freeSlots, localDayBounds } from '@carat/domain/showroom';
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '#api/lib/errors.ts';
import { findShowroom, type ShowroomBusiness } from './catalogue.ts';

export interface SlotContext {
  business: Pick<ShowroomBusiness, 'id' | 'timeZone' | 'bookingBufferMinutes'>;
  date: IsoDate;
  type: AppointmentTypeId;
  now: Date;
  /** A booking being moved: its own range does not count as busy. */
  ignoreAppointmentId?: string;
}

/**
 * The free start times of a date for a type, from the business's week, its closed dates and the ranges
 * live bookings hold (read through a definer function that answers times only). The rule itself is the
 * domain's `freeSlots`.
 */
export async function freeSlotsFor(tx: Executor, context: SlotContext): Promise<FreeSlot[]> {
  const { business, date } = context;
  const weekRows = await tx
    .select({ weekday: availabilitySlots.weekday, startTime: availabilitySlots.startTime })
    .from(availabilitySlots)
    .where(eq(availabilitySlots.businessId, business.id));
  const weekly = new Map<number, WallTime[]>();
  for (const row of weekRows) {
    const times = weekly.get(row.weekday) ?? [];
    times.push(row.startTime.slice(0, 5));
    weekly.set(row.weekday, times);
  }
  const closed = await tx
    .select({ closedOn: closedDates.closedOn })
    .from(closedDates)
    .where(and(eq(closedDates.businessId, business.id), eq(closedDates.closedOn, date)));
  // Bookings that started the day before may still run into this day: read a day either side.
  const from = localDayBounds(addDays(date, -1), business.timeZone).start;
  const to = localDayBounds(addDays(date, 1), business.timeZone).end;
  const busy = await tx.execute<{ starts_at: string; blocked_until: string }>(
    sql`select starts_at, blocked_until from public.showroom_busy_ranges(${business.id}, ${from.toISOString()}, ${to.toISOString()})`,
  );
  let ignore: { start: number; end: number } | null = null;
  if (context.ignoreAppointmentId) {
    const own = await tx.execute<{ starts_at: string; blocked_until: string }>(
      sql`select starts_at, blocked_until from public.appointments where id = ${context.ignoreAppointmentId}`,
    );
    const row = own.rows[0];
    if (row)
      ignore = { start: new Date(row.starts_at).getTime(), end: new Date(row.blocked_until).getTime() };
  }
  return freeSlots({
    date,
    type: context.type,
    timeZone: business.timeZone,
    weekly,
    closedDates: new Set(closed.map((c) => c.closedOn)),
    busy: busy.rows
      .map((r) => ({ start: new Date(r.starts_at), end: new Date(r.blocked_until) }))
      .filter((r) => !(ignore && r.start.getTime() === ignore.start && r.end.getTime() === ignore.end)),
    bufferMinutes: business.bookingBufferMinutes,
    now: context.now,
  });
}

/** `GET /v1/showrooms/{slug}/availability`: the free start times, in the business's time zone. */
export async function showroomAvailability(
  tx: Executor,
  slug: string,
  query: { type: AppointmentTypeId; date: IsoDate },
  now: Date,
) {
  if (!isIsoDate(query.date)) throw AppError.validation({ date: 'YYYY-MM-DD' });
  const business = await findShowroom(tx, slug);
  const slots = await freeSlotsFor(tx, { business, date: query.date, type: query.type, now });
  return {
    date: query.date,
    type: query.type,
    timeZone: business.timeZone,
    slots: slots.map((s) => ({ time: s.time, startsAt: s.startsAt.toISOString() })),
  };
}
