import { errorMessage } from '@carat/api-client';
import { type OrderDetail, useMoveOrderStage } from '@carat/api-client/react';
import { localize, ORDER_STAGE_INFO, ORDER_STAGES, type OrderStage } from '@carat/domain';
import {
  Button,
  Checkbox,
  FormField,
  Label,
  Progress,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Textarea,
  toast,
} from '@carat/ui';
import { type Locale, useI18n } from '@carat/ui/i18n';
import { useEffect, useId, useState } from 'react';
import { DetailSection } from '#components/detail-sheet/DetailSection.tsx';
import { CancelOrderDialog } from './CancelOrderDialog.tsx';

/** Where the order is, and the moves it can make next (with an optional email to the client). */
export function StageSection({ order }: { order: OrderDetail }) {
  const { t, locale } = useI18n();
  const move = useMoveOrderStage();
  const [notify, setNotify] = useState(false);
  const [emailLocale, setEmailLocale] = useState<Locale>(locale);
  const [note, setNote] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const notifyId = useId();

  useEffect(() => {
    setNote('');
    setFieldError(null);
  }, [order.stage]);

  const position = order.stage === 'cancelled' ? null : ORDER_STAGES.indexOf(order.stage as OrderStage) + 1;
  const moveTo = async (stage: OrderStage) => {
    setFieldError(null);
    try {
      await move.mutateAsync({
        id: order.id,
        move: {
          stage,
          notifyClient: notify,
          locale: emailLocale,
          ...(note.trim() ? { note: note.trim() } : {}),
        },
      });
      toast.success(t('orders.detail.moved', { stage: localize(ORDER_STAGE_INFO[stage].label, locale) }));
    } catch (error) {
      const fields = (error as { fields?: Record<string, string> }).fields ?? {};
      const message = fields.notifyClient ?? fields.note ?? null;
      if (message) setFieldError(message);
      else toast.error(t('orders.detail.moveFailed'), { description: errorMessage(error, locale) });
    }
  };

  return (
    <DetailSection title={t('orders.detail.stage')}>
      {position !== null ? (
        <div className="grid gap-1">
          <div className="flex justify-between text-sm">
            <span className="font-medium">
              {localize(ORDER_STAGE_INFO[order.stage as OrderStage].label, locale)}
            </span>
            <span className="text-muted-foreground">
              {t('orders.detail.stageOf', { n: position, total: ORDER_STAGES.length })}
            </span>
          </div>
          <Progress value={position} max={ORDER_STAGES.length} aria-label={t('orders.detail.stage')} />
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{t('orders.detail.cancelledState')}</p>
      )}
      {order.actions.includes('move_stage') ? (
        <div className="grid gap-3 rounded-md border border-border p-3">
          <FormField
            label={t('orders.detail.stageNote')}
            error={fieldError && !notify ? fieldError : undefined}
          >
            <Textarea rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
          </FormField>
          <div className="flex flex-wrap items-center gap-3">
            <div className="flex items-center gap-2">
              <Checkbox
                id={notifyId}
                checked={notify}
                onCheckedChange={(checked) => setNotify(checked === true)}
                aria-invalid={fieldError && notify ? true : undefined}
                aria-describedby={fieldError && notify ? `${notifyId}-error` : undefined}
              />
              <Label htmlFor={notifyId}>{t('orders.detail.notify')}</Label>
            </div>
            {notify ? (
              <Select value={emailLocale} onValueChange={(value) => setEmailLocale(value as Locale)}>
                <SelectTrigger className="w-36" aria-label={t('orders.detail.notifyLocale')}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="fr">Français</SelectItem>
                  <SelectItem value="en">English</SelectItem>
                </SelectContent>
              </Select>
            ) : null}
          </div>
          {fieldError && notify ? (
            <p id={`${notifyId}-error`} className="text-sm font-medium text-destructive">
              {fieldError}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            {order.nextStages.map((stage, index) => (
              <Button
                key={stage}
                variant={index === 0 ? 'default' : 'outline'}
                loading={move.isPending && move.variables?.move.stage === stage}
                disabled={move.isPending}
                onClick={() => void moveTo(stage)}
              >
                {t('orders.detail.moveTo', { stage: localize(ORDER_STAGE_INFO[stage].label, locale) })}
              </Button>
            ))}
          </div>
        </div>
      ) : order.stage === 'collected' ? (
        <p className="text-sm text-muted-foreground">{t('orders.detail.finished')}</p>
      ) : null}
      {order.actions.includes('cancel') ? (
        <Button
          variant="ghost"
          className="justify-self-start text-destructive"
          onClick={() => setCancelling(true)}
        >
          {t('orders.detail.cancel')}
        </Button>
      ) : null}
      <CancelOrderDialog order={order} open={cancelling} onOpenChange={setCancelling} />
    </DetailSection>
  );
}
