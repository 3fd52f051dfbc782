import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import type { z } from 'zod';

type Fields = Record<string, string>;
type FieldErrors<T> = Partial<Record<keyof T, string>>;

/**
 * A form of text fields checked by a shared zod schema on submit, without a form library (the sign-in page's
 * first load, ADR 095), with the rules `useClearingForm` follows: the schema (and zod) load on the first
 * submit; each field shows the schema's first message for it and loses it as soon as it is edited; an invalid
 * submit focuses the first field in error; a valid one receives the schema's output (trimmed, as the API
 * takes it). The values are kept while a field is not on screen (the sign-in page's two forms share it).
 */
export function useCheckedForm<T extends Fields, Out = T>(
  schema: () => Promise<z.ZodType<Out>>,
  defaults: T,
) {
  const [values, setValues] = useState(defaults);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const inputs = useRef(new Map<keyof T, HTMLInputElement>());
  const names = Object.keys(defaults) as (keyof T & string)[];

  const clearError = (name: keyof T) =>
    setErrors((previous) => {
      if (previous[name] === undefined) return previous;
      const next = { ...previous };
      delete next[name];
      return next;
    });

  const field = (name: keyof T & string) => ({
    name,
    value: values[name],
    ref: (input: HTMLInputElement | null) => {
      if (input) inputs.current.set(name, input);
      else inputs.current.delete(name);
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.target.value;
      setValues((previous) => ({ ...previous, [name]: value }));
      clearError(name);
    },
  });

  const handleSubmit = (onValid: (values: Out) => unknown) => async (event: FormEvent) => {
    event.preventDefault();
    // What the fields hold now (a password manager may fill one without an input event).
    const current = { ...values };
    for (const name of names) {
      const input = inputs.current.get(name);
      if (input) (current as Fields)[name] = input.value;
    }
    const result = (await schema()).safeParse(current);
    if (result.success) {
      setErrors({});
      await onValid(result.data);
      return;
    }
    const found: FieldErrors<T> = {};
    for (const issue of result.error.issues) {
      const name = String(issue.path[0] ?? '') as keyof T;
      if (names.includes(name as keyof T & string) && found[name] === undefined) found[name] = issue.message;
    }
    setErrors(found);
    inputs.current.get(names.find((name) => found[name] !== undefined) ?? '')?.focus();
  };

  return { values, errors, field, handleSubmit, clearErrors: () => setErrors({}) };
}
