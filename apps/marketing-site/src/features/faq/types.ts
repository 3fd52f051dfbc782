import type { LocalizedText } from '@carat/domain';

/** One question of the FAQ. Answers may hold `{supportEmail}` and `{privacyEmail}`, filled when shown. */
export interface FaqEntry {
  readonly id: string;
  readonly question: LocalizedText;
  readonly answer: LocalizedText;
}

export interface FaqCategory {
  readonly id: string;
  /** The spec's category names, kept as written in both languages. */
  readonly title: string;
  readonly entries: readonly FaqEntry[];
}
