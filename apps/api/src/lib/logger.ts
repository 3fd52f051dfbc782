/** Structured logs: one JSON object per line, so a log pipeline can index them. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
const order: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
  /** Whether a line at this level is written: a hot path skips building fields nobody reads. */
  enabled(level: Exclude<LogLevel, 'silent'>): boolean;
}

/**
 * A class, not closures: a child logger per request costs one small object. A child keeps its parent's
 * fields and its own apart and merges them only when a line is written (every request makes a child or
 * two; most never log), and a silent logger's children are itself.
 */
class JsonLogger implements Logger {
  constructor(
    private readonly threshold: number,
    private readonly level: LogLevel,
    private readonly base: Record<string, unknown>,
    private readonly parent?: JsonLogger,
  ) {}

  private fields(): Record<string, unknown> {
    return this.parent ? { ...this.parent.fields(), ...this.base } : this.base;
  }

  private write(at: Exclude<LogLevel, 'silent'>, msg: string, fields?: Record<string, unknown>) {
    if (order[at] < this.threshold) return;
    const line = JSON.stringify({
      time: new Date().toISOString(),
      level: at,
      msg,
      ...this.fields(),
      ...fields,
    });
    if (at === 'error' || at === 'warn') process.stderr.write(`${line}\n`);
    else process.stdout.write(`${line}\n`);
  }

  debug(msg: string, fields?: Record<string, unknown>) {
    this.write('debug', msg, fields);
  }
  info(msg: string, fields?: Record<string, unknown>) {
    this.write('info', msg, fields);
  }
  warn(msg: string, fields?: Record<string, unknown>) {
    this.write('warn', msg, fields);
  }
  error(msg: string, fields?: Record<string, unknown>) {
    this.write('error', msg, fields);
  }
  enabled(level: Exclude<LogLevel, 'silent'>): boolean {
    return order[level] >= this.threshold;
  }
  child(fields: Record<string, unknown>): Logger {
    if (this.threshold > order.error) return this;
    return new JsonLogger(this.threshold, this.level, fields, this);
  }
}

export function createLogger(level: LogLevel = 'info', base: Record<string, unknown> = {}): Logger {
  return new JsonLogger(order[level], level, base);
}

/**
 * What a log may say of an error: its kind, the database's code and constraint, and where it was thrown —
 * never its message, which for a failed query carries the query's values (a client's name, email,
 * notes). The request id in the same line finds the request.
 */
export function describeError(error: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 4; depth++) {
    const e = current as {
      name?: string;
      code?: unknown;
      constraint?: unknown;
      table?: unknown;
      routine?: unknown;
      cause?: unknown;
    };
    out.kind ??= e.name;
    if (typeof e.code === 'string') out.code = e.code;
    if (typeof e.constraint === 'string') out.constraint = e.constraint;
    if (typeof e.table === 'string') out.table = e.table;
    if (typeof e.routine === 'string') out.routine = e.routine;
    current = e.cause;
  }
  const stack = (error as { stack?: unknown } | null)?.stack;
  if (typeof stack === 'string') {
    // The frames only: the first line repeats the message.
    out.at = stack
      .split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .slice(0, 8)
      .map((line) => line.trim());
  }
  return out;
}
