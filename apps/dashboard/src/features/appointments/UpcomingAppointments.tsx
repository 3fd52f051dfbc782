import { useAppointments } from '@carat/api-client/react';
import { Button, Card, CardContent } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { ListSkeleton, ListStates } from '#components/ListStates.tsx';
import { Pagination, pageCount } from '#components/Pagination.tsx';
import { AppointmentRow } from './AppointmentRow.tsx';

const PAGE_SIZE = 8;

/** The spec's list of upcoming appointments: the live ones not over yet, soonest first. */
export function UpcomingAppointments({ onView, onNew }: { onView: (id: string) => void; onNew: () => void }) {
  const { t } = useI18n();
  const [page, setPage] = useState(1);
  const list = useAppointments({
    upcoming: 'true',
    status: 'live',
    page: String(page),
    pageSize: String(PAGE_SIZE),
  });
  const pages = pageCount(list.data?.total, PAGE_SIZE);

  return (
    <Card>
      <CardContent className="grid gap-4 p-4 sm:p-5">
        <h2 className="font-display text-2xl">{t('appointments.upcoming')}</h2>
        <ListStates
          list={list}
          skeleton={<ListSkeleton itemClassName="h-20" count={4} />}
          errorTitle={t('appointments.error.title')}
          filtered={false}
          empty={{
            icon: <CalendarDays aria-hidden="true" />,
            title: t('appointments.empty.title'),
            description: t('appointments.empty.body'),
            action: <Button onClick={onNew}>{t('appointments.new')}</Button>,
          }}
        >
          {(data) => (
            <>
              <ul className="grid gap-2" aria-busy={list.isFetching} data-testid="upcoming-appointments">
                {data.items.map((appointment) => (
                  <AppointmentRow key={appointment.id} appointment={appointment} onView={onView} />
                ))}
              </ul>
              <Pagination
                page={page}
                pages={pages}
                onPage={setPage}
                label={t('appointments.page', { page, pages })}
                previousLabel={t('appointments.previous')}
                nextLabel={t('appointments.next')}
                size="sm"
              />
            </>
          )}
        </ListStates>
      </CardContent>
    </Card>
  );
}
