import { randomUUID } from 'node:crypto';
import { memos } from '@carat/db';
import { isCurrency, minorDigitsOf } from '@carat/domain/money';
import { compareSupplierInvoice } from '@carat/domain/sales';
import { and, eq } from 'drizzle-orm';
import { extractFacturXml, type FacturXRead, parseFacturXml } from '#api/features/invoices/index.ts';
import { AppError } from '#api/lib/errors.ts';
import type { TenantScope } from '#api/scope.ts';
import { storageKey } from '#api/storage/index.ts';
import { memoRow } from './memo-row.ts';

/**
 * A supplier's invoice on a memo received from them (ADR 088): the PDF kept in the file storage and
 * downloadable; when it carries Factur-X, what it says (read by the invoices' reader) is kept beside the
 * memo and compared with it — lines and totals that differ are flagged. A PDF without Factur-X is attached
 * all the same, with no structured data.
 */

type MemoRow = typeof memos.$inferSelect;

const digitsOf = (currency: string) => (isCurrency(currency) ? minorDigitsOf(currency) : 2);
/** A file name as typed: no path, no character a file system refuses, no control character. */
const FILE_NAME = /^[^\\/:*?"<>|\p{Cc}]{1,200}$/u;

function notPdf(): never {
  throw new AppError('unsupported_file_type', 'Accepted: a PDF', 415, undefined, { accepted: 'PDF' });
}

/** The invoice as the memo shows it: the file, and what its Factur-X says beside the memo's pieces. */
export function supplierInvoiceOf(
  row: MemoRow,
  items: readonly { memoPriceMinor: number }[],
  currency: string,
) {
  if (!row.supplierInvoiceKey || !row.supplierInvoiceAt) return null;
  const read = (row.supplierInvoiceRead as FacturXRead | null) ?? null;
  return {
    fileName: row.supplierInvoiceName ?? 'invoice.pdf',
    bytes: row.supplierInvoiceBytes ?? 0,
    uploadedAt: row.supplierInvoiceAt,
    downloadUrl: `/v1/memos/${row.id}/supplier-invoice.pdf`,
    facturX: read,
    comparison: read
      ? compareSupplierInvoice({ currency, prices: items.map((i) => i.memoPriceMinor) }, read)
      : null,
  };
}

/**
 * Attaches (or replaces) the supplier's invoice of a memo received from them: the PDF stored first, then the
 * memo row; the file it replaces is removed once the row names the new one. Not a PDF: 415.
 */
export async function attachSupplierInvoice(
  scope: TenantScope,
  input: { memoId: string; bytes: Uint8Array; fileName: string | undefined },
) {
  const memo = await memoRow(scope, input.memoId, true);
  if (memo.direction !== 'in') {
    throw AppError.validation({ memo: 'Only a memo received from a supplier takes its invoice' });
  }
  if (input.bytes.byteLength === 0) throw new AppError('empty_file', 'The file is empty', 422);
  if (new TextDecoder().decode(input.bytes.subarray(0, 5)) !== '%PDF-') notPdf();
  let read: FacturXRead | null = null;
  try {
    const xml = await extractFacturXml(input.bytes);
    read = xml ? parseFacturXml(xml, digitsOf) : null;
  } catch (error) {
    // A PDF the reader cannot open is refused; an embedded XML it cannot read leaves no structured data.
    if (error instanceof AppError && error.code === 'unsupported_file_type') notPdf();
    if (!(error instanceof AppError)) throw error;
  }
  const key = storageKey(scope.businessId, randomUUID());
  await scope.deps.storage.put(key, input.bytes, 'application/pdf');
  const name = input.fileName?.trim();
  await scope.tx
    .update(memos)
    .set({
      supplierInvoiceKey: key,
      supplierInvoiceName: name && FILE_NAME.test(name) ? name : `${memo.number}-supplier.pdf`,
      supplierInvoiceBytes: input.bytes.byteLength,
      supplierInvoiceAt: scope.now,
      supplierInvoiceRead: read as Record<string, unknown> | null,
    })
    .where(and(eq(memos.businessId, scope.businessId), eq(memos.id, memo.id)));
  if (memo.supplierInvoiceKey) await scope.deps.storage.delete(memo.supplierInvoiceKey);
}

/** Removes the supplier's invoice from the memo, and its file. */
export async function detachSupplierInvoice(scope: TenantScope, memoId: string) {
  const memo = await memoRow(scope, memoId, true);
  if (!memo.supplierInvoiceKey) throw AppError.notFound('Supplier invoice');
  await scope.tx
    .update(memos)
    .set({
      supplierInvoiceKey: null,
      supplierInvoiceName: null,
      supplierInvoiceBytes: null,
      supplierInvoiceAt: null,
      supplierInvoiceRead: null,
    })
    .where(and(eq(memos.businessId, scope.businessId), eq(memos.id, memo.id)));
  await scope.deps.storage.delete(memo.supplierInvoiceKey);
}

/** The attached PDF, as it was uploaded. */
export async function supplierInvoiceFile(scope: TenantScope, memoId: string) {
  const memo = await memoRow(scope, memoId);
  const bytes = memo.supplierInvoiceKey ? await scope.deps.storage.get(memo.supplierInvoiceKey) : null;
  if (!bytes) throw AppError.notFound('Supplier invoice');
  return { bytes, fileName: memo.supplierInvoiceName ?? `${memo.number}-supplier.pdf` };
}
