import { detectPushState, pushState } from '../push/push-state';

/**
 * Registers /sw.js (installable app, push messages). The worker caches nothing, so a deploy is never hidden
 * behind a stale copy; `updateViaCache: 'none'` makes the browser check the worker itself on every load.
 */
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) {
    pushState.set('unsupported');
    return null;
  }
  try {
    const registration = await navigator.serviceWorker.register('/sw.js', {
      scope: '/',
      updateViaCache: 'none',
    });
    pushState.set(await detectPushState(registration));
    return registration;
  } catch (error) {
    console.warn('The service worker could not be registered', error);
    pushState.set('unsupported');
    return null;
  }
}
