import { errorMessage } from '@carat/api-client';
import { type OrderDetail, useCancelOrder } from '@carat/api-client/react';
import {
  Button,
  Checkbox,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  Label,
  Textarea,
  toast,
} from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { useId, useState } from 'react';

/** Cancels the order, with a reason and (when asked) an email to the client. */
export function CancelOrderDialog({
  order,
  open,
  onOpenChange,
}: {
  order: OrderDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, locale } = useI18n();
  const cancel = useCancelOrder();
  const [reason, setReason] = useState('');
  const [notify, setNotify] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const notifyId = useId();
  const confirm = async () => {
    setFieldError(null);
    try {
      await cancel.mutateAsync({
        id: order.id,
        cancel: { reason: reason.trim() || null, notifyClient: notify, locale },
      });
      toast.success(t('orders.detail.cancelled'));
      onOpenChange(false);
    } catch (error) {
      const fields = (error as { fields?: Record<string, string> }).fields ?? {};
      if (fields.notifyClient || fields.reason) setFieldError(fields.notifyClient ?? fields.reason ?? null);
      else toast.error(t('orders.saveFailed'), { description: errorMessage(error, locale) });
    }
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('orders.detail.cancelTitle', { number: order.number })}</DialogTitle>
          <DialogDescription>{t('orders.detail.cancelBody')}</DialogDescription>
        </DialogHeader>
        <FormField label={t('orders.detail.cancelReason')}>
          <Textarea rows={2} value={reason} onChange={(e) => setReason(e.target.value)} />
        </FormField>
        <div className="flex items-center gap-2">
          <Checkbox
            id={notifyId}
            checked={notify}
            onCheckedChange={(checked) => setNotify(checked === true)}
          />
          <Label htmlFor={notifyId}>{t('orders.detail.notify')}</Label>
        </div>
        {fieldError ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {fieldError}
          </p>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('orders.detail.cancelKeep')}
          </Button>
          <Button variant="destructive" loading={cancel.isPending} onClick={() => void confirm()}>
            {t('orders.detail.cancelConfirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
