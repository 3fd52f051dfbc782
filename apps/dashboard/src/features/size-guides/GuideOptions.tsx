import { localize } from '@carat/domain/locale';
import { RING_SIZE_SYSTEMS } from '@carat/domain/ring-sizes';
import {
  formatRingSize,
  RING_SYSTEM_LABELS,
  ringScaleSizes,
  SIZE_GUIDE_KINDS,
  WRIST_SCALE_CM,
} from '@carat/domain/size-guides';
import { useI18n } from '@carat/ui/i18n';
import { useId } from 'react';
import { ChoiceField } from '#components/SelectField.tsx';
import type { useGuideOptions } from './useGuideOptions.ts';

type GuideOptions = ReturnType<typeof useGuideOptions>;

/** Bague / Bracelet / Collier, as a row of radio buttons. */
function KindSwitch({ options }: { options: GuideOptions }) {
  const { t } = useI18n();
  const name = useId();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{t('sizes.kind.label')}</legend>
      <div className="inline-flex w-fit flex-wrap rounded-md border border-border p-0.5">
        {SIZE_GUIDE_KINDS.map((kind) => (
          <label
            key={kind}
            className="cursor-pointer rounded px-4 py-2 text-sm text-muted-foreground hover:text-foreground has-[:checked]:bg-primary has-[:checked]:text-primary-foreground has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <input
              type="radio"
              name={name}
              value={kind}
              checked={options.kind === kind}
              onChange={() => options.setKind(kind)}
              className="sr-only"
            />
            {t(`sizes.kind.${kind}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The range's two ends, each a select over the scale's steps in the system's own words. */
function RangeFields({
  options,
  steps,
  labels,
}: {
  options: GuideOptions;
  steps: readonly { value: string; label: string }[];
  labels: { from: string; to: string };
}) {
  const order = steps.map((step) => step.value);
  return (
    <>
      <ChoiceField
        label={labels.from}
        value={options.ends.from ?? ''}
        options={steps}
        onChange={(value) => options.setEnd('from', value, order)}
      />
      <ChoiceField
        label={labels.to}
        value={options.ends.to ?? ''}
        options={steps}
        onChange={(value) => options.setEnd('to', value, order)}
      />
    </>
  );
}

const wristSteps = Array.from({ length: WRIST_SCALE_CM.max - WRIST_SCALE_CM.min + 1 }, (_, i) => {
  const cm = String(WRIST_SCALE_CM.min + i);
  return { value: cm, label: `${cm} cm` };
});

/** What the guide covers: its kind, and for rings the system and sizes, for bracelets the wrists. */
export function GuideOptionsForm({ options }: { options: GuideOptions }) {
  const { t, locale } = useI18n();
  const systems = RING_SIZE_SYSTEMS.map((system) => ({
    value: system,
    label: localize(RING_SYSTEM_LABELS[system], locale),
  }));
  const ringSteps = ringScaleSizes(options.system).map((size) => {
    const label = formatRingSize(options.system, size);
    return { value: label, label };
  });
  return (
    <div className="grid gap-4">
      <KindSwitch options={options} />
      {options.kind === 'ring' ? (
        <div className="grid gap-4 sm:grid-cols-3">
          <ChoiceField
            label={t('sizes.system')}
            value={options.system}
            options={systems}
            onChange={(value) => options.setSystem(value as typeof options.system)}
          />
          <RangeFields
            options={options}
            steps={ringSteps}
            labels={{ from: t('sizes.from'), to: t('sizes.to') }}
          />
        </div>
      ) : options.kind === 'bracelet' ? (
        <div className="grid gap-4 sm:grid-cols-3">
          <RangeFields
            options={options}
            steps={wristSteps}
            labels={{ from: t('sizes.wristFrom'), to: t('sizes.wristTo') }}
          />
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{t('sizes.necklaceNote')}</p>
      )}
    </div>
  );
}
