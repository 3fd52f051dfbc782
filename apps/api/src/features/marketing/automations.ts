import { type AutomationKind, marketingAutomations } from '@carat/db';
import { canUseTool, type Tier } from '@carat/domain';
import { todayIn } from '@carat/domain/dates';
import type { Locale } from '@carat/domain/locale';
import { fillTemplate, withOptOut } from '@carat/domain/messaging';
import { createUnsubscribeToken, oneYearBefore, renderEmail, unsubscribeUrl } from '@carat/marketing/email';
import type { AutomationPatch } from '@carat/validation/marketing';
import { eq, sql } from 'drizzle-orm';
import {
  AUTOMATION_ORDER,
  automationContent,
  automationPeriod,
  automationSendKey,
  isYearlyOccasion,
  REVIEW_WINDOW_DAYS,
} from '#api/features/marketing/automation-rules.ts';
import { marketingMail } from '#api/features/marketing/mail.ts';
import { firstNameOf } from '#api/features/marketing/rows.ts';
import { campaignFooter, queueText, sendingRouteFor, templateText } from '#api/features/messaging/index.ts';
import { marketingSecret } from '#api/lib/link-secret.ts';
import type { MailMessage } from '#api/mail/mailer.ts';
import { queueEmails } from '#api/queue/email.ts';
import { type SystemScope, type TenantScope, withTx } from '#api/scope.ts';
import { type MarketingBusiness, marketingBusiness } from './business.ts';

/**
 * The studio's automations: each switchable per business, run by a daily job (features/marketing/automations-job.ts).
 * Only clients whose consent to marketing email stands are written to, and each client gets one email per
 * occasion: the send row (unique business, client, kind, period) and the queued email are written in one
 * transaction, so a second run, a retried job or two workers at once add nobody.
 */

export async function listAutomations(scope: TenantScope) {
  const rows = await scope.tx
    .select()
    .from(marketingAutomations)
    .where(eq(marketingAutomations.businessId, scope.businessId));
  const { rows: counts } = await scope.tx.execute<{
    kind: AutomationKind;
    sent: number;
    last: string | null;
  }>(sql`
    select kind, count(*)::int as sent, max(sent_at)::text as last
      from public.marketing_automation_sends where business_id = ${scope.businessId} group by kind`);
  return {
    automations: AUTOMATION_ORDER.map((kind) => {
      const row = rows.find((r) => r.kind === kind);
      const count = counts.find((c) => c.kind === kind);
      return {
        kind,
        enabled: row?.enabled ?? false,
        locale: row?.locale ?? scope.locale,
        sms: row?.sms ?? false,
        sentCount: count?.sent ?? 0,
        lastSentAt: count?.last ? new Date(count.last).toISOString() : null,
      };
    }),
  };
}

export async function setAutomation(
  scope: TenantScope,
  input: { kind: AutomationKind; patch: AutomationPatch },
) {
  const locale = input.patch.locale ?? scope.locale;
  // Texts are wishes only: the review request and re-engagement stay emails.
  const sms = WISHES.has(input.kind) ? input.patch.sms : false;
  await scope.tx
    .insert(marketingAutomations)
    .values({
      businessId: scope.businessId,
      kind: input.kind,
      enabled: input.patch.enabled,
      locale,
      sms: sms ?? false,
    })
    .onConflictDoUpdate({
      target: [marketingAutomations.businessId, marketingAutomations.kind],
      set: {
        enabled: input.patch.enabled,
        ...(input.patch.locale ? { locale: input.patch.locale } : {}),
        ...(sms !== undefined ? { sms } : {}),
      },
    });
  return listAutomations(scope);
}

interface Candidate extends Record<string, unknown> {
  client_id: string;
  name: string;
  email: string;
  occasion: string | null;
  order_id: string | null;
  last_purchase_at: string | Date | null;
}

const CONSENTED = sql`k.granted_at is not null and (k.withdrawn_at is null or k.withdrawn_at < k.granted_at)`;
const CLIENTS = sql`public.clients c
  join public.client_marketing_consents k on k.client_id = c.id and k.business_id = c.business_id`;

