import { LegalDocument, legalMessages } from '#features/legal/LegalDocument.tsx';
import { TERMS_OF_USE } from '#features/legal/terms.ts';

export const messages = legalMessages;

export default function TermsPage() {
  return <LegalDocument content={TERMS_OF_USE} />;
}
