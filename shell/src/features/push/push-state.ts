// @feature-public: other features import this module (docs/conventions.md, Layout).
// Spec section 4, push: unknown, unsupported, denied, subscribed, not subscribed. A subscription slows the
// polling down (the push message brings news instead), so the live state reads this too.
import { useSyncExternalStore } from 'react';

export type PushState = 'unknown' | 'unsupported' | 'denied' | 'subscribed' | 'not-subscribed';

let state: PushState = 'unknown';
const listeners = new Set<() => void>();

export const pushState = {
  get: (): PushState => state,
  set(next: PushState) {
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function usePushState(): PushState {
  return useSyncExternalStore(pushState.subscribe, pushState.get, pushState.get);
}

export function isPushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** Reads the browser's permission and subscription once the service worker is ready. */
export async function detectPushState(registration: ServiceWorkerRegistration | null): Promise<PushState> {
  if (!isPushSupported() || !registration) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  try {
    const subscription = await registration.pushManager.getSubscription();
    return subscription ? 'subscribed' : 'not-subscribed';
  } catch {
    return 'unsupported';
  }
}
