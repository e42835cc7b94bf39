import type { PushSubscriptionBody } from '../contract';

/**
 * The browser's push subscription as the API stores it (`POST /api/user.php?push=1`). `toJSON()` types every
 * part as optional; a subscription without an endpoint or keys could never be sent to, so it is an error.
 */
export function pushSubscriptionBody(subscription: PushSubscription): PushSubscriptionBody {
  const { endpoint, expirationTime, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) {
    throw new Error('The push subscription has no endpoint or keys.');
  }
  return { endpoint, expirationTime: expirationTime ?? null, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}
