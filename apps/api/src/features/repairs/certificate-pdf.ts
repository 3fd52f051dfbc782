import type { ValuationMetal, ValuationStone } from '@carat/db';
import { intlLocale } from '@carat/domain/locale';
import { type Currency, formatMoney, isCurrency } from '@carat/domain/money';
import { A4, type PdfLocale, startPdf } from '#api/lib/pdf/document.ts';
import { toWinAnsi } from '#api/lib/pdf/win-ansi.ts';

/**
 * An insurance valuation certificate: A4, the shop, the number and version, the client, the
 * photos, the description, the metal and each stone with its measurements and grading, the replacement
 * value, the valuer's name and signature, and how long it is valid. Pure: everything is handed in.
 */
export interface CertificatePdfData {
  locale: PdfLocale;
  number: string;
  version: number;
  supersedesVersion: number | null;
  issuedAt: Date;
  shop: { name: string; address: string | null; phone: string | null; email: string | null };
  clientName: string | null;
  description: string;
  metal: ValuationMetal;
  stones: readonly ValuationStone[];
  replacementValueMinor: number;
  currency: string;
  valuerName: string;
  /** PNG bytes of the drawn signature. */
  signature: Uint8Array | null;
  validUntil: string | null;
  photos: readonly Uint8Array[];
}

const LABELS = {
  fr: {
    title: 'CERTIFICAT D’ESTIMATION POUR ASSURANCE',
    number: 'N°',
    version: (v: number) => `version ${v}`,
    supersedes: (v: number) => `remplace la version ${v}`,
    issued: 'Établi le',
    client: 'Client',
    description: 'Description',
    metal: 'Métal',
    stones: 'Pierres',
    value: 'Valeur de remplacement',
    valuer: 'Expert',
    signature: 'Signature',
    valid: 'Valable jusqu’au',
    weight: 'g',
    carat: 'ct',
    note:
      'Valeur de remplacement estimée à la date du certificat, pour une pièce de qualité comparable, taxes comprises. ' +
      'Cette estimation ne vaut pas garantie d’authenticité au-delà de ce qui est décrit.',
  },
  en: {
    title: 'INSURANCE VALUATION CERTIFICATE',
    number: 'No.',
    version: (v: number) => `version ${v}`,
    supersedes: (v: number) => `supersedes version ${v}`,
    issued: 'Issued',
    client: 'Client',
    description: 'Description',
    metal: 'Metal',
    stones: 'Stones',
    value: 'Replacement value',
    valuer: 'Valuer',
    signature: 'Signature',
    valid: 'Valid until',
    weight: 'g',
    carat: 'ct',
    note:
      'Estimated replacement value at the date of this certificate, for a piece of comparable quality, taxes included. ' +
      'This valuation is no guarantee of authenticity beyond what it describes.',
  },
} as const;

function formatDate(date: string | Date, locale: PdfLocale) {
  const value = typeof date === 'string' ? new Date(`${date}T12:00:00Z`) : date;
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(value);
}

export function renderCertificatePdf(data: CertificatePdfData): Promise<Uint8Array> {
  const t = LABELS[data.locale];
  const margin = 50;
  const inner = A4.width - 2 * margin;
  const currency: Currency = isCurrency(data.currency) ? data.currency : 'GBP';
  const w = (text: string) => toWinAnsi(text);
  const { doc, done } = startPdf({
    margin,
    title: `${t.title} ${data.number} v${data.version}`,
    author: data.shop.name,
  });

  doc.font('Helvetica-Bold').fontSize(12).fillColor('#1a1a1a').text(w(data.shop.name), margin, margin);
  doc.font('Helvetica').fontSize(8).fillColor('#6b6458');
  for (const line of [data.shop.address, data.shop.phone, data.shop.email]) if (line) doc.text(w(line));
  doc.moveDown(1);
  doc.font('Helvetica-Bold').fontSize(14).fillColor('#1a1a1a').text(w(t.title));
  const versionLine = [
    `${t.number} ${data.number}`,
    t.version(data.version),
    data.supersedesVersion ? t.supersedes(data.supersedesVersion) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  doc.font('Helvetica').fontSize(10).text(w(versionLine));
  doc.text(w(`${t.issued} ${formatDate(data.issuedAt, data.locale)}`));
  if (data.clientName) doc.text(w(`${t.client} : ${data.clientName}`));
  doc.moveDown(0.8);

  if (data.photos.length > 0) {
    const y = doc.y;
    const shown = data.photos.slice(0, 3);
    const size = Math.min(160, (inner - 10 * (shown.length - 1)) / shown.length);
    shown.forEach((bytes, i) => {
      try {
        doc.image(Buffer.from(bytes), margin + i * (size + 10), y, { fit: [size, size] });
      } catch {
        // A photo the PDF library cannot read leaves its place empty rather than failing the certificate.
      }
    });
    doc.y = y + size + 10;
  }

  const section = (label: string) => {
    doc.moveDown(0.4);
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor('#1a1a1a')
      .text(w(label), margin, doc.y, { width: inner });
    doc.font('Helvetica').fontSize(9);
  };
  section(t.description);
  doc.text(w(data.description), { width: inner });
  const metal = [
    data.metal.type,
    data.metal.fineness,
    data.metal.weightGrams != null ? `${data.metal.weightGrams} ${t.weight}` : null,
    data.metal.hallmarks,
  ].filter(Boolean);
  if (metal.length > 0) {
    section(t.metal);
    doc.text(w(metal.join(' · ')), { width: inner });
  }
  if (data.stones.length > 0) {
    section(t.stones);
    for (const stone of data.stones) {
      const facts = [
        `${stone.count} × ${stone.kind}`,
        stone.shape,
        stone.caratWeight != null ? `${stone.caratWeight} ${t.carat}` : null,
        stone.measurements,
        stone.colour,
        stone.clarity,
        stone.cut,
        stone.certificate,
      ].filter(Boolean);
      doc.text(w(`• ${facts.join(' · ')}`), { width: inner });
    }
  }
  section(t.value);
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(w(formatMoney(data.replacementValueMinor, currency, data.locale)), { width: inner });
  if (data.validUntil) {
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(w(`${t.valid} ${formatDate(data.validUntil, data.locale)}`));
  }
  section(t.valuer);
  doc.text(w(data.valuerName));
  if (data.signature) {
    try {
      doc.image(Buffer.from(data.signature), margin, doc.y + 4, { fit: [180, 60] });
      doc.y += 68;
    } catch {
      // An unreadable signature leaves its place empty.
    }
  }
  doc.moveDown(1);
  doc.font('Helvetica').fontSize(7).fillColor('#6b6458').text(w(t.note), margin, doc.y, { width: inner });
  doc.end();
  return done;
}
