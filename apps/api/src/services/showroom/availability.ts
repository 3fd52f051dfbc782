import type { AppointmentTypeId } from '@carat/domain/appointments';
import { type IsoDate, isIsoDate } from '@carat/domain/dates';
import { AppError } from '#api/lib/errors.ts';
import type { PublicScope } from '#api/scope.ts';
import { freeSlotsFor } from '#api/services/appointments/slots.ts';
import { findShowroom } from './catalogue.ts';

/** `GET /v1/showrooms/{slug}/availability`: the free start times, in the business's time zone. */
export async function showroomAvailability(
  scope: PublicScope,
  query: { slug: string; type: AppointmentTypeId; date: IsoDate },
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
