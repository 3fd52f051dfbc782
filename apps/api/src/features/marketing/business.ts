import { businesses, showroomSettings } from '@carat/db';
import { eq } from 'drizzle-orm';
import { AppError } from '#api/lib/errors.ts';
import type { Scope } from '#api/scope.ts';

/** What a post or an email says of the business: its name, address, showroom and time zone. */
export async function marketingBusiness(scope: Scope, businessId: string) {
  const [row] = await scope.tx
    .select({
      name: businesses.name,
      slug: businesses.slug,
      address: businesses.address,
      postalCode: businesses.postalCode,
      city: businesses.city,
      email: businesses.email,
      timeZone: businesses.timeZone,
      published: showroomSettings.published,
    })
    .from(businesses)
    .leftJoin(showroomSettings, eq(showroomSettings.businessId, businesses.id))
    .where(eq(businesses.id, businessId));
  if (!row) throw AppError.notFound('Business');
  const showroomUrl = `${scope.deps.config.SHOWROOM_URL}/s/${row.slug}`;
  const address = [row.address, [row.postalCode, row.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return { ...row, showroomUrl, postalAddress: address || null };
}

export type MarketingBusiness = Awaited<ReturnType<typeof marketingBusiness>>;
