import { type CampaignStatus, marketingCampaigns, profiles } from '@carat/db';
import type { AudienceRule } from '@carat/marketing/email';
import type { CampaignAudience, CampaignPatch, campaignInputSchema } from '@carat/validation/marketing';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { queueEmailFromTenant } from '#api/features/invoices/index.ts';
import { serialiseCampaign, storedCampaign } from '#api/features/marketing/rows.ts';
import { AppError } from '#api/lib/errors.ts';
import { asConnectionOwner } from '#api/lib/owner-role.ts';
import { assertOwnReferences, imageAddressReference, type Reference } from '#api/lib/references.ts';
import type { TenantScope } from '#api/scope.ts';
import { audienceClients } from './audience.ts';
import { marketingBusiness } from './business.ts';
import { emailContent, recipientMessage } from './render.ts';

/** The queue of campaign sends (features/marketing/campaigns-job.ts runs it). */
export const CAMPAIGN_QUEUE = 'marketing.campaign';
export interface CampaignJob {
  campaignId: string;
}

async function campaignRow(scope: TenantScope, id: string) {
  const [row] = await scope.tx
    .select()
    .from(marketingCampaigns)
    .where(and(eq(marketingCampaigns.businessId, scope.businessId), eq(marketingCampaigns.id, id)));
  if (!row) throw AppError.notFound('Campaign');
  return row;
}

export async function listCampaigns(scope: TenantScope) {
  const rows = await scope.tx
    .select()
    .from(marketingCampaigns)
    .where(eq(marketingCampaigns.businessId, scope.businessId))
    .orderBy(desc(marketingCampaigns.createdAt))
    .limit(500);
  return { items: rows.map(serialiseCampaign) };
}

export async function getCampaign(scope: TenantScope, id: string) {
  return serialiseCampaign(await campaignRow(scope, id));
}

/** A campaign's pieces, audience collection and images must be the business's own. */
async function assertOwnCampaignReferences(
  scope: TenantScope,
  input: { blocks?: CampaignPatch['blocks']; audience?: CampaignPatch['audience'] },
) {
  const refs: Reference[] = [];
  for (const [i, block] of (input.blocks ?? []).entries()) {
    if (block.type === 'pieces')
      refs.push({ field: `blocks.${i}.productIds`, kind: 'product', ids: block.productIds });
    if (block.type === 'image') {
      const ref = imageAddressReference(scope.deps.config.API_URL, `blocks.${i}.src`, block.src);
      if (ref) refs.push(ref);
    }
  }
  if (input.audience?.kind === 'collection') {
    refs.push({ field: 'audience.collectionId', kind: 'collection', ids: [input.audience.collectionId] });
  }
  await assertOwnReferences(scope, refs);
}

export async function createCampaign(scope: TenantScope, input: z.output<typeof campaignInputSchema>) {
  await assertOwnCampaignReferences(scope, input);
  const [row] = await scope.tx
    .insert(marketingCampaigns)
    .values({ businessId: scope.businessId, ...input })
    .returning();
  return serialiseCampaign(row!);
}

const EDITABLE: readonly CampaignStatus[] = ['draft', 'scheduled'];

/** Edits a draft or a scheduled campaign; one that is sending or sent stays as it went (409). */
export async function updateCampaign(scope: TenantScope, input: { id: string; patch: CampaignPatch }) {
  const row = await campaignRow(scope, input.id);
  if (!EDITABLE.includes(row.status)) {
    throw new AppError('conflict', 'A campaign that is sending or sent cannot be changed', 409);
  }
  await assertOwnCampaignReferences(scope, input.patch);
  const values = Object.fromEntries(Object.entries(input.patch).filter(([, v]) => v !== undefined));
  if (Object.keys(values).length === 0) return serialiseCampaign(row);
  const [updated] = await scope.tx
    .update(marketingCampaigns)
    .set(values)
    .where(eq(marketingCampaigns.id, row.id))
    .returning();
  return serialiseCampaign(updated!);
}

/** How many clients an audience reaches now (consenting only), for the editor. */
export async function audienceCount(
  scope: TenantScope,
  query: { kind: CampaignAudience['kind']; collectionId?: string | undefined },
) {
  if (query.kind === 'collection' && !query.collectionId) {
    throw AppError.validation({ collectionId: 'Choose a collection' }, 'No collection');
  }
  const rule = {
    kind: query.kind,
    ...(query.kind === 'collection' ? { collectionId: query.collectionId } : {}),
  };
  const clients = await audienceClients(scope, {
    businessId: scope.businessId,
    rule: rule as AudienceRule,
    timeZone: scope.timeZone,
  });
  return { count: clients.length };
}

/** 'Envoyer un test': one copy to the jeweller's own address, personalised with their first name. */
export async function sendCampaignTest(scope: TenantScope, input: { id: string; to: string | null }) {
  const [profile] = await scope.tx
    .select({ firstName: profiles.firstName })
    .from(profiles)
    .where(eq(profiles.userId, scope.userId));
  if (!input.to) throw AppError.validation({ to: 'No address to send the test to' }, 'No address');
  const row = await campaignRow(scope, input.id);
  const business = await marketingBusiness(scope, scope.businessId);
  const campaign = storedCampaign(row);
  const content = await emailContent(scope, campaign, business);
  const message = recipientMessage(scope, {
    campaign,
    content,
    business,
    recipient: {
      clientId: scope.userId,
      email: input.to,
      firstName: profile?.firstName ?? null,
      idempotencyKey: `test_${row.id}_${scope.now.getTime()}`,
    },
  });
  // A test is nobody's campaign email: it counts for no recipient's delivery.
  const { campaignRecipientKey: _notARecipient, ...test } = message;
  await queueEmailFromTenant(scope, { ...test, subject: `[Test] ${message.subject}` });
  return { to: input.to };
}

/** 'Programmer': the send starts at `scheduledAt` (now when left out), through the campaign queue. */
export async function scheduleCampaign(scope: TenantScope, input: { id: string; scheduledAt?: string }) {
  const row = await campaignRow(scope, input.id);
  if (!EDITABLE.includes(row.status)) {
    throw new AppError('conflict', 'The campaign is already sending or sent', 409);
  }
  const at = input.scheduledAt ? new Date(input.scheduledAt) : scope.now;
  const when = at.getTime() < scope.now.getTime() ? scope.now : at;
  const [updated] = await scope.tx
    .update(marketingCampaigns)
    .set({ status: 'scheduled', scheduledAt: when })
    .where(eq(marketingCampaigns.id, row.id))
    .returning();
  // The job row is written as the connection's owner (`authenticated` has no right on pg-boss's tables).
  await asConnectionOwner(scope.tx, () =>
    scope.deps.jobs.send<CampaignJob>(
      CAMPAIGN_QUEUE,
      { campaignId: row.id },
      { tx: scope.tx, startAfter: when, retryLimit: 10 },
    ),
  );
  return serialiseCampaign(updated!);
}
