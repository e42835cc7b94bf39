// Client-side navigation through the History API. single-spa patches pushState/replaceState, so it mounts the
// right remotes on its own; the extra event lets `useLocation` follow even where single-spa is absent (tests).

/** Fired on window after `navigate()` changed the URL. */
export const LOCATION_CHANGE_EVENT = 'dating:location-change';

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one (redirects, removing a query parameter). */
  replace?: boolean;
  /** History state to store with the entry. */
  state?: unknown;
}

/**
 * Goes to `path` without a page load. A URL on another origin is loaded normally. Navigating to the URL that is
 * already shown replaces the entry, so the back button never has to be pressed twice.
 */
export function navigate(path: string, { replace = false, state = null }: NavigateOptions = {}): void {
  const target = new URL(path, window.location.href);
  if (target.origin !== window.location.origin) {
    window.location.assign(target.href);
    return;
  }
  const relative = `${target.pathname}${target.search}${target.hash}`;
  const current = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  if (replace || relative === current) window.history.replaceState(state, '', relative);
  else window.history.pushState(state, '', relative);
  window.dispatchEvent(new Event(LOCATION_CHANGE_EVENT));
}
