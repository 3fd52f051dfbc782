import { errorMessage } from '@carat/api-client';
import { BalanceDueError, type RepairDetail, useCollectRepair } from '@carat/api-client/react';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  SignaturePad,
  toast,
} from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { COUNTER_PAYMENT_METHODS, repairMessagesFor } from '@carat/validation/repairs';
import { AlertTriangle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ChoiceField } from '#components/SelectField.tsx';
import { money } from '#lib/format.ts';

type Method = (typeof COUNTER_PAYMENT_METHODS)[number];

/**
 * Handing a piece back: the client signs; while a balance is owed the API refuses (409 `balance_due`) and
 * the dialog shows what is owed, with the choice to take it at the counter and send again (the signature
 * is kept). The job is handed back once the API says so.
 */
export function CollectDialog({
  job,
  currency,
  open,
  onOpenChange,
}: {
  job: RepairDetail;
  currency: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, locale } = useI18n();
  const collect = useCollectRepair();
  const [signature, setSignature] = useState<string | null>(null);
  const [missingSignature, setMissingSignature] = useState(false);
  const [owed, setOwed] = useState<number | null>(null);
  const [method, setMethod] = useState<Method>('card');

  useEffect(() => {
    if (!open) return;
    setSignature(null);
    setMissingSignature(false);
    setOwed(null);
    setMethod('card');
  }, [open]);

  const send = async (payment: number | null) => {
    if (!signature) {
      setMissingSignature(true);
      return;
    }
    try {
      await collect.mutateAsync({
        id: job.id,
        collect: payment ? { signature, paymentMinor: payment, paymentMethod: method } : { signature },
      });
      toast.success(t('repairs.collect.done', { number: job.number }));
      onOpenChange(false);
    } catch (error) {
      if (error instanceof BalanceDueError) {
        setOwed(error.balanceMinor ?? job.balanceMinor);
        return;
      }
      toast.error(t('repairs.collect.failed'), { description: errorMessage(error, locale) });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('repairs.collect.title')}</DialogTitle>
          <DialogDescription>{t('repairs.collect.description')}</DialogDescription>
        </DialogHeader>
        <SignaturePad
          label={t('repairs.collect.signature')}
          clearLabel={t('repairs.form.signatureClear')}
          value={signature}
          onChange={(value) => {
            setSignature(value);
            if (value) setMissingSignature(false);
          }}
          error={missingSignature ? repairMessagesFor(locale)['repair.signature.required'] : undefined}
          required
        />
        {owed !== null ? (
          <div
            className="grid gap-3 rounded-md border border-destructive/40 bg-destructive/5 p-3"
            role="alert"
            data-testid="balance-due"
          >
            <p className="flex items-center gap-2 font-medium text-destructive">
              <AlertTriangle className="size-4" aria-hidden="true" />
              {t('repairs.collect.balanceDue', { amount: money(owed, currency, locale) })}
            </p>
            <p className="text-sm">{t('repairs.collect.balanceDueBody')}</p>
            <ChoiceField
              label={t('repairs.collect.method')}
              value={method}
              onChange={(value) => setMethod(value as Method)}
              options={COUNTER_PAYMENT_METHODS.map((m) => ({
                value: m,
                label: t(`repairs.collect.method.${m}`),
              }))}
            />
          </div>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('repairs.form.cancel')}
          </Button>
          {owed !== null ? (
            <Button onClick={() => void send(owed)} loading={collect.isPending}>
              {t('repairs.collect.payAtCounter', { amount: money(owed, currency, locale) })}
            </Button>
          ) : (
            <Button onClick={() => void send(null)} loading={collect.isPending}>
              {t('repairs.collect.submit')}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
