import type { Locale } from './locale.ts';

/**
 * The legal mentions an invoice carries by the seller's country (ADR 052), from the
 * business's settings. Only what the jeweller has entered is printed, and what the country asks for
 * when it is missing is named by `missingMentions` (Settings → Entreprise asks for it):
 * - France and Monaco: the SIREN, the VAT number or 'TVA non applicable, art. 293 B du CGI' for a business
 *   that is not registered, the payment terms, and the late-payment terms a professional client is owed
 *   (penalty rate, the €40 recovery indemnity, no early-payment discount). The invoice does not know
 *   whether the client is a professional, so the line says it applies to one (legal on any invoice);
 * - the United Kingdom: the VAT registration number when registered, the company number when given;
 * - Canada: the GST number, and Quebec's QST number;
 * - Switzerland: the UID, followed by 'TVA' when registered;
 * - elsewhere: the VAT number when given.
 */
export interface MentionFacts {
  country: string | null;
  region: string | null;
  taxRegistration: {
    registered?: boolean;
    siren?: string;
    vatNumber?: string;
    gstNumber?: string;
    qstNumber?: string;
    uid?: string;
    companyNumber?: string;
  } | null;
  /** The older single field (Settings → Factures), used when the registration has no VAT number. */
  legacyVatNumber?: string | null;
}

const TEXT = {
  fr: {
    siren: (n: string) => `SIREN : ${n}`,
    vatEu: (n: string) => `N° TVA intracommunautaire : ${n}`,
    vat: (n: string) => `N° TVA : ${n}`,
    noVatFr: 'TVA non applicable, art. 293 B du CGI',
    terms: (days: number) =>
      days <= 0 ? 'Conditions de paiement : à réception' : `Conditions de paiement : ${days} jours`,
    proFr:
      "Client professionnel : pénalités de retard au taux de trois fois le taux d'intérêt légal, indemnité forfaitaire pour frais de recouvrement de 40 € (art. L441-10 et D441-5 du Code de commerce). Pas d'escompte pour paiement anticipé.",
    company: (n: string) => `N° d'immatriculation : ${n}`,
    gst: (n: string) => `N° TPS : ${n}`,
    qst: (n: string) => `N° TVQ : ${n}`,
    uid: (n: string, registered: boolean) => `IDE : ${n}${registered ? ' TVA' : ''}`,
  },
  en: {
    siren: (n: string) => `SIREN: ${n}`,
    vatEu: (n: string) => `EU VAT number: ${n}`,
    vat: (n: string) => `VAT registration number: ${n}`,
    noVatFr: 'VAT not applicable, art. 293 B of the French tax code (CGI)',
    terms: (days: number) => (days <= 0 ? 'Payment terms: on receipt' : `Payment terms: ${days} days`),
    proFr:
      'Business clients: late-payment penalties at three times the French legal interest rate and a fixed €40 recovery fee (Commercial Code art. L441-10 and D441-5). No discount for early payment.',
    company: (n: string) => `Company number: ${n}`,
    gst: (n: string) => `GST number: ${n}`,
    qst: (n: string) => `QST number: ${n}`,
    uid: (n: string, registered: boolean) => `UID: ${n}${registered ? ' VAT' : ''}`,
  },
} as const;

const FRENCH_RULES = new Set(['FR', 'MC']);

export function invoiceMentions(
  facts: MentionFacts,
  locale: Locale,
  options: { paymentTermsDays: number },
): string[] {
  const t = TEXT[locale];
  const reg = facts.taxRegistration ?? {};
  const country = facts.country?.toUpperCase() ?? null;
  const registered = reg.registered !== false;
  const vatNumber = reg.vatNumber?.trim() || facts.legacyVatNumber?.trim() || null;
  const lines: (string | null)[] = [];
  if (country && FRENCH_RULES.has(country)) {
    lines.push(reg.siren ? t.siren(reg.siren) : null);
    lines.push(registered ? (vatNumber ? t.vatEu(vatNumber) : null) : t.noVatFr);
    lines.push(t.terms(options.paymentTermsDays), t.proFr);
  } else if (country === 'CA') {
    if (registered) {
      lines.push(reg.gstNumber ? t.gst(reg.gstNumber) : null);
      if (facts.region?.toUpperCase() === 'CA-QC') lines.push(reg.qstNumber ? t.qst(reg.qstNumber) : null);
    }
  } else if (country === 'CH') {
    lines.push(reg.uid ? t.uid(reg.uid, registered) : null);
  } else {
    // The UK (and a business that has not said where it trades), and the other countries: the VAT number.
    if (registered && vatNumber)
      lines.push(country && country !== 'GB' ? t.vatEu(vatNumber) : t.vat(vatNumber));
    lines.push(reg.companyNumber ? t.company(reg.companyNumber) : null);
  }
  return lines.filter((line): line is string => line !== null);
}

/** The registration numbers the country's invoices need that the business has not entered yet. */
export function missingMentions(
  facts: MentionFacts,
): ('siren' | 'vatNumber' | 'gstNumber' | 'qstNumber' | 'uid')[] {
  const reg = facts.taxRegistration ?? {};
  const country = facts.country?.toUpperCase() ?? null;
  const registered = reg.registered !== false;
  const missing: ('siren' | 'vatNumber' | 'gstNumber' | 'qstNumber' | 'uid')[] = [];
  const vatNumber = reg.vatNumber?.trim() || facts.legacyVatNumber?.trim();
  if (country && FRENCH_RULES.has(country)) {
    if (!reg.siren) missing.push('siren');
    if (registered && !vatNumber) missing.push('vatNumber');
  } else if (country === 'CA' && registered) {
    if (!reg.gstNumber) missing.push('gstNumber');
    if (facts.region?.toUpperCase() === 'CA-QC' && !reg.qstNumber) missing.push('qstNumber');
  } else if (country === 'CH') {
    if (!reg.uid) missing.push('uid');
  } else if (registered && country && country !== 'GB' && !vatNumber) {
    missing.push('vatNumber');
  }
  return missing;
}
