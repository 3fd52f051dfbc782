import { products } from '@carat/db';
import type { Locale } from '@carat/domain/locale';
import type { Currency } from '@carat/domain/money';
import {
  clickTracker,
  createUnsubscribeToken,
  type EmailBlockInput,
  type EmailContentInput,
  renderEmail,
  unsubscribeUrl,
} from '@carat/marketing/email';
import { and, eq, inArray } from 'drizzle-orm';
import { pieceUrl } from '#api/features/marketing/links.ts';
import { marketingMail } from '#api/features/marketing/mail.ts';
import type { StoredCampaign } from '#api/features/marketing/rows.ts';
import { marketingSecret } from '#api/lib/link-secret.ts';
import type { MailMessage } from '#api/mail/mailer.ts';
import type { Scope } from '#api/scope.ts';
import type { MarketingBusiness } from './business.ts';

/** The campaign as stored: the editor's blocks, the pieces still named by id. */
/**
 * The editor's blocks as the email renderer takes them: each pieces block filled with the pieces' current
 * names, prices, cover photos and showroom links (pieces since deleted are left out).
 */
export async function emailContent(
  scope: Scope,
  campaign: StoredCampaign,
  business: MarketingBusiness,
): Promise<EmailContentInput> {
  const ids = campaign.blocks.flatMap((block) => (block.type === 'pieces' ? block.productIds : []));
  const rows = ids.length
    ? await scope.tx
        .select({
          id: products.id,
          ref: products.ref,
          name: products.name,
          nameFr: products.nameFr,
          nameEn: products.nameEn,
          priceMinor: products.priceMinor,
          priceOnRequest: products.priceOnRequest,
          currency: products.currency,
          images: products.images,
        })
        .from(products)
        .where(and(eq(products.businessId, campaign.businessId), inArray(products.id, ids)))
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const apiUrl = scope.deps.config.API_URL;
  const blocks: EmailBlockInput[] = [];
  for (const block of campaign.blocks) {
    if (block.type !== 'pieces') {
      blocks.push(block as EmailBlockInput);
      continue;
    }
    const pieces = block.productIds.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      const names: Record<Locale, string | null> = { fr: row.nameFr, en: row.nameEn };
      const image = row.images[0]?.url;
      return [
        {
          name: (names[campaign.locale] ?? row.name).slice(0, 120),
          priceMinor: row.priceOnRequest ? null : row.priceMinor,
          currency: row.currency.trim() as Currency,
          imageUrl: image ? new URL(image, apiUrl).toString() : `${business.showroomUrl}`,
          url: pieceUrl(business, row.ref),
        },
      ];
    });
    if (pieces.length > 0) blocks.push({ type: 'pieces', pieces });
  }
  return { subject: campaign.subject, preheader: campaign.preheader, blocks };
}

/**
 * One recipient's email: personalised, every content link through the click redirect, the visible
 * unsubscribe link and RFC 8058's List-Unsubscribe / List-Unsubscribe-Post headers, a Message-ID from the
 * recipient's idempotency key.
 */
export function recipientMessage(
  scope: Scope,
  input: {
    campaign: StoredCampaign;
    content: EmailContentInput;
    business: MarketingBusiness;
    recipient: { clientId: string; email: string; firstName: string | null; idempotencyKey: string };
  },
): MailMessage {
  const { config } = scope.deps;
  const secret = marketingSecret(config);
  const token = createUnsubscribeToken(
    {
      businessId: input.campaign.businessId,
      clientId: input.recipient.clientId,
      campaignId: input.campaign.id,
    },
    secret,
  );
  const unsubscribe = unsubscribeUrl(config.API_URL, token);
  const email = renderEmail(input.content, {
    locale: input.campaign.locale,
    brand: { name: input.business.name, address: input.business.postalAddress ?? undefined },
    recipient: { firstName: input.recipient.firstName },
    unsubscribeUrl: unsubscribe,
    trackLink: clickTracker({
      apiUrl: config.API_URL,
      campaignId: input.campaign.id,
      clientId: input.recipient.clientId,
      secret,
    }),
  });
  return {
    ...marketingMail(config, {
      to: input.recipient.email,
      email,
      replyTo: input.business.email,
      unsubscribe,
      key: input.recipient.idempotencyKey,
    }),
    campaignRecipientKey: input.recipient.idempotencyKey,
  };
}
