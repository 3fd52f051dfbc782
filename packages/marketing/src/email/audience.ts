import { type IsoDate, todayIn } from '@carat/domain/dates';
import { z } from 'zod';

/**
 * Campaign audiences as pure predicates over client rows, so the same rule selects in the API, previews a
 * count in the editor and is tested without a database. Every audience is first narrowed to clients who
 * consented to marketing email and have not withdrawn: no rule can reach anyone else.
 */

export interface EmailConsent {
  readonly grantedAt: Date;
  /** How it was given ('showroom-form', 'in-store', 'import'…), kept as proof. */
  readonly source: string;
  readonly withdrawnAt: Date | null;
}

export interface AudienceClient {
  readonly id: string;
  readonly email: string | null;
  readonly firstName: string | null;
  readonly vip: boolean;
  readonly birthday: IsoDate | null;
  readonly anniversary: IsoDate | null;
  readonly lastPurchaseAt: Date | null;
  /** Collections the client bought from. */
  readonly collectionIds: readonly string[];
  readonly emailConsent: EmailConsent | null;
}

export const audienceRuleSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('all') }),
  z.object({ kind: z.literal('vip') }),
  z.object({ kind: z.literal('birthday-this-month') }),
  z.object({ kind: z.literal('anniversary-this-month') }),
  z.object({ kind: z.literal('no-purchase-12-months') }),
  z.object({ kind: z.literal('collection'), collectionId: z.string().min(1) }),
]);
export type AudienceRule = z.infer<typeof audienceRuleSchema>;

export interface AudienceContext {
  readonly now: Date;
  /** The business's IANA time zone: 'this month' is the jeweller's month, not the server's. */
  readonly timeZone: string;
}

const EMAIL = z.email();

/** Consent given, not withdrawn (a withdrawal after the latest grant wins), and an address to write to. */
export function hasEmailConsent(client: AudienceClient): boolean {
  const consent = client.emailConsent;
  if (!consent || !client.email || !EMAIL.safeParse(client.email).success) return false;
  return consent.withdrawnAt === null || consent.withdrawnAt.getTime() < consent.grantedAt.getTime();
}

function monthOf(date: IsoDate): string {
  return date.slice(5, 7);
}

export function isBirthdayMonth(client: AudienceClient, ctx: AudienceContext): boolean {
  return client.birthday !== null && monthOf(client.birthday) === monthOf(todayIn(ctx.now, ctx.timeZone));
}

export function isAnniversaryMonth(client: AudienceClient, ctx: AudienceContext): boolean {
  return (
    client.anniversary !== null && monthOf(client.anniversary) === monthOf(todayIn(ctx.now, ctx.timeZone))
  );
}

/** The same calendar day a year ago in the business's zone; 29 February falls back to the 28th. */
export function oneYearBefore(today: IsoDate): IsoDate {
  const year = Number(today.slice(0, 4)) - 1;
  const monthDay = today.slice(5) === '02-29' ? '02-28' : today.slice(5);
  return `${String(year).padStart(4, '0')}-${monthDay}`;
}

/**
 * Bought before, but nothing in the last 12 months (a purchase exactly a year ago still counts as within).
 * Clients who never bought are prospects, not lapsed buyers, and are left out.
 */
export function isLapsed(client: AudienceClient, ctx: AudienceContext): boolean {
  if (client.lastPurchaseAt === null) return false;
  const lastPurchase = todayIn(client.lastPurchaseAt, ctx.timeZone);
  return lastPurchase < oneYearBefore(todayIn(ctx.now, ctx.timeZone));
}

export function matchesRule(rule: AudienceRule, client: AudienceClient, ctx: AudienceContext): boolean {
  switch (rule.kind) {
    case 'all':
      return true;
    case 'vip':
      return client.vip;
    case 'birthday-this-month':
      return isBirthdayMonth(client, ctx);
    case 'anniversary-this-month':
      return isAnniversaryMonth(client, ctx);
    case 'no-purchase-12-months':
      return isLapsed(client, ctx);
    case 'collection':
      return client.collectionIds.includes(rule.collectionId);
  }
}

/** The consent gate and the rule together: the one predicate the sender uses. */
export function isInAudience(rule: AudienceRule, client: AudienceClient, ctx: AudienceContext): boolean {
  return hasEmailConsent(client) && matchesRule(rule, client, ctx);
}

/**
 * The recipients of a campaign: consenting clients matching the rule, one per address (two client records
 * sharing an address, a couple for instance, get one email), the first record kept.
 */
export function selectAudience<T extends AudienceClient>(
  rule: AudienceRule,
  clients: readonly T[],
  ctx: AudienceContext,
): T[] {
  const seen = new Set<string>();
  const selected: T[] = [];
  for (const client of clients) {
    if (!isInAudience(rule, client, ctx)) continue;
    const address = (client.email as string).trim().toLowerCase();
    if (seen.has(address)) continue;
    seen.add(address);
    selected.push(client);
  }
  return selected;
}
