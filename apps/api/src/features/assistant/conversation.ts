import { randomUUID } from 'node:crypto';
import type { ReplyOutput, ReplyStream } from '@carat/assistant/engine';
import type { Lead } from '@carat/assistant/lead';
import type { LeadScore } from '@carat/assistant/scoring';
import type { ConversationState } from '@carat/assistant/state';
import type { AssistantTools, TranscriptEntry } from '@carat/assistant/tools';
import { assistantConversations, assistantMessages, showroomLeads } from '@carat/db';
import type { Locale } from '@carat/domain/locale';
import { type Currency, formatMoney } from '@carat/domain/money';
import { and, eq, sql } from 'drizzle-orm';
import { assistantEngine } from '#api/features/assistant/engine.ts';
import { matchFaq } from '#api/features/assistant/faq.ts';
import { assistantAvailable, requireAssistantPlan } from '#api/features/assistant/plan.ts';
import { emitWebhookEvent, leadPayload } from '#api/features/integrations/index.ts';
import { jewellerRecipient } from '#api/features/notifications/index.ts';
import { leadNotificationMail, writeForVisitor } from '#api/features/showroom/index.ts';
import { AppError } from '#api/lib/errors.ts';
import { hashToken } from '#api/lib/tokens.ts';
import { queueEmail } from '#api/queue/email.ts';
import { type PublicScope, type SystemScope, systemScopeOf } from '#api/scope.ts';
import { type AssistantShowroom, assistantShowroom } from './showroom-business.ts';
import { showroomFacts, showroomTools } from './showroom-tools.ts';

/**
 * A visitor's message to a showroom's assistant. The conversation is found by its id, the showroom's
 * business and the hash of the visitor's token (another visitor, or another showroom, gets a 404); the
 * engine answers with the tools of that showroom only (showroom-tools.ts); the turn, the state and the
 * lead are written as the server in one transaction. No transaction is held while the engine runs: a
 * model may take seconds, and a booking opens its own.
 */

export interface AssistantMessageRequest {
  slug: string;
  visitorToken: string;
  conversationId?: string | undefined;
  text: string;
  locale: Locale;
}

function budgetText(lead: Lead, locale: Locale): string | null {
  const budget = lead.budget;
  if (!budget) return null;
  const money = (minor: number) => formatMoney(minor, budget.currency as Currency, locale);
  if (budget.min !== null && budget.max !== null) return `${money(budget.min)} – ${money(budget.max)}`;
  if (budget.max !== null) return `≤ ${money(budget.max)}`;
  if (budget.min !== null) return `≥ ${money(budget.min)}`;
  return null;
}

function transcriptText(transcript: readonly TranscriptEntry[]): string {
  return transcript
    .map((entry) => `${entry.role === 'visitor' ? '>' : '<'} ${entry.text}`)
    .join('\n')
    .slice(-2000);
}

interface LeadWrite {
  showroom: AssistantShowroom;
  conversationId: string;
  leadId: string | null;
  lead: Lead;
  score: LeadScore;
  transcript: readonly TranscriptEntry[];
  locale: Locale;
}

/**
 * The lead in 'Demandes' (kind 'assistant'), created once the visitor left an email (a lead needs one to
 * be answered), then kept up to date: fields, score, reasons, transcript.
 */
