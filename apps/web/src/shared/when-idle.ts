/**
 * Runs `task` when the browser is next idle (at the latest after `timeoutMs`), or after 2 s where
 * there is no requestIdleCallback; the returned function cancels it.
 */
export function whenIdle(task: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 2000);
  return () => window.clearTimeout(id);
}
