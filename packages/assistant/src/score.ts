import type { LocalizedText } from '@carat/domain/locale';

/** A lead's score and why: its own module, so the tools' types and the scoring read it without a cycle. */
export interface ScoreReason {
  readonly code: string;
  readonly points: number;
  readonly text: LocalizedText;
}

export interface LeadScore {
  readonly score: number;
  readonly fit: number;
  readonly engagement: number;
  readonly hot: boolean;
  readonly reasons: readonly ScoreReason[];
}
