import { appointments, assistantConversations, assistantMessages, assistantSettings } from '@carat/db';
import type { AssistantConversationQuery, AssistantSettingsInput } from '@carat/validation/assistant';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import {
  type AppointmentNow,
  type ScoreReasonJson,
  withAppointmentTruth,
} from '#api/features/assistant/appointment-reason.ts';
import { assistantEngineName } from '#api/features/assistant/engine.ts';
import { AppError } from '#api/lib/errors.ts';
import type { TenantScope } from '#api/scope.ts';

/**
 * The jeweller's side of the assistant (the AI Chatbot tool page): its settings, which engine answers,
 * and the conversations with their transcripts, read under row-level security.
 */

const DEFAULTS = {
  enabled: false,
  welcomeFr: null,
  welcomeEn: null,
  tone: 'warm' as const,
  handoffEmail: null,
  faq: [],
};

/** `GET /v1/assistant/settings`: the settings (the defaults until saved) and the engine in force. */
export async function getAssistantSettings(scope: TenantScope) {
  const [row] = await scope.tx
    .select({
      enabled: assistantSettings.enabled,
      welcomeFr: assistantSettings.welcomeFr,
      welcomeEn: assistantSettings.welcomeEn,
      tone: assistantSettings.tone,
      handoffEmail: assistantSettings.handoffEmail,
      faq: assistantSettings.faq,
    })
    .from(assistantSettings)
    .where(eq(assistantSettings.businessId, scope.businessId));
  const engine = assistantEngineName(scope.deps);
  return {
    ...(row ?? DEFAULTS),
    engine,
    providerConfigured: engine === 'model',
    provider: scope.deps.config.ai?.provider ?? null,
    model: scope.deps.config.ai?.model ?? null,
  };
}

/** `PUT /v1/assistant/settings`: saved whole. */
export async function saveAssistantSettings(scope: TenantScope, input: AssistantSettingsInput) {
  const values = {
    enabled: input.enabled,
    welcomeFr: input.welcomeFr,
    welcomeEn: input.welcomeEn,
    tone: input.tone,
    handoffEmail: input.handoffEmail,
    faq: input.faq,
  };
  await scope.tx
    .insert(assistantSettings)
    .values({ businessId: scope.businessId, ...values })
    .onConflictDoUpdate({ target: assistantSettings.businessId, set: values });
  return getAssistantSettings(scope);
}

const summaryColumns = {
  id: assistantConversations.id,
  locale: assistantConversations.locale,
  lead: assistantConversations.lead,
  score: assistantConversations.score,
  reasons: assistantConversations.reasons,
  engine: assistantConversations.engine,
  leadId: assistantConversations.leadId,
  appointmentId: assistantConversations.appointmentId,
  messageCount: assistantConversations.messageCount,
  createdAt: assistantConversations.createdAt,
  updatedAt: assistantConversations.updatedAt,
  appointment: {
    status: appointments.status,
    depositStatus: appointments.depositStatus,
    holdExpiresAt: appointments.holdExpiresAt,
  },
};

/** The conversation's appointment as it stands now (not as the conversation last saw it). */
const withAppointment = eq(appointments.id, assistantConversations.appointmentId);

/** `GET /v1/assistant/conversations`: the newest first, paged. */
export async function listAssistantConversations(scope: TenantScope, query: AssistantConversationQuery) {
  const where = eq(assistantConversations.businessId, scope.businessId);
  const offset = (query.page - 1) * query.pageSize;
  const rows = await scope.tx
    .select(summaryColumns)
    .from(assistantConversations)
    .leftJoin(appointments, withAppointment)
    .where(where)
    .orderBy(desc(assistantConversations.updatedAt), desc(assistantConversations.id))
    .limit(query.pageSize)
    .offset(offset);
  const [total] = await scope.tx.select({ n: count() }).from(assistantConversations).where(where);
  return {
    items: rows.map((row) => serialise(row, scope.now)),
    total: total?.n ?? 0,
    totalIsExact: true,
    page: query.page,
    pageSize: query.pageSize,
  };
}

function serialise<
  T extends {
    createdAt: Date;
    updatedAt: Date;
    lead: unknown;
    score: number | null;
    reasons: unknown[];
    appointment: AppointmentNow | null;
  },
>(row: T, now: Date) {
  const { appointment, ...rest } = row;
  const { score, reasons } = withAppointmentTruth(
    { score: row.score, reasons: row.reasons as ScoreReasonJson[] },
    appointment,
    now,
  );
  return {
    ...rest,
    score,
    lead: row.lead as Record<string, unknown>,
    reasons,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** `GET /v1/assistant/conversations/{id}`: one conversation and its whole transcript. */
export async function getAssistantConversation(scope: TenantScope, id: string) {
  const [row] = await scope.tx
    .select(summaryColumns)
    .from(assistantConversations)
    .leftJoin(appointments, withAppointment)
    .where(and(eq(assistantConversations.businessId, scope.businessId), eq(assistantConversations.id, id)));
  if (!row) throw AppError.notFound('Conversation');
  const messages = await scope.tx
    .select({
      role: assistantMessages.role,
      text: assistantMessages.text,
      createdAt: assistantMessages.createdAt,
    })
    .from(assistantMessages)
    .where(and(eq(assistantMessages.businessId, scope.businessId), eq(assistantMessages.conversationId, id)))
    .orderBy(asc(assistantMessages.id));
  return {
    ...serialise(row, scope.now),
    messages: messages.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
  };
}
