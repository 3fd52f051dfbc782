import { errorMessage } from '@carat/api-client';
import { type InvoiceDetail, useRefundInvoice } from '@carat/api-client/react';
import { type Currency, fromMinorUnits, isCurrency, toMinorUnits } from '@carat/domain';
import { FormField, Input, Textarea, toast } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { type FormEvent, useEffect, useState } from 'react';
import { FormDialog } from '#components/FormDialog.tsx';
import { invoiceMoney as money } from './money.ts';

type RefundableInvoice = Pick<
  InvoiceDetail,
  'id' | 'number' | 'currency' | 'paidOnlineMinor' | 'refundedMinor'
>;

/** What can still be refunded online: paid through pay links, less what was refunded. */
export const refundableOf = (invoice: Pick<InvoiceDetail, 'paidOnlineMinor' | 'refundedMinor' | 'status'>) =>
  invoice.status === 'void' ? 0 : Math.max(0, invoice.paidOnlineMinor - invoice.refundedMinor);

/** The amount typed ('50', '50,00', '50.00') in minor units, or null when it is not one. */
function parseAmount(value: string, currency: Currency): number | null {
  try {
    return toMinorUnits(value.replace(',', '.'), currency);
  } catch {
    return null;
  }
}

/**
 * 'Rembourser': part (or all) of what the client paid online goes back through the jeweller's Stripe
 * account, and a credit note of that amount is issued (the server checks the ceiling too).
 */
export function RefundInvoiceDialog({
  invoice,
  onOpenChange,
}: {
  invoice: (RefundableInvoice & { status: InvoiceDetail['status'] }) | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, locale } = useI18n();
  const refund = useRefundInvoice();
  const [value, setValue] = useState('');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (invoice) {
      setValue(fromMinorUnits(refundableOf(invoice), currencyOf(invoice.currency)));
      setReason('');
      setTouched(false);
    }
  }, [invoice]);
  const currency = currencyOf(invoice?.currency ?? 'GBP');
  const ceiling = invoice ? refundableOf(invoice) : 0;
  const amount = parseAmount(value, currency);
  const valid = amount !== null && amount >= 1 && amount <= ceiling;
  const ceilingText = money(ceiling, currency, locale);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!invoice || !valid) return;
    try {
      const refunded = await refund.mutateAsync({
        id: invoice.id,
        amount: amount!,
        reason: reason.trim() || null,
      });
      const note = refunded.refunds[refunded.refunds.length - 1];
      toast.success(t('invoices.refunded', { number: note?.number ?? '' }));
      onOpenChange(false);
    } catch (error) {
      toast.error(t('invoices.actionFailed'), { description: errorMessage(error, locale) });
    }
  };

  return (
    <FormDialog
      open={invoice !== null}
      onOpenChange={onOpenChange}
      title={t('invoices.refundDialog.title', { number: invoice?.number ?? '' })}
      description={t('invoices.refundDialog.description', { amount: ceilingText })}
      formId="refund-invoice-form"
      cancelLabel={t('invoices.refundDialog.cancel')}
      submitLabel={t('invoices.refundDialog.confirm')}
      submitting={refund.isPending}
    >
      <form
        id="refund-invoice-form"
        className="grid gap-3"
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <FormField
          label={t('invoices.refundDialog.amount')}
          error={
            touched && !valid ? t('invoices.refundDialog.amountInvalid', { amount: ceilingText }) : undefined
          }
        >
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              autoComplete="off"
              value={value}
              onChange={(event) => setValue(event.target.value)}
              onBlur={() => setTouched(true)}
            />
          )}
        </FormField>
        <FormField label={t('invoices.refundDialog.reason')}>
          {(control) => (
            <Textarea
              {...control}
              rows={2}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
        </FormField>
      </form>
    </FormDialog>
  );
}

function currencyOf(code: string): Currency {
  return isCurrency(code) ? code : 'GBP';
}
