import { and, eq, sql } from 'drizzle-orm';
import type { NotificationDisabledReason, User } from '@dating/shared/contract';
import type { DbOrTx } from '../../db/client';
import { photos, profiles, users } from '../../db/schema/index';
import { mainPhotoJoin, profileColumns, toProfile } from '../profiles/profile-view';
import {
  LOGIN_LOCK_MAX_FAILURES,
  LOGIN_LOCK_MINUTES,
  LOGIN_LOCK_WINDOW_MINUTES,
} from '@dating/shared/contract';

/** The current user as GET /api/user.php returns it: one indexed read. */
export async function findUserView(db: DbOrTx, userId: number, cdnPrefix: string): Promise<User | null> {
  const [row] = await db
    .select({
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
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(photos, mainPhotoJoin)
    .where(eq(users.id, userId));
  if (!row) return null;
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

/**
 * Counts a failed login in one statement (safe under concurrent attempts). The failure that completes
 * LOGIN_LOCK_MAX_FAILURES within the window locks the account; returns the lock end, if locked.
 */
export async function recordFailedLogin(db: DbOrTx, userId: number): Promise<Date | null> {
  const windowExpired = sql`(${users.failedLoginWindowStart} is null or ${users.failedLoginWindowStart} < now() - make_interval(mins => ${LOGIN_LOCK_WINDOW_MINUTES}))`;
  const count = sql`(case when ${windowExpired} then 1 else ${users.failedLoginCount} + 1 end)`;
  const locks = sql`(${count} >= ${LOGIN_LOCK_MAX_FAILURES})`;
  const [row] = await db
    .update(users)
    .set({
      failedLoginCount: sql`case when ${locks} then 0 else ${count} end`,
      failedLoginWindowStart: sql`case when ${locks} then null when ${windowExpired} then now() else ${users.failedLoginWindowStart} end`,
      lockedUntil: sql`case when ${locks} then now() + make_interval(mins => ${LOGIN_LOCK_MINUTES}) else ${users.lockedUntil} end`,
    })
    .where(eq(users.id, userId))
    .returning({ lockedUntil: users.lockedUntil });
  const lockedUntil = row?.lockedUntil ?? null;
  return lockedUntil && lockedUntil.getTime() > Date.now() ? lockedUntil : null;
}

export async function recordSuccessfulLogin(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ failedLoginCount: 0, failedLoginWindowStart: null, lockedUntil: null, lastSeenAt: sql`now()` })
    .where(eq(users.id, userId));
}
