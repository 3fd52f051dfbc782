import { FormField, Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@carat/ui';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

/** A labelled select bound to a field of a react-hook-form form, with the field's error under it. */
export function SelectField<T extends FieldValues>({
  control,
  name,
  label,
  error,
  options,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  error?: string | undefined;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <FormField label={label} error={error}>
      {(wiring) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <Select value={field.value} onValueChange={field.onChange}>
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
        />
      )}
    </FormField>
  );
}
