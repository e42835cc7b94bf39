// @feature-public: other features import this module (docs/conventions.md, Layout).
import { eq } from 'drizzle-orm';
import type { MemberPresence } from '@dating/shared/contract';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/index';
import { presenceOf, type PresenceStore } from './presence-store';

/** One member's presence as others see it (a profile page): never for an invisible member. */
export async function memberPresence(
  db: DbOrTx,
  presence: PresenceStore,
  memberId: number,
): Promise<MemberPresence> {
  const [member] = await db
    .select({ invisible: users.invisible, lastSeenAt: users.lastSeenAt })
    .from(users)
    .where(eq(users.id, memberId));
  if (!member || member.invisible) return null;
  return presenceOf({ id: memberId, ...member }, await presence.onlineNow([memberId]));
}