/** The consenting clients an automation may write to today (the day's rule is applied by the caller). */
async function candidates(scope: SystemScope, business: { id: string }, kind: AutomationKind) {
  const consenting = sql`c.business_id = ${business.id} and c.email is not null and ${CONSENTED}`;
  if (kind === 'birthday' || kind === 'anniversary') {
    const column = kind === 'birthday' ? sql`c.birthday` : sql`c.anniversary`;
    const { rows } = await scope.tx.execute<Candidate>(sql`
      select c.id as client_id, c.name, c.email, ${column}::text as occasion,
             null::uuid as order_id, null::timestamptz as last_purchase_at
        from ${CLIENTS}
       where ${consenting} and ${column} is not null`);
    return rows;
  }
  if (kind === 'review-request') {
    // Orders collected in the window: the latest move to 'collected', or the order's own date when it was
    // written at that stage.
    const { rows } = await scope.tx.execute<Candidate>(sql`
      select c.id as client_id, c.name, c.email, null::text as occasion, o.id as order_id,
             null::timestamptz as last_purchase_at
        from ${CLIENTS}
        join public.orders o on o.client_id = c.id and o.business_id = c.business_id and o.stage = 'collected'
       where ${consenting}
         and coalesce((select max(e.created_at) from public.order_events e
                        where e.order_id = o.id and e.business_id = o.business_id and e.to_stage = 'collected'),
                      o.created_at)
             between ${scope.now.toISOString()}::timestamptz - make_interval(days => ${REVIEW_WINDOW_DAYS})
                 and ${scope.now.toISOString()}::timestamptz`);
    return rows;
  }
  // Re-engagement: bought before, nothing since a year ago (the audience rule's own definition).
  const { rows } = await scope.tx.execute<Candidate>(sql`
    select * from (
      select c.id as client_id, c.name, c.email, null::text as occasion, null::uuid as order_id,
             (select max(o.created_at) from public.orders o
               where o.client_id = c.id and o.business_id = c.business_id and o.status <> 'cancelled') as last_purchase_at
        from ${CLIENTS}
       where ${consenting}) as x
     where x.last_purchase_at is not null`);
  return rows;
}

/** Whether the candidate's occasion is today (the SQL narrowed to consenting clients with the date). */
function isDue(kind: AutomationKind, row: Candidate, today: string, timeZone: string): boolean {
  switch (kind) {
    case 'birthday':
    case 'anniversary':
      return isYearlyOccasion(row.occasion, today);
    case 'review-request':
      return row.order_id !== null;
    case 're-engagement': {
      if (!row.last_purchase_at) return false;
      const last = todayIn(new Date(row.last_purchase_at), timeZone);
      return last < oneYearBefore(today);
    }
  }
}

function automationMessage(
  scope: SystemScope,
  input: {
    businessId: string;
    business: MarketingBusiness;
    kind: AutomationKind;
    locale: Locale;
    client: { id: string; email: string; name: string };
    key: string;
  },
): MailMessage {
  const { config } = scope.deps;
  const token = createUnsubscribeToken(
    { businessId: input.businessId, clientId: input.client.id },
    marketingSecret(config),
  );
  const unsubscribe = unsubscribeUrl(config.API_URL, token);
  const email = renderEmail(
    automationContent(input.kind, {
      locale: input.locale,
      businessName: input.business.name,
      showroomUrl: input.business.showroomUrl,
    }),
    {
      locale: input.locale,
      brand: { name: input.business.name, address: input.business.postalAddress ?? undefined },
      recipient: { firstName: firstNameOf(input.client.name) },
      unsubscribeUrl: unsubscribe,
    },
  );
  return marketingMail(config, {
    to: input.client.email.trim(),
    email,
    replyTo: input.business.email,
    unsubscribe,
    key: input.key,
  });
}

/** The automations whose wishes may go by text too (the others stay emails). */
const WISHES = new Set<AutomationKind>(['birthday', 'anniversary']);

/** A birthday or anniversary wish by text: the jeweller's template, a marketing text with its opt-out line. */
async function queueWishText(
  scope: SystemScope,
  input: {
    row: { business_id: string; kind: AutomationKind; locale: Locale; time_zone: string };
    business: MarketingBusiness;
    client: Candidate;
  },
) {
  const { row, business, client } = input;
  const route = await sendingRouteFor(scope, row.business_id);
  const key = row.kind === 'anniversary' ? 'anniversary' : 'birthday';
  const body = fillTemplate(templateText(route.templates, row.locale, key), {
    business: business.name,
    name: firstNameOf(client.name),
  });
  return queueText(scope, {
    businessId: row.business_id,
    clientId: client.client_id,
    channel: 'sms',
    kind: 'automation',
    body: withOptOut(
      body,
      campaignFooter(templateText(route.templates, row.locale, 'campaign_footer'), row.locale),
    ),
    quietHours: 'marketing',
    timeZone: row.time_zone,
  });
}

