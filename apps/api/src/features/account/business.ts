import { businesses } from '@carat/db';
import type { businessSchema } from '@carat/validation/settings';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { TenantScope } from '#api/scope.ts';

/** Settings → Business: the details of the business the caller acts for (changed by its owner only). */

export type BusinessChange = z.output<ReturnType<typeof businessSchema>>;

const businessColumns = {
  id: businesses.id,
  name: businesses.name,
  slug: businesses.slug,
  address: businesses.address,
  city: businesses.city,
  postalCode: businesses.postalCode,
  vatNumber: businesses.vatNumber,
  phone: businesses.phone,
  email: businesses.email,
  currency: businesses.currency,
  timeZone: businesses.timeZone,
  ringSizeSystem: businesses.ringSizeSystem,
};

export async function getBusiness(scope: TenantScope) {
  const [row] = await scope.tx
    .select(businessColumns)
    .from(businesses)
    .where(eq(businesses.id, scope.businessId));
  return row!;
}

/** Owners and admins (the route's role rule, ADR 031); row-level security says the same. */
export async function updateBusiness(scope: TenantScope, change: BusinessChange) {
  const [row] = await scope.tx
    .update(businesses)
    .set(change)
    .where(eq(businesses.id, scope.businessId))
    .returning(businessColumns);
  return row!;
}
