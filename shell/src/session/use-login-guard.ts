import { useEffect } from 'react';
import { navigate, useBusState } from '@dating/shared';
import { loginPathFor, type RouteConfig } from '../routing/route-table';

/** Sends a logged-out visitor from a page that needs a login to /login, with the way back in `next`. */
export function useLoginGuard(config: RouteConfig): void {
  const user = useBusState('session.changed')?.user;
  const needsLogin = config.login && !user;
  useEffect(() => {
    if (needsLogin) navigate(loginPathFor(window.location), { replace: true });
  }, [needsLogin]);
}
