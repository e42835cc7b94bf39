import { sql } from 'drizzle-orm';
import type { NotificationKind } from '@dating/shared/contract';
import type { DbOrTx } from '../../db/client';
import { sqlRows } from '../../db/sql-rows';
import { memberStates } from '../../db/schema/index';

const LIMIT = 60;

export interface NotificationRow {
  kind: NotificationKind;
  profileId: number;
  at: Date;
}

/**
 * Likes, matches, messages and visits the member received, newest first, from members that are still
 * there and not blocked either way. Read from the tables that record them, so no feature has to write a
 * notification row of its own.
 */
export async function listNotifications(
  db: DbOrTx,
  userId: number,
): Promise<{ items: NotificationRow[]; readAt: Date | null }> {
  const visible = (column: string) =>
    sql.raw(`
    exists (select 1 from users u where u.id = ${column} and u.deleted_at is null)
    and not exists (select 1 from blocks b where (b.blocker_id = ${column} and b.blocked_id = ${userId}) or (b.blocker_id = ${userId} and b.blocked_id = ${column}))`);
  const list = await sqlRows<{ kind: NotificationKind; profile_id: number; at: string | Date }>(
    db,
    sql`
    select * from (
      select case when exists (select 1 from likes back where back.from_user_id = ${userId} and back.to_user_id = l.from_user_id)
               then 'match' else 'like' end as kind,
             l.from_user_id as profile_id,
             greatest(l.created_at, coalesce((select back.created_at from likes back where back.from_user_id = ${userId} and back.to_user_id = l.from_user_id), l.created_at)) as at
        from likes l where l.to_user_id = ${userId} and ${visible('l.from_user_id')}
      union all
      select 'match', l.to_user_id, l.created_at
        from likes l
       where l.from_user_id = ${userId}
         and exists (select 1 from likes back where back.from_user_id = l.to_user_id and back.to_user_id = ${userId} and back.created_at < l.created_at)
         and ${visible('l.to_user_id')}
      union all
      select 'message', m.sender_id, max(m.created_at)
        from messages m
        join conversations c on c.id = m.conversation_id
       where (c.user_low_id = ${userId} or c.user_high_id = ${userId}) and m.sender_id <> ${userId} and ${visible('m.sender_id')}
       group by m.sender_id
      union all
      select 'visit', v.visitor_id, v.visited_at
        from profile_visits v where v.visited_id = ${userId} and ${visible('v.visitor_id')}
    ) n
    order by at desc
    limit ${LIMIT}`,
  );
  // One entry per person and kind: a like answered by the member shows once, as the match.
  const seen = new Set<string>();
  const unique = list.filter((row) => {
    const key = `${row.kind === 'like' ? 'match' : row.kind}:${row.profile_id}`;
    if (row.kind === 'match' || row.kind === 'like') {
      if (seen.has(key)) return false;
      seen.add(key);
    }
    return true;
  });
  const [state] = await db
    .select({ readAt: memberStates.notificationsReadAt })
    .from(memberStates)
    .where(sql`${memberStates.userId} = ${userId}`);
  return {
    items: unique.map((row) => ({ kind: row.kind, profileId: Number(row.profile_id), at: new Date(row.at) })),
    readAt: state?.readAt ?? null,
  };
}

export async function markNotificationsRead(db: DbOrTx, userId: number, until: Date): Promise<void> {
  await db
    .insert(memberStates)
    .values({ userId, notificationsReadAt: until })
    .onConflictDoUpdate({ target: memberStates.userId, set: { notificationsReadAt: until } });
}
