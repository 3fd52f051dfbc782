import { STAT_PERIODS, type StatPeriod } from '@carat/domain/stats';
import { useI18n } from '@carat/ui/i18n';
import { ChoiceSwitch } from '#components/ChoiceSwitch.tsx';

/** The period the home's figures cover: 7, 30 or 90 days, as a row of radio buttons. */
export function PeriodSwitch({
  value,
  onChange,
}: {
  value: StatPeriod;
  onChange: (period: StatPeriod) => void;
}) {
  const { t } = useI18n();
  return (
    <ChoiceSwitch
      label={t('home.stats.period.label')}
      choices={STAT_PERIODS}
      value={value}
      onChange={onChange}
      choiceLabel={(period) => `home.stats.period.${period}`}
    />
  );
}
