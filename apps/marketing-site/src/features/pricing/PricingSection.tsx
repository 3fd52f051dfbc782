import { type BillingCycle, LANDING_PLANS } from '@carat/domain';
import { useI18n } from '@carat/ui/i18n';
import { useState } from 'react';
import { SectionHeading } from '#features/layout/SectionHeading.tsx';
import { BillingToggle } from '#features/pricing/BillingToggle.tsx';
import { discount } from '#features/pricing/format.ts';
import { PlanCard } from '#features/pricing/PlanCard.tsx';
import { SECTIONS } from '#lib/links.ts';

/** The landing catalogue of @carat/domain, monthly or yearly. */
export function PricingSection() {
  const { t, locale } = useI18n();
  const [cycle, setCycle] = useState<BillingCycle>('monthly');
  const yearlyDiscount = Math.max(...LANDING_PLANS.map((plan) => plan.discountPercent));
  return (
    <section id={SECTIONS.pricing} aria-labelledby="pricing-title" className="bg-secondary/50 py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="pricing-title"
          eyebrow={t('pricing.eyebrow')}
          title={t('pricing.title')}
          lead={t('pricing.lead')}
        />
        <div className="mt-10 flex justify-center">
          <BillingToggle value={cycle} onChange={setCycle} discount={discount(yearlyDiscount, locale)} />
        </div>
        <div className="mt-14 grid items-stretch gap-8 lg:grid-cols-3">
          {LANDING_PLANS.map((plan) => (
            <PlanCard key={plan.id} plan={plan} cycle={cycle} />
          ))}
        </div>
        <p className="mt-10 text-center text-sm text-muted-foreground">{t('pricing.note')}</p>
      </div>
    </section>
  );
}
