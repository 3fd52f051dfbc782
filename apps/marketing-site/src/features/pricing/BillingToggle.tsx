import { BILLING_CYCLES, type BillingCycle } from '@carat/domain';
import { useI18n } from '@carat/ui/i18n';

export interface BillingToggleProps {
  value: BillingCycle;
  onChange: (cycle: BillingCycle) => void;
  /** The yearly discount, already formatted ('-50 %'). */
  discount: string;
}

/** The Monthly/Yearly switch: two pressed-or-not buttons, as labelled in the spec. */
export function BillingToggle({ value, onChange, discount }: BillingToggleProps) {
  const { t } = useI18n();
  return (
    <fieldset className="inline-flex rounded-full border border-border bg-card p-1 shadow-sm">
      <legend className="sr-only">{t('pricing.billing')}</legend>
      {BILLING_CYCLES.map((cycle) => {
        const pressed = value === cycle;
        return (
          <button
            key={cycle}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(cycle)}
            className={[
              'inline-flex h-10 cursor-pointer items-center gap-2 rounded-full px-5 text-sm font-medium transition-colors',
              pressed ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:text-foreground',
            ].join(' ')}
          >
            {t(`pricing.${cycle}`)}
            {cycle === 'yearly' ? (
              <span
                className={[
                  'rounded-full px-2 py-0.5 text-xs font-semibold',
                  pressed ? 'bg-gold text-gold-foreground' : 'bg-accent text-gold-text',
                ].join(' ')}
              >
                {discount}
              </span>
            ) : null}
          </button>
        );
      })}
    </fieldset>
  );
}
