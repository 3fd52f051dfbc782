import { FormField, Input } from '@carat/ui';

/**
 * A labelled text box for a number the jeweller types — an amount ('12,50'), a percentage, a count of days
 * or months — kept as the text typed (the caller parses it on save, in the business's currency) with the
 * phone's number keyboard (`decimal`, or `numeric` for whole numbers) and no autofill.
 */
export function NumberField({
  label,
  hint,
  error,
  className,
  inputClassName,
  value,
  onValueChange,
  whole = false,
  disabled,
  placeholder,
  testId,
}: {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  className?: string | undefined;
  inputClassName?: string | undefined;
  value: string;
  onValueChange: (text: string) => void;
  /** Whole numbers only: the numeric keyboard, with no decimal separator. */
  whole?: boolean;
  disabled?: boolean | undefined;
  placeholder?: string | undefined;
  testId?: string | undefined;
}) {
  return (
    <FormField label={label} hint={hint} error={error} className={className}>
      <Input
        inputMode={whole ? 'numeric' : 'decimal'}
        autoComplete="off"
        value={value}
        disabled={disabled}
        placeholder={placeholder}
        onChange={(event) => onValueChange(event.target.value)}
        className={inputClassName}
        data-testid={testId}
      />
    </FormField>
  );
}
