// The shell's background work while its layout is on screen: live state polling (once a member is logged
// in), the '(n)' title and app badge, and the service worker. The page-wide requests (signup, logout) are
// followed from start-up (app/page-requests.ts).
import { useEffect } from 'react';
import { getBus } from '@dating/shared';
import { registerServiceWorker } from '../features/installed-app/register-service-worker';
import { followAttentionTotal } from '../features/live-state/attention-total';
import { startLiveStateOnLogin } from '../features/live-state/start-live-state-on-login';

/**
 * `memberServices` false (the staff back office) leaves out what only a member's page needs: the polling,
 * the live socket and the '(n)' title. A staff member may be logged in as a member in the same browser.
 */
export function useShellServices({ memberServices }: { memberServices: boolean }): void {
  useEffect(() => {
    void registerServiceWorker();
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
