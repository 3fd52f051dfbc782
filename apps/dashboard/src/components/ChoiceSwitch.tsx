import { type MessageKey, useI18n } from '@carat/ui/i18n';
import { useId } from 'react';

/** A row of radio buttons drawn as their labels: the span a page's figures cover (7/30/90 days, 3/6/12 months). */
export function ChoiceSwitch<T extends string>({
  label,
  choices,
  value,
  onChange,
  choiceLabel,
}: {
  /** What is chosen, for screen readers. */
  label: string;
  choices: readonly T[];
  value: T;
  onChange: (choice: T) => void;
  /** The message key of a choice's label. */
  choiceLabel: (choice: T) => MessageKey;
}) {
  const { t } = useI18n();
  const name = useId();
  return (
    <fieldset>
      <legend className="sr-only">{label}</legend>
      <div className="inline-flex rounded-md border border-border p-0.5">
        {choices.map((choice) => (
          <label
            key={choice}
            className="cursor-pointer rounded px-3 py-1.5 text-sm text-muted-foreground hover:text-foreground has-[:checked]:bg-primary has-[:checked]:text-primary-foreground has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <input
              type="radio"
              name={name}
              value={choice}
              checked={value === choice}
              onChange={() => onChange(choice)}
              className="sr-only"
            />
            {t(choiceLabel(choice))}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
