// @feature-public: other features import this module (docs/conventions.md, Layout).
// The one appeal a decision allows, filed by a logged-in member (`/api/decision-appeal.php`) or by a suspended
// or banned one who proved the login's password (`/api/ban-appeal.php`); it lands in the appeals queue.
import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../../app-error';
import type { DbOrTx } from '../../../db/client';
import { decisionAppeals, moderationDecisions } from '../../../db/schema/index';

const decisionNotFound = () => new AppError(404, 'decision_not_found', 'This decision could not be found.');
const notAppealable = () =>
  new AppError(409, 'decision_not_appealable', 'This decision can no longer be appealed.');

/** Whether member `userId` may still appeal decision `decisionId` (theirs, appealable, not appealed yet). */
export async function mayAppeal(db: DbOrTx, userId: number, decisionId: number | null): Promise<boolean> {
  if (decisionId === null) return false;
  const [row] = await db
    .select({ id: moderationDecisions.id })
    .from(moderationDecisions)
    .leftJoin(decisionAppeals, eq(decisionAppeals.decisionId, moderationDecisions.id))
    .where(
      and(
        eq(moderationDecisions.id, decisionId),
        eq(moderationDecisions.userId, userId),
        eq(moderationDecisions.appealable, true),
        eq(moderationDecisions.statement, true),
        isNull(decisionAppeals.id),
      ),
    );
  return row !== undefined;
}

/** Files member `userId`'s appeal of their decision `decisionId`; another member's decision is not found. */
export async function fileAppeal(
  db: DbOrTx,
  userId: number,
  decisionId: number,
  text: string,
): Promise<{ appealId: number }> {
  const [decision] = await db
    .select()
    .from(moderationDecisions)
    .where(and(eq(moderationDecisions.id, decisionId), eq(moderationDecisions.userId, userId)));
  if (!decision || !decision.statement || decision.siteId === null) throw decisionNotFound();
  if (!decision.appealable) throw notAppealable();
  // The unique decision_id makes a second appeal (even two at once) find nothing to insert.
  const [appeal] = await db
    .insert(decisionAppeals)
    .values({ decisionId: decision.id, userId, siteId: decision.siteId, text })
    .onConflictDoNothing()
    .returning({ id: decisionAppeals.id });
  if (!appeal) throw notAppealable();
  return { appealId: appeal.id };
}
