import { useSearchParams } from 'react-router-dom';

/**
 * One of a few choices kept in the address (`?period=7d`, `?months=6`), so a reload or a shared link
 * keeps it; the default leaves the address clean, and an unknown value reads as the default.
 */
export function useSearchChoice<T extends string>(
  name: string,
  choices: readonly T[],
  byDefault: T,
): [T, (next: T) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get(name);
  const choice = (choices as readonly string[]).includes(value ?? '') ? (value as T) : byDefault;
  const choose = (next: T) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if (next === byDefault) out.delete(name);
        else out.set(name, next);
        return out;
      },
      { replace: true },
    );
  return [choice, choose];
}
