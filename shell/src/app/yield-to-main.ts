// Start-up is several steps of work (the registry, routes and session, the first render, single-spa's first
// route), and run as one they were one long task on a phone, during which a tap waits (Total Blocking Time).
// Between steps the shell gives the main thread back.

/**
 * Resolves after the browser has had the main thread: `scheduler.yield()` where the browser has it (the
 * rest of start-up then runs ahead of other queued tasks), else a new task.
 */
export function yieldToMain(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
