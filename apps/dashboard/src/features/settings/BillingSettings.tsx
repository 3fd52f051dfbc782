import { errorMessage } from '@carat/api-client';
import { useBillingSummary } from '@carat/api-client/react';
import { formatMoney, isCurrency } from '@carat/domain';
import { canUpgrade, type Tier } from '@carat/domain/tiers';
import { Button, Card, CardContent, CardHeader, CardTitle, Skeleton } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { CreditCard } from 'lucide-react';
import { usePortalOpener } from '#features/subscription/usePortalOpener.ts';
import { formatDate } from '#lib/format.ts';

/**
 * The plan card's button: 'Upgrade' while a better plan exists, 'Gérer l’abonnement' on the top plan
 * (DIAMOND has nothing to upgrade to); both open the billing portal.
 */
export const planButtonLabel = (plan: Tier | null) =>
  plan && !canUpgrade(plan) ? 'settings.billing.manage' : 'settings.billing.upgrade';

/** The real plan, price, next billing date and card; Edit and Upgrade go to the billing portal. */
export function BillingSettings() {
  const { t, locale } = useI18n();
  const summary = useBillingSummary();
  const portal = usePortalOpener();
  if (summary.isLoading) return <Skeleton className="h-40" />;
  if (summary.error || !summary.data) {
    return (
      <p role="alert" className="text-destructive">
        {summary.error ? errorMessage(summary.error, locale) : null}
      </p>
    );
  }
  const s = summary.data;
  const price =
    s.amount !== null && s.currency && isCurrency(s.currency)
      ? formatMoney(s.amount, s.currency, locale, { trailingZeroDisplay: 'stripIfInteger' })
      : null;
  const planName = s.plan ? s.plan.charAt(0) + s.plan.slice(1).toLowerCase() : '—';
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Card data-testid="billing-plan">
        <CardHeader>
          <CardTitle>{t('settings.billing.plan', { plan: planName })}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-2">
          {price ? (
            <p className="font-display text-3xl">
              {s.interval === 'yearly'
                ? t('settings.billing.perYear', { amount: price })
                : t('settings.billing.perMonth', { amount: price })}
            </p>
          ) : null}
          {s.nextBillingDate ? (
            <p className="text-sm text-muted-foreground">
              {t('settings.billing.nextBilling', { date: formatDate(s.nextBillingDate, locale) })}
            </p>
          ) : null}
          {s.cancelAt ? (
            <p className="text-sm text-warning">
              {t('settings.billing.endsOn', { date: formatDate(s.cancelAt, locale) })}
            </p>
          ) : null}
          <Button
            variant="gold"
            onClick={portal.open}
            disabled={portal.loading}
            className="justify-self-start"
          >
            {portal.loading ? t('subscription.loading') : t(planButtonLabel(s.plan))}
          </Button>
        </CardContent>
      </Card>
      <Card data-testid="billing-card">
        <CardHeader>
          <CardTitle>{t('settings.billing.paymentMethod')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3">
          <p className="flex items-center gap-2">
            <CreditCard className="size-5 text-gold-text" aria-hidden="true" />
            {s.cardLast4 ? t('settings.billing.card', { code: s.cardLast4 }) : t('settings.billing.noCard')}
          </p>
          <Button
            variant="outline"
            onClick={portal.open}
            disabled={portal.loading}
            className="justify-self-start"
          >
            {portal.loading ? t('subscription.loading') : t('settings.billing.edit')}
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
