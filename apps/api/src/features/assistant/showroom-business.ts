import type { AssistantFaqEntry, AssistantTone } from '@carat/db';
import type { Tier } from '@carat/domain';
import { type Currency, isCurrency } from '@carat/domain/money';
import { sql } from 'drizzle-orm';
import { AppError } from '#api/lib/errors.ts';
import type { Scope } from '#api/scope.ts';

/** The demo jeweller's showroom lives at the spec's routes, without /s/{slug}. */
export const DEMO_SLUG = 'demo';

export interface AssistantShowroom {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
  readonly email: string | null;
  readonly timeZone: string;
  readonly currency: Currency;
  /** The address the jeweller published on the showroom (its contact block), or null. */
  readonly address: string | null;
  readonly plan: Tier;
  readonly settings: {
    readonly enabled: boolean;
    readonly welcomeFr: string | null;
    readonly welcomeEn: string | null;
    readonly tone: AssistantTone;
    readonly handoffEmail: string | null;
    readonly faq: readonly AssistantFaqEntry[];
  };
}

/**
 * The published showroom of a slug with its plan and its assistant settings, read as the server (the
 * settings are the jeweller's; visitors never read the table). 404 when there is no published showroom.
 */
export async function assistantShowroom(scope: Scope, slug: string): Promise<AssistantShowroom> {
  const { rows } = await scope.tx.execute<{
    id: string;
    slug: string;
    name: string;
    email: string | null;
    time_zone: string;
    currency: string;
    address: string | null;
    plan: Tier | null;
    enabled: boolean | null;
    welcome_fr: string | null;
    welcome_en: string | null;
    tone: AssistantTone | null;
    handoff_email: string | null;
    faq: AssistantFaqEntry[] | null;
  }>(sql`select b.id, b.slug, b.name, b.email, b.time_zone, b.currency, 
        -- The plan by the one rule, read as the server (migration 0042).
        private.plan_of_business(b.id) as plan,
        -- The address the visitor can already read on the showroom: its published contact block's.
        (select nullif(btrim(blk->'content'->>'address'), '')
           from public.showroom_pages p, jsonb_array_elements(p.published_blocks) blk
          where p.business_id = b.id and blk->>'type' = 'contact'
            and nullif(btrim(blk->'content'->>'address'), '') is not null
          limit 1) as address,
        a.enabled, a.welcome_fr, a.welcome_en, a.tone, a.handoff_email, a.faq
      from public.businesses b
      join public.showroom_settings s on s.business_id = b.id and s.published
      left join public.assistant_settings a on a.business_id = b.id
      where b.slug = ${slug}`);
  const row = rows[0];
  if (!row) throw AppError.notFound('Showroom');
  const currency = row.currency.trim();
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    email: row.email,
    timeZone: row.time_zone,
    currency: isCurrency(currency) ? currency : 'EUR',
    address: row.address,
    plan: row.plan ?? 'CZ',
    settings: {
      enabled: row.enabled ?? false,
      welcomeFr: row.welcome_fr,
      welcomeEn: row.welcome_en,
      tone: row.tone ?? 'warm',
      handoffEmail: row.handoff_email,
      faq: row.faq ?? [],
    },
  };
}
