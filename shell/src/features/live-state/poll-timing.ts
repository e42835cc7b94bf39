// Spec section 9: poll every 60000 ms, every 300000 ms with a push subscription (the push brings news), and
// the first poll 5000 ms after mount (the page has just loaded the same data).
export const POLL_INTERVAL_MS = 60_000;
export const PUSH_POLL_INTERVAL_MS = 300_000;
export const FIRST_POLL_DELAY_MS = 5_000;