export interface AutomationRun {
  readonly businesses: number;
  readonly sent: Readonly<Record<AutomationKind, number>>;
}

/**
 * The daily run: every business with an automation switched on and the studio in its plan, each kind in
 * its own transaction (send rows and queued emails together). `businessId` limits it to one business.
 */
export async function runAutomations(
  scope: SystemScope,
  input: { businessId?: string } = {},
): Promise<AutomationRun> {
  const sent: Record<AutomationKind, number> = {
    birthday: 0,
    anniversary: 0,
    'review-request': 0,
    're-engagement': 0,
  };
  const { rows: switches } = await scope.deps.db.execute<{
    business_id: string;
    kind: AutomationKind;
    locale: Locale;
    sms: boolean;
    time_zone: string;
    plan: Tier | null;
  }>(sql`
    select a.business_id, a.kind, a.locale, a.sms, b.time_zone,
           -- The plan by the one rule, read as the server (migration 0042).
           private.plan_of_business(b.id) as plan
      from public.marketing_automations a
      join public.businesses b on b.id = a.business_id
     where a.enabled ${input.businessId ? sql`and a.business_id = ${input.businessId}` : sql``}
     order by a.business_id, a.kind`);
  const businesses = new Set<string>();
  for (const row of switches) {
    // A business whose plan lost the studio (or its subscription) sends nothing.
    if (!row.plan || !canUseTool(row.plan, 'ai-marketing-studio')) continue;
    businesses.add(row.business_id);
    const count = await scope.deps.db.transaction(async (tx) => {
      const txScope = withTx(scope, tx);
      const business = await marketingBusiness(txScope, row.business_id);
      const today = todayIn(scope.now, row.time_zone);
      const due = (await candidates(txScope, { id: row.business_id }, row.kind)).filter((c) =>
        isDue(row.kind, c, today, row.time_zone),
      );
      if (due.length === 0) return 0;
      const periods = due.map((c) =>
        automationPeriod(row.kind, {
          today,
          timeZone: row.time_zone,
          ...(c.order_id ? { orderId: c.order_id } : {}),
          lastPurchaseAt: c.last_purchase_at ? new Date(c.last_purchase_at) : null,
        }),
      );
      // Claim each (client, occasion) once: rows already there (sent on an earlier run) come back empty.
      const { rows: claimed } = await tx.execute<{ client_id: string; period: string }>(sql`
        insert into public.marketing_automation_sends (business_id, client_id, kind, period, email)
        select ${row.business_id}::uuid, x.client_id, ${row.kind}, x.period, x.email
          from unnest(${sql.param(due.map((c) => c.client_id))}::uuid[],
                      ${sql.param(periods)}::text[],
                      ${sql.param(due.map((c) => c.email.trim()))}::text[]) as x(client_id, period, email)
        on conflict (business_id, client_id, kind, period) do nothing
        returning client_id, period`);
      const byClient = new Map(due.map((c, i) => [`${c.client_id}/${periods[i]}`, c]));
      const messages = claimed.flatMap((claim) => {
        const client = byClient.get(`${claim.client_id}/${claim.period}`);
        if (!client) return [];
        return [
          automationMessage(txScope, {
            businessId: row.business_id,
            business,
            kind: row.kind,
            locale: row.locale,
            client: { id: client.client_id, email: client.email, name: client.name },
            key: automationSendKey({ kind: row.kind, clientId: client.client_id, period: claim.period }),
          }),
        ];
      });
      await queueEmails(scope.deps, messages, tx);
      if (row.sms && WISHES.has(row.kind)) {
        // The same wish by text, to those of them who agreed to texts (queueText checks), in the day's hours.
        for (const claim of claimed) {
          const client = byClient.get(`${claim.client_id}/${claim.period}`);
          if (client) await queueWishText(txScope, { row, business, client });
        }
      }
      return messages.length;
    });
    sent[row.kind] += count;
  }
  return { businesses: businesses.size, sent };
}
