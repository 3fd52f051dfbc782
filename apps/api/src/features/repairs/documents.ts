import { valuations } from '@carat/db';
import { and, eq } from 'drizzle-orm';
import { readFileBytes } from '#api/features/files/index.ts';
import { shopHeading } from '#api/lib/pdf/shop.ts';
import type { TenantScope } from '#api/scope.ts';
import { renderCertificatePdf } from './certificate-pdf.ts';
import { counterTerms, getRepair } from './repairs.ts';
import { renderTicketPdf, type TicketSize } from './ticket-pdf.ts';
import { getValuation } from './valuations.ts';

/** The counter's PDFs, read from the business's rows and drawn by the pure renderers beside. */

/** `GET /v1/repairs/{id}/ticket.pdf`: the envelope / claim ticket. */
export async function repairTicketPdf(scope: TenantScope, input: { id: string; size: TicketSize }) {
  const repair = await getRepair(scope, input.id);
  const bytes = await renderTicketPdf({
    locale: scope.locale,
    size: input.size,
    number: repair.number,
    createdAt: repair.createdAt,
    shop: await shopHeading(scope),
    client: repair.client
      ? { name: repair.client.name, phone: repair.client.phone, email: repair.client.email }
      : null,
    piece: repair.piece,
    conditionNotes: repair.conditionNotes,
    work: repair.work,
    quoteMinor: repair.quoteMinor,
    paidMinor: repair.paidMinor,
    balanceMinor: repair.balanceMinor,
    declaredValueMinor: repair.declaredValueMinor,
    currency: repair.currency,
    dueDate: repair.dueDate,
    express: repair.express,
    estimateOnly: repair.estimateOnly,
    terms: await counterTerms(scope),
  });
  return { bytes, fileName: `${repair.number}.pdf` };
}

const pngOfDataUrl = (dataUrl: string | null) =>
  dataUrl ? new Uint8Array(Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64')) : null;

/** `GET /v1/valuations/{id}/certificate.pdf`. */
export async function valuationCertificatePdf(scope: TenantScope, id: string) {
  const valuation = await getValuation(scope, id);
  const [previous] = valuation.supersedesId
    ? await scope.tx
        .select({ version: valuations.version })
        .from(valuations)
        .where(and(eq(valuations.businessId, scope.businessId), eq(valuations.id, valuation.supersedesId)))
    : [];
  const photos: Uint8Array[] = [];
  for (const photo of valuation.photos.slice(0, 3)) {
    photos.push((await readFileBytes(scope, photo.fileId)).bytes);
  }
  const bytes = await renderCertificatePdf({
    locale: scope.locale,
    number: valuation.number,
    version: valuation.version,
    supersedesVersion: previous?.version ?? null,
    issuedAt: valuation.createdAt,
    shop: await shopHeading(scope),
    clientName: valuation.clientName,
    description: valuation.description,
    metal: valuation.metal,
    stones: valuation.stones,
    replacementValueMinor: valuation.replacementValueMinor,
    currency: valuation.currency,
    valuerName: valuation.valuerName,
    signature: pngOfDataUrl(valuation.signature),
    validUntil: valuation.validUntil,
    photos,
  });
  return { bytes, fileName: `${valuation.number}-v${valuation.version}.pdf` };
}
