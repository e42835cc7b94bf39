/** The first retry waits about this long; each failure doubles it up to the cap. */
export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_CAP_MS = 60_000;

/**
 * Exponential backoff with jitter: half the step fixed, half random. After a deploy or an instance dying,
 * thousands of tabs lose their socket at the same moment; the random half spreads their returns out, and the
 * fixed half keeps a tab from hammering a server that is still down.
 */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const step = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.min(attempt, 16));
  return Math.round(step / 2 + random() * (step / 2));
}
