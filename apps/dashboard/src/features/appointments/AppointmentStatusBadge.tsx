import { Badge } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';

export type AppointmentStatus = 'pending' | 'confirmed' | 'cancelled' | 'completed';

/** The spec's two badges, Confirmed and Pending; cancelled and completed ones stand apart. */
const variants = {
  confirmed: 'success',
  pending: 'warning',
  cancelled: 'outline',
  completed: 'info',
} as const;

export function AppointmentStatusBadge({ status }: { status: AppointmentStatus }) {
  const { t } = useI18n();
  return (
    <Badge variant={variants[status]} data-status={status}>
      {t(`appointments.status.${status}`)}
    </Badge>
  );
}
