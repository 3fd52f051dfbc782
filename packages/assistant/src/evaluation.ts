import type { Locale } from '@carat/domain/locale';
import type { AssistantEngine, ReplyOutput } from '#lib/engine.ts';
import { LEAD_FIELDS, type Lead, type LeadField } from '#lib/lead.ts';
import type { ConversationState } from '#lib/state.ts';
import { createDemoShowroom } from '#lib/testing.ts';

/**
 * The evaluation of the engine over conversations with expected final leads: per field, exact match over
 * every conversation (null expected must stay null), precision over the values the engine filled, recall
 * over the values the conversation states. Shared by the eval test and bench/lead-agent.
 */

export interface EvalConversation {
  readonly id: string;
  readonly locale: Locale;
  readonly kind: string;
  readonly tags: readonly string[];
  readonly turns: readonly string[];
  readonly expected: Lead;
}

export interface EvalSet {
  readonly now: string;
  readonly timeZones: Record<Locale, string>;
  readonly conversations: readonly EvalConversation[];
}

export interface FieldMetrics {
  readonly exactMatch: number;
  readonly precision: number;
  readonly recall: number;
  /** Conversations where the field was stated. */
  readonly support: number;
}

export interface EvalRun {
  readonly id: string;
  readonly lead: Lead;
  readonly expected: Lead;
  readonly turnMs: readonly number[];
  readonly replies: readonly ReplyOutput[];
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export async function runConversation(
  engine: AssistantEngine,
  conversation: EvalConversation,
  set: EvalSet,
): Promise<EvalRun> {
  // A fresh showroom per conversation: bookings from one must not take another's slot.
  const shop = createDemoShowroom(conversation.locale);
  const now = new Date(set.now);
  let state: ConversationState | null = null;
  const turnMs: number[] = [];
  const replies: ReplyOutput[] = [];
  for (const text of conversation.turns) {
    const started = performance.now();
    const out: ReplyOutput = await engine.reply({
      state,
      text,
      locale: conversation.locale,
      now,
      timeZone: set.timeZones[conversation.locale],
      tools: shop.tools,
      business: shop.business,
    });
    turnMs.push(performance.now() - started);
    replies.push(out);
    // The API stores the state as JSON between messages; the evaluation does the same round trip.
    state = JSON.parse(JSON.stringify(out.state)) as ConversationState;
  }
  return {
    id: conversation.id,
    lead: state?.lead ?? conversation.expected,
    expected: conversation.expected,
    turnMs,
    replies,
  };
}

export function fieldMetrics(runs: readonly EvalRun[], field: LeadField): FieldMetrics {
  let exact = 0;
  let predicted = 0;
  let stated = 0;
  let correct = 0;
  for (const run of runs) {
    const got = run.lead[field];
    const want = run.expected[field];
    if (same(got, want)) exact += 1;
    if (got !== null) predicted += 1;
    if (want !== null) stated += 1;
    if (got !== null && want !== null && same(got, want)) correct += 1;
  }
  return {
    exactMatch: runs.length === 0 ? 0 : exact / runs.length,
    precision: predicted === 0 ? 1 : correct / predicted,
    recall: stated === 0 ? 1 : correct / stated,
    support: stated,
  };
}

export function evaluate(runs: readonly EvalRun[]): Record<LeadField, FieldMetrics> {
  return Object.fromEntries(LEAD_FIELDS.map((field) => [field, fieldMetrics(runs, field)])) as Record<
    LeadField,
    FieldMetrics
  >;
}

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

/** The fields where a run differs from what was expected, for reading failures. */
export function mismatches(run: EvalRun): Array<{ field: LeadField; got: unknown; want: unknown }> {
  return LEAD_FIELDS.filter((field) => !same(run.lead[field], run.expected[field])).map((field) => ({
    field,
    got: run.lead[field],
    want: run.expected[field],
  }));
}
