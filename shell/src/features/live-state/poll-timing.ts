// Spec section 9: poll every 60000 ms, every 300000 ms with a push subscription (the push brings news), and
// the first poll 5000 ms after mount (the page has just loaded the same data).
export const POLL_INTERVAL_MS = 60_000;
export const PUSH_POLL_INTERVAL_MS = 300_000;
export const FIRST_POLL_DELAY_MS = 5_000;
/**
 * While the live socket is open, events arrive as they happen and a resume catches up after a drop, so the
 * poll is only a safety net for what the socket cannot carry (e.g. a change made by support).
 */
export const LIVE_POLL_INTERVAL_MS = 900_000;
/** Live messages in a burst reload the counts once. */
export const MESSAGE_RELOAD_DELAY_MS = 500;
