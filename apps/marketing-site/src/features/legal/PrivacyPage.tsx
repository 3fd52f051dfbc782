import { LegalDocument, legalMessages } from '#features/legal/LegalDocument.tsx';
import { PRIVACY_POLICY } from '#features/legal/privacy.ts';

export const messages = legalMessages;

export default function PrivacyPage() {
  return <LegalDocument content={PRIVACY_POLICY} />;
}
