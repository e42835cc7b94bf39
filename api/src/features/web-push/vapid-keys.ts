import { eq } from 'drizzle-orm';
import webPush from 'web-push';
import type { DbOrTx } from '../../db/client';
import { webPushKeys } from '../../db/schema/index';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The server's VAPID key pair: made on the first start and kept in the database, because every browser
 * subscription is bound to the public key; a new pair would silently orphan them all. Several instances
 * starting at once agree on the first row written.
 */
export async function loadOrCreateVapidKeys(db: DbOrTx): Promise<VapidKeys> {
  const read = async () =>
    (
      await db
        .select({ publicKey: webPushKeys.publicKey, privateKey: webPushKeys.privateKey })
        .from(webPushKeys)
        .where(eq(webPushKeys.id, 1))
    )[0];
  const existing = await read();
  if (existing) return existing;
  const fresh = webPush.generateVAPIDKeys();
  await db
    .insert(webPushKeys)
    .values({ id: 1, ...fresh })
    .onConflictDoNothing();
  const stored = await read();
  if (!stored) throw new Error('VAPID keys could not be stored');
  return stored;
}
