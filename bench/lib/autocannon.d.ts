// The little of autocannon's programmatic API bench/load uses (the package ships no types).
declare module 'autocannon' {
  interface Request {
    method?: string;
    path: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Result {
    requests: { average: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    requests?: Request[];
  }
  function autocannon(options: Options, done: (error: Error | null, result: Result) => void): unknown;
  namespace autocannon {
    export type { Request, Result };
  }
  export default autocannon;
}
