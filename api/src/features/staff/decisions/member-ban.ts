// @feature-public: other features import this module (docs/conventions.md, Layout).
// Suspending and banning a member, and lifting it. A ban deletes the member's sessions in the same
// transaction (every API instance reads sessions from the database, so no instance lets them in again) and,
// after commit, the caller announces the end on the live fan-out, which closes their sockets on every
// instance. The profile is disabled while banned, so search and profile views skip it.
import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { BanKind, DecisionGround } from '@dating/shared/contract';
import { AppError, caseError } from '../../../app-error';
import type { DbOrTx } from '../../../db/client';
import { memberBans, profiles } from '../../../db/schema/index';
import type { SessionManager } from '../../../plugins/session';

export interface BanInput {
  userId: number;
  kind: BanKind;
  until: Date | null;
  reason: string;
  ground?: DecisionGround | null;
  staffId: number;
  decisionId: number | null;
}

export type BanRow = typeof memberBans.$inferSelect;

/** A suspension, from a queue or a member's file, needs an end in the future. */
export const suspensionEndNotAllowed = () =>
  caseError(400, 'decision_not_allowed', 'suspension_end', 'A suspension needs an end in the future.');

/** Bans inside `tx`; call `sessions.announceEnded(userId, 'revoked')` once it committed. */
export async function banMember(tx: DbOrTx, sessions: SessionManager, input: BanInput): Promise<BanRow> {
  await liftExpiredBan(tx, input.userId);
  const [profile] = await tx
    .select({ status: profiles.status })
    .from(profiles)
    .where(eq(profiles.userId, input.userId))
    .for('update');
  const [row] = await tx
    .insert(memberBans)
    .values({
      userId: input.userId,
      kind: input.kind,
      reason: input.reason,
      until: input.kind === 'ban' ? null : input.until,
      staffId: input.staffId,
      decisionId: input.decisionId,
      profileStatusBefore: profile?.status ?? 'disabled',
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError(409, 'member_already_banned', 'This member is already suspended or banned.');
  if (profile) await tx.update(profiles).set({ status: 'disabled' }).where(eq(profiles.userId, input.userId));
  await sessions.endAll(input.userId, 'revoked', { tx });
  return row;
}

/** Lifts the ban inside `tx` and gives the profile back the status it had; null when there was none. */
export async function liftBan(tx: DbOrTx, userId: number): Promise<BanRow | null> {
  const [row] = await tx.delete(memberBans).where(eq(memberBans.userId, userId)).returning();
  if (!row) return null;
  await tx.update(profiles).set({ status: row.profileStatusBefore }).where(eq(profiles.userId, userId));
  return row;
}

/** A suspension whose end has passed is lifted when it is next looked at (login, ban, lookup). */
export async function liftExpiredBan(db: DbOrTx, userId: number): Promise<void> {
  const [expired] = await db
    .select({ userId: memberBans.userId })
    .from(memberBans)
    .where(
      and(eq(memberBans.userId, userId), isNotNull(memberBans.until), lte(memberBans.until, sql`now()`)),
    );
  if (expired) await liftBan(db, userId);
}

/** The member's ban in force, if any. */
export async function activeBan(db: DbOrTx, userId: number): Promise<BanRow | null> {
  await liftExpiredBan(db, userId);
  const [row] = await db.select().from(memberBans).where(eq(memberBans.userId, userId));
  return row ?? null;
}
