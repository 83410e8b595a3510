/**
 * Runs `task` once the browser has a quiet moment (at the latest after `timeoutMs`), for work a page does not need
 * to become usable. Returns what cancels it, so an effect can return it.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  // Safari has no requestIdleCallback: a short wait keeps the task out of the page's first busy moments.
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
}
