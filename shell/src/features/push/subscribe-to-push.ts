// @feature-public: other features import this module (docs/conventions.md, Layout).
import { api, pushSubscriptionBody } from '@dating/shared';
import { pushState } from './push-state';

/** The VAPID key from settings, as the bytes pushManager.subscribe wants. */
function applicationServerKey(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64Url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * Asks for permission, subscribes and stores the subscription on the account (POST /api/user.php?push=1).
 * Resolves with the new state; throws when the browser or the server refused for another reason.
 */
export async function subscribeToPush(
  publicKey: string,
): Promise<'subscribed' | 'denied' | 'not-subscribed'> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') {
    pushState.set('denied');
    return 'denied';
  }
  if (permission !== 'granted') return 'not-subscribed';
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: applicationServerKey(publicKey),
  });
  await api.post('/api/user.php', pushSubscriptionBody(subscription), { query: { push: 1 } });
  pushState.set('subscribed');
  return 'subscribed';
}
