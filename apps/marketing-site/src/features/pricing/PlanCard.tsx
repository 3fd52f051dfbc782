import { type BillingCycle, type LandingPlan, landingPlanPrice, localize } from '@carat/domain';
import { buttonVariants } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { Check } from 'lucide-react';
import { discount, price } from '#features/pricing/format.ts';
import { signUpUrl } from '#lib/links.ts';

export function PlanCard({ plan, cycle }: { plan: LandingPlan; cycle: BillingCycle }) {
  const { t, locale } = useI18n();
  const titleId = `plan-${plan.id}`;
  const yearly = cycle === 'yearly';
  return (
    <article
      aria-labelledby={titleId}
      data-testid={`plan-card-${plan.id}`}
      className={[
        'relative flex flex-col rounded-2xl border p-8',
        plan.popular
          ? 'dark border-gold bg-background text-foreground shadow-xl lg:-my-4 lg:py-12'
          : 'border-border bg-card text-card-foreground shadow-sm',
      ].join(' ')}
    >
      {plan.popular ? (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-gold px-4 py-1 text-xs font-semibold tracking-wide whitespace-nowrap text-gold-foreground">
          {t('pricing.popular')}
        </p>
      ) : null}
      <h3 id={titleId} className="font-display text-3xl font-medium">
        {plan.name}
      </h3>
      <p className="mt-2 text-sm text-muted-foreground">{localize(plan.subtitle, locale)}</p>
      <div className="mt-6 flex flex-wrap items-baseline gap-x-2 gap-y-1" data-testid="plan-price">
        <span className="font-display text-5xl font-medium">
          {price(landingPlanPrice(plan, cycle), locale)}
        </span>
        <span className="text-muted-foreground">{t(yearly ? 'pricing.perYear' : 'pricing.perMonth')}</span>
        {yearly ? (
          <>
            <s className="text-muted-foreground">
              <span className="sr-only">{t('pricing.originalPrice')} </span>
              {price(plan.originalYearlyPrice, locale)}
            </s>
            <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-gold-text">
              <span className="sr-only">{t('pricing.discount')} </span>
              {discount(plan.discountPercent, locale)}
            </span>
          </>
        ) : null}
      </div>
      <ul
        aria-label={t('pricing.featuresLabel', { plan: plan.name })}
        className="mt-8 flex flex-1 flex-col gap-3 text-sm"
      >
        {plan.features.map((feature) => (
          <li key={feature.key} className="flex gap-3">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-text" />
            {localize(feature.text, locale)}
            {feature.released ? null : (
              <span className="ml-auto shrink-0 text-xs text-muted-foreground">{t('pricing.soon')}</span>
            )}
          </li>
        ))}
      </ul>
      <a
        href={signUpUrl(plan.name, cycle)}
        aria-label={t('pricing.getStartedLabel', { plan: plan.name })}
        className={buttonVariants({
          variant: plan.popular ? 'gold' : 'default',
          size: 'lg',
          className: 'mt-8 w-full',
        })}
      >
        {t('pricing.getStarted')}
      </a>
      {/* The free start (no card) is CZ's: it opens from the plans page after sign-up. */}
      {plan.id === 'CZ' ? (
        <p data-testid="plan-free-note" className="mt-3 text-center text-xs text-muted-foreground">
          {t('pricing.freeNote')}
        </p>
      ) : null}
    </article>
  );
}
