import { LegalDocument, legalMessages } from '#features/legal/LegalDocument.tsx';
import { LEGAL_NOTICE } from '#features/legal/legalNotice.ts';

export const messages = legalMessages;

export default function LegalNoticePage() {
  return <LegalDocument content={LEGAL_NOTICE} />;
}
