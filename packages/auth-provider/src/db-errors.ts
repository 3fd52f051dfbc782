/** The SQLSTATE of a database error, looking through Drizzle's wrapper (the driver's error is its cause). */
function sqlStateOf(error: unknown): string | null {
  let current = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = cause;
  }
  return null;
}

/** A unique index refused the row: two requests raced to create the same thing. */
export const isUniqueViolation = (error: unknown) => sqlStateOf(error) === '23505';
