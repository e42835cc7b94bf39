// What the shell answers for every page, whatever its layout: a remote's `signup.open` and
// `auth.logout-required`, and the page-hidden beacon. Followed from start-up, before any remote is
// registered: a remote's page (a lander drawn on the server) hydrates in a root of its own and can take a
// tap before the shell's layout has committed, and a request published then had nobody to answer it.
import type { Bus } from '@dating/shared';
import { followPageHidden } from '../features/live-state/page-hidden-beacon';
import { followLogoutRequired } from '../session/follow-logout-required';
import { followSignupOpen } from '../session/follow-signup-open';

/** Follows the page-wide requests for the page's lifetime; returns the way to stop (tests). */
export function followPageRequests(bus: Bus): () => void {
  const stops = [followLogoutRequired(bus), followPageHidden(bus), followSignupOpen(bus)];
  return () => {
    for (const stop of stops) stop();
  };
}
