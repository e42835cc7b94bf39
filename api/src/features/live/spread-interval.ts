/**
 * Calls `visit` for every item of the set once per `everyMs`, a slice every `tickMs` instead of all at once:
 * one loop pinging 10,000 sockets held the event loop for 250-570 ms on a busy machine (`npm run bench:live`,
 * 2026-11-26), and every frame due in that time waited for it. Items added meanwhile join the round; deleted
 * ones drop out of it (a Set's iterator allows both). Returns the function that stops it.
 */
export function spreadInterval<T>(
  items: Set<T>,
  visit: (item: T) => void,
  everyMs: number,
  tickMs = 100,
): () => void {
  let round = items.values();
  const timer = setInterval(() => {
    const slice = Math.ceil((items.size * tickMs) / everyMs);
    for (let i = 0; i < slice; i++) {
      const next = round.next();
      if (next.done) {
        round = items.values();
        return;
      }
      visit(next.value);
    }
  }, tickMs);
  timer.unref?.();
  return () => clearInterval(timer);
}
