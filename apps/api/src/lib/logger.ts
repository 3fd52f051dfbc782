/** Structured logs: one JSON object per line, so a log pipeline can index them. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
const order: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
}

/** A class, not closures: a child logger per request costs one small object. */
class JsonLogger implements Logger {
  constructor(
    private readonly threshold: number,
    private readonly level: LogLevel,
    private readonly base: Record<string, unknown>,
  ) {}

  private write(at: Exclude<LogLevel, 'silent'>, msg: string, fields?: Record<string, unknown>) {
    if (order[at] < this.threshold) return;
    const line = JSON.stringify({ time: new Date().toISOString(), level: at, msg, ...this.base, ...fields });
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
  child(fields: Record<string, unknown>): Logger {
    return new JsonLogger(this.threshold, this.level, { ...this.base, ...fields });
  }
}

export function createLogger(level: LogLevel = 'info', base: Record<string, unknown> = {}): Logger {
  return new JsonLogger(order[level], level, base);
}
