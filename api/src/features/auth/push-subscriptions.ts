import type { PushSubscriptionBody } from '@dating/shared/contract';
import type { DbOrTx } from '../../db/client';
import { pushSubscriptions } from '../../db/schema/index';

/** Stores (or moves to this user) a browser push subscription; the endpoint identifies it. */
export async function savePushSubscription(
  db: DbOrTx,
  userId: number,
  subscription: PushSubscriptionBody,
  userAgent: string | null,
): Promise<void> {
  const values = {
    userId,
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    userAgent,
  };
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: values.p256dh, auth: values.auth, userAgent },
    });
}