async function writeLead(server: SystemScope, input: LeadWrite): Promise<string | null> {
  const { lead, score } = input;
  // Not in 'Demandes' until the visitor can be reached: an email or a phone number.
  if (!lead.email && !lead.phone) return input.leadId;
  const assistant = {
    conversationId: input.conversationId,
    fields: lead as unknown as Record<string, unknown>,
    score: score.score,
    reasons: score.reasons.map((reason) => ({ code: reason.code, points: reason.points, text: reason.text })),
    transcript: input.transcript.map((entry) => ({ role: entry.role, text: entry.text })),
  };
  const values = {
    name: (lead.name ?? lead.email ?? lead.phone ?? '').slice(0, 100),
    email: lead.email,
    phone: lead.phone,
    budget: budgetText(lead, input.locale),
    message: transcriptText(input.transcript) || null,
    assistant,
  };
  if (input.leadId) {
    const [updated] = await server.tx
      .update(showroomLeads)
      .set(values)
      .where(and(eq(showroomLeads.businessId, input.showroom.id), eq(showroomLeads.id, input.leadId)))
      .returning({ id: showroomLeads.id });
    if (updated) return updated.id;
  }
  const [created] = await server.tx
    .insert(showroomLeads)
    .values({ businessId: input.showroom.id, kind: 'assistant', locale: input.locale, ...values })
    .returning();
  await emitWebhookEvent(server, {
    businessId: input.showroom.id,
    type: 'lead.created',
    data: leadPayload(created!),
  });
  return created!.id;
}

/** A hot lead, or a visitor asking for the jeweller: emailed once, if the jeweller wants order updates. */
async function notifyJeweller(
  server: SystemScope,
  input: {
    showroom: AssistantShowroom;
    lead: Lead;
    score: LeadScore;
    transcript: readonly TranscriptEntry[];
  },
) {
  const { showroom, lead } = input;
  const jeweller = await jewellerRecipient(server, {
    business: { id: showroom.id, email: showroom.email },
    topic: 'orderUpdates',
  });
  if (!jeweller || (!lead.email && !lead.phone)) return;
  const mail = leadNotificationMail({
    locale: jeweller.locale,
    kind: 'assistant',
    businessName: showroom.name,
    name: lead.name ?? lead.email ?? lead.phone ?? '',
    email: lead.email,
    phone: lead.phone,
    message: `${input.score.score}/100 — ${input.score.reasons.map((r) => r.text[jeweller.locale]).join(' · ')}\n${transcriptText(input.transcript)}`,
    budget: budgetText(lead, jeweller.locale),
    items: [],
    dashboardUrl: `${server.deps.config.DASHBOARD_URL}/dashboard/leads`,
  });
  await queueEmail(
    server.deps,
    {
      to: showroom.settings.handoffEmail ?? jeweller.email,
      ...(lead.email ? { replyTo: lead.email } : {}),
      ...mail,
    },
    server.tx,
  );
}

export interface AssistantReply {
  conversationId: string;
  reply: string;
  choices?: ReplyOutput['choices'];
  lead: Lead;
  score?: LeadScore;
  booking?: ReplyOutput['booking'];
  engine: ReplyOutput['engine'];
}

/**
 * `POST /v1/showrooms/{slug}/assistant/messages`, a visitor's turn in two parts: first what can refuse it (no showroom, plan, switched off, unknown
 * conversation — thrown before any byte of a streamed answer), then the reply itself, its text streamed to
 * `stream` when one is given, saved with the lead and the conversation.
 */
