import { errorMessage } from '@carat/api-client';
import { useAppointmentSlots } from '@carat/api-client/react';
import { isIsoDate } from '@carat/domain/dates';
import { Skeleton } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';

/**
 * The free start times the showroom offers on a date (for the 'Nouveau RDV' dialog and a move), as
 * buttons that fill the time field; the jeweller may still type any other free time.
 */
export function FreeSlots({
  type,
  date,
  value,
  onPick,
}: {
  type: string;
  date: string;
  value: string;
  onPick: (time: string) => void;
}) {
  const { t, locale } = useI18n();
  const ready = isIsoDate(date);
  const slots = useAppointmentSlots(ready ? { type, date } : null);

  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{t('appointments.form.slots')}</legend>
      {!ready ? (
        <p className="text-sm text-muted-foreground">{t('appointments.form.slotsPickDate')}</p>
      ) : slots.isLoading ? (
        <div className="flex gap-2" role="status" aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton className="h-9 w-16" />
          <Skeleton className="h-9 w-16" />
          <Skeleton className="h-9 w-16" />
        </div>
      ) : slots.error ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(slots.error, locale)}
        </p>
      ) : (slots.data?.slots.length ?? 0) === 0 ? (
        <p className="text-sm text-muted-foreground">{t('appointments.form.slotsNone')}</p>
      ) : (
        <div className="flex flex-wrap gap-2" data-testid="free-slots">
          {slots.data?.slots.map((slot) => (
            <button
              key={slot.time}
              type="button"
              aria-pressed={slot.time === value}
              onClick={() => onPick(slot.time)}
              className="h-9 min-w-16 rounded-md border border-input px-3 text-sm tabular-nums outline-none hover:border-gold focus-visible:ring-2 focus-visible:ring-ring aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-foreground"
            >
              {slot.time}
            </button>
          ))}
        </div>
      )}
    </fieldset>
  );
}
