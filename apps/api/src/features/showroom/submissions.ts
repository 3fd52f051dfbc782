import { randomUUID } from 'node:crypto';
import { type BasketItem, products, reviews, showroomLeads } from '@carat/db';
import { type Currency, formatMoney } from '@carat/domain/money';
import { combinationPrice } from '@carat/domain/showroom';
import { and, eq, inArray } from 'drizzle-orm';
import { publishedBusiness } from '#api/features/appointments/index.ts';
import { notifyJewellerOfReview } from '#api/features/catalogue/index.ts';
import { emitWebhookEvent, leadPayload } from '#api/features/integrations/index.ts';
import { attachRequestPhotos } from '#api/features/leads/index.ts';
import { jewellerRecipient } from '#api/features/notifications/index.ts';
import { leadNotificationMail } from '#api/features/showroom/mail.ts';
import { serialiseReview } from '#api/features/showroom/reviews.ts';
import { AppError } from '#api/lib/errors.ts';
import type { MailLocale } from '#api/mail/layout.ts';
import { queueEmail } from '#api/queue/email.ts';
import type { PublicScope, SystemScope } from '#api/scope.ts';
import { publishedProductId } from './catalogue.ts';
import { writeForVisitor } from './visitor-writes.ts';

/**
 * What visitors send besides bookings: reviews, custom-jewellery requests and enquiry baskets. Like
 * bookings, they are validated, then written on the owner connection for the business of a published
 * slug. A submission whose honeypot is filled is answered as if accepted and dropped: robots learn nothing.
 */

export interface ReviewRequest {
  slug: string;
  rating: number;
  name: string;
  email: string;
  comment: string;
  productRef?: number | undefined;
  website?: string | undefined;
}

const isRobot = (input: { website?: string | undefined }) => Boolean(input.website?.trim());

/**
 * A new review is visible at once, marked unverified (spec: it shows first in the list); the jeweller may
 * hide it afterwards. Its email is kept for the jeweller only.
 */
export async function submitReview(scope: PublicScope, input: ReviewRequest) {
  const { now } = scope;
  if (isRobot(input)) {
    return serialiseReview({
      id: randomUUID(),
      name: input.name,
      rating: input.rating,
      comment: input.comment,
      verified: false,
      createdAt: now,
    });
  }
  return writeForVisitor(scope, async (server) => {
    const business = await publishedBusiness(server, input.slug);
    let productId: string | null = null;
    if (input.productRef !== undefined) {
      productId = await publishedProductId(server, { businessId: business.id, ref: input.productRef });
      if (!productId) throw AppError.notFound('Product');
    }
    const [review] = await server.tx
      .insert(reviews)
      .values({
        businessId: business.id,
        productId,
        name: input.name,
        email: input.email,
        rating: input.rating,
        comment: input.comment,
        verified: false,
        status: 'published',
        createdAt: now,
      })
      .returning({
        id: reviews.id,
        name: reviews.name,
        rating: reviews.rating,
        comment: reviews.comment,
        verified: reviews.verified,
        createdAt: reviews.createdAt,
      });
    // The database verified it if the email is a known client's (0018); the jeweller hears of it.
    await notifyJewellerOfReview(server, { business, review: { ...review!, productId } });
    return serialiseReview(review!);
  });
}

export interface LeadContact {
  /** The published showroom the visitor writes to. */
  slug: string;
  name: string;
  email: string;
  phone?: string | undefined;
  locale?: MailLocale | undefined;
  website?: string | undefined;
}

export interface CustomRequest extends LeadContact {
  message: string;
  budget?: string | undefined;
  /** Photos the visitor uploaded first (features/leads/photos.ts), in order. */
  photoIds?: string[] | undefined;
}

export interface BasketEnquiry extends LeadContact {
  message?: string | undefined;
  items: {
    ref: number;
    size?: string | undefined;
    colour?: string | undefined;
    stone?: string | undefined;
    engraving?: string | undefined;
  }[];
}

