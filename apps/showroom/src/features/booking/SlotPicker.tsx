import { type AppointmentTypeId, useAvailability, useShowroomOpening } from '@carat/api-client/react';
import { type IsoDate, todayIn } from '@carat/domain/dates';
import { isOpenDay } from '@carat/domain/showroom';
import { Calendar, Skeleton } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';

const pad = (n: number) => String(n).padStart(2, '0');
/** The calendar's Date (local midnight) as the day it shows. */
export const isoOf = (date: Date): IsoDate =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const dateOf = (iso: IsoDate) => {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(y!, m! - 1, d!);
};

export interface Slot {
  date: IsoDate | null;
  time: string | null;
}

/** An open date from today on (in the shop's zone) and one of that day's free start times, from the API. */
export function SlotPicker({
  slug,
  type,
  timeZone,
  value,
  onChange,
}: {
  slug: string;
  type: AppointmentTypeId;
  timeZone: string;
  value: Slot;
  onChange: (slot: Slot) => void;
}) {
  const { t, locale } = useI18n();
  const availability = useAvailability(slug, type, value.date);
  const opening = useShowroomOpening(slug);
  const today = dateOf(todayIn(new Date(), timeZone));
  // A day the shop is closed (no times that weekday, or a date the jeweller closed) cannot be picked; until
  // the shop's week is known, every day from today on can (the times then say there are none).
  const closed = (day: Date) => (opening.data ? !isOpenDay(isoOf(day), opening.data) : false);
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <div className="grid gap-2">
        <p className="text-sm font-medium">{t('booking.date')}</p>
        <Calendar
          locale={locale}
          required
          selected={value.date ? dateOf(value.date) : undefined}
          onSelect={(day) => onChange({ date: day ? isoOf(day) : null, time: null })}
          disabled={[{ before: today }, closed]}
          startMonth={today}
        />
      </div>
      <div className="grid content-start gap-2">
        <p className="text-sm font-medium" id="times-label">
          {t('booking.times', { zone: timeZone })}
        </p>
        {!value.date ? (
          <p className="text-sm text-muted-foreground">{t('booking.pickDate')}</p>
        ) : availability.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : availability.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('booking.timesError')}
          </p>
        ) : availability.data.slots.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('booking.noTimes')}</p>
        ) : (
          <fieldset aria-labelledby="times-label" className="grid grid-cols-3 gap-2">
            {availability.data.slots.map((slot) => (
              <label
                key={slot.time}
                className={`flex h-11 cursor-pointer items-center justify-center rounded-md border text-sm tabular-nums has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring ${
                  value.time === slot.time
                    ? 'border-primary bg-primary text-primary-foreground'
                    : 'border-border hover:border-gold'
                }`}
              >
                <input
                  type="radio"
                  name="booking-time"
                  value={slot.time}
                  checked={value.time === slot.time}
                  onChange={() => onChange({ date: value.date, time: slot.time })}
                  className="sr-only"
                />
                {slot.time}
              </label>
            ))}
          </fieldset>
        )}
      </div>
    </div>
  );
}
