import type { Slot } from '#lib/extract.ts';
import { emptyLead, type Lead, type PieceType } from '#lib/lead.ts';
import type { PriceBand } from '#lib/scoring.ts';
import type { Booking, Choice, TranscriptEntry } from '#lib/tools.ts';

/**
 * The conversation as the API stores it between messages: plain JSON (no Date, no class), so it can sit in
 * a jsonb column and come back unchanged. Both engines read and write the same state.
 */
export interface ConversationState {
  readonly version: 1;
  readonly lead: Lead;
  /** What the last reply asked, so a bare answer ('54', 'blanc', 'Marie') is read as that slot. */
  readonly asked: Slot | null;
  /** Slots the visitor would not or could not answer: not asked again. */
  readonly declined: readonly Slot[];
  /** Contact channels the visitor refused ('I'd rather not give my number'): not asked for. Optional. */
  readonly declinedChannels?: readonly ('phone' | 'email')[];
  /** Slots and products last shown, so 'le premier' / 'the 2nd one' can pick one. */
  readonly offered: readonly Choice[];
  /** The slot picked and waiting for contact details before booking. */
  readonly pendingSlot: { readonly start: string; readonly serviceId: string; readonly label: string } | null;
  readonly booking: Booking | null;
  readonly leadId: string | null;
  /** The lead as last saved, to save again only when it changed. */
  readonly savedFingerprint: string | null;
  /** The catalogue search last shown, to show products again only when the request changed. */
  readonly searchFingerprint: string | null;
  readonly bands: Partial<Record<PieceType, PriceBand | null>>;
  readonly handoff: boolean;
  /**
   * The question the last reply asked ('handoff': the offer to talk to the jeweller; 'anythingElse'), so
   * the next reply never asks it again straight away. Optional: states saved before it read as none.
   */
  readonly lastQuestion?: Slot | 'handoff' | 'anythingElse' | 'slots' | null;
  /**
   * What the last answers were about, so 'how much is it?' or 'how long does it take?' is answered of it:
   * the pieces last shown, the service last named. Optional: older states read as none.
   */
  readonly subject?: { readonly products: readonly string[]; readonly serviceId: string | null };
  /** The service the visitor named last (its id), for the slots of a visit asked later. Optional. */
  readonly service?: string | null;
  /** Turns in a row the assistant could not help with (off-topic, hostile, unanswered). */
  readonly unhelped?: number;
  /** 'Parler au bijoutier' was offered once: not offered again. */
  readonly handoffOffered?: boolean;
  readonly turns: number;
  readonly transcript: readonly TranscriptEntry[];
}

/** Kept short: the API keeps the full transcript; the state only needs recent context for the model. */
export const TRANSCRIPT_KEPT = 40;

export function initialState(): ConversationState {
  return {
    version: 1,
    lead: emptyLead(),
    asked: null,
    declined: [],
    offered: [],
    pendingSlot: null,
    booking: null,
    leadId: null,
    savedFingerprint: null,
    searchFingerprint: null,
    bands: {},
    handoff: false,
    turns: 0,
    transcript: [],
  };
}

export function appendTranscript(
  transcript: readonly TranscriptEntry[],
  ...entries: TranscriptEntry[]
): TranscriptEntry[] {
  return [...transcript, ...entries].slice(-TRANSCRIPT_KEPT);
}
