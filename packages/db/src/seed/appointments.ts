import { type AppointmentTypeId, bookedDurationMinutes, zonedTimeToUtc } from '@carat/domain/appointments';
import { addDays, addMinutes, todayIn } from '@carat/domain/dates';
import { appointmentMode, bookingDeposit } from '@carat/domain/showroom';
import { eq } from 'drizzle-orm';
import type { Tx } from '#lib/connection.ts';
import { clients } from '#lib/schema/clients.ts';
import { type AppointmentStatus, appointments } from '#lib/schema/showroom.ts';
import type { DemoBusiness } from './demo-data.ts';

/**
 * The demo jeweller's appointments, around the day the seed runs, so the 'Rendez-vous' page has a week to
 * show. Their start times are off the showroom's grid (08:00, 19:30) and short enough that they never
 * touch an offered slot (09:00 … 18:00): booking tests and visitors find the spec's nine times free.
 *
 * `booked` is how many days before the seed day it was made. Those with `answeredAfter` were booked in
 * the showroom (with its simulated deposit) and confirmed that many minutes later (the analytics'
 * response time); the pending ones are showroom bookings still waiting; the others the jeweller made,
 * confirmed at once.
 */
const DEMO_APPOINTMENTS: {
  day: number;
  time: string;
  type: AppointmentTypeId;
  status: AppointmentStatus;
  client: string;
  booked: number;
  answeredAfter?: number;
  message?: string;
}[] = [
  { day: -5, time: '19:30', type: 'video', status: 'cancelled', client: 'Sophie Martin', booked: 12 },
  {
    day: -3,
    time: '08:00',
    type: 'store',
    status: 'completed',
    client: 'Hugo Moreau',
    booked: 10,
    answeredAfter: 95,
  },
  { day: 0, time: '08:00', type: 'store', status: 'confirmed', client: 'Sophie Martin', booked: 6 },
  { day: 0, time: '19:30', type: 'video', status: 'pending', client: 'James Whitfield', booked: 1 },
  {
    day: 1,
    time: '08:00',
    type: 'phone',
    status: 'confirmed',
    client: 'Émilie Dubois',
    booked: 4,
    answeredAfter: 40,
  },
  {
    day: 2,
    time: '19:30',
    type: 'design',
    status: 'pending',
    client: 'Charlotte Ashworth',
    booked: 2,
    message: 'Une bague de fiançailles sur mesure, saphir et diamants.',
  },
  {
    day: 4,
    time: '08:00',
    type: 'store',
    status: 'confirmed',
    client: 'Oliver Bennett',
    booked: 5,
    answeredAfter: 180,
  },
  { day: 6, time: '19:30', type: 'video', status: 'confirmed', client: 'Amélie Laurent', booked: 3 },
  { day: 9, time: '08:00', type: 'phone', status: 'pending', client: 'Zoë Lefèvre', booked: 1 },
];

/** A showroom booking carries the deposit the visitor paid (simulated); the jeweller's own carry none. */
const fromShowroom = (a: (typeof DEMO_APPOINTMENTS)[number]) =>
  a.status === 'pending' || a.answeredAfter !== undefined;

export async function seedDemoAppointments(tx: Tx, businessId: string, demo: DemoBusiness, now: Date) {
  const zone = demo.business.timeZone;
  const today = todayIn(now, zone);
  const book = await tx
    .select({ id: clients.id, name: clients.name, email: clients.email, phone: clients.phone })
    .from(clients)
    .where(eq(clients.businessId, businessId));
  const rows = DEMO_APPOINTMENTS.flatMap((a) => {
    const client = book.find((c) => c.name === a.client);
    if (!client?.email) return [];
    const startsAt = zonedTimeToUtc(addDays(today, a.day), a.time, zone);
    const endsAt = addMinutes(startsAt, bookedDurationMinutes(a.type));
    const [firstName = a.client, ...rest] = a.client.split(' ');
    const createdAt = addMinutes(now, -a.booked * 24 * 60);
    const showroom = fromShowroom(a);
    const deposit = bookingDeposit(a.type);
    return [
      {
        businessId,
        type: a.type,
        mode: appointmentMode(a.type),
        status: a.status,
        startsAt,
        endsAt,
        blockedUntil: endsAt,
        timeZone: zone,
        firstName,
        lastName: rest.join(' '),
        email: client.email,
        phone: client.phone ?? '',
        message: a.message ?? null,
        // The showroom's bookings name the client by email only; the jeweller books from the book.
        clientId: showroom ? null : client.id,
        depositMinor: showroom ? deposit.amount : 0,
        depositCurrency: deposit.currency,
        depositStatus: showroom ? ('simulated' as const) : ('none' as const),
        createdAt,
        confirmedAt:
          a.status === 'confirmed' || a.status === 'completed'
            ? addMinutes(createdAt, a.answeredAfter ?? 0)
            : null,
        cancelledAt: a.status === 'cancelled' ? addMinutes(startsAt, -24 * 60) : null,
        // Past ones were reminded; the others are reminded by nobody (no job is queued by a seed).
        reminderSentAt: a.day < 0 ? addMinutes(startsAt, -24 * 60) : null,
      },
    ];
  });
  if (rows.length > 0) await tx.insert(appointments).values(rows);
}
