import { ApiError, errorMessage } from '@carat/api-client';
import {
  type AvailabilitySettings,
  useAvailabilitySettings,
  useSaveAvailabilitySettings,
} from '@carat/api-client/react';
import { zoneLabel } from '@carat/domain/dates';
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
  Skeleton,
  toast,
} from '@carat/ui';
import { type MessageKey, useI18n } from '@carat/ui/i18n';
import { availabilitySettingsSchema } from '@carat/validation/appointments';
import { fieldErrors } from '@carat/validation/field-errors';
import { Plus, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { formatDate } from '#lib/format.ts';

interface Draft {
  weekly: { weekday: number; times: string[] }[];
  closedDates: { date: string; reason: string | null }[];
  bufferMinutes: string;
}

/** The name of each ISO weekday (1 Monday … 7 Sunday). */
const WEEKDAY_NAMES: Readonly<Record<number, MessageKey>> = {
  1: 'availability.weekday.1',
  2: 'availability.weekday.2',
  3: 'availability.weekday.3',
  4: 'availability.weekday.4',
  5: 'availability.weekday.5',
  6: 'availability.weekday.6',
  7: 'availability.weekday.7',
};

const draftOf = (saved: AvailabilitySettings): Draft => ({
  weekly: saved.weekly.map((day) => ({ weekday: day.weekday, times: [...day.times] })),
  closedDates: saved.closedDates.map((closed) => ({ ...closed })),
  bufferMinutes: String(saved.bufferMinutes),
});

/** The weekly start times, the closed dates and the break the showroom books against. */
export function AvailabilityDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useI18n();
  const saved = useAvailabilitySettings();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('availability.title')}</DialogTitle>
          <DialogDescription>{t('availability.description')}</DialogDescription>
        </DialogHeader>
        {saved.isLoading ? (
          <div className="grid gap-2" role="status" aria-busy="true" aria-label={t('common.loading')}>
            {Array.from({ length: 7 }, (_, i) => (
              <Skeleton key={i} className="h-10" />
            ))}
          </div>
        ) : saved.error || !saved.data ? (
          <div role="alert" className="grid justify-items-start gap-2">
            <p className="text-destructive">{t('availability.error')}</p>
            <Button variant="outline" onClick={() => saved.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        ) : open ? (
          <AvailabilityForm saved={saved.data} onDone={() => onOpenChange(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function AvailabilityForm({ saved, onDone }: { saved: AvailabilitySettings; onDone: () => void }) {
  const { t, locale } = useI18n();
  const save = useSaveAvailabilitySettings();
  const [draft, setDraft] = useState(() => draftOf(saved));
  const [newTimes, setNewTimes] = useState<Record<number, string>>({});
  const [closedDate, setClosedDate] = useState('');
  const [closedReason, setClosedReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const setDay = (weekday: number, times: string[]) =>
    setDraft((d) => ({
      ...d,
      weekly: d.weekly.map((day) =>
        day.weekday === weekday ? { weekday, times: [...new Set(times)].sort() } : day,
      ),
    }));
  const addClosed = () => {
    if (!closedDate || draft.closedDates.some((c) => c.date === closedDate)) return;
    setDraft((d) => ({
      ...d,
      closedDates: [...d.closedDates, { date: closedDate, reason: closedReason.trim() || null }].sort(
        (a, b) => a.date.localeCompare(b.date),
      ),
    }));
    setClosedDate('');
    setClosedReason('');
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      ...draft,
      bufferMinutes: draft.bufferMinutes.trim() === '' ? Number.NaN : Number(draft.bufferMinutes),
    };
    const parsed = availabilitySettingsSchema(locale).safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(parsed.data);
      toast.success(t('availability.saved'));
      onDone();
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length) setErrors(error.fields);
      else toast.error(t('availability.saveFailed'), { description: errorMessage(error, locale) });
    }
  };

  const dayError = (index: number) =>
    Object.entries(errors).find(([path]) => path.startsWith(`weekly.${index}.`))?.[1];

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6" id="availability-form">
      <fieldset className="grid gap-3">
        <legend className="mb-1 font-medium">{t('availability.week')}</legend>
        <p className="text-sm text-muted-foreground">
          {t('availability.weekHint', { zone: zoneLabel(saved.timeZone, locale) })}
        </p>
        <ul className="grid gap-3">
          {draft.weekly.map((day, index) => {
            const name = WEEKDAY_NAMES[day.weekday];
            const dayName = name ? t(name) : String(day.weekday);
            const error = dayError(index);
            return (
              <li
                key={day.weekday}
                className="grid gap-2 rounded-md border border-border p-2 sm:grid-cols-[7rem_1fr]"
                data-testid={`availability-day-${day.weekday}`}
              >
                <span className="text-sm font-medium">{dayName}</span>
                <div className="grid gap-2">
                  <div className="flex flex-wrap items-center gap-1.5">
                    {day.times.length === 0 ? (
                      <span className="text-sm text-muted-foreground">{t('availability.dayClosed')}</span>
                    ) : (
                      day.times.map((time) => (
                        <span
                          key={time}
                          className="inline-flex items-center gap-1 rounded-full border border-border bg-muted px-2 py-0.5 text-sm tabular-nums"
                        >
                          {time}
                          <button
                            type="button"
                            className="rounded-full p-0.5 outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
                            aria-label={t('availability.removeTime', { time, day: dayName })}
                            onClick={() =>
                              setDay(
                                day.weekday,
                                day.times.filter((other) => other !== time),
                              )
                            }
                          >
                            <X className="size-3" aria-hidden="true" />
                          </button>
                        </span>
                      ))
                    )}
                  </div>
                  <div className="flex items-center gap-2">
                    <Input
                      type="time"
                      className="w-32"
                      value={newTimes[day.weekday] ?? ''}
                      aria-label={t('availability.addTimeFor', { day: dayName })}
                      onChange={(e) => setNewTimes((n) => ({ ...n, [day.weekday]: e.target.value }))}
                    />
                    <Button
                      type="button"
                      size="sm"
                      variant="outline"
                      disabled={!newTimes[day.weekday]}
                      aria-label={t('availability.addTimeFor', { day: dayName })}
                      onClick={() => {
                        setDay(day.weekday, [...day.times, newTimes[day.weekday]!]);
                        setNewTimes((n) => ({ ...n, [day.weekday]: '' }));
                      }}
                    >
                      <Plus aria-hidden="true" /> {t('availability.addTime')}
                    </Button>
                  </div>
                  {error ? <p className="text-sm font-medium text-destructive">{error}</p> : null}
                </div>
              </li>
            );
          })}
        </ul>
      </fieldset>

      <fieldset className="grid gap-3">
        <legend className="mb-1 font-medium">{t('availability.closed')}</legend>
        {draft.closedDates.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('availability.closedNone')}</p>
        ) : (
          <ul className="grid gap-1.5">
            {draft.closedDates.map((closed, index) => {
              const error = errors[`closedDates.${index}.date`] ?? errors[`closedDates.${index}.reason`];
              return (
                <li key={closed.date} className="grid gap-1">
                  <div className="flex items-center justify-between gap-2 rounded-md border border-border px-3 py-1.5 text-sm">
                    <span>
                      {formatDate(closed.date, locale)}
                      {closed.reason ? (
                        <span className="text-muted-foreground"> — {closed.reason}</span>
                      ) : null}
                    </span>
                    <button
                      type="button"
                      className="rounded-full p-1 outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
                      aria-label={t('availability.closedRemove', { date: formatDate(closed.date, locale) })}
                      onClick={() =>
                        setDraft((d) => ({
                          ...d,
                          closedDates: d.closedDates.filter((c) => c.date !== closed.date),
                        }))
                      }
                    >
                      <X className="size-3.5" aria-hidden="true" />
                    </button>
                  </div>
                  {error ? <p className="text-sm font-medium text-destructive">{error}</p> : null}
                </li>
              );
            })}
          </ul>
        )}
        <div className="grid items-end gap-2 sm:grid-cols-[auto_1fr_auto]">
          <FormField label={t('availability.closedDate')}>
            <Input
              type="date"
              min={saved.today}
              value={closedDate}
              onChange={(e) => setClosedDate(e.target.value)}
            />
          </FormField>
          <FormField label={t('availability.closedReason')}>
            <Input value={closedReason} maxLength={200} onChange={(e) => setClosedReason(e.target.value)} />
          </FormField>
          <Button type="button" variant="outline" disabled={!closedDate} onClick={addClosed}>
            <Plus aria-hidden="true" /> {t('availability.closedAdd')}
          </Button>
        </div>
        {errors.closedDates ? (
          <p className="text-sm font-medium text-destructive">{errors.closedDates}</p>
        ) : null}
      </fieldset>

      <FormField
        label={t('availability.buffer')}
        hint={t('availability.bufferHint')}
        error={errors.bufferMinutes}
        className="max-w-xs"
      >
        <Input
          type="number"
          inputMode="numeric"
          min={0}
          max={240}
          step={5}
          value={draft.bufferMinutes}
          onChange={(e) => setDraft((d) => ({ ...d, bufferMinutes: e.target.value }))}
        />
      </FormField>

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('availability.cancel')}
        </Button>
        <Button type="submit" loading={save.isPending}>
          {t('availability.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
