// @feature-public: other features import this module (docs/conventions.md, Layout).
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../app-error';
import type { DbOrTx } from '../../db/client';
import { profiles, users } from '../../db/schema/index';
import { hasBlocked } from '../blocking/block-conditions';

export interface ReachableMember {
  id: number;
  name: string;
  invisible: boolean;
  fictional: boolean;
}

/**
 * The member behind a member-facing id, if the viewer may reach them: same site, active, not deleted, and not
 * blocked by them (403 blocked_by_member, with their name for the page's sentence). A member the viewer
 * blocked is still reachable, so the viewer can see the profile and unblock.
 */
export async function reachableMember(
  db: DbOrTx,
  siteId: number,
  viewerId: number | null,
  memberId: number,
): Promise<ReachableMember> {
  const [row] = await db
    .select({
      id: profiles.userId,
      name: profiles.name,
      invisible: users.invisible,
      fictional: users.isFictional,
      status: profiles.status,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(profiles.userId, memberId), eq(profiles.siteId, siteId), sql`${users.deletedAt} is null`));
  // A profile that is not active (not yet activated, or disabled) exists for its owner only: to anyone
  // else it is answered exactly like an id that was never used.
  if (!row || (row.status !== 'active' && viewerId !== memberId)) {
    throw new AppError(404, 'member_not_found', 'This member does not exist.');
  }
  if (viewerId !== null && viewerId !== memberId && (await hasBlocked(db, memberId, viewerId))) {
    throw new AppError(403, 'blocked_by_member', `You're blocked by ${row.name}.`, undefined, {
      name: row.name,
    });
  }
  return { id: row.id, name: row.name, invisible: row.invisible, fictional: row.fictional };
}

/**
 * Whether `memberId` is a member of the site who deleted their account and may still reactivate it (the 14
 * days): their profile answers 410, not 404. After the erasure nothing of them is kept, the id included, so
 * it answers like an id never used.
 */
export async function isDeletedMember(db: DbOrTx, siteId: number, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, memberId), eq(users.siteId, siteId), sql`${users.deletedAt} is not null`));
  return Boolean(row);
}
