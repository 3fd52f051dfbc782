import { useSubscription } from '@carat/api-client/react';
import { Button, Card, CardContent } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { env } from '#lib/env.ts';

/** On the CZ plan: an upgrade card with 'Upgrade Now' to the pricing section. */
export function UpgradeCard() {
  const { tier, subscribed } = useSubscription();
  const { t } = useI18n();
  if (!subscribed || tier !== 'CZ') return null;
  return (
    <Card className="border-gold bg-secondary">
      <CardContent className="grid gap-2 p-4 text-sm">
        <p className="font-display text-lg">{t('plan.upgrade.title')}</p>
        <p className="text-muted-foreground">{t('plan.upgrade.body')}</p>
        <Button asChild variant="gold" size="sm">
          <a href={`${env.marketingUrl}/#pricing`}>{t('plan.upgrade.cta')}</a>
        </Button>
      </CardContent>
    </Card>
  );
}
