// @feature-public: other features import this module (docs/conventions.md, Layout).
import { and, eq, type Placeholder, sql, type SQL } from 'drizzle-orm';
import { blocks, profiles, users } from '../../db/schema/index';

/**
 * Who may appear in a member's lists: active profiles of the same site, not deleted, not invisible, not the
 * viewer, and no block either way. Every list (search, swipe game, match finder) starts from this. The ids may
 * be placeholders of a prepared statement (the search's).
 */
export function listableMembers(siteId: number | Placeholder, viewerId: number | Placeholder | null): SQL {
  // Hidden members and the viewer's blocks are small sets: each is read once (a hashed subplan, the former
  // through the partial index users_hidden) instead of joining every candidate's user row.
  const conditions = [
    eq(profiles.siteId, siteId),
    eq(profiles.status, 'active'),
    sql`${profiles.userId} not in (select ${users.id} from ${users} where ${users.deletedAt} is not null or ${users.invisible})`,
  ];
  if (viewerId !== null) {
    conditions.push(
      sql`${profiles.userId} <> ${viewerId}`,
      sql`${profiles.userId} not in (select ${blocks.blockedId} from ${blocks} where ${blocks.blockerId} = ${viewerId} union all select ${blocks.blockerId} from ${blocks} where ${blocks.blockedId} = ${viewerId})`,
    );
  }
  return and(...conditions) ?? sql`true`;
}
