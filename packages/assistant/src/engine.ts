import type { Locale } from '@carat/domain/locale';
import type { Lead } from '#lib/lead.ts';
import type { LeadScore } from '#lib/scoring.ts';
import type { ConversationState } from '#lib/state.ts';
import type { Tone } from '#lib/texts.ts';
import type { AssistantTools, Booking, BusinessFacts, Choice } from '#lib/tools.ts';

/** One interface, two engines: the offline dialogue manager and the model engine answer the same way. */
export interface ReplyInput {
  readonly state: ConversationState | null;
  readonly text: string;
  readonly locale: Locale;
  readonly now: Date;
  readonly timeZone: string;
  readonly tools: AssistantTools;
  readonly business: BusinessFacts;
  /** The jeweller's chosen voice; warm when unset. The lead, prices and slots never depend on it. */
  readonly tone?: Tone;
  /** Where the reply's text goes as it is written (the model engine streams; the offline one does not). */
  readonly stream?: ReplyStream;
}

/**
 * A reply being written: `delta` gets each new piece of the text in order; `reset` says the text so far is
 * dropped (the model failed mid-reply and the offline engine answers instead). The whole answer, whatever
 * was streamed, is the engine's result.
 */
export interface ReplyStream {
  delta(text: string): void;
  reset(): void;
}

export type EngineName = 'offline' | 'model';

export interface ReplyOutput {
  readonly state: ConversationState;
  readonly reply: string;
  readonly choices?: readonly Choice[];
  readonly lead: Lead;
  readonly score?: LeadScore;
  readonly booking?: Booking;
  readonly engine: EngineName;
  /** Set when the message was refused before any work ('message_too_long'). */
  readonly error?: 'message_too_long' | 'empty_message';
  /** Set when the model engine failed and the offline engine answered instead. */
  readonly fallbackReason?: string;
}

export interface AssistantEngine {
  reply(input: ReplyInput): Promise<ReplyOutput>;
}

/** Checked before any work: a longer message is refused, not truncated, so nothing is read out of context. */
export const MAX_MESSAGE_CHARS = 2000;
