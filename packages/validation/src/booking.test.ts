import { describe, expect, it } from 'vitest';
import { bookingContactSchema, bookingSlotStepSchema, bookingTypeStepSchema } from '#lib/booking.ts';
import { fieldErrors } from '#lib/field-errors.ts';

const contact = {
  firstName: ' Émilie ',
  lastName: 'Dubois',
  email: 'emilie@example.fr',
  phone: '+44 20 7946 0958',
};

describe('bookingContactSchema', () => {
  it('accepts contact details and trims them', () => {
    expect(bookingContactSchema().parse({ ...contact, message: '  Bague de fiançailles  ' })).toEqual({
      firstName: 'Émilie',
      lastName: 'Dubois',
      email: 'emilie@example.fr',
      phone: '+44 20 7946 0958',
      message: 'Bague de fiançailles',
    });
  });

  it('leaves the message optional', () => {
    expect(bookingContactSchema().safeParse(contact).success).toBe(true);
    expect(bookingContactSchema().safeParse({ ...contact, message: '' }).success).toBe(true);
  });

  it('accepts the usual ways of writing a phone number', () => {
    for (const phone of [
      '06 12 34 56 78',
      '+33 6 12 34 56 78',
      '(514) 555-0199',
      '020.7946.0958',
      '+442079460958',
    ]) {
      expect(bookingContactSchema().safeParse({ ...contact, phone }).success).toBe(true);
    }
    expect(bookingContactSchema().safeParse({ ...contact, phone: '+1234567890123456' }).success).toBe(false);
  });

  it('accepts 100-character names and 2000-character messages', () => {
    const result = bookingContactSchema().safeParse({
      ...contact,
      firstName: 'a'.repeat(100),
      message: 'a'.repeat(2000),
    });
    expect(result.success).toBe(true);
  });
});

describe('booking steps', () => {
  it('accepts each appointment type at step 1', () => {
    for (const type of ['phone', 'video', 'store', 'design']) {
      expect(bookingTypeStepSchema().parse({ type })).toEqual({ type });
    }
  });

  it('accepts today and later slots at step 2, in the shop zone', () => {
    const schema = bookingSlotStepSchema({
      now: new Date('2027-06-02T11:30:00Z'),
      timeZone: 'Europe/London',
    });
    expect(schema.parse({ date: '2027-06-02', time: '14:00' })).toEqual({
      date: '2027-06-02',
      time: '14:00',
    });
    expect(schema.safeParse({ date: '2027-06-03', time: '09:00' }).success).toBe(true);
  });

  it('uses the shop zone for today: late evening in Montréal is already tomorrow in London', () => {
    const now = new Date('2027-06-02T01:00:00Z');
    const london = bookingSlotStepSchema({ now, timeZone: 'Europe/London' });
    const montreal = bookingSlotStepSchema({ now, timeZone: 'America/Toronto' });
    expect(london.safeParse({ date: '2027-06-01', time: '18:00' }).success).toBe(false);
    expect(montreal.safeParse({ date: '2027-06-01', time: '18:00' }).success).toBe(false);
    expect(montreal.safeParse({ date: '2027-06-01', time: '18:00' }).error?.issues[0]?.path).toEqual([
      'time',
    ]);
    expect(london.safeParse({ date: '2027-06-02', time: '09:00' }).success).toBe(true);
  });

  it('gives one message for one mistake', () => {
    const schema = bookingSlotStepSchema({
      locale: 'en',
      now: new Date('2027-06-02T11:30:00Z'),
      timeZone: 'UTC',
    });
    const result = schema.safeParse({ date: '2027-06-01', time: '09:00' });
    expect(result.error?.issues).toHaveLength(1);
    expect(fieldErrors(result.error!)).toEqual({ date: 'The date cannot be earlier than today' });
  });
});
