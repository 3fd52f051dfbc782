import { Button, Input } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { addOptions, splitOptions } from './product-form.ts';

/**
 * A list of option values (sizes, metals, stones) as removable chips, and a box to add more: Enter or
 * 'Ajouter' adds what is typed, several at once when separated by commas (a decimal comma stays: splitOptions).
 */
export function OptionChips({
  label,
  addLabel,
  values,
  onChange,
  error,
  testId,
}: {
  label: string;
  addLabel: string;
  values: readonly string[];
  onChange: (values: string[]) => void;
  error?: string;
  testId: string;
}) {
  const { t } = useI18n();
  const [draft, setDraft] = useState('');
  const id = useId();
  const add = () => {
    const next = addOptions(values, splitOptions(draft));
    if (next.length !== values.length) onChange(next);
    setDraft('');
  };
  return (
    <fieldset
      className="grid gap-2"
      data-testid={testId}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="mb-2 text-sm font-medium">{label}</legend>
      {values.length ? (
        <ul className="flex flex-wrap gap-2">
          {values.map((value) => (
            <li
              key={value}
              className="inline-flex items-center gap-1 rounded-full border border-border bg-muted py-0.5 ps-3 pe-1 text-sm"
            >
              {value}
              <button
                type="button"
                className="grid size-6 place-items-center rounded-full outline-none hover:bg-background focus-visible:ring-2 focus-visible:ring-ring"
                aria-label={t('catalogue.form.optionRemove', { value })}
                onClick={() => onChange(values.filter((v) => v !== value))}
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex gap-2">
        <Input
          value={draft}
          aria-label={addLabel}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          className="max-w-xs"
        />
        <Button type="button" variant="outline" onClick={add} disabled={!draft.trim()}>
          {t('catalogue.form.optionAdd')}
        </Button>
        {values.length > 1 ? (
          <Button type="button" variant="ghost" onClick={() => onChange([])}>
            {t('catalogue.form.clearAll')}
          </Button>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
