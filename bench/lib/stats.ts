/** Percentiles over a list of durations in milliseconds. */
export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

export function summary(samples: number[]) {
  return {
    n: samples.length,
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    p99: percentile(samples, 99),
    max: Math.max(...samples),
  };
}

export const ms = (value: number) => `${value.toFixed(2)} ms`;

export async function time<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const result = await fn();
  return [performance.now() - start, result];
}

/** The local PostgreSQL unless DATABASE_URL says otherwise: these benchmarks are about PostgreSQL. */
export function usePostgres() {
  process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
  return process.env.DATABASE_URL;
}
