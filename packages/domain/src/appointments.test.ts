import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_TYPE_IDS,
  APPOINTMENT_TYPES,
  appointmentTypeById,
  BOOKING_STEPS,
  bookedDurationMinutes,
  canAdvanceBookingStep,
  earliestBookableDate,
  FEE_DEDUCTED_FROM_PURCHASE,
  FEE_DEDUCTION_NOTE,
  isAppointmentTypeId,
  isBookableDate,
  isBookableSlot,
  isTimeSlot,
  rangesOverlap,
  reminderDueAt,
  reminderSendTime,
  slotRange,
  TIME_SLOTS,
  utcToZoned,
  zonedTimeToUtc,
} from '#lib/appointments.ts';

const LONDON = 'Europe/London';
const iso = (date: Date) => date.toISOString();

describe('APPOINTMENT_TYPES', () => {
  it('lists phone, video, store and design with the spec durations and prices', () => {
    expect(APPOINTMENT_TYPES.map((type) => type.id)).toEqual([...APPOINTMENT_TYPE_IDS]);
    expect(
      APPOINTMENT_TYPES.map((type) => [
        type.id,
        type.minDurationMinutes,
        type.maxDurationMinutes,
        type.minPrice.amount,
        type.maxPrice.amount,
      ]),
    ).toEqual([
      ['phone', 10, 15, 1_000, 1_500],
      ['video', 20, 30, 2_000, 3_000],
      ['store', 30, 45, 2_500, 4_000],
      ['design', 60, 90, 5_000, 10_000],
    ]);
    for (const type of APPOINTMENT_TYPES) {
      expect(type.minPrice.currency).toBe('USD');
      expect(type.maxPrice.currency).toBe('USD');
    }
  });

  it('titles and describes each type in French and English', () => {
    for (const type of APPOINTMENT_TYPES) {
      for (const text of [type.title.fr, type.title.en, type.description.fr, type.description.en]) {
        expect(text).not.toBe('');
      }
    }
  });

  it('books the longest duration of each type', () => {
    expect(APPOINTMENT_TYPE_IDS.map(bookedDurationMinutes)).toEqual([15, 30, 45, 90]);
  });

  it('recognises type ids', () => {
    expect(isAppointmentTypeId('design')).toBe(true);
    expect(isAppointmentTypeId('coffee')).toBe(false);
    expect(() => appointmentTypeById('coffee' as never)).toThrow(RangeError);
  });

  it('deducts the fee from a later purchase', () => {
    expect(FEE_DEDUCTED_FROM_PURCHASE).toBe(true);
    expect(FEE_DEDUCTION_NOTE.en).toBe('The fee is fully deducted from a later purchase.');
    expect(FEE_DEDUCTION_NOTE.fr).toBe("Les frais sont intégralement déduits d'un achat ultérieur.");
  });
});

describe('booking wizard', () => {
  it('offers the spec time slots, without 13:00', () => {
    expect(TIME_SLOTS).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
      '18:00',
    ]);
    expect(isTimeSlot('14:00')).toBe(true);
    expect(isTimeSlot('13:00')).toBe(false);
  });

  it('has 5 steps', () => {
    expect(BOOKING_STEPS).toBe(5);
  });

  it('blocks step 1 without a type and step 2 without a date and a time', () => {
    expect(canAdvanceBookingStep(1, {})).toBe(false);
    expect(canAdvanceBookingStep(1, { type: 'phone' })).toBe(true);
    expect(canAdvanceBookingStep(2, { type: 'phone', date: '2027-03-28' })).toBe(false);
    expect(canAdvanceBookingStep(2, { type: 'phone', time: '09:00' })).toBe(false);
    expect(canAdvanceBookingStep(2, { type: 'phone', date: '2027-03-28', time: '09:00' })).toBe(true);
    expect(canAdvanceBookingStep(3, {})).toBe(true);
    expect(canAdvanceBookingStep(4, {})).toBe(true);
  });

  it('has no step after the confirmation', () => {
    expect(canAdvanceBookingStep(5, {})).toBe(false);
    expect(canAdvanceBookingStep(0, {})).toBe(false);
  });
});

describe('bookable dates', () => {
  // 23:30 UTC on 1 June is already 2 June in London (BST) but still 1 June in Montréal.
  const now = new Date('2027-06-01T23:30:00Z');

  it('starts today in the shop zone', () => {
    expect(earliestBookableDate(now, LONDON)).toBe('2027-06-02');
    expect(earliestBookableDate(now, 'America/Toronto')).toBe('2027-06-01');
  });

  it('accepts today and later, refuses earlier and malformed dates', () => {
    expect(isBookableDate('2027-06-02', now, LONDON)).toBe(true);
    expect(isBookableDate('2027-07-15', now, LONDON)).toBe(true);
    expect(isBookableDate('2027-06-01', now, LONDON)).toBe(false);
    expect(isBookableDate('2027-06-01', now, 'America/Toronto')).toBe(true);
    expect(isBookableDate('2027-06-31', now, LONDON)).toBe(false);
    expect(isBookableDate('tomorrow', now, LONDON)).toBe(false);
  });

  it('refuses a slot of today that has begun, and times outside the slot list', () => {
    const middayInLondon = new Date('2027-06-02T11:30:00Z'); // 12:30 BST
    expect(isBookableSlot('2027-06-02', '12:00', middayInLondon, LONDON)).toBe(false);
    expect(isBookableSlot('2027-06-02', '14:00', middayInLondon, LONDON)).toBe(true);
    expect(isBookableSlot('2027-06-03', '09:00', middayInLondon, LONDON)).toBe(true);
    expect(isBookableSlot('2027-06-03', '13:00', middayInLondon, LONDON)).toBe(false);
    expect(isBookableSlot('2027-06-01', '18:00', middayInLondon, LONDON)).toBe(false);
  });
});

