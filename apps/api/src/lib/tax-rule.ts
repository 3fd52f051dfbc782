import { businesses } from '@carat/db';
import { businessTaxRule, type TaxRule } from '@carat/domain/taxes';
import { eq } from 'drizzle-orm';
import type { TenantScope } from '#api/scope.ts';

/**
 * The tax rule the scope's business follows (ADR 052): from its country, region and whether it
 * is registered, as `@carat/domain` `businessTaxRule` decides. Invoices, deposit receipts, refunds and pay
 * links all ask here, so one business never charges two ways.
 */
export async function taxRuleOf(scope: Pick<TenantScope, 'tx' | 'businessId'>): Promise<TaxRule> {
  const [row] = await scope.tx
    .select({
      country: businesses.country,
      region: businesses.region,
      taxRegistration: businesses.taxRegistration,
    })
    .from(businesses)
    .where(eq(businesses.id, scope.businessId));
  return businessTaxRule(row ?? { country: null, region: null, taxRegistration: null });
}

/** The single rate an invoice row keeps in vat_rate_bps: its one tax's rate, else 0 (the lines say more). */
export const singleRateBps = (rule: TaxRule): number =>
  rule.components.length === 1 ? Math.round(rule.components[0]!.rateBps) : 0;
