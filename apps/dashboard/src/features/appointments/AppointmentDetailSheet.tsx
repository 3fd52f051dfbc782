import { ApiError, errorMessage } from '@carat/api-client';
import {
  type AppointmentDetail,
  useAppointment,
  useCancelAppointment,
  useConfirmAppointment,
  useRescheduleAppointment,
} from '@carat/api-client/react';
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
  Input,
  Label,
  toast,
} from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { appointmentRescheduleSchema } from '@carat/validation/appointments';
import { fieldErrors } from '@carat/validation/field-errors';
import { type FormEvent, useId, useState } from 'react';
import { DetailFact } from '#components/detail-sheet/DetailFact.tsx';
import { DetailSheet } from '#components/detail-sheet/DetailSheet.tsx';
import { formatDate, money } from '#lib/format.ts';
import { AppointmentStatusBadge } from './AppointmentStatusBadge.tsx';
import { FreeSlots } from './FreeSlots.tsx';
import { useTypeTitle } from './labels.ts';

/** View Details: the appointment, and Confirm / Reschedule / Cancel, each telling the client by email. */
export function AppointmentDetailSheet({
  appointmentId,
  onOpenChange,
}: {
  appointmentId: string | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, locale } = useI18n();
  const titleOf = useTypeTitle();
  const query = useAppointment(appointmentId);
  return (
    <DetailSheet
      open={appointmentId !== null}
      onOpenChange={onOpenChange}
      query={query}
      onRetry={query.refetch}
      className="sm:max-w-lg"
      title={(appointment) => (appointment ? titleOf(appointment.type) : t('appointments.detail.title'))}
      description={(appointment) =>
        t('appointments.at', { date: formatDate(appointment.date, locale), time: appointment.time })
      }
      errorTitle={t('appointments.error.title')}
      skeleton={['h-6 w-1/2', 'h-32']}
    >
      {(appointment) => (
        <DetailBody key={`${appointment.id}:${appointment.startsAt}`} appointment={appointment} />
      )}
    </DetailSheet>
  );
}

function NotifyCheckbox({ checked, onChange }: { checked: boolean; onChange: (value: boolean) => void }) {
  const { t } = useI18n();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Checkbox id={id} checked={checked} onCheckedChange={(v) => onChange(v === true)} />
      <Label htmlFor={id}>{t('appointments.detail.notify')}</Label>
    </div>
  );
}

function DetailBody({ appointment }: { appointment: AppointmentDetail }) {
  const { t, locale } = useI18n();
  const none = t('appointments.detail.none');
  const confirm = useConfirmAppointment();
  const [notifyClient, setNotifyClient] = useState(true);
  const [moving, setMoving] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const depositAmount = money(appointment.deposit.amountMinor, appointment.deposit.currency, locale);
  // Each deposit state's own words (issue 15: paid online, being paid, refunded, released unpaid).
  const depositTexts = {
    simulated: 'appointments.detail.depositSimulated',
    paid: 'appointments.detail.depositPaid',
    pending: 'appointments.detail.depositPending',
    refunded: 'appointments.detail.depositRefunded',
    expired: 'appointments.detail.depositExpired',
  } as const;
  const depositText = depositTexts[appointment.deposit.status as keyof typeof depositTexts];
  const deposit =
    appointment.deposit.status === 'none'
      ? none
      : depositText
        ? t(depositText, { amount: depositAmount })
        : depositAmount;

  const onConfirm = async () => {
    try {
      await confirm.mutateAsync({ id: appointment.id, action: { notifyClient } });
      toast.success(
        t('appointments.confirmed'),
        notifyClient ? { description: t('appointments.clientTold') } : undefined,
      );
    } catch (error) {
      toast.error(t('appointments.saveFailed'), { description: errorMessage(error, locale) });
    }
  };

  return (
    <div className="grid gap-6" data-testid="appointment-detail">
      <div className="flex flex-wrap items-center gap-2">
        <AppointmentStatusBadge status={appointment.status} />
        <span className="text-sm text-muted-foreground">{t(`appointments.mode.${appointment.mode}`)}</span>
      </div>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-3 text-sm sm:grid-cols-2">
        <DetailFact label={t('appointments.detail.client')}>{appointment.clientName}</DetailFact>
        <DetailFact label={t('appointments.detail.when')}>
          {t('appointments.at', { date: formatDate(appointment.date, locale), time: appointment.time })}
          <span className="block text-xs text-muted-foreground">
            {t('appointments.detail.timeZone', { zone: appointment.timeZone })}
          </span>
        </DetailFact>
        <DetailFact label={t('appointments.detail.email')}>{appointment.email}</DetailFact>
        <DetailFact label={t('appointments.detail.phone')}>{appointment.phone ?? none}</DetailFact>
        {appointment.product ? (
          <DetailFact label={t('appointments.detail.piece')}>{appointment.product.name}</DetailFact>
        ) : null}
        <DetailFact label={t('appointments.detail.deposit')}>{deposit}</DetailFact>
      </dl>
      {appointment.message ? (
        <div className="grid gap-1 text-sm">
          <span className="text-muted-foreground">{t('appointments.detail.message')}</span>
          <p className="whitespace-pre-wrap rounded-md bg-muted p-3">{appointment.message}</p>
        </div>
      ) : null}

      {appointment.actions.length > 0 ? (
        <section className="grid gap-3 border-t border-border pt-4">
          <NotifyCheckbox checked={notifyClient} onChange={setNotifyClient} />
          <div className="flex flex-wrap gap-2">
            {appointment.actions.includes('confirm') ? (
              <Button loading={confirm.isPending} onClick={() => void onConfirm()}>
                {t('appointments.detail.confirm')}
              </Button>
            ) : null}
            {appointment.actions.includes('reschedule') ? (
              <Button variant="outline" onClick={() => setMoving((open) => !open)} aria-expanded={moving}>
                {t('appointments.detail.reschedule')}
              </Button>
            ) : null}
            {appointment.actions.includes('cancel') ? (
              <Button variant="outline" className="text-destructive" onClick={() => setCancelling(true)}>
                {t('appointments.detail.cancel')}
              </Button>
            ) : null}
          </div>
          {moving ? (
            <RescheduleForm
              appointment={appointment}
              notifyClient={notifyClient}
              onDone={() => setMoving(false)}
            />
          ) : null}
          <CancelDialog
            appointment={appointment}
            notifyClient={notifyClient}
            open={cancelling}
            onOpenChange={setCancelling}
          />
        </section>
      ) : (
        <p className="border-t border-border pt-4 text-sm text-muted-foreground">
          {t('appointments.detail.locked')}
        </p>
      )}
    </div>
  );
}

