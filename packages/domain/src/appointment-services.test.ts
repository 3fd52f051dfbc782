import { describe, expect, it } from 'vitest';
import {
  defaultAppointmentService,
  resolveAppointmentService,
  resolveAppointmentServices,
} from '#lib/appointment-services.ts';
import { APPOINTMENT_TYPES } from '#lib/appointments.ts';
import { bookingDeposit, freeSlots } from '#lib/showroom.ts';

describe('appointment services', () => {
  it("defaults to the spec's table for every type, deposit the lower end of the price", () => {
    expect(defaultAppointmentService('design')).toMatchObject({
      enabled: true,
      minDurationMinutes: 60,
      maxDurationMinutes: 90,
      minPriceMinor: 5000,
      maxPriceMinor: 10000,
      currency: 'USD',
      depositMinor: bookingDeposit('design').amount,
    });
    expect(resolveAppointmentServices([]).map((s) => s.type)).toEqual(APPOINTMENT_TYPES.map((t) => t.id));
    // The same figures in a business's own currency.
    expect(resolveAppointmentServices([], 'GBP').map((s) => s.currency)).toEqual([
      'GBP',
      'GBP',
      'GBP',
      'GBP',
    ]);
    expect(defaultAppointmentService('store', 'EUR')).toMatchObject({ maxPriceMinor: 4000, currency: 'EUR' });
  });

  it("reads a stored type as the business's own; an empty description keeps the spec's text", () => {
    const service = resolveAppointmentService('phone', {
      type: 'phone',
      enabled: false,
      minDurationMinutes: 20,
      maxDurationMinutes: 25,
      minPriceMinor: 0,
      maxPriceMinor: 0,
      currency: 'GBP',
      descriptionFr: '  ',
      descriptionEn: 'A call',
      depositMinor: 0,
    });
    expect(service).toMatchObject({ enabled: false, maxDurationMinutes: 25, currency: 'GBP' });
    expect(service.description).toEqual({
      fr: defaultAppointmentService('phone').description.fr,
      en: 'A call',
    });
  });

  it("free slots hold the business's duration when given", () => {
    const base = {
      date: '2030-01-07',
      type: 'phone' as const,
      timeZone: 'Europe/London',
      weekly: new Map([[1, ['09:00', '10:00']]]),
      closedDates: new Set<string>(),
      busy: [{ start: new Date('2030-01-07T10:30:00Z'), end: new Date('2030-01-07T11:00:00Z') }],
      bufferMinutes: 0,
      now: new Date('2030-01-01T00:00:00Z'),
    };
    expect(freeSlots(base).map((s) => s.time)).toEqual(['09:00', '10:00']);
    // 45 minutes from 10:00 meets the booking at 10:30.
    expect(freeSlots({ ...base, durationMinutes: 45 }).map((s) => s.time)).toEqual(['09:00']);
  });
});
