// A push subscription belongs to the browser, the server ties it to whoever subscribed. After a logout the
// next person on this device must not get the previous member's "New message from ..." notifications, so the
// browser's subscription goes with the session (the server drops its row at the push service's next 410).
import type { Bus } from '@dating/shared';
import { pushState } from '../push/push-state';

export async function unsubscribeFromPush(container: ServiceWorkerContainer | undefined): Promise<void> {
  if (!container) return;
  try {
    const registration = await container.getRegistration();
    const subscription = await registration?.pushManager.getSubscription();
    if (subscription && (await subscription.unsubscribe())) pushState.set('not-subscribed');
  } catch {
    // No service worker or no push: nothing was subscribed.
  }
}

export function forgetPushOnLogout(
  bus: Bus,
  container: () => ServiceWorkerContainer | undefined = () => navigator.serviceWorker,
): () => void {
  let wasLoggedIn = false;
  const subscription = bus.on('session.changed').subscribe(({ user }) => {
    if (wasLoggedIn && !user) void unsubscribeFromPush(container());
    wasLoggedIn = Boolean(user);
  });
  return () => subscription.unsubscribe();
}
