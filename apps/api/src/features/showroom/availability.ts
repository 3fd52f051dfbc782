import { availabilitySlots, closedDates } from '@carat/db';
import { type IsoDate, isIsoDate, todayIn } from '@carat/domain/dates';
import { and, asc, eq, gte } from 'drizzle-orm';
import { freeSlotsFor } from '#api/features/appointments/index.ts';
import { AppError } from '#api/lib/errors.ts';
import type { PublicScope } from '#api/scope.ts';
import { findShowroom } from './catalogue.ts';

/** `GET /v1/showrooms/{slug}/availability`: the free start times, in the business's time zone. */
export async function showroomAvailability(
  scope: PublicScope,
  query: { slug: string; type: string; date: IsoDate },
) {
  if (!isIsoDate(query.date)) throw AppError.validation({ date: 'YYYY-MM-DD' });
  const business = await findShowroom(scope, query.slug);
  const slots = await freeSlotsFor(scope, { business, date: query.date, type: query.type });
  return {
    date: query.date,
    type: query.type,
    timeZone: business.timeZone,
    slots: slots.map((s) => ({ time: s.time, startsAt: s.startsAt.toISOString() })),
  };
}

/**
 * `GET /v1/showrooms/{slug}/opening`: the days the booking calendar may offer — the weekdays the week
 * gives times, and the dates the jeweller closed from today on — so a closed day is not clickable.
 */
export async function showroomOpening(scope: PublicScope, slug: string) {
  const business = await findShowroom(scope, slug);
  const weekdays = await scope.tx
    .selectDistinct({ weekday: availabilitySlots.weekday })
    .from(availabilitySlots)
    .where(eq(availabilitySlots.businessId, business.id))
    .orderBy(availabilitySlots.weekday);
  const closed = await scope.tx
    .select({ date: closedDates.closedOn })
    .from(closedDates)
    .where(
      and(
        eq(closedDates.businessId, business.id),
        gte(closedDates.closedOn, todayIn(scope.now, business.timeZone)),
      ),
    )
    .orderBy(asc(closedDates.closedOn));
  return {
    timeZone: business.timeZone,
    weekdays: weekdays.map((w) => w.weekday),
    closedDates: closed.map((c) => c.date),
  };
}
