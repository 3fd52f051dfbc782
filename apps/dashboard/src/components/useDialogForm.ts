import { ApiError, errorMessage } from '@carat/api-client';
import { toast } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { type FormEvent, useEffect, useState } from 'react';
import { checkWith } from '#lib/checkWith.ts';

type Schema = Parameters<typeof checkWith>[0];

/**
 * The state of a create-or-edit dialog: its values (reset each time it opens, from the item edited or
 * blank), the field errors (the API's own schema checked before sending, then the API's 422 `fields`), and
 * the submit that creates or updates, says it was saved and closes, or keeps everything typed and says why.
 */
export function useDialogForm<Item extends { id: string }, Values extends object, Body>({
  open,
  editing,
  valuesOf,
  toBody,
  schema,
  save,
  savedText,
  failedText,
  onDone,
}: {
  open: boolean;
  editing: Item | null;
  valuesOf: (item: Item | null) => Values;
  toBody: (values: Values) => Body;
  schema: (locale: 'fr' | 'en') => Schema;
  save: (body: Body, editing: Item | null) => Promise<unknown>;
  savedText: string;
  failedText: string;
  onDone: () => void;
}) {
  const { locale } = useI18n();
  const [values, setValues] = useState<Values>(() => valuesOf(null));
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (open) {
      setValues(valuesOf(editing));
      setErrors({});
    }
  }, [open, editing]);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors(({ [key as string]: _, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = toBody(values);
    const invalid = checkWith(schema(locale), body);
    if (invalid) {
      setErrors(invalid);
      return;
    }
    try {
      await save(body, editing);
      toast.success(savedText);
      onDone();
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length) setErrors(error.fields);
      else toast.error(failedText, { description: errorMessage(error, locale) });
    }
  };

  return { values, set, errors, submit };
}
