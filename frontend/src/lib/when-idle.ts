/**
 * Runs `task` when the browser is next idle (after the first screen's work), or after `timeout` ms
 * at the latest; the returned function cancels it. Browsers without requestIdleCallback wait a moment.
 */
export function whenIdle(task: () => void, timeout = 5_000): () => void {
  if (typeof window !== 'undefined' && 'requestIdleCallback' in window) {
    const id = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(task, Math.min(timeout, 2_000));
  return () => clearTimeout(id);
}
