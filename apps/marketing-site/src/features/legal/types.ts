import type { LocalizedText } from '@carat/domain';

/** A paragraph, or a bulleted list. Texts may hold `{contactEmail}`, `{privacyEmail}`, `{supportEmail}`. */
export type LegalBlock = { readonly p: LocalizedText } | { readonly list: readonly LocalizedText[] };

export interface LegalSection {
  readonly id: string;
  readonly title: LocalizedText;
  readonly body: readonly LegalBlock[];
}

export interface LegalDocumentContent {
  readonly title: LocalizedText;
  /** ISO date of the last update. */
  readonly updated: string;
  readonly intro: LocalizedText;
  readonly sections: readonly LegalSection[];
}
