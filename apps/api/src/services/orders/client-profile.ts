import { appointments, clients, type Executor } from '@carat/db';
import { and, desc, eq, sql } from 'drizzle-orm';
import { AppError } from '#api/lib/errors.ts';

/**
 * The appointments of a client, for the client profile. Bookings come from the showroom with a name and
 * an email, not a client record, so they are matched on the email (without case).
 */
export async function clientAppointments(tx: Executor, businessId: string, clientId: string) {
  const [client] = await tx
    .select({ email: clients.email })
    .from(clients)
    .where(and(eq(clients.businessId, businessId), eq(clients.id, clientId)));
  if (!client) throw AppError.notFound('Client');
  if (!client.email) return [];
  return tx
    .select({
      id: appointments.id,
      type: appointments.type,
      mode: appointments.mode,
      status: appointments.status,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      timeZone: appointments.timeZone,
    })
    .from(appointments)
    .where(
      and(
        eq(appointments.businessId, businessId),
        sql`lower(${appointments.email}) = lower(${client.email})`,
      ),
    )
    .orderBy(desc(appointments.startsAt))
    .limit(50);
}
