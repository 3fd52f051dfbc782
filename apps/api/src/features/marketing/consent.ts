import { clientMarketingConsents, clients } from '@carat/db';
import type { ConsentPatch } from '@carat/validation/marketing';
import { and, eq } from 'drizzle-orm';
import { consentView } from '#api/features/marketing/rows.ts';
import { AppError } from '#api/lib/errors.ts';
import type { TenantScope } from '#api/scope.ts';

export async function getClientConsent(scope: TenantScope, clientId: string) {
  const [client] = await scope.tx
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.businessId, scope.businessId), eq(clients.id, clientId)));
  if (!client) throw AppError.notFound('Client');
  const [row] = await scope.tx
    .select()
    .from(clientMarketingConsents)
    .where(eq(clientMarketingConsents.clientId, clientId));
  return consentView(row);
}

/** The profile's switch: on records when and how the client agreed; off records the withdrawal. */
export async function setClientConsent(scope: TenantScope, input: { clientId: string; patch: ConsentPatch }) {
  await getClientConsent(scope, input.clientId);
  const values = input.patch.consented
    ? {
        grantedAt: scope.now,
        source: input.patch.source ?? 'in-store',
        withdrawnAt: null,
        withdrawnVia: null,
      }
    : { withdrawnAt: scope.now, withdrawnVia: 'dashboard' };
  const [existing] = await scope.tx
    .select({ clientId: clientMarketingConsents.clientId })
    .from(clientMarketingConsents)
    .where(eq(clientMarketingConsents.clientId, input.clientId));
  if (existing) {
    await scope.tx
      .update(clientMarketingConsents)
      .set(values)
      .where(eq(clientMarketingConsents.clientId, input.clientId));
  } else if (input.patch.consented) {
    await scope.tx
      .insert(clientMarketingConsents)
      .values({ clientId: input.clientId, businessId: scope.businessId, ...values });
  }
  return getClientConsent(scope, input.clientId);
}
