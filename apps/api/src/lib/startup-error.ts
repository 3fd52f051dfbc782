/**
 * What a start-up that cannot work prints: one line that names the cause and the fix, instead of a stack.
 * Configuration errors already say which setting is missing; a database without our tables names the
 * migrate command; a database that does not answer names the address it tried.
 */
export interface StartupContext {
  /** Hosted: the DATABASE_URL given; embedded: null. */
  databaseUrl: string | null;
}

const UNDEFINED_TABLE = '42P01';
const INVALID_CATALOG = '3D000';

function codeOf(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

/** The database URL without its password, to be printed. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'DATABASE_URL';
  }
}

export function startupFailure(error: unknown, context: StartupContext): string {
  const message = error instanceof Error ? error.message : String(error);
  const code = codeOf(error);
  const where = context.databaseUrl ? redactUrl(context.databaseUrl) : 'the embedded database';
  if (code === UNDEFINED_TABLE) {
    return `Cannot start: ${where} has no Carat tables yet (${message}). Run \`DATABASE_URL=… pnpm --filter @carat/db migrate\`, or start with MIGRATE_ON_START=true.`;
  }
  if (code === INVALID_CATALOG) {
    return `Cannot start: the database named in DATABASE_URL does not exist (${message}). Create it (e.g. \`createdb\`), then migrate.`;
  }
  if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'ETIMEDOUT') {
    return `Cannot start: ${where} does not answer (${code}). Check DATABASE_URL and that the server is running.`;
  }
  // Configuration errors name their settings already; keep their lines on one.
  return `Cannot start: ${message.replace(/\s*\n\s*/g, '; ')}`;
}

/** Runs a start-up step; on failure prints the one line (never a stack) and exits with code 1. */
export async function startOrExit<T>(step: () => T | Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    console.error(startupFailure(error, { databaseUrl: process.env.DATABASE_URL || null }));
    process.exit(1);
  }
}
