import { type AppointmentTypeId, bookedDurationMinutes, zonedTimeToUtc } from '@carat/domain/appointments';
import { addDays, addMinutes, todayIn } from '@carat/domain/dates';
import { appointmentMode } from '@carat/domain/showroom';
import { eq } from 'drizzle-orm';
import type { Tx } from '#lib/connection.ts';
import { clients } from '#lib/schema/clients.ts';
import { type AppointmentStatus, appointments } from '#lib/schema/showroom.ts';
import type { DemoBusiness } from './demo-data.ts';

/**
 * The demo jeweller's appointments, around the day the seed runs, so the 'Rendez-vous' page has a week to
 * show. Their start times are off the showroom's grid (08:00, 19:30) and short enough that they never
 * touch an offered slot (09:00 … 18:00): booking tests and visitors find the spec's nine times free.
 */
const DEMO_APPOINTMENTS: {
  day: number;
  time: string;
  type: AppointmentTypeId;
  status: AppointmentStatus;
  client: string;
  message?: string;
}[] = [
  { day: -5, time: '19:30', type: 'video', status: 'cancelled', client: 'Sophie Martin' },
  { day: -3, time: '08:00', type: 'store', status: 'completed', client: 'Hugo Moreau' },
  { day: 0, time: '08:00', type: 'store', status: 'confirmed', client: 'Sophie Martin' },
  { day: 0, time: '19:30', type: 'video', status: 'pending', client: 'James Whitfield' },
  { day: 1, time: '08:00', type: 'phone', status: 'confirmed', client: 'Émilie Dubois' },
  {
    day: 2,
    time: '19:30',
    type: 'design',
    status: 'pending',
    client: 'Charlotte Ashworth',
    message: 'Une bague de fiançailles sur mesure, saphir et diamants.',
  },
  { day: 4, time: '08:00', type: 'store', status: 'confirmed', client: 'Oliver Bennett' },
  { day: 6, time: '19:30', type: 'video', status: 'confirmed', client: 'Amélie Laurent' },
  { day: 9, time: '08:00', type: 'phone', status: 'pending', client: 'Zoë Lefèvre' },
];

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
        clientId: client.id,
        confirmedAt:
          a.status === 'confirmed' || a.status === 'completed'
            ? new Date(Math.min(now.getTime(), addMinutes(startsAt, -2 * 24 * 60).getTime()))
            : null,
        cancelledAt: a.status === 'cancelled' ? addMinutes(startsAt, -24 * 60) : null,
        // Past ones were reminded; the others are reminded by nobody (no job is queued by a seed).
        reminderSentAt: a.day < 0 ? addMinutes(startsAt, -24 * 60) : null,
      },
    ];
  });
  if (rows.length > 0) await tx.insert(appointments).values(rows);
}
