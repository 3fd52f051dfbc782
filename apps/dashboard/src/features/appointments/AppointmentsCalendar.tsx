import { type AppointmentSummary, useAppointments } from '@carat/api-client/react';
import { addDays } from '@carat/domain/dates';
import { isoWeekStart } from '@carat/domain/showroom';
import {
  Button,
  Calendar,
  Card,
  CardContent,
  Skeleton,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useMemo, useState } from 'react';
import { formatDate } from '#lib/format.ts';
import { AppointmentRow } from './AppointmentRow.tsx';
import { dayOf, isoOf, shortDay, useTypeTitle } from './labels.ts';

/** Six weeks from the Monday before the 1st: every day a month grid shows. */
const MONTH_GRID_DAYS = 42;

/** The live appointments of a range of local dates (both included), grouped by date. */
function useAppointmentsByDay(from: string, to: string) {
  const query = useAppointments({ from, to, status: 'live', pageSize: '500' });
  const byDay = useMemo(() => {
    const days = new Map<string, AppointmentSummary[]>();
    for (const appointment of query.data?.items ?? []) {
      days.set(appointment.date, [...(days.get(appointment.date) ?? []), appointment]);
    }
    return days;
  }, [query.data]);
  return { ...query, byDay };
}

function CalendarState({ loading, error, retry }: { loading: boolean; error: unknown; retry: () => void }) {
  const { t } = useI18n();
  if (loading) {
    return (
      <div className="grid gap-2" role="status" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (error) {
    return (
      <div role="alert" className="grid justify-items-start gap-2 text-sm">
        <p className="text-destructive">{t('appointments.calendar.error')}</p>
        <Button size="sm" variant="outline" onClick={retry}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  return null;
}

/** The month: days with appointments carry a dot; the chosen day's appointments are listed under it. */
function MonthView({ today, onView }: { today: string; onView: (id: string) => void }) {
  const { t, locale } = useI18n();
  const [month, setMonth] = useState(() => dayOf(`${today.slice(0, 7)}-01`));
  const [selected, setSelected] = useState<string | null>(today);
  const from = isoWeekStart(isoOf(month));
  const { byDay, isLoading, error, refetch } = useAppointmentsByDay(from, addDays(from, MONTH_GRID_DAYS - 1));
  const markers = useMemo(() => [...byDay.keys()].map(dayOf), [byDay]);
  const dayItems = selected ? (byDay.get(selected) ?? []) : [];

  return (
    <div className="grid gap-4 lg:grid-cols-[auto_1fr]">
      <Calendar
        locale={locale}
        month={month}
        onMonthChange={setMonth}
        selected={selected ? dayOf(selected) : undefined}
        onSelect={(day) => setSelected(day ? isoOf(day) : null)}
        markers={markers}
        markerLabel={t('appointments.calendar.marker')}
        className="justify-self-center border border-border"
      />
      <section aria-live="polite" className="grid content-start gap-2" data-testid="calendar-day">
        <CalendarState loading={isLoading} error={error} retry={() => void refetch()} />
        {!isLoading && !error ? (
          selected ? (
            <>
              <h3 className="font-medium">
                {t('appointments.calendar.day', { date: formatDate(selected, locale) })}
              </h3>
              {dayItems.length === 0 ? (
                <p className="text-sm text-muted-foreground">{t('appointments.calendar.dayEmpty')}</p>
              ) : (
                <ul className="grid gap-2">
                  {dayItems.map((appointment) => (
                    <AppointmentRow
                      key={appointment.id}
                      appointment={appointment}
                      onView={onView}
                      showDate={false}
                    />
                  ))}
                </ul>
              )}
            </>
          ) : (
            <p className="text-sm text-muted-foreground">{t('appointments.calendar.pickDay')}</p>
          )
        ) : null}
      </section>
    </div>
  );
}

/** The week, Monday to Sunday: each day's appointments by start time (stacked on a phone). */
function WeekView({ today, onView }: { today: string; onView: (id: string) => void }) {
  const { t, locale } = useI18n();
  const titleOf = useTypeTitle();
  const [monday, setMonday] = useState(() => isoWeekStart(today));
  const sunday = addDays(monday, 6);
  const { byDay, isLoading, error, refetch } = useAppointmentsByDay(monday, sunday);
  const days = Array.from({ length: 7 }, (_, i) => addDays(monday, i));

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-medium" aria-live="polite">
          {t('appointments.calendar.weekOf', {
            from: formatDate(monday, locale),
            to: formatDate(sunday, locale),
          })}
        </h3>
        <div className="flex items-center gap-2">
          <Button
            size="icon"
            variant="outline"
            aria-label={t('appointments.calendar.previousWeek')}
            onClick={() => setMonday(addDays(monday, -7))}
          >
            <ChevronLeft aria-hidden="true" className="rtl:rotate-180" />
          </Button>
          <Button size="sm" variant="outline" onClick={() => setMonday(isoWeekStart(today))}>
            {t('appointments.calendar.thisWeek')}
          </Button>
          <Button
            size="icon"
            variant="outline"
            aria-label={t('appointments.calendar.nextWeek')}
            onClick={() => setMonday(addDays(monday, 7))}
          >
            <ChevronRight aria-hidden="true" className="rtl:rotate-180" />
          </Button>
        </div>
      </div>
      <CalendarState loading={isLoading} error={error} retry={() => void refetch()} />
      {!isLoading && !error ? (
        <ol className="grid gap-2 lg:grid-cols-7" data-testid="calendar-week">
          {days.map((day) => {
            const items = byDay.get(day) ?? [];
            return (
              <li
                key={day}
                className="grid content-start gap-1.5 rounded-lg border border-border p-2 data-[today=true]:border-gold"
                data-today={day === today}
                aria-label={formatDate(day, locale)}
              >
                <span className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
                  {shortDay(day, locale)}
                </span>
                {items.length === 0 ? (
                  <span className="text-xs text-muted-foreground">{t('appointments.calendar.none')}</span>
                ) : (
                  items.map((appointment) => (
                    <button
                      key={appointment.id}
                      type="button"
                      onClick={() => onView(appointment.id)}
                      data-status={appointment.status}
                      className="grid rounded-md bg-muted px-2 py-1 text-start text-xs outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring data-[status=pending]:border-s-2 data-[status=pending]:border-warning"
                    >
                      <span className="font-semibold tabular-nums">{appointment.time}</span>
                      <span className="truncate">{titleOf(appointment.type)}</span>
                      <span className="truncate text-muted-foreground">{appointment.clientName}</span>
                    </button>
                  ))
                )}
              </li>
            );
          })}
        </ol>
      ) : null}
    </div>
  );
}

/** The calendar of real appointments, by month ('Mois') or by week ('Semaine'). */
export function AppointmentsCalendar({ today, onView }: { today: string; onView: (id: string) => void }) {
  const { t } = useI18n();
  return (
    <Card>
      <CardContent className="grid gap-4 p-4 sm:p-5">
        <Tabs defaultValue="month" className="grid gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="font-display text-2xl">{t('appointments.calendar.title')}</h2>
            <TabsList aria-label={t('appointments.calendar.view')}>
              <TabsTrigger value="month">{t('appointments.calendar.month')}</TabsTrigger>
              <TabsTrigger value="week">{t('appointments.calendar.week')}</TabsTrigger>
            </TabsList>
          </div>
          <TabsContent value="month">
            <MonthView today={today} onView={onView} />
          </TabsContent>
          <TabsContent value="week">
            <WeekView today={today} onView={onView} />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
