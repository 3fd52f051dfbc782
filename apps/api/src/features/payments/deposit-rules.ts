import { addMinutes } from '@carat/domain/dates';

/** The deposit rules: how long a booking is held while the visitor pays, and the refund policy. */

/** How long a booking with an online deposit holds its slot while the visitor pays. */
export const DEPOSIT_HOLD_MINUTES = 15;

/** The hold of a new booking with a deposit: its end, written on the booking. */
export function holdUntil(now: Date) {
  return addMinutes(now, DEPOSIT_HOLD_MINUTES);
}

export const DEFAULT_REFUND_HOURS = 48;

/** The policy: a full refund when cancelled at least `hours` before the start; none after. */
export function refundable(startsAt: Date, now: Date, hours: number): boolean {
  return startsAt.getTime() - now.getTime() >= hours * 3_600_000;
}
