import { businesses } from '@carat/db';
import { eq } from 'drizzle-orm';
import type { TenantScope } from '#api/scope.ts';

/**
 * The shop as its documents head it (a counter ticket, a valuation, a tag, a receipt): its name, one line of
 * address, phone and email, from the business's row; what is not set is null.
 */
export async function shopHeading(scope: TenantScope) {
  const [shop] = await scope.tx
    .select({
      name: businesses.name,
      address: businesses.address,
      city: businesses.city,
      postalCode: businesses.postalCode,
      phone: businesses.phone,
      email: businesses.email,
    })
    .from(businesses)
    .where(eq(businesses.id, scope.businessId));
  const address = [shop?.address, [shop?.postalCode, shop?.city].filter(Boolean).join(' ')]
    .filter((s) => s && s !== '')
    .join(', ');
  return {
    name: shop?.name ?? '',
    address: address === '' ? null : address,
    phone: shop?.phone ?? null,
    email: shop?.email ?? null,
  };
}
