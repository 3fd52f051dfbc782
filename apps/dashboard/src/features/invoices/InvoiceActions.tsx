import { errorMessage } from '@carat/api-client';
import {
  type InvoiceSummary,
  useDeleteInvoice,
  useDownloadInvoicePdf,
  useDuplicateInvoice,
  useIssueInvoice,
  usePayInvoice,
  useSendInvoice,
  useVoidInvoice,
} from '@carat/api-client/react';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  Input,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Textarea,
  toast,
} from '@carat/ui';
import { type Locale, useI18n } from '@carat/ui/i18n';
import { type FormEvent, useEffect, useState } from 'react';
import { FormDialog } from '#components/FormDialog.tsx';

type InvoiceRef = Pick<InvoiceSummary, 'id' | 'number' | 'status' | 'clientEmail'>;

/** Every action on one invoice, each with its toast; the dialogs they need are rendered by the page. */
export function useInvoiceActions(options: { onDuplicated?: (id: string) => void } = {}) {
  const { t, locale } = useI18n();
  const download = useDownloadInvoicePdf();
  const pay = usePayInvoice();
  const issue = useIssueInvoice();
  const remove = useDeleteInvoice();
  const duplicate = useDuplicateInvoice();
  const [sending, setSending] = useState<InvoiceRef | null>(null);
  const [voiding, setVoiding] = useState<InvoiceRef | null>(null);

  const failed = (error: unknown) =>
    toast.error(t('invoices.actionFailed'), { description: errorMessage(error, locale) });
  return {
    sending,
    setSending,
    voiding,
    setVoiding,
    pending:
      download.isPending || pay.isPending || issue.isPending || remove.isPending || duplicate.isPending,
    downloadPdf: (invoice: InvoiceRef, creditNote = false, noteId?: string) =>
      download
        .mutateAsync({ id: invoice.id, creditNote, ...(noteId ? { noteId } : {}) })
        .catch((error: unknown) =>
          toast.error(t('invoices.downloadFailed'), { description: errorMessage(error, locale) }),
        ),
    markPaid: async (invoice: InvoiceRef) => {
      try {
        const paid = await pay.mutateAsync(invoice.id);
        toast.success(t('invoices.paid', { number: paid.number ?? '' }));
      } catch (error) {
        failed(error);
      }
    },
    issue: async (invoice: InvoiceRef) => {
      try {
        const issued = await issue.mutateAsync(invoice.id);
        toast.success(t('invoices.issued', { number: issued.number ?? '' }));
      } catch (error) {
        failed(error);
      }
    },
    remove: async (invoice: InvoiceRef) => {
      try {
        await remove.mutateAsync(invoice.id);
        toast.success(t('invoices.deleted'));
        return true;
      } catch (error) {
        failed(error);
        return false;
      }
    },
    duplicate: async (invoice: InvoiceRef) => {
      try {
        const copy = await duplicate.mutateAsync(invoice.id);
        toast.success(t('invoices.duplicated'));
        options.onDuplicated?.(copy.id);
      } catch (error) {
        failed(error);
      }
    },
  };
}

/** The actions on an invoice, as useInvoiceActions answers them. */
export type InvoiceActions = ReturnType<typeof useInvoiceActions>;

/** Send Email: to the client's address (or another), in a language; a draft is issued first. */
export function SendInvoiceDialog({
  invoice,
  onOpenChange,
}: {
  invoice: InvoiceRef | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, locale } = useI18n();
  const send = useSendInvoice();
  const [to, setTo] = useState('');
  const [emailLocale, setEmailLocale] = useState<Locale>(locale);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (invoice) {
      setTo(invoice.clientEmail ?? '');
      setError(null);
    }
  }, [invoice]);
  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!invoice) return;
    setError(null);
    try {
      const sent = await send.mutateAsync({ id: invoice.id, to: to.trim() || null, locale: emailLocale });
      toast.success(t('invoices.sent', { to: sent.to }));
      onOpenChange(false);
    } catch (failure) {
      const fields = (failure as { fields?: Record<string, string> }).fields ?? {};
      if (fields.to) setError(fields.to);
      else toast.error(t('invoices.actionFailed'), { description: errorMessage(failure, locale) });
    }
  };
  return (
    <FormDialog
      open={invoice !== null}
      onOpenChange={onOpenChange}
      title={t('invoices.send.title')}
      description={t('invoices.send.description')}
      formId="send-invoice-form"
      cancelLabel={t('invoices.send.cancel')}
      submitLabel={t('invoices.send.confirm')}
      submitting={send.isPending}
    >
      <form className="grid gap-4" onSubmit={confirm} noValidate id="send-invoice-form">
        <FormField label={t('invoices.send.to')} error={error ?? undefined} required>
          <Input type="email" value={to} onChange={(e) => setTo(e.target.value)} autoComplete="off" />
        </FormField>
        <FormField label={t('invoices.send.locale')}>
          {(control) => (
            <Select value={emailLocale} onValueChange={(value) => setEmailLocale(value as Locale)}>
              <SelectTrigger {...control}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="fr">Français</SelectItem>
                <SelectItem value="en">English</SelectItem>
              </SelectContent>
            </Select>
          )}
        </FormField>
      </form>
    </FormDialog>
  );
}

/** Void: the invoice keeps its number, a credit note cancels it. */
export function VoidInvoiceDialog({
  invoice,
  onOpenChange,
}: {
  invoice: InvoiceRef | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, locale } = useI18n();
  const voidInvoice = useVoidInvoice();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (invoice) {
      setReason('');
      setError(null);
    }
  }, [invoice]);
  const confirm = async () => {
    if (!invoice) return;
    try {
      const voided = await voidInvoice.mutateAsync({ id: invoice.id, reason: reason.trim() || null });
      toast.success(t('invoices.voided', { number: voided.creditNote?.number ?? '' }));
      onOpenChange(false);
    } catch (failure) {
      const fields = (failure as { fields?: Record<string, string> }).fields ?? {};
      if (fields.reason) setError(fields.reason);
      else toast.error(t('invoices.actionFailed'), { description: errorMessage(failure, locale) });
    }
  };
  return (
    <Dialog open={invoice !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('invoices.voidDialog.title', { number: invoice?.number ?? '' })}</DialogTitle>
          <DialogDescription>{t('invoices.voidDialog.description')}</DialogDescription>
        </DialogHeader>
        <FormField label={t('invoices.voidDialog.reason')} error={error ?? undefined}>
          <Textarea rows={2} value={reason} onChange={(e) => setReason(e.target.value)} />
        </FormField>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('invoices.voidDialog.keep')}
          </Button>
          <Button variant="destructive" loading={voidInvoice.isPending} onClick={() => void confirm()}>
            {t('invoices.voidDialog.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
