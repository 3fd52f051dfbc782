/** A row as JSON carries it: each Date field an ISO 8601 string (a null date stays null). */
export type IsoDates<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};

/** The row with its top-level Date fields written as ISO strings, for a JSON answer. */
export function withIsoDates<T extends object>(row: T): IsoDates<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row))
    out[key] = value instanceof Date ? value.toISOString() : value;
  return out as IsoDates<T>;
}
