import { FormField, Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@carat/ui';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

interface ChoiceProps<V extends string = string> {
  label: string;
  error?: string | undefined;
  required?: boolean;
  options: readonly { value: V; label: string }[];
}

/** A labelled select over a few options, with its error under it; the value is the caller's. */
export function ChoiceField<V extends string>({
  label,
  error,
  required,
  options,
  value,
  onChange,
}: ChoiceProps<V> & { value: V; onChange: (value: V) => void }) {
  // The select answers a string: the option it names, so the caller gets the value's own type.
  const choose = (chosen: string) => {
    const option = options.find((o) => o.value === chosen);
    if (option) onChange(option.value);
  };
  return (
    <FormField label={label} error={error} required={required}>
      {(wiring) => (
        <Select value={value} onValueChange={choose}>
          <SelectTrigger {...wiring}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {options.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </FormField>
  );
}

/** A labelled select bound to a field of a react-hook-form form, with the field's error under it. */
export function SelectField<T extends FieldValues>({
  control,
  name,
  ...choice
}: ChoiceProps & { control: Control<T>; name: FieldPath<T> }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => <ChoiceField {...choice} value={field.value} onChange={field.onChange} />}
    />
  );
}
