import { campaignRecipients, clientMarketingConsents, marketingCampaigns } from '@carat/db';
import { verifyClickToken, verifyUnsubscribeToken } from '@carat/marketing/email';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { marketingSecret } from '#api/lib/link-secret.ts';
import type { SystemScope } from '#api/scope.ts';

/**
 * The two public ends of a campaign email, reached without an account: the one-click unsubscribe (RFC 8058:
 * a POST, honoured at once) and the click redirect. Both trust only the HMAC-signed token in the address.
 */

/** Withdraws the client's consent now. True when the token was valid (a second POST is a no-op). */
export async function unsubscribe(scope: SystemScope, input: { token: string; via: string }) {
  const payload = verifyUnsubscribeToken(input.token, marketingSecret(scope.deps.config));
  if (!payload) return { ok: false as const };
  const { businessId, clientId, campaignId } = payload;
  await scope.deps.db.transaction(async (tx) => {
    const changed = await tx
      .update(clientMarketingConsents)
      .set({ withdrawnAt: scope.now, withdrawnVia: input.via })
      .where(
        and(
          eq(clientMarketingConsents.clientId, clientId),
          eq(clientMarketingConsents.businessId, businessId),
          sql`(${clientMarketingConsents.withdrawnAt} is null or ${clientMarketingConsents.withdrawnAt} < ${clientMarketingConsents.grantedAt})`,
        ),
      )
      .returning({ clientId: clientMarketingConsents.clientId });
    if (!campaignId || changed.length === 0) return;
    const recipients = await tx
      .update(campaignRecipients)
      .set({ unsubscribedAt: scope.now })
      .where(
        and(
          eq(campaignRecipients.campaignId, campaignId),
          eq(campaignRecipients.clientId, clientId),
          eq(campaignRecipients.businessId, businessId),
          isNull(campaignRecipients.unsubscribedAt),
        ),
      )
      .returning({ id: campaignRecipients.id });
    if (recipients.length > 0) {
      await tx
        .update(marketingCampaigns)
        .set({ unsubscribedCount: sql`${marketingCampaigns.unsubscribedCount} + 1` })
        .where(eq(marketingCampaigns.id, campaignId));
    }
  });
  return { ok: true as const };
}

/** Whether the token is a valid unsubscribe link (the GET page checks before offering the button). */
export function isUnsubscribeToken(scope: SystemScope, token: string): boolean {
  return verifyUnsubscribeToken(token, marketingSecret(scope.deps.config)) !== null;
}

/** Counts a click (once per recipient) and answers where to send the reader; null for a forged token. */
export async function followClick(scope: SystemScope, token: string): Promise<string | null> {
  const click = verifyClickToken(token, marketingSecret(scope.deps.config));
  if (!click) return null;
  await scope.deps.db.transaction(async (tx) => {
    const first = await tx
      .update(campaignRecipients)
      .set({ clickedAt: scope.now })
      .where(
        and(
          eq(campaignRecipients.campaignId, click.campaignId),
          eq(campaignRecipients.clientId, click.clientId),
          isNull(campaignRecipients.clickedAt),
        ),
      )
      .returning({ id: campaignRecipients.id });
    if (first.length > 0) {
      await tx
        .update(marketingCampaigns)
        .set({ clickedCount: sql`${marketingCampaigns.clickedCount} + 1` })
        .where(eq(marketingCampaigns.id, click.campaignId));
    }
  });
  return click.url;
}
