// Spec section 8: a 403 authentication_required from any call but user.php logs a logged-in user out,
// everywhere on the page, and sends them to the login with the way back.
import { type Bus, navigate, pathFor } from '@dating/shared';

export function followLogoutRequired(bus: Bus): () => void {
  const subscription = bus.on('auth.logout-required').subscribe(() => {
    if (!bus.getState('session.changed')?.user) return;
    bus.publish('session.changed', { user: null });
    const next = `${window.location.pathname}${window.location.search}`;
    navigate(pathFor('login', {}, { next }), { replace: true });
  });
  return () => subscription.unsubscribe();
}