async function saveLead(
  scope: PublicScope,
  kind: 'custom' | 'basket',
  input: LeadContact & {
    message?: string | undefined;
    budget?: string | undefined;
    photoIds?: string[] | undefined;
  },
  resolveItems: (server: SystemScope, businessId: string) => Promise<BasketItem[]>,
) {
  if (isRobot(input)) return { id: randomUUID() };
  return writeForVisitor(scope, async (server) => {
    const { deps, tx } = server;
    const business = await publishedBusiness(server, input.slug);
    const items = await resolveItems(server, business.id);
    const [lead] = await tx
      .insert(showroomLeads)
      .values({
        businessId: business.id,
        kind,
        name: input.name,
        email: input.email,
        phone: input.phone || null,
        message: input.message || null,
        budget: input.budget || null,
        items,
        locale: input.locale ?? 'fr',
      })
      .returning();
    if (input.photoIds?.length) {
      await attachRequestPhotos(server, {
        businessId: business.id,
        leadId: lead!.id,
        photoIds: input.photoIds,
      });
    }
    await emitWebhookEvent(server, {
      businessId: business.id,
      type: 'lead.created',
      data: leadPayload(lead!),
    });
    // A request or a basket is an order in the making: "Mises à jour des commandes".
    const jeweller = await jewellerRecipient(server, { business, topic: 'orderUpdates' });
    if (jeweller) {
      const mail = leadNotificationMail({
        locale: jeweller.locale,
        kind,
        businessName: business.name,
        name: input.name,
        email: input.email,
        phone: input.phone || null,
        message: input.message || null,
        budget: input.budget || null,
        items: items.map((item) => ({
          name: item.name,
          ref: item.ref,
          price: formatMoney(item.priceMinor, item.currency as Currency, jeweller.locale),
          choices: [item.size, item.colour, item.stone, item.engraving ? `« ${item.engraving} »` : null]
            .filter(Boolean)
            .join(', '),
        })),
        dashboardUrl: `${deps.config.DASHBOARD_URL}/dashboard`,
      });
      await queueEmail(deps, { to: jeweller.email, replyTo: input.email, ...mail }, tx);
    }
    return { id: lead!.id };
  });
}

/** The Custom Jewelry tile: a request that lands as a lead and in the jeweller's inbox. */
export function submitCustomRequest(scope: PublicScope, input: CustomRequest) {
  return saveLead(scope, 'custom', input, async () => []);
}

/**
 * The enquiry basket: each piece is checked against the published catalogue (its size, colour and stone must be
 * among the product's, an engraving only where the product allows one), and its name and price (the chosen
 * combination's, when the stock grid gave it one) are copied as they are now. Nothing is sold: the jeweller answers the enquiry.
 */
export function submitBasketEnquiry(scope: PublicScope, input: BasketEnquiry) {
  return saveLead(scope, 'basket', input, async (server, businessId) => {
    const refs = [...new Set(input.items.map((item) => item.ref))];
    const found = await server.tx
      .select({
        id: products.id,
        ref: products.ref,
        name: products.name,
        priceMinor: products.priceMinor,
        currency: products.currency,
        sizes: products.sizes,
        colours: products.colours,
        stones: products.stones,
        combinationPrices: products.combinationPrices,
        engravingAllowed: products.engravingAllowed,
      })
      .from(products)
      .where(
        and(eq(products.businessId, businessId), eq(products.published, true), inArray(products.ref, refs)),
      );
    const byRef = new Map(found.map((p) => [p.ref, p]));
    const fields: Record<string, string> = {};
    const items = input.items.map((item, i): BasketItem | null => {
      const product = byRef.get(item.ref);
      if (!product) {
        fields[`items.${i}.ref`] = 'Unknown product';
        return null;
      }
      if (item.size && !product.sizes.includes(item.size)) fields[`items.${i}.size`] = 'Unknown size';
      if (item.colour && !product.colours.includes(item.colour))
        fields[`items.${i}.colour`] = 'Unknown colour';
      if (item.stone && !product.stones.includes(item.stone)) fields[`items.${i}.stone`] = 'Unknown stone';
      if (item.engraving && !product.engravingAllowed)
        fields[`items.${i}.engraving`] = 'No engraving on this piece';
      return {
        productId: product.id,
        ref: product.ref,
        name: product.name,
        // The chosen combination's price, where the jeweller gave it one (ADR 034).
        priceMinor: combinationPrice(product.priceMinor, product.combinationPrices ?? [], {
          size: item.size,
          metal: item.colour,
          stone: item.stone,
        }),
        currency: product.currency,
        size: item.size || null,
        colour: item.colour || null,
        stone: item.stone || null,
        engraving: item.engraving || null,
      };
    });
    if (Object.keys(fields).length > 0) throw AppError.validation(fields);
    return items.filter((item): item is BasketItem => item !== null);
  });
}
