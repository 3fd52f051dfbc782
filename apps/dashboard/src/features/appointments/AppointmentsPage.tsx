import { useAppointmentStats } from '@carat/api-client/react';
import { Button, Skeleton } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { CalendarCheck, CalendarClock, CalendarDays, Hourglass, Plus, Settings2 } from 'lucide-react';
import { ListTiles } from '#components/list-page/ListTiles.tsx';
import { PageHeader } from '#components/list-page/PageHeader.tsx';
import { formatNumber } from '#lib/format.ts';
import { useListParams } from '#lib/useListParams.ts';
import { AppointmentDetailSheet } from './AppointmentDetailSheet.tsx';
import { AppointmentsCalendar } from './AppointmentsCalendar.tsx';
import { AvailabilityDialog } from './AvailabilityDialog.tsx';
import { isoOf } from './labels.ts';
import { NewAppointmentDialog } from './NewAppointmentDialog.tsx';
import { UpcomingAppointments } from './UpcomingAppointments.tsx';

/**
 * 'Rendez-vous': the four tiles, the upcoming list, the month / week calendar, 'Nouveau RDV'
 * (`?new=1`), an appointment's details (`?appointment=<id>`) and the availability (`?availability=1`).
 */
export function AppointmentsPage() {
  const { t, locale } = useI18n();
  const { params, setParam } = useListParams();
  const stats = useAppointmentStats();
  // The business's today (its time zone) once the tiles have answered; the browser's until then.
  const today = stats.data?.date ?? isoOf(new Date());

  const view = (id: string) => setParam({ appointment: id });
  const openNew = () => setParam({ new: '1' });
  const tile = (value: number | undefined) => formatNumber(value ?? 0, locale);

  return (
    <div className="grid min-w-0 gap-6">
      <PageHeader
        title={t('appointments.title')}
        subtitle={t('appointments.subtitle')}
        actions={
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setParam({ availability: '1' })}>
              <Settings2 aria-hidden="true" /> {t('appointments.availability')}
            </Button>
            <Button onClick={openNew}>
              <Plus aria-hidden="true" /> {t('appointments.new')}
            </Button>
          </div>
        }
      />

      <ListTiles
        label={t('appointments.title')}
        loading={stats.isLoading}
        error={stats.error}
        tiles={[
          { label: t('appointments.tile.today'), icon: CalendarClock, value: tile(stats.data?.today) },
          {
            label: t('appointments.tile.week'),
            icon: CalendarDays,
            value: tile(stats.data?.thisWeek),
            hint: t('appointments.tile.weekHint'),
          },
          {
            label: t('appointments.tile.confirmed'),
            icon: CalendarCheck,
            value: tile(stats.data?.confirmed),
            hint: t('appointments.tile.upcomingHint'),
          },
          {
            label: t('appointments.tile.pending'),
            icon: Hourglass,
            value: tile(stats.data?.pending),
            hint: t('appointments.tile.upcomingHint'),
          },
        ]}
      />

      <div className="grid min-w-0 gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <UpcomingAppointments onView={view} onNew={openNew} />
        {stats.isLoading ? (
          <Skeleton className="h-96" role="status" aria-label={t('common.loading')} />
        ) : (
          <AppointmentsCalendar today={today} onView={view} />
        )}
      </div>

      <NewAppointmentDialog
        open={params.get('new') === '1'}
        today={today}
        onOpenChange={(open) => setParam({ new: open ? '1' : null })}
        onCreated={(id) => setParam({ new: null, appointment: id })}
      />
      <AppointmentDetailSheet
        appointmentId={params.get('appointment')}
        onOpenChange={(open) => !open && setParam({ appointment: null })}
      />
      <AvailabilityDialog
        open={params.get('availability') === '1'}
        onOpenChange={(open) => setParam({ availability: open ? '1' : null })}
      />
    </div>
  );
}
