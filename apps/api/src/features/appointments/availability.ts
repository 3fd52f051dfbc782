import { availabilitySlots, closedDates, showroomSettings } from '@carat/db';
import { todayIn } from '@carat/domain/dates';
import { type AvailabilitySettings, backOfficeMessagesFor } from '@carat/validation';
import { and, asc, eq, gte } from 'drizzle-orm';
import { AppError } from '#api/lib/errors.ts';
import type { TenantScope } from '#api/scope.ts';
import { bookingBusiness } from './booking-business.ts';
import { weeklyStartTimes } from './slots.ts';

/**
 * What the showroom books against, as the jeweller sets it: the week's start times per ISO weekday, the
 * closed dates (from today on; past ones stay as history) and the break kept after each appointment.
 * A new break applies to bookings made from then on: a booking keeps the range it was made with.
 */
export async function getAvailability(scope: TenantScope) {
  const { tx, businessId, timeZone } = scope;
  const business = await bookingBusiness(scope, businessId);
  const today = todayIn(scope.now, timeZone);
  const weekly = await weeklyStartTimes(scope, businessId);
  const closed = await tx
    .select({ date: closedDates.closedOn, reason: closedDates.reason })
    .from(closedDates)
    .where(and(eq(closedDates.businessId, businessId), gte(closedDates.closedOn, today)))
    .orderBy(asc(closedDates.closedOn));
  return {
    weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, times: weekly.get(weekday) ?? [] })),
    closedDates: closed,
    bufferMinutes: business.bookingBufferMinutes,
    timeZone,
    today,
  };
}

/** Replaces the week, the closed dates from today on, and the break; a day left out takes no booking. */
export async function saveAvailability(scope: TenantScope, input: AvailabilitySettings) {
  const { tx, businessId } = scope;
  const today = todayIn(scope.now, scope.timeZone);
  const past: Record<string, string> = {};
  input.closedDates.forEach((closed, index) => {
    if (closed.date < today)
      past[`closedDates.${index}.date`] = backOfficeMessagesFor(scope.locale)['availability.closedDate.past'];
  });
  if (Object.keys(past).length > 0) throw AppError.validation(past);

  await tx.delete(availabilitySlots).where(eq(availabilitySlots.businessId, businessId));
  const slots = input.weekly.flatMap((day) =>
    day.times.map((startTime) => ({ businessId, weekday: day.weekday, startTime })),
  );
  if (slots.length > 0) await tx.insert(availabilitySlots).values(slots);

  await tx
    .delete(closedDates)
    .where(and(eq(closedDates.businessId, businessId), gte(closedDates.closedOn, today)));
  if (input.closedDates.length > 0) {
    await tx
      .insert(closedDates)
      .values(input.closedDates.map((c) => ({ businessId, closedOn: c.date, reason: c.reason ?? null })));
  }
  await tx
    .update(showroomSettings)
    .set({ bookingBufferMinutes: input.bufferMinutes })
    .where(eq(showroomSettings.businessId, businessId));
  return getAvailability(scope);
}
