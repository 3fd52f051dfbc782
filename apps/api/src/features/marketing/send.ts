import { campaignRecipients, marketingCampaigns } from '@carat/db';
import { type AudienceRule, recipientIdempotencyKey } from '@carat/marketing/email';
import { and, eq, sql } from 'drizzle-orm';
import { storedCampaign } from '#api/features/marketing/rows.ts';
import { queueEmails } from '#api/queue/email.ts';
import { type SystemScope, withTx } from '#api/scope.ts';
import { audienceClients } from './audience.ts';
import { marketingBusiness } from './business.ts';
import { emailContent, recipientMessage } from './render.ts';

/**
 * Sending a campaign, in three steps a dead worker can resume at any point:
 * 1. the audience is written as recipient rows (one per client, a unique idempotency key), in the same
 *    transaction that moves the campaign to 'sending' — so it is written once, whoever retries;
 * 2. batches: a transaction claims pending rows (FOR UPDATE SKIP LOCKED, so two workers never share one),
 *    checks the client's consent again, queues each email (pg-boss, in that transaction) and marks the row
 *    sent. A worker killed mid-batch rolls the whole batch back: no email queued, rows still pending;
 * 3. the campaign is 'sent' when no row is pending.
 * An email exists in the queue exactly when its row says 'sent', so each client gets one.
 */

export const CAMPAIGN_BATCH_SIZE = 200;

export interface SendOutcome {
  readonly status: 'not-due' | 'not-found' | 'sent' | 'already-sent';
  readonly sent: number;
  readonly skipped: number;
}

type Claimed = {
  id: string;
  client_id: string | null;
  email: string;
  first_name: string | null;
  idempotency_key: string;
};

export async function sendCampaign(
  scope: SystemScope,
  input: { campaignId: string; batchSize?: number; onBatch?: (sent: number) => void },
): Promise<SendOutcome> {
  const { db } = scope.deps;
  // 1. The audience, once.
  const start = await db.transaction(async (tx) => {
    const txScope = withTx(scope, tx);
    const [row] = await tx
      .select()
      .from(marketingCampaigns)
      .where(eq(marketingCampaigns.id, input.campaignId))
      .for('update');
    if (!row) return 'not-found' as const;
    if (row.status === 'sent') return 'already-sent' as const;
    if (row.status === 'draft') return 'not-due' as const;
    if (row.status === 'scheduled') {
      // A campaign moved later has a newer job for that time; this one leaves it.
      if (row.scheduledAt && row.scheduledAt.getTime() > scope.now.getTime() + 5_000)
        return 'not-due' as const;
      const business = await marketingBusiness(txScope, row.businessId);
      const audience = await audienceClients(txScope, {
        businessId: row.businessId,
        rule: row.audience as AudienceRule,
        timeZone: business.timeZone,
      });
      for (let i = 0; i < audience.length; i += 1000) {
        const slice = audience.slice(i, i + 1000);
        await tx
          .insert(campaignRecipients)
          .values(
            slice.map((client) => ({
              businessId: row.businessId,
              campaignId: row.id,
              clientId: client.id,
              idempotencyKey: recipientIdempotencyKey(row.id, client.id),
              email: (client.email as string).trim(),
              firstName: client.firstName,
            })),
          )
          .onConflictDoNothing({ target: campaignRecipients.idempotencyKey });
      }
      await tx
        .update(marketingCampaigns)
        .set({ status: 'sending', recipientCount: audience.length })
        .where(eq(marketingCampaigns.id, row.id));
    }
    return row;
  });
  if (typeof start === 'string') return { status: start, sent: 0, skipped: 0 };

  const campaign = storedCampaign(start);
  const business = await marketingBusiness(scope, campaign.businessId);
  const content = await emailContent(scope, campaign, business);
  const batchSize = input.batchSize ?? CAMPAIGN_BATCH_SIZE;
  let sent = 0;
  let skipped = 0;

  // 2. Batches, each claimed and queued in one transaction.
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const { rows } = await tx.execute<Claimed & { consented: boolean }>(sql`
        select r.id, r.client_id, r.email, r.first_name, r.idempotency_key,
               coalesce(k.granted_at is not null and (k.withdrawn_at is null or k.withdrawn_at < k.granted_at), false) as consented
          from public.campaign_recipients r
          left join public.client_marketing_consents k on k.client_id = r.client_id
         where r.campaign_id = ${campaign.id} and r.status = 'pending'
         order by r.id
         limit ${batchSize}
         for update of r skip locked`);
      if (rows.length === 0) return true;
      const sendable = rows.filter((row) => row.consented && row.client_id);
      const dropped = rows.filter((row) => !(row.consented && row.client_id));
      const messages = sendable.map((row) =>
        recipientMessage(scope, {
          campaign,
          content,
          business,
          recipient: {
            clientId: row.client_id as string,
            email: row.email,
            firstName: row.first_name,
            idempotencyKey: row.idempotency_key,
          },
        }),
      );
      // One statement for the batch's emails: they exist exactly when the rows below say 'sent'.
      await queueEmails(scope.deps, messages, tx);
      if (sendable.length > 0) {
        await tx.execute(sql`
          update public.campaign_recipients set status = 'sent', sent_at = ${scope.now.toISOString()}::timestamptz
           where id = any(${sql.param(sendable.map((row) => row.id))}::uuid[])`);
      }
      if (dropped.length > 0) {
        // Consent withdrawn since the audience was written (an unsubscribe mid-campaign): not sent.
        await tx.execute(sql`
          update public.campaign_recipients set status = 'skipped'
           where id = any(${sql.param(dropped.map((row) => row.id))}::uuid[])`);
      }
      await tx
        .update(marketingCampaigns)
        .set({ sentCount: sql`${marketingCampaigns.sentCount} + ${sendable.length}` })
        .where(eq(marketingCampaigns.id, campaign.id));
      sent += sendable.length;
      skipped += dropped.length;
      return false;
    });
    if (done) break;
    input.onBatch?.(sent);
  }

  // 3. Sent when nothing is pending (another worker may still hold a batch: it finishes the campaign).
  await db
    .update(marketingCampaigns)
    .set({ status: 'sent', sentAt: sql`now()` })
    .where(
      and(
        eq(marketingCampaigns.id, campaign.id),
        eq(marketingCampaigns.status, 'sending'),
        sql`not exists (select 1 from public.campaign_recipients r where r.campaign_id = ${campaign.id} and r.status = 'pending')`,
      ),
    );
  return { status: 'sent', sent, skipped };
}
