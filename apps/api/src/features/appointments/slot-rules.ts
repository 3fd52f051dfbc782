import { type AppointmentTypeId, bookedDurationMinutes } from '@carat/domain/appointments';
import { addMinutes } from '@carat/domain/dates';
import { pgErrorOf } from '#api/lib/db-errors.ts';
import { AppError } from '#api/lib/errors.ts';

/** The answer to a booking that lost its slot (to a race, or to the exclusion constraint). */
export const slotTaken = () =>
  new AppError('slot_taken', 'This time has just been booked: please choose another one', 409);

/** Turns the exclusion constraint's refusal into the booking's own answer. */
export function asSlotTaken(error: unknown): never {
  if (pgErrorOf(error)?.code === '23P01') throw slotTaken();
  throw error;
}

/**
 * The instants a booking of `type` starting at `startsAt` holds: its longest duration (the business's
 * own when given, features/appointments/appointment-services.ts), then the buffer.
 */
export function bookedRange(
  startsAt: Date,
  type: string,
  bufferMinutes: number,
  // A service of the business's own always gives its duration; a spec type may default to the spec's.
  durationMinutes = bookedDurationMinutes(type as AppointmentTypeId),
) {
  const endsAt = addMinutes(startsAt, durationMinutes);
  return { startsAt, endsAt, blockedUntil: addMinutes(endsAt, bufferMinutes) };
}
