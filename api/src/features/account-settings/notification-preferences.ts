import { eq, sql } from 'drizzle-orm';
import { NOTIFICATION_TYPES, type NotificationPreference } from '@dating/shared/contract';
import type { DbOrTx } from '../../db/client';
import { notificationPreferences } from '../../db/schema/index';

/** Every notification type of spec section 3; a type without a row is on for e-mail and push. */
export async function readPreferences(db: DbOrTx, userId: number): Promise<NotificationPreference[]> {
  const rows = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const byType = new Map(rows.map((row) => [row.type, row]));
  return NOTIFICATION_TYPES.map((type) => ({
    type,
    email: byType.get(type)?.email ?? true,
    push: byType.get(type)?.push ?? true,
  }));
}

export async function savePreferences(db: DbOrTx, userId: number, preferences: NotificationPreference[]) {
  if (preferences.length === 0) return;
  await db
    .insert(notificationPreferences)
    .values(preferences.map((preference) => ({ userId, ...preference })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.type],
      set: { email: sql`excluded.email`, push: sql`excluded.push` },
    });
}
