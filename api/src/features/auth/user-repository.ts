// @feature-public: other features import this module (docs/conventions.md, Layout).
import { and, eq, sql } from 'drizzle-orm';
import type { NotificationDisabledReason, User } from '@dating/shared/contract';
import type { DbOrTx } from '../../db/client';
import { preparedStatement } from '../../db/prepared-statement';
import { photos, profiles, sessions, users } from '../../db/schema/index';
import { liveSessionOf, sessionColumns } from '../../plugins/session';
import { mainPhotoJoin, profileColumns, toProfile } from '../profiles/profile-view';

/**
 * The current user as GET /api/user.php returns it: one indexed read, built once and named (every page
 * load of a member runs it).
 */
const userViewColumns = () => ({
  ...profileColumns,
  user: {
    id: users.id,
    email: users.email,
    status: users.status,
    credits: users.credits,
    paidUser: users.paidUser,
    signupDate: users.signupDate,
    language: users.language,
    invisible: users.invisible,
  },
  disabled: sql<
    NotificationDisabledReason[]
  >`coalesce((select array_agg(r.reason order by r.reason) from notification_disabled_reasons r where r.user_id = ${users.id}), '{}')`,
  // The badge's count, so the shell never downloads the chat list for it.
  unread: sql<number>`(select coalesce(sum(cp.unread_count), 0)::int from conversation_participants cp where cp.user_id = ${users.id} and cp.hidden_at is null)`,
});

const userView = preparedStatement((db) =>
  db
    .select(userViewColumns())
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(photos, mainPhotoJoin)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('user_view'),
);

/**
 * GET /api/user.php in one round trip: the request's session (as the session lookup reads it) and the user
 * view of its member, by the placeholders `tokenHash` and `siteId` (session.ts `getSessionWith`).
 */
export const userViewBySession = preparedStatement((db) =>
  db
    .select({ ...sessionColumns, ...userViewColumns() })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(photos, mainPhotoJoin)
    .where(liveSessionOf())
    .limit(1)
    .prepare('user_view_by_session'),
);

type UserViewRow = Awaited<ReturnType<ReturnType<typeof userView>['execute']>>[number];

export async function findUserView(db: DbOrTx, userId: number, cdnPrefix: string): Promise<User | null> {
  const [row] = await userView(db).execute({ userId });
  return row ? toUserView(row, cdnPrefix) : null;
}

export function toUserView(row: UserViewRow, cdnPrefix: string): User {
  return {
    id: row.user.id,
    email: row.user.email,
    status: row.user.status,
    credits: row.user.credits,
    paid_user: row.user.paidUser,
    signup_date: row.user.signupDate.toISOString(),
    language: row.user.language,
    invisible: row.user.invisible,
    notifications_disabled: row.disabled,
    fictional_icon: row.fictional,
    profile: toProfile(row, cdnPrefix),
    unread_messages: row.unread,
  };
}

export async function findLoginCandidate(db: DbOrTx, siteId: number, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      lockedUntil: users.lockedUntil,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.email, email)));
  return row ?? null;
}

export async function recordSuccessfulLogin(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ failedLoginCount: 0, failedLoginWindowStart: null, lockedUntil: null, lastSeenAt: sql`now()` })
    .where(eq(users.id, userId));
}
