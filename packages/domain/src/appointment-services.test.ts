import { describe, expect, it } from 'vitest';
import {
  defaultAppointmentService,
  isOwnServiceKey,
  resolveAppointmentService,
  resolveAppointmentServices,
  serviceKeyFromName,
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

describe("the jeweller's own services (ADR 084)", () => {
  const own = {
    type: 'ring-resizing',
    nameFr: 'Mise à taille',
    nameEn: 'Ring resizing',
    position: 1,
    mode: 'in-person' as const,
    enabled: true,
    minDurationMinutes: 20,
    maxDurationMinutes: 30,
    minPriceMinor: 3000,
    maxPriceMinor: 6000,
    currency: 'EUR',
    descriptionFr: null,
    descriptionEn: null,
    depositMinor: 0,
  };

  it('makes a key from the English name, never a spec id nor one taken', () => {
    expect(serviceKeyFromName('Ring resizing', [])).toBe('ring-resizing');
    expect(serviceKeyFromName('Ring resizing', ['ring-resizing'])).toBe('ring-resizing-2');
    expect(serviceKeyFromName('Store', [])).toBe('store-2');
    expect(serviceKeyFromName('Évaluation & Expertise', [])).toBe('evaluation-expertise');
    expect(serviceKeyFromName('2 rings!', [])).toBe('rings');
    expect(isOwnServiceKey('ring-resizing')).toBe(true);
    expect(isOwnServiceKey('design')).toBe(false);
    expect(isOwnServiceKey('Ring')).toBe(false);
  });

  it("lists the business's services in its order, the spec's four first on a tie, names the spec's by their titles", () => {
    const list = resolveAppointmentServices([own], 'EUR');
    expect(list.map((s) => s.type)).toEqual(['phone', 'video', 'ring-resizing', 'store', 'design']);
    expect(list[2]).toMatchObject({ custom: true, name: { fr: 'Mise à taille', en: 'Ring resizing' } });
    expect(list[0]).toMatchObject({ custom: false, mode: 'phone', name: { en: 'Phone call' } });
    // A key neither the spec's nor stored is no service.
    expect(resolveAppointmentService('coffee', undefined)).toBeUndefined();
  });
});
