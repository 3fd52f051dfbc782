/**
 * Runs `run` once the page is idle (`requestIdleCallback`, at most `timeout` ms later), or after `timeout`
 * where the browser has no idle callback; answers how to cancel it. For work the first paint does not need.
 */
export function whenIdle(run: () => void, timeout = 3_000): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(run, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, timeout);
  return () => clearTimeout(id);
}
