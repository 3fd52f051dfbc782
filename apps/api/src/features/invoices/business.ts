import { businesses } from '@carat/db';
import { eq } from 'drizzle-orm';
import { AppError } from '#api/lib/errors.ts';
import type { TenantScope } from '#api/scope.ts';

/**
 * The business's own details, as an invoice prints them and a client's email signs them (name, address,
 * VAT number, phone, email), and where it trades (the mentions its invoices carry). Its clock, currency and plan are the scope's: not read again here.
 */
export async function businessFacts(scope: TenantScope) {
  const [row] = await scope.tx
    .select({
      name: businesses.name,
      address: businesses.address,
      city: businesses.city,
      postalCode: businesses.postalCode,
      vatNumber: businesses.vatNumber,
      phone: businesses.phone,
      email: businesses.email,
      country: businesses.country,
      region: businesses.region,
      taxRegistration: businesses.taxRegistration,
    })
    .from(businesses)
    .where(eq(businesses.id, scope.businessId));
  if (!row) throw AppError.notFound('Business');
  return row;
}
