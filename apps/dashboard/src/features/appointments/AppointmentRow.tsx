import type { AppointmentSummary } from '@carat/api-client/react';
import { Button } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { Clock, MapPin, Phone, Video } from 'lucide-react';
import { formatDate } from '#lib/format.ts';
import { AppointmentStatusBadge } from './AppointmentStatusBadge.tsx';
import { useTypeTitle } from './labels.ts';

const modeIcons = { 'in-person': MapPin, video: Video, phone: Phone } as const;

/** One appointment: type, badge, client, date, time, mode and 'View Details' (the spec's list item). */
export function AppointmentRow({
  appointment,
  onView,
  showDate = true,
}: {
  appointment: AppointmentSummary;
  onView: (id: string) => void;
  showDate?: boolean;
}) {
  const { t, locale } = useI18n();
  const titleOf = useTypeTitle();
  const ModeIcon = modeIcons[appointment.mode];
  const type = titleOf(appointment.type);
  const date = formatDate(appointment.date, locale);
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border p-3"
      data-testid="appointment-row"
      data-status={appointment.status}
    >
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{type}</span>
          <AppointmentStatusBadge status={appointment.status} />
        </div>
        <span className="truncate text-sm">{appointment.clientName}</span>
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <span className="inline-flex items-center gap-1">
            <Clock className="size-3.5" aria-hidden="true" />
            {showDate ? t('appointments.at', { date, time: appointment.time }) : appointment.time}
          </span>
          <span className="inline-flex items-center gap-1">
            <ModeIcon className="size-3.5" aria-hidden="true" />
            {t(`appointments.mode.${appointment.mode}`)}
          </span>
        </span>
      </div>
      <Button
        size="sm"
        variant="outline"
        onClick={() => onView(appointment.id)}
        aria-label={t('appointments.viewDetailsOf', {
          type,
          client: appointment.clientName,
          date,
          time: appointment.time,
        })}
      >
        {t('appointments.viewDetails')}
      </Button>
    </li>
  );
}
