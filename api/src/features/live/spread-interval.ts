// @feature-public: other features import this module (docs/conventions.md, Layout).
/**
 * Hands every key of the set (or map) to `visit` once per `everyMs`, a slice every `tickMs` instead of all
 * at once: one loop pinging 10,000 sockets held the event loop for 250-570 ms on a busy machine, and one
 * presence refresh of 5,000 members 33-102 ms (`npm run bench:live`, 2026-11-26); every frame due in that
 * time waited for it. Keys added meanwhile join the round; deleted ones drop out of it (the iterators of
 * Set and Map allow both). Returns the function that stops it.
 */
export function spreadInterval<T>(
  items: { readonly size: number; keys(): Iterator<T> },
  visit: (slice: T[]) => void,
  everyMs: number,
  tickMs = Math.min(100, everyMs),
): () => void {
  let round = items.keys();
  const timer = setInterval(() => {
    const size = Math.ceil((items.size * tickMs) / everyMs);
    const slice: T[] = [];
    while (slice.length < size) {
      const next = round.next();
      if (next.done) {
        round = items.keys();
        break;
      }
      slice.push(next.value);
    }
    if (slice.length > 0) visit(slice);
  }, tickMs);
  timer.unref?.();
  return () => clearInterval(timer);
}
