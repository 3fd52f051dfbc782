import { errorMessage } from '@carat/api-client';
import {
  type MemoDetail,
  useAttachSupplierInvoice,
  useDetachSupplierInvoice,
  useDownloadSupplierInvoice,
} from '@carat/api-client/react';
import { Badge, Button, toast } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { FileDown, Paperclip, Trash2 } from 'lucide-react';
import { useId, useRef } from 'react';
import { DetailSection } from '#components/detail-sheet/DetailSection.tsx';
import { formatDate, formatNumber, money } from '#lib/format.ts';

/** What the API takes: a PDF of 5 MB at most (checked here first, so a wrong file is said at once). */
const MAX_BYTES = 5 * 1024 * 1024;

/**
 * 'Joindre la facture du fournisseur' on a memo received from a supplier: the PDF attached and downloadable;
 * what its Factur-X says (number, date, seller, totals, lines) beside the memo, what differs flagged; a PDF
 * without Factur-X is said to carry no structured data.
 */
export function SupplierInvoiceCard({ memo }: { memo: MemoDetail }) {
  const { t, locale } = useI18n();
  const attach = useAttachSupplierInvoice();
  const detach = useDetachSupplierInvoice();
  const download = useDownloadSupplierInvoice();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const invoice = memo.supplierInvoice;
  const busy = attach.isPending || detach.isPending;

  async function pick(file: File | undefined) {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (file.type !== 'application/pdf' && !file.name.toLowerCase().endsWith('.pdf')) {
      toast.error(t('memos.invoice.notPdf', { name: file.name }));
      return;
    }
    if (file.size > MAX_BYTES) {
      toast.error(t('memos.invoice.tooLarge', { name: file.name }));
      return;
    }
    try {
      const saved = await attach.mutateAsync({ id: memo.id, file });
      toast.success(
        saved.supplierInvoice?.facturX ? t('memos.invoice.read') : t('memos.invoice.attachedPlain'),
      );
    } catch (error) {
      toast.error(t('memos.invoice.failed'), { description: errorMessage(error, locale) });
    }
  }

  async function remove() {
    try {
      await detach.mutateAsync({ id: memo.id });
      toast.success(t('memos.invoice.removed'));
    } catch (error) {
      toast.error(t('memos.invoice.failed'), { description: errorMessage(error, locale) });
    }
  }

  const read = invoice?.facturX ?? null;
  const comparison = invoice?.comparison ?? null;
  const im = (minor: number) => money(minor, read?.currency ?? 'EUR', locale);

  return (
    <DetailSection title={t('memos.invoice.title')}>
      <div className="grid gap-3" aria-busy={busy} data-testid="supplier-invoice">
        <input
          ref={input}
          id={inputId}
          type="file"
          accept="application/pdf,.pdf"
          className="sr-only"
          onChange={(event) => void pick(event.target.files?.[0])}
          data-testid="supplier-invoice-input"
        />
        {!invoice ? (
          <p className="text-sm text-muted-foreground">{t('memos.invoice.none')}</p>
        ) : (
          <p className="text-sm">
            {t('memos.invoice.file', {
              name: invoice.fileName,
              size: formatNumber(Math.ceil(invoice.bytes / 1024), locale),
              date: formatDate(invoice.uploadedAt, locale),
            })}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" disabled={busy} onClick={() => input.current?.click()}>
            <Paperclip aria-hidden="true" />{' '}
            {invoice ? t('memos.invoice.replace') : t('memos.invoice.attach')}
          </Button>
          {invoice ? (
            <>
              <Button
                type="button"
                variant="outline"
                disabled={download.isPending}
                onClick={() => void download.mutateAsync({ id: memo.id, fileName: invoice.fileName })}
              >
                <FileDown aria-hidden="true" /> {t('memos.invoice.download')}
              </Button>
              <Button type="button" variant="ghost" disabled={busy} onClick={() => void remove()}>
                <Trash2 aria-hidden="true" /> {t('memos.invoice.remove')}
              </Button>
            </>
          ) : null}
        </div>
        {invoice && !read ? (
          <p className="text-sm text-muted-foreground" role="status">
            {t('memos.invoice.noStructured')}
          </p>
        ) : null}
        {read && comparison ? (
          <div className="grid gap-2 text-sm">
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              <dt className="text-muted-foreground">{t('memos.invoice.number')}</dt>
              <dd className="tabular-nums">{read.number}</dd>
              <dt className="text-muted-foreground">{t('memos.invoice.date')}</dt>
              <dd>{read.issueDate ? formatDate(read.issueDate, locale) : '—'}</dd>
              <dt className="text-muted-foreground">{t('memos.invoice.seller')}</dt>
              <dd>
                {read.seller.name}
                {read.seller.vatNumber ? ` · ${read.seller.vatNumber}` : ''}
              </dd>
              <dt className="text-muted-foreground">{t('memos.invoice.totals')}</dt>
              <dd className="tabular-nums">
                {t('memos.invoice.totalsLine', {
                  net: im(read.taxBasisMinor),
                  tax: im(read.taxTotalMinor),
                  gross: im(read.grandTotalMinor),
                })}
              </dd>
            </dl>
            {!comparison.sameCurrency ? (
              <p role="status" className="text-destructive">
                {t('memos.invoice.otherCurrency', { currency: read.currency })}
              </p>
            ) : comparison.totalDiffers ? (
              <p role="status" className="text-destructive" data-testid="supplier-invoice-total-differs">
                {t('memos.invoice.totalDiffers', {
                  invoice: im(comparison.invoiceTotalMinor),
                  memo: im(comparison.memoTotalMinor),
                })}
              </p>
            ) : (
              <p role="status">{t('memos.invoice.totalSame')}</p>
            )}
            <ul className="grid gap-1" data-testid="supplier-invoice-lines">
              {read.lines.map((line, index) => {
                const differs = comparison.lines[index]?.differs ?? true;
                return (
                  <li
                    key={index}
                    className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-2"
                  >
                    <span className="min-w-0">
                      {line.description} × {formatNumber(line.quantity, locale)}
                    </span>
                    <span className="flex items-center gap-2 tabular-nums">
                      {im(line.netMinor)}
                      {differs ? <Badge variant="destructive">{t('memos.invoice.lineDiffers')}</Badge> : null}
                    </span>
                  </li>
                );
              })}
            </ul>
            {comparison.unpaidMemoIndexes.length > 0 ? (
              <p className="text-destructive">
                {t('memos.invoice.unpaid', {
                  items: comparison.unpaidMemoIndexes
                    .map((i) => memo.items[i])
                    .filter(Boolean)
                    .map((item) => `${item!.tag} ${item!.name}`)
                    .join(', '),
                })}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
    </DetailSection>
  );
}
