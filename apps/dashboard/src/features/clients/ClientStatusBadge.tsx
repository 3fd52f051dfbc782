import { Badge } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';

const variants = { vip: 'gold', active: 'success', new: 'info' } as const;

/** VIP, ACTIVE, NEW — the spec's badges. */
export function ClientStatusBadge({ status }: { status: 'vip' | 'active' | 'new' }) {
  const { t } = useI18n();
  return <Badge variant={variants[status]}>{t(`clients.status.${status}`)}</Badge>;
}
