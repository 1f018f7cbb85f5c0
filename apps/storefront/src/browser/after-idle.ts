/**
 * Runs `start` once the browser is idle, and at the latest after `timeoutMs`, so work the first
 * paint does not need (the cart and account runtimes, the toast library) waits for it. Returns a
 * function that cancels it. Browser only.
 */
export function afterIdle(start: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => start(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  // Safari has no requestIdleCallback: a short delay lets hydration finish first.
  const timer = window.setTimeout(start, Math.min(timeoutMs, 250));
  return () => window.clearTimeout(timer);
}
