import { sql } from 'drizzle-orm';
import type { SystemScope } from '#api/scope.ts';

/**
 * 'Delivered': the SMTP server accepted a campaign email (the email job's send resolved). Marked once per
 * recipient, so a retried job does not count twice; the campaign's count follows in the same statement.
 * Bounces reported later by the receiving server are not read (Carat has no inbound mail).
 */
export async function markCampaignEmailDelivered(scope: SystemScope, recipientKey: string) {
  await scope.tx.execute(sql`
    with delivered as (
      update public.campaign_recipients set delivered_at = ${scope.now.toISOString()}::timestamptz
       where idempotency_key = ${recipientKey} and delivered_at is null
       returning campaign_id
    )
    update public.marketing_campaigns c set delivered_count = c.delivered_count + 1
      from delivered d where c.id = d.campaign_id`);
}
