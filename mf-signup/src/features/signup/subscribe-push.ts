import { api, pushSubscriptionBody } from '@dating/shared';

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4))
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

const READY_TIMEOUT_MS = 5000;

/** Asks for permission, subscribes with the site's key and stores the subscription (`POST /api/user.php?push=1`). */
export async function subscribePush(publicKey: string): Promise<'subscribed' | 'denied' | 'failed'> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  try {
    const registration = await Promise.race([
      navigator.serviceWorker.ready,
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('no service worker')), READY_TIMEOUT_MS),
      ),
    ]);
    const subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    });
    await api.post('/api/user.php', pushSubscriptionBody(subscription), { query: { push: 1 } });
    return 'subscribed';
  } catch {
    return 'failed';
  }
}