export async function startAssistantTurn(
  scope: PublicScope,
  input: AssistantMessageRequest,
): Promise<(stream?: ReplyStream) => Promise<AssistantReply>> {
  const { deps } = scope;
  const server = systemScopeOf(deps, { now: scope.now, locale: input.locale });
  const showroom = await assistantShowroom(server, input.slug);
  requireAssistantPlan(showroom);
  if (!showroom.settings.enabled) throw AppError.notFound('Assistant');

  const tokenHash = hashToken(input.visitorToken);
  let existing: { state: unknown; hotNotified: boolean; appointmentId: string | null } | null = null;
  if (input.conversationId) {
    const [row] = await server.tx
      .select({
        state: assistantConversations.state,
        hotNotified: assistantConversations.hotNotified,
        appointmentId: assistantConversations.appointmentId,
      })
      .from(assistantConversations)
      .where(
        and(
          eq(assistantConversations.id, input.conversationId),
          eq(assistantConversations.businessId, showroom.id),
          eq(assistantConversations.visitorTokenHash, tokenHash),
        ),
      );
    if (!row) throw AppError.notFound('Conversation');
    existing = row;
  }
  const conversationId = input.conversationId ?? randomUUID();
  const previous = (existing?.state as ConversationState | undefined) ?? null;
  const visitor = { ...scope, locale: input.locale };

  let appointmentId = existing?.appointmentId ?? null;
  const tools: AssistantTools = showroomTools(visitor, {
    showroom,
    onBooked: (id) => {
      appointmentId = id;
    },
    answerFromFaq: async (question) => matchFaq(showroom.settings.faq, question),
    listFaq: async () => showroom.settings.faq,
    saveLead: async ({ leadId, lead, score, transcript }) => {
      const saved = await writeForVisitor(visitor, (tx) =>
        writeLead(tx, {
          showroom,
          conversationId,
          leadId: leadId || null,
          lead,
          score,
          transcript,
          locale: input.locale,
        }),
      );
      // No email or phone yet: not in 'Demandes' yet; the engine asks again when it changes.
      return { leadId: saved ?? '' };
    },
  });
  const business = await showroomFacts(visitor, showroom);
  return (stream) => replyAndSave(stream);

  async function replyAndSave(stream?: ReplyStream): Promise<AssistantReply> {
    const out = await assistantEngine(deps).reply({
      state: previous?.version === 1 ? previous : null,
      text: input.text,
      locale: input.locale,
      now: scope.now,
      timeZone: showroom.timeZone,
      tools,
      business,
      tone: showroom.settings.tone,
      ...(stream ? { stream } : {}),
    });

    const score = out.score;
    await writeForVisitor(visitor, async (tx) => {
      const notify =
        !existing?.hotNotified &&
        (out.lead.email !== null || out.lead.phone !== null) &&
        (score?.hot === true || out.state.handoff || out.booking !== undefined);
      const row = {
        locale: input.locale,
        state: out.state,
        lead: out.lead,
        score: score?.score ?? null,
        reasons: [...(score?.reasons ?? [])],
        engine: out.engine,
        leadId: out.state.leadId || null,
        appointmentId,
        hotNotified: (existing?.hotNotified ?? false) || notify,
        messageCount: sql`${assistantConversations.messageCount} + 2`,
      };
      if (existing) {
        await tx.tx
          .update(assistantConversations)
          .set(row)
          .where(
            and(
              eq(assistantConversations.id, conversationId),
              eq(assistantConversations.businessId, showroom.id),
            ),
          );
      } else {
        await tx.tx.insert(assistantConversations).values({
          ...row,
          id: conversationId,
          businessId: showroom.id,
          visitorTokenHash: tokenHash,
          messageCount: 2,
        });
      }
      await tx.tx.insert(assistantMessages).values([
        { businessId: showroom.id, conversationId, role: 'visitor', text: input.text },
        { businessId: showroom.id, conversationId, role: 'assistant', text: out.reply.slice(0, 8000) },
      ]);
      if (notify && score) {
        await notifyJeweller(tx, {
          showroom,
          lead: out.lead,
          score,
          transcript: out.state.transcript,
        });
      }
    });

    return {
      conversationId,
      reply: out.reply,
      ...(out.choices && out.choices.length > 0 ? { choices: out.choices } : {}),
      lead: out.lead,
      ...(score ? { score } : {}),
      ...(out.booking ? { booking: out.booking } : {}),
      engine: out.engine,
    };
  }
}

/** `GET /v1/showrooms/{slug}/assistant`: whether the widget shows, and its welcome message. */
export async function assistantWidget(scope: PublicScope, slug: string) {
  const server = systemScopeOf(scope.deps, { now: scope.now, locale: scope.locale });
  const showroom = await assistantShowroom(server, slug);
  const available = assistantAvailable(showroom);
  return {
    available,
    welcome: available ? { fr: showroom.settings.welcomeFr, en: showroom.settings.welcomeEn } : null,
  };
}
