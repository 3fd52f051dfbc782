import { businesses, type TaxRegistration } from '@carat/db';
import { countryProfile, normaliseRegistration, registrationFields } from '@carat/domain/countries';
import { validationMessage } from '@carat/validation/messages';
import type { businessSchema } from '@carat/validation/settings';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '#api/lib/errors.ts';
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
  country: businesses.country,
  region: businesses.region,
  locale: businesses.locale,
  taxRegistration: businesses.taxRegistration,
  promises: businesses.promises,
  pricesIncludeTax: businesses.pricesIncludeTax,
};

export async function getBusiness(scope: TenantScope) {
  const [row] = await scope.tx
    .select(businessColumns)
    .from(businesses)
    .where(eq(businesses.id, scope.businessId));
  return row!;
}

/**
 * Whether money is already recorded in the business's currency: an order, an invoice, a credit note, a
 * client payment or a credit. Those amounts were agreed in that currency, so it can no longer change
 * (ADR 051); the catalogue's and services' prices are only figures the jeweller set, and follow it.
 */
async function moneyRecorded(scope: TenantScope): Promise<boolean> {
  const { rows } = await scope.tx.execute<{ recorded: boolean }>(sql`select
    exists (select 1 from public.orders where business_id = ${scope.businessId})
    or exists (select 1 from public.invoices where business_id = ${scope.businessId})
    or exists (select 1 from public.credit_notes where business_id = ${scope.businessId})
    or exists (select 1 from public.client_payments where business_id = ${scope.businessId})
    or exists (select 1 from public.client_credits where business_id = ${scope.businessId}) as recorded`);
  return rows[0]?.recorded === true;
}

/** The country's rules on region and registration numbers, checked on the business as it will be. */
function checkCountryRules(
  country: string | null,
  region: string | null,
  vatNumber: string | null,
  registration: TaxRegistration,
) {
  const fields: Record<string, string> = {};
  const profile = country ? countryProfile(country) : null;
  if (region !== null && (!country || !profile?.regions?.some((r) => r.code === region))) {
    fields.region = validationMessage('settings.business.region.invalid');
  }
  if (country) {
    const values: Record<string, unknown> = { ...registration, vatNumber };
    for (const field of registrationFields(country, region)) {
      const value = values[field.key];
      const path = field.key === 'vatNumber' ? 'vatNumber' : `taxRegistration.${field.key}`;
      if (typeof value === 'string' && value) {
        if (!field.pattern.test(normaliseRegistration(value))) {
          fields[path] = validationMessage('settings.business.registration.invalid');
        }
      } else if (field.required && registration.registered === true) {
        fields[path] = validationMessage('settings.business.registration.required');
      }
    }
  }
  if (Object.keys(fields).length > 0) throw AppError.validation(fields);
}

/** Owners and admins (the route's role rule, ADR 031); row-level security says the same. */
export async function updateBusiness(scope: TenantScope, change: BusinessChange) {
  const current = await getBusiness(scope);
  const country = change.country !== undefined ? change.country : current.country;
  const region =
    change.region !== undefined ? change.region : country === current.country ? current.region : null;
  const vatNumber = change.vatNumber !== undefined ? change.vatNumber : current.vatNumber;
  // A number left out keeps its value; one sent empty is removed.
  const registration: TaxRegistration = { ...current.taxRegistration };
  for (const [key, value] of Object.entries(change.taxRegistration ?? {})) {
    if (value === null || value === undefined) delete registration[key as keyof TaxRegistration];
    else (registration as Record<string, unknown>)[key] = value;
  }
  checkCountryRules(country, region, vatNumber, registration);

  const promises = { ...current.promises };
  for (const [key, value] of Object.entries(change.promises ?? {})) {
    const k = key as keyof typeof promises;
    if (!value || (!value.fr && !value.en)) delete promises[k];
    else promises[k] = value;
  }

  const currency = change.currency ?? current.currency;
  if (currency !== current.currency && (await moneyRecorded(scope))) {
    throw AppError.validation(
      { currency: validationMessage('settings.business.currency.locked') },
      'The currency cannot change once money is recorded',
    );
  }

  const [row] = await scope.tx
    .update(businesses)
    .set({
      ...change,
      region,
      taxRegistration: registration,
      promises,
    })
    .where(eq(businesses.id, scope.businessId))
    .returning(businessColumns);
  if (currency !== current.currency) {
    // The prices the jeweller set are re-labelled, not converted (nothing was sold in them yet).
    await scope.tx.execute(
      sql`update public.products set currency = ${currency} where business_id = ${scope.businessId}`,
    );
    await scope.tx.execute(
      sql`update public.appointment_services set currency = ${currency} where business_id = ${scope.businessId}`,
    );
  }
  return row!;
}