/** A new date and time: a free slot, or any free time; the range is the server's to grant (409 otherwise). */
function RescheduleForm({
  appointment,
  notifyClient,
  onDone,
}: {
  appointment: AppointmentDetail;
  notifyClient: boolean;
  onDone: () => void;
}) {
  const { t, locale } = useI18n();
  const reschedule = useRescheduleAppointment();
  const [date, setDate] = useState(appointment.date);
  const [time, setTime] = useState(appointment.time);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = appointmentRescheduleSchema(locale).safeParse({ date, time, notifyClient });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    try {
      const moved = await reschedule.mutateAsync({ id: appointment.id, move: parsed.data });
      toast.success(
        t('appointments.moved', { date: formatDate(moved.date, locale), time: moved.time }),
        notifyClient ? { description: t('appointments.clientTold') } : undefined,
      );
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'slot_taken')
        setErrors({ time: t('appointments.slotTaken') });
      else if (error instanceof ApiError && Object.keys(error.fields).length) setErrors(error.fields);
      else toast.error(t('appointments.saveFailed'), { description: errorMessage(error, locale) });
    }
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-3 rounded-lg border border-border p-3"
      aria-label={t('appointments.detail.moveTitle')}
    >
      <h3 className="font-medium">{t('appointments.detail.moveTitle')}</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label={t('appointments.form.date')} error={errors.date} required>
          <Input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        </FormField>
        <FormField label={t('appointments.form.time')} error={errors.time} required>
          <Input type="time" step={300} value={time} onChange={(e) => setTime(e.target.value)} />
        </FormField>
      </div>
      <FreeSlots type={appointment.type} date={date} value={time} onPick={setTime} />
      <div className="flex justify-end">
        <Button type="submit" loading={reschedule.isPending}>
          {t('appointments.detail.moveSave')}
        </Button>
      </div>
    </form>
  );
}

function CancelDialog({
  appointment,
  notifyClient,
  open,
  onOpenChange,
}: {
  appointment: AppointmentDetail;
  notifyClient: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, locale } = useI18n();
  const cancel = useCancelAppointment();
  const onCancel = async () => {
    try {
      await cancel.mutateAsync({ id: appointment.id, action: { notifyClient } });
      toast.success(
        t('appointments.cancelled'),
        notifyClient ? { description: t('appointments.clientTold') } : undefined,
      );
      onOpenChange(false);
    } catch (error) {
      toast.error(t('appointments.saveFailed'), { description: errorMessage(error, locale) });
    }
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('appointments.detail.cancelTitle')}</DialogTitle>
          <DialogDescription>{t('appointments.detail.cancelBody')}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('appointments.detail.cancelKeep')}
          </Button>
          <Button variant="destructive" loading={cancel.isPending} onClick={() => void onCancel()}>
            {t('appointments.detail.cancelConfirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
