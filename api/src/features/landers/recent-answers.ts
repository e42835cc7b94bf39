// A lander's members are the same for every visitor of a site for a while (their answers are public for a
// minute), and paid traffic sends many visitors a minute; each page would otherwise sort the site's members
// by when they were last seen again. So an answer is kept for a few seconds per site and question, and
// visitors arriving together share one query.

/** Entries kept at most before the expired ones are let go (sites × questions is small). */
const MAX_ENTRIES = 1000;

export function recentAnswers<T>(maxAgeMs: number, now: () => number = Date.now) {
  const kept = new Map<string, { at: number; value: Promise<T> }>();
  return (key: string, make: () => Promise<T>): Promise<T> => {
    const at = now();
    const hit = kept.get(key);
    if (hit && at - hit.at < maxAgeMs) return hit.value;
    if (kept.size >= MAX_ENTRIES) {
      for (const [old, entry] of kept) if (at - entry.at >= maxAgeMs) kept.delete(old);
      if (kept.size >= MAX_ENTRIES) kept.clear();
    }
    const value = make();
    kept.set(key, { at, value });
    // A failed query is not kept: the next visitor asks again.
    value.catch(() => {
      if (kept.get(key)?.value === value) kept.delete(key);
    });
    return value;
  };
}
