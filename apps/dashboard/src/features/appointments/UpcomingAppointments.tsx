import { errorMessage } from '@carat/api-client';
import { useAppointments } from '@carat/api-client/react';
import { Button, Card, CardContent, EmptyState, Skeleton } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { AppointmentRow } from './AppointmentRow.tsx';

const PAGE_SIZE = 8;

/** The spec's list of upcoming appointments: the live ones not over yet, soonest first. */
export function UpcomingAppointments({ onView, onNew }: { onView: (id: string) => void; onNew: () => void }) {
  const { t, locale } = useI18n();
  const [page, setPage] = useState(1);
  const list = useAppointments({
    upcoming: 'true',
    status: 'live',
    page: String(page),
    pageSize: String(PAGE_SIZE),
  });
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : 1;

  return (
    <Card>
      <CardContent className="grid gap-4 p-4 sm:p-5">
        <h2 className="font-display text-2xl">{t('appointments.upcoming')}</h2>
        {list.isLoading ? (
          <div className="grid gap-2" role="status" aria-busy="true" aria-label={t('common.loading')}>
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-20" />
            ))}
          </div>
        ) : list.error ? (
          <EmptyState
            title={t('appointments.error.title')}
            description={errorMessage(list.error, locale)}
            action={<Button onClick={() => list.refetch()}>{t('common.retry')}</Button>}
          />
        ) : list.data && list.data.items.length === 0 ? (
          <EmptyState
            icon={<CalendarDays aria-hidden="true" />}
            title={t('appointments.empty.title')}
            description={t('appointments.empty.body')}
            action={<Button onClick={onNew}>{t('appointments.new')}</Button>}
          />
        ) : list.data ? (
          <>
            <ul className="grid gap-2" aria-busy={list.isFetching} data-testid="upcoming-appointments">
              {list.data.items.map((appointment) => (
                <AppointmentRow key={appointment.id} appointment={appointment} onView={onView} />
              ))}
            </ul>
            {pages > 1 ? (
              <nav
                className="flex items-center justify-between gap-3"
                aria-label={t('appointments.page', { page, pages })}
              >
                <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  {t('appointments.previous')}
                </Button>
                <span className="text-sm text-muted-foreground">
                  {t('appointments.page', { page, pages })}
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={page >= pages}
                  onClick={() => setPage(page + 1)}
                >
                  {t('appointments.next')}
                </Button>
              </nav>
            ) : null}
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