describe('slotRange across the London clock changes', () => {
  it('re-exports the zoned-time helpers', () => {
    expect(iso(zonedTimeToUtc('2027-03-28', '14:00', LONDON))).toBe('2027-03-28T13:00:00.000Z');
    expect(utcToZoned(new Date('2027-10-31T14:00:00Z'), LONDON)).toEqual({
      date: '2027-10-31',
      time: '14:00',
    });
  });

  it('starts every slot of the spring change day at its local time, in BST', () => {
    for (const time of TIME_SLOTS) {
      const { start } = slotRange('2027-03-28', time, 'phone', LONDON);
      expect(utcToZoned(start, LONDON)).toEqual({ date: '2027-03-28', time });
      const hour = Number(time.slice(0, 2));
      expect(start.getUTCHours()).toBe(hour - 1);
    }
  });

  it('starts every slot of the autumn change day at its local time, in GMT', () => {
    for (const time of TIME_SLOTS) {
      const { start } = slotRange('2027-10-31', time, 'phone', LONDON);
      expect(utcToZoned(start, LONDON)).toEqual({ date: '2027-10-31', time });
      expect(start.getUTCHours()).toBe(Number(time.slice(0, 2)));
    }
  });

  it('lasts the longest duration of the type, in real minutes', () => {
    expect(slotRange('2027-03-28', '09:00', 'design', LONDON)).toEqual({
      start: new Date('2027-03-28T08:00:00Z'),
      end: new Date('2027-03-28T09:30:00Z'),
    });
    expect(slotRange('2027-10-31', '18:00', 'store', LONDON)).toEqual({
      start: new Date('2027-10-31T18:00:00Z'),
      end: new Date('2027-10-31T18:45:00Z'),
    });
    expect(slotRange('2027-10-31', '14:00', 'video', LONDON).end).toEqual(new Date('2027-10-31T14:30:00Z'));
  });

  it('adds the buffer after the appointment', () => {
    const { start, end } = slotRange('2027-03-28', '17:00', 'phone', LONDON, 15);
    expect(iso(start)).toBe('2027-03-28T16:00:00.000Z');
    expect(iso(end)).toBe('2027-03-28T16:30:00.000Z');
    expect(() => slotRange('2027-03-28', '17:00', 'phone', LONDON, -5)).toThrow(RangeError);
    expect(() => slotRange('2027-03-28', '17:00', 'phone', LONDON, 2.5)).toThrow(RangeError);
  });
});

describe('rangesOverlap', () => {
  const at = (time: string, minutes: number, type: 'phone' | 'design' = 'phone') =>
    slotRange('2027-10-31', time, type, LONDON, minutes);

  it('sees a 90-minute design session overlap the next hour, which an equal-start check misses', () => {
    expect(rangesOverlap(at('09:00', 0, 'design'), at('10:00', 0))).toBe(true);
  });

  it('lets back-to-back bookings touch without overlapping', () => {
    const first = { start: new Date('2027-10-31T09:00:00Z'), end: new Date('2027-10-31T10:00:00Z') };
    const second = { start: new Date('2027-10-31T10:00:00Z'), end: new Date('2027-10-31T10:15:00Z') };
    expect(rangesOverlap(first, second)).toBe(false);
    expect(rangesOverlap(second, first)).toBe(false);
    expect(rangesOverlap(at('09:00', 0), at('10:00', 0))).toBe(false);
  });
});

describe('reminders', () => {
  const start = new Date('2027-03-28T13:00:00Z');

  it('are due 24 hours before the start, counted in real hours', () => {
    expect(iso(reminderDueAt(start))).toBe('2027-03-27T13:00:00.000Z');
  });

  it('are scheduled at the due time when the booking is made earlier', () => {
    expect(reminderSendTime(start, new Date('2027-03-20T10:00:00Z'), 'skip')).toEqual(reminderDueAt(start));
  });

  it('follow the caller’s choice for a booking made less than 24 hours ahead', () => {
    const now = new Date('2027-03-28T09:00:00Z');
    expect(reminderSendTime(start, now, 'send-now')).toEqual(now);
    expect(reminderSendTime(start, now, 'skip')).toBeNull();
  });

  it('are never sent for an appointment that has begun', () => {
    expect(reminderSendTime(start, new Date('2027-03-28T13:00:00Z'), 'send-now')).toBeNull();
  });
});
