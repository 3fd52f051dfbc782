import { useSubscription } from '@carat/api-client/react';
import { Badge } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { Gem } from 'lucide-react';

/** The plan the jeweller is on, as the subscription says it. */
export function PlanBadge() {
  const { tier, subscribed } = useSubscription();
  const { t } = useI18n();
  if (!subscribed) return null;
  return (
    <Badge variant="gold" data-testid="plan-badge" className="gap-1">
      <Gem className="size-3" aria-hidden="true" />
      {t('plan.badge', { plan: tier.charAt(0) + tier.slice(1).toLowerCase() })}
    </Badge>
  );
}
