import { describe, expect, it } from 'vitest';
import {
  appointmentActionSchema,
  appointmentInputSchema,
  appointmentListQuerySchema,
  appointmentRescheduleSchema,
  availabilitySettingsSchema,
  isAppointmentTime,
} from '#lib/appointments.ts';
import { fieldErrors } from '#lib/field-errors.ts';

const clientId = '3d0f6c52-7d39-4d1e-9a35-0c3b1c7d9a11';
const errorsOf = (result: { success: boolean; error?: { issues: never[] } }) =>
  result.success ? {} : fieldErrors(result.error!);

describe('appointmentInputSchema', () => {
  it('takes a client from the book, any 5-minute start time, and emails the client by default', () => {
    const parsed = appointmentInputSchema().parse({
      type: 'store',
      date: '2027-05-03',
      time: '13:25',
      clientId,
    });
    expect(parsed).toMatchObject({ type: 'store', time: '13:25', clientId, notifyClient: true });
  });

  it('takes a client written in the form (name and email required, phone optional)', () => {
    const parsed = appointmentInputSchema().parse({
      type: 'video',
      date: '2027-05-03',
      time: '09:00',
      client: { name: ' Zoë Lefèvre ', email: 'zoe@example.com', phone: '' },
      message: '  ',
      notifyClient: false,
    });
    expect(parsed.client).toEqual({ name: 'Zoë Lefèvre', email: 'zoe@example.com', phone: null });
    expect(parsed.message).toBeNull();
    expect(parsed.notifyClient).toBe(false);
  });

  it('shows each field its message, in French or English', () => {
    const bad = { type: 'Spa!', date: '2027-02-30', time: '13:07' };
    expect(errorsOf(appointmentInputSchema().safeParse(bad) as never)).toEqual({
      type: 'Choisissez un type de rendez-vous',
      date: 'Date invalide (AAAA-MM-JJ)',
      time: 'Heure invalide (HH:MM, par pas de 5 minutes)',
      clientId: 'Choisissez un client ou saisissez-en un',
    });
    expect(errorsOf(appointmentInputSchema('en').safeParse(bad) as never)).toMatchObject({
      type: 'Choose an appointment type',
      clientId: 'Choose a client or enter one',
    });
    expect(
      errorsOf(
        appointmentInputSchema().safeParse({
          type: 'phone',
          date: '2027-05-03',
          time: '10:00',
          client: { name: '', email: 'nope' },
        }) as never,
      ),
    ).toEqual({ 'client.name': 'Nom du client requis', 'client.email': 'Email invalide' });
  });

  it('refuses unknown fields', () => {
    const result = appointmentInputSchema().safeParse({
      type: 'phone',
      date: '2027-05-03',
      time: '10:00',
      clientId,
      status: 'confirmed',
    });
    expect(result.success).toBe(false);
  });
});

describe('start times', () => {
  it('accepts 24-hour times on a 5-minute step, from 13:00 on too', () => {
    expect(['00:00', '09:05', '13:00', '23:55'].every(isAppointmentTime)).toBe(true);
    expect(['9:00', '13:07', '24:00', '1:00 PM', 1300].some(isAppointmentTime)).toBe(false);
  });
});

describe('reschedule and actions', () => {
  it('needs a date and a time; the client is told unless said otherwise', () => {
    expect(appointmentRescheduleSchema().parse({ date: '2027-05-04', time: '15:30' })).toEqual({
      date: '2027-05-04',
      time: '15:30',
      notifyClient: true,
    });
    expect(errorsOf(appointmentRescheduleSchema('en').safeParse({ date: 'tomorrow' }) as never)).toEqual({
      date: 'Invalid date (YYYY-MM-DD)',
      time: 'Invalid time (HH:MM, in 5-minute steps)',
    });
    expect(appointmentActionSchema().parse({})).toEqual({ notifyClient: true });
  });
});

describe('appointmentListQuerySchema', () => {
  it('reads a range of dates, or the upcoming ones', () => {
    expect(appointmentListQuerySchema().parse({ from: '2027-05-01', to: '2027-05-31' })).toMatchObject({
      from: '2027-05-01',
      to: '2027-05-31',
      upcoming: false,
      page: 1,
      pageSize: 20,
    });
    expect(appointmentListQuerySchema().parse({ upcoming: 'true', status: 'live' })).toMatchObject({
      upcoming: true,
      status: 'live',
    });
  });

  it('refuses a half range, a reversed one and one longer than two months', () => {
    expect(errorsOf(appointmentListQuerySchema().safeParse({ from: '2027-05-01' }) as never)).toEqual({
      to: 'Période invalide',
    });
    expect(appointmentListQuerySchema().safeParse({ from: '2027-05-02', to: '2027-05-01' }).success).toBe(
      false,
    );
    expect(appointmentListQuerySchema().safeParse({ from: '2027-01-01', to: '2027-04-01' }).success).toBe(
      false,
    );
  });
});

describe('availabilitySettingsSchema', () => {
  const week = [{ weekday: 1, times: ['14:00', '09:00', '09:00'] }];

  it('sorts the times of a day and drops repeats', () => {
    const parsed = availabilitySettingsSchema().parse({
      weekly: week,
      closedDates: [{ date: '2027-12-25', reason: 'Noël' }],
      bufferMinutes: 15,
    });
    expect(parsed.weekly).toEqual([{ weekday: 1, times: ['09:00', '14:00'] }]);
    expect(parsed.closedDates).toEqual([{ date: '2027-12-25', reason: 'Noël' }]);
  });

  it('refuses a day twice, a date twice, a bad time and a buffer out of 0–240', () => {
    const result = availabilitySettingsSchema().safeParse({
      weekly: [...week, { weekday: 1, times: ['25:00'] }, { weekday: 8, times: [] }],
      closedDates: [{ date: '2027-12-25' }, { date: '2027-12-25' }],
      bufferMinutes: 241,
    });
    expect(errorsOf(result as never)).toEqual({
      'weekly.1.weekday': 'Ce jour est déjà décrit',
      'weekly.1.times.0': 'Heure invalide (HH:MM)',
      'weekly.2.weekday': 'Jour inconnu',
      'closedDates.1.date': 'Ce jour est déjà fermé',
      bufferMinutes: 'La pause doit être un nombre entier de minutes entre 0 et 240',
    });
    const twice = availabilitySettingsSchema('en').safeParse({
      weekly: [...week, { weekday: 1, times: [] }],
      closedDates: [],
      bufferMinutes: 0,
    });
    expect(errorsOf(twice as never)).toEqual({ 'weekly.1.weekday': 'This day is already described' });
  });
});
