import { STAT_PERIODS, type StatPeriod } from '@carat/domain/stats';
import { useI18n } from '@carat/ui/i18n';
import { useId } from 'react';

/** The period the home's figures cover: 7, 30 or 90 days, as a row of radio buttons. */
export function PeriodSwitch({
  value,
  onChange,
}: {
  value: StatPeriod;
  onChange: (period: StatPeriod) => void;
}) {
  const { t } = useI18n();
  const name = useId();
  return (
    <fieldset>
      <legend className="sr-only">{t('home.stats.period.label')}</legend>
      <div className="inline-flex rounded-md border border-border p-0.5">
        {STAT_PERIODS.map((period) => (
          <label
            key={period}
            className="cursor-pointer rounded px-3 py-1.5 text-sm text-muted-foreground hover:text-foreground has-[:checked]:bg-primary has-[:checked]:text-primary-foreground has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <input
              type="radio"
              name={name}
              value={period}
              checked={value === period}
              onChange={() => onChange(period)}
              className="sr-only"
            />
            {t(`home.stats.period.${period}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
