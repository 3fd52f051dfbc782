import { appointments, clients } from '@carat/db';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import { AppError } from '#api/lib/errors.ts';
import type { TenantScope } from '#api/scope.ts';

/**
 * The appointments of a client, for the client profile: those the jeweller booked for this client (0010's
 * client id), and the showroom's bookings, which come with a name and an email, not a client record, so
 * they are matched on the email (without case).
 */
export async function clientAppointments(scope: TenantScope, clientId: string) {
  const { tx, businessId } = scope;
  const [client] = await tx
    .select({ email: clients.email })
    .from(clients)
    .where(and(eq(clients.businessId, businessId), eq(clients.id, clientId)));
  if (!client) throw AppError.notFound('Client');
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
        client.email
          ? or(
              eq(appointments.clientId, clientId),
              sql`lower(${appointments.email}) = lower(${client.email})`,
            )
          : eq(appointments.clientId, clientId),
      ),
    )
    .orderBy(desc(appointments.startsAt))
    .limit(50);
}
