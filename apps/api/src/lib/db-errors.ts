import { AppError } from '#api/lib/errors.ts';

interface PgError {
  code?: string;
  constraint?: string;
  column?: string;
  detail?: string;
}

/** The driver's error behind Drizzle's wrapper, when there is one. */
export function pgErrorOf(error: unknown): PgError | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const candidate = current as PgError & { cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return null;
}

/**
 * Turns what the database refused into a client error: a constraint or a policy said no, so the caller
 * sent something wrong — a 4xx with a clear code, never a 500.
 */
export function appErrorFromDatabase(error: unknown): AppError | null {
  const pg = pgErrorOf(error);
  if (!pg?.code) return null;
  switch (pg.code) {
    case '23505':
      return new AppError('conflict', 'This value is already used', 409);
    case '23503':
      return new AppError('invalid_reference', 'A referenced record does not exist', 422);
    case '23514':
    case '23502':
    case '22001':
    case '22003':
    case '22007':
    case '22008':
      return new AppError('invalid_value', 'A value is out of range or malformed', 422);
    case '22P02':
    // A character the database cannot store (NUL), an invalid escape or regular expression, a value too
    // large for an index: the input was wrong, whatever slipped past validation.
    case '22021':
    case '22P05':
    case '22025':
    case '2201B':
    case '54000':
      return new AppError('invalid_value', 'A value has the wrong format', 400);
    case '23P01':
      return new AppError('conflict', 'This overlaps an existing record', 409);
    case '25006':
      return new AppError('read_only', 'This is read-only', 403);
    case '42501':
      return new AppError('forbidden', 'Not allowed', 403);
    default:
      return null;
  }
}
