import { businesses, type Executor } from '@carat/db';
import { todayIn } from '@carat/domain/dates';
import { eq } from 'drizzle-orm';
import { AppError } from '#api/lib/errors.ts';

/** Who acts, for whom, and when: every back-office change is recorded with these. */
export interface Actor {
  businessId: string;
  userId: string;
  now?: Date;
}

/** The business's own facts the back office needs: its clock, its currency, its details. */
export async function businessFacts(tx: Executor, businessId: string) {
  const [row] = await tx
    .select({
      name: businesses.name,
      address: businesses.address,
      city: businesses.city,
      postalCode: businesses.postalCode,
      vatNumber: businesses.vatNumber,
      phone: businesses.phone,
      email: businesses.email,
      timeZone: businesses.timeZone,
      currency: businesses.currency,
    })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (!row) throw AppError.notFound('Business');
  return row;
}

/** Today in the business's time zone: a shop in London and a server in UTC may not share it. */
export function businessToday(facts: { timeZone: string }, now = new Date()): string {
  return todayIn(now, facts.timeZone);
}
