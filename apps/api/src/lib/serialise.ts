/** A row as JSON answers it: its top-level dates become ISO 8601 strings. */
export type WithIsoDates<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};

/**
 * Dates as ISO 8601 strings, at the top level of an answer (what `c.json` would write for them, but
 * typed as strings, as the response schemas declare them). Nested dates are the caller's.
 */
export function isoDates<T extends Record<string, unknown>>(row: T): WithIsoDates<T> {
  const out: Record<string, unknown> = { ...row };
  for (const [key, value] of Object.entries(out)) if (value instanceof Date) out[key] = value.toISOString();
  return out as WithIsoDates<T>;
}
