// The shell's background work for the whole page: live state polling (once a member is logged in), the '(n)' title and app badge, the
// logout on authentication_required, the service worker, and the page-hidden beacon.
import { useEffect } from 'react';
import { getBus } from '@dating/shared';
import { registerServiceWorker } from '../features/installed-app/register-service-worker';
import { followAttentionTotal } from '../features/live-state/attention-total';
import { startLiveStateOnLogin } from '../features/live-state/start-live-state-on-login';
import { followPageHidden } from '../features/live-state/page-hidden-beacon';
import { followLogoutRequired } from '../session/follow-logout-required';
import { followSignupOpen } from '../session/follow-signup-open';

/**
 * `memberServices` false (the staff back office) leaves out what only a member's page needs: the polling,
 * the live socket and the '(n)' title. A staff member may be logged in as a member in the same browser.
 */
export function useShellServices({ memberServices }: { memberServices: boolean }): void {
  useEffect(() => {
    const bus = getBus();
    const stops = [followLogoutRequired(bus), followPageHidden(bus), followSignupOpen(bus)];
    void registerServiceWorker();
    return () => {
      for (const stop of stops) stop();
    };
  }, []);

  useEffect(() => {
    if (!memberServices) return;
    const bus = getBus();
    const stops = [startLiveStateOnLogin(bus), followAttentionTotal(bus)];
    return () => {
      for (const stop of stops) stop();
    };
  }, [memberServices]);
}
