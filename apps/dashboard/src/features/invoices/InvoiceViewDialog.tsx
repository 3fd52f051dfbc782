import { errorMessage } from '@carat/api-client';
import { useInvoice, useInvoiceSettings } from '@carat/api-client/react';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Skeleton,
} from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { Ban, CheckCircle2, Copy, Download, FileCheck2, Mail, Trash2, Undo2 } from 'lucide-react';
import { useState } from 'react';
import type { useInvoiceActions } from './InvoiceActions.tsx';
import { InvoicePreview } from './InvoicePreview.tsx';
import { InvoiceStatusBadge } from './InvoiceStatusBadge.tsx';
import { invoiceMoney as money } from './money.ts';
import { RefundInvoiceDialog, refundableOf } from './RefundInvoiceDialog.tsx';

/** View: the invoice as its PDF shows it, with every action it allows (the API's `actions`). */
export function InvoiceViewDialog({
  invoiceId,
  onOpenChange,
  actions,
}: {
  invoiceId: string | null;
  onOpenChange: (open: boolean) => void;
  actions: ReturnType<typeof useInvoiceActions>;
}) {
  const { t, locale } = useI18n();
  const { data: invoice, isLoading, error, refetch } = useInvoice(invoiceId);
  const settings = useInvoiceSettings(invoice?.locale ?? locale);
  const [refunding, setRefunding] = useState(false);
  return (
    <>
      <Dialog open={invoiceId !== null} onOpenChange={onOpenChange}>
        <DialogContent className="max-h-[94dvh] overflow-y-auto sm:max-w-3xl" closeLabel={t('common.close')}>
          <DialogHeader>
            <DialogTitle>
              {invoice?.number
                ? t('invoices.view.title', { number: invoice.number })
                : t('invoices.view.draftTitle')}
            </DialogTitle>
            <DialogDescription>
              {invoice
                ? t('invoices.view.description', {
                    client: invoice.clientName || '—',
                    amount: money(invoice.amountDueMinor, invoice.currency, locale),
                  })
                : t('invoices.view.loading')}
            </DialogDescription>
          </DialogHeader>
          {isLoading ? (
            <div className="grid gap-3" role="status" aria-busy="true" aria-label={t('common.loading')}>
              <Skeleton className="h-10" />
              <Skeleton className="h-64" />
            </div>
          ) : error || !invoice ? (
            <div role="alert" className="grid gap-3">
              <p className="text-destructive">
                {error ? errorMessage(error, locale) : t('invoices.error.title')}
              </p>
              <Button variant="outline" onClick={() => refetch()}>
                {t('common.retry')}
              </Button>
            </div>
          ) : (
            <div className="grid gap-4">
              <div className="flex flex-wrap items-center gap-2">
                <InvoiceStatusBadge status={invoice.displayStatus} />
                <div className="flex flex-1 flex-wrap justify-end gap-2">
                  <Button size="sm" variant="outline" onClick={() => void actions.downloadPdf(invoice)}>
                    <Download aria-hidden="true" /> {t('invoices.downloadPdf')}
                  </Button>
                  {invoice.actions.includes('send') ? (
                    <Button size="sm" variant="outline" onClick={() => actions.setSending(invoice)}>
                      <Mail aria-hidden="true" /> {t('invoices.sendEmail')}
                    </Button>
                  ) : null}
                  {invoice.actions.includes('issue') ? (
                    <Button size="sm" variant="outline" onClick={() => void actions.issue(invoice)}>
                      <FileCheck2 aria-hidden="true" /> {t('invoices.issue')}
                    </Button>
                  ) : null}
                  {invoice.actions.includes('mark_paid') ? (
                    <Button size="sm" onClick={() => void actions.markPaid(invoice)}>
                      <CheckCircle2 aria-hidden="true" /> {t('invoices.markPaid')}
                    </Button>
                  ) : null}
                  <Button size="sm" variant="ghost" onClick={() => void actions.duplicate(invoice)}>
                    <Copy aria-hidden="true" /> {t('invoices.duplicate')}
                  </Button>
                  {invoice.actions.includes('void') ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      className="text-destructive"
                      onClick={() => actions.setVoiding(invoice)}
                    >
                      <Ban aria-hidden="true" /> {t('invoices.void')}
                    </Button>
                  ) : null}
                  {invoice.actions.includes('delete') ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      className="text-destructive"
                      onClick={async () => {
                        if (await actions.remove(invoice)) onOpenChange(false);
                      }}
                    >
                      <Trash2 aria-hidden="true" /> {t('invoices.delete')}
                    </Button>
                  ) : null}
                  {refundableOf(invoice) > 0 ? (
                    <Button size="sm" variant="outline" onClick={() => setRefunding(true)}>
                      <Undo2 aria-hidden="true" /> {t('invoices.refund')}
                    </Button>
                  ) : null}
                  {invoice.creditNote ? (
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => void actions.downloadPdf(invoice, true)}
                    >
                      <Download aria-hidden="true" /> {t('invoices.creditNotePdf')}
                    </Button>
                  ) : null}
                  {invoice.refunds.map((note) => (
                    <Button
                      key={note.id}
                      size="sm"
                      variant="outline"
                      onClick={() => void actions.downloadPdf(invoice, true, note.id)}
                    >
                      <Download aria-hidden="true" /> {t('invoices.refundNotePdf', { number: note.number })}
                    </Button>
                  ))}
                </div>
              </div>
              <InvoicePreview invoice={invoice} {...(settings.data ? { settings: settings.data } : {})} />
            </div>
          )}
        </DialogContent>
      </Dialog>
      <RefundInvoiceDialog
        invoice={refunding && invoice ? invoice : null}
        onOpenChange={(open) => setRefunding(open)}
      />
    </>
  );
}
