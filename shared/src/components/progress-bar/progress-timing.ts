/** Spec section 9: work shorter than this never shows the bar (no flicker on fast loads). */
export const PROGRESS_THROTTLE_MS = 200;
/** The bar creeps towards the end over this long while the work runs. */
export const PROGRESS_DURATION_MS = 5000;
/** After the work is done the full bar stays this long, then hides. */
export const PROGRESS_HIDE_AFTER_MS = 500;
