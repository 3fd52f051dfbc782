import type { clientMarketingConsents, marketingCampaigns } from '@carat/db';
import type { Locale } from '@carat/domain/locale';
import type { CampaignAudience, CampaignBlock } from '@carat/validation/marketing';

/** The studio's rows as the API answers them, and the campaign as the sender reads it. */

type CampaignRow = typeof marketingCampaigns.$inferSelect;

export interface StoredCampaign {
  id: string;
  businessId: string;
  subject: string;
  preheader: string;
  blocks: CampaignBlock[];
  locale: Locale;
}

export function serialiseCampaign(row: CampaignRow) {
  return {
    id: row.id,
    name: row.name,
    subject: row.subject,
    preheader: row.preheader,
    blocks: row.blocks as CampaignBlock[],
    audience: row.audience as CampaignAudience,
    locale: row.locale,
    status: row.status,
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    sentAt: row.sentAt?.toISOString() ?? null,
    recipientCount: row.recipientCount,
    sentCount: row.sentCount,
    deliveredCount: row.deliveredCount,
    clickedCount: row.clickedCount,
    unsubscribedCount: row.unsubscribedCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function storedCampaign(row: CampaignRow): StoredCampaign {
  return {
    id: row.id,
    businessId: row.businessId,
    subject: row.subject,
    preheader: row.preheader,
    blocks: row.blocks as CampaignBlock[],
    locale: row.locale,
  };
}

/** A client's marketing consent as the profile shows it. */
export function consentView(row: typeof clientMarketingConsents.$inferSelect | undefined) {
  const granted = row?.grantedAt ?? null;
  const withdrawn = row?.withdrawnAt ?? null;
  return {
    consented: granted !== null && (withdrawn === null || withdrawn < granted),
    grantedAt: granted?.toISOString() ?? null,
    source: row?.source ?? null,
    withdrawnAt: withdrawn?.toISOString() ?? null,
    withdrawnVia: row?.withdrawnVia ?? null,
  };
}

/** The first word of the client's name, for {{firstName}}. */
export function firstNameOf(name: string): string | null {
  return name.trim().split(/\s+/)[0] || null;
}
