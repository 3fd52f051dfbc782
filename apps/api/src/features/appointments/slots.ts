import { appointments, availabilitySlots, closedDates } from '@carat/db';
import type { TimeRange } from '@carat/domain/appointments';
import { addDays, type IsoDate, type WallTime } from '@carat/domain/dates';
import { type FreeSlot, freeSlots, localDayBounds } from '@carat/domain/showroom';
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { appointmentServiceFor } from '#api/features/appointments/appointment-services.ts';
import type { Scope } from '#api/scope.ts';
import type { BookingBusiness } from './booking-business.ts';

/**
 * The rules every booking follows, from the showroom or the back office: the free start times of a day
 * and one booking of a business at a time. The range a booking holds and the database's word on
 * overlaps are lib/appointments/slots.ts.
 */

/**
 * One booking of a business at a time: the constraint stays the guarantee, the lock only spares
 * concurrent inserts a deadlock between their index checks.
 */
export async function lockBusinessBookings(scope: Scope, businessId: string) {
  await scope.tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`booking:${businessId}`}, 0))`);
}

export interface BusyQuery {
  businessId: string;
  from: Date;
  to: Date;
}

/** Where the busy ranges are read from: the showroom's definer function (times only) or the table. */
export type BusyReader = (scope: Scope, query: BusyQuery) => Promise<TimeRange[]>;

/** Visitors: through `showroom_busy_ranges`, which answers times only, for published showrooms. */
export const showroomBusyRanges: BusyReader = async (scope, { businessId, from, to }) => {
  const busy = await scope.tx.execute<{ starts_at: string; blocked_until: string }>(
    sql`select starts_at, blocked_until from public.showroom_busy_ranges(${businessId}, ${from.toISOString()}, ${to.toISOString()})`,
  );
  return busy.rows.map((r) => ({ start: new Date(r.starts_at), end: new Date(r.blocked_until) }));
};

/** The jeweller's team: the live appointments themselves, under row-level security (online or not). */
export const memberBusyRanges: BusyReader = async (scope, { businessId, from, to }) => {
  const rows = await scope.tx
    .select({ start: appointments.startsAt, end: appointments.blockedUntil })
    .from(appointments)
    .where(
      and(
        eq(appointments.businessId, businessId),
        inArray(appointments.status, ['pending', 'confirmed']),
        lt(appointments.startsAt, to),
        gt(appointments.blockedUntil, from),
      ),
    );
  return rows;
};

/** A day's free start times are asked for a business, a local date and a type, at the scope's now. */
export interface SlotContext {
  business: Pick<BookingBusiness, 'id' | 'timeZone' | 'bookingBufferMinutes'>;
  date: IsoDate;
  /** A service key (the spec's four or the business's own). */
  type: string;
  /** A booking being moved: its own range does not count as busy. */
  ignoreAppointmentId?: string | undefined;
  readBusy?: BusyReader;
}

/** The business's week: ISO weekday (1 Monday … 7 Sunday) → local start times. */
export async function weeklyStartTimes(scope: Scope, businessId: string): Promise<Map<number, WallTime[]>> {
  const rows = await scope.tx
    .select({ weekday: availabilitySlots.weekday, startTime: availabilitySlots.startTime })
    .from(availabilitySlots)
    .where(eq(availabilitySlots.businessId, businessId))
    .orderBy(availabilitySlots.weekday, availabilitySlots.startTime);
  const weekly = new Map<number, WallTime[]>();
  for (const row of rows) {
    const times = weekly.get(row.weekday) ?? [];
    times.push(row.startTime.slice(0, 5));
    weekly.set(row.weekday, times);
  }
  return weekly;
}

/** Live ranges that meet a local day, a day either side (a booking of the evening before may run on). */
async function busyAround(scope: Scope, context: SlotContext): Promise<TimeRange[]> {
  const { business, date } = context;
  const from = localDayBounds(addDays(date, -1), business.timeZone).start;
  const to = localDayBounds(addDays(date, 1), business.timeZone).end;
  const busy = await (context.readBusy ?? showroomBusyRanges)(scope, { businessId: business.id, from, to });
  if (!context.ignoreAppointmentId) return busy;
  const own = await scope.tx.execute<{ starts_at: string; blocked_until: string }>(
    sql`select starts_at, blocked_until from public.appointments where id = ${context.ignoreAppointmentId}`,
  );
  const row = own.rows[0];
  if (!row) return busy;
  const [start, end] = [new Date(row.starts_at).getTime(), new Date(row.blocked_until).getTime()];
  return busy.filter((r) => !(r.start.getTime() === start && r.end.getTime() === end));
}

/**
 * The free start times of a date for a type, from the business's week, its closed dates and the ranges
 * live bookings hold. The rule itself is the domain's `freeSlots`.
 */
export async function freeSlotsFor(scope: Scope, context: SlotContext): Promise<FreeSlot[]> {
  const { business, date } = context;
  // The business's own version of the type: none offered when it is off, its duration otherwise.
  const service = await appointmentServiceFor(scope, { businessId: business.id, type: context.type });
  if (!service.enabled) return [];
  const weekly = await weeklyStartTimes(scope, business.id);
  const closed = await scope.tx
    .select({ closedOn: closedDates.closedOn })
    .from(closedDates)
    .where(and(eq(closedDates.businessId, business.id), eq(closedDates.closedOn, date)));
  return freeSlots({
    date,
    type: context.type,
    timeZone: business.timeZone,
    weekly,
    closedDates: new Set(closed.map((c) => c.closedOn)),
    busy: await busyAround(scope, context),
    bufferMinutes: business.bookingBufferMinutes,
    now: scope.now,
    durationMinutes: service.maxDurationMinutes,
  });
}
