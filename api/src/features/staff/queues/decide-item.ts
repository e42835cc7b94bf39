// A moderator's decision on a claimed queue item, in one transaction: the item closes (once: a second
// decision finds it closed), the decision and its statement of reasons are written, a suspension or ban
// takes effect, an appeal's reversal undoes the decision appealed, a complaint's answer is mailed to its
// sender, and the audit row is added.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  QUEUE_DECISIONS,
  type DecideAnswer,
  type DecideBody,
  type StaffAuditTarget,
  type StaffQueue,
} from '@dating/shared/contract';
import { AppError, caseError } from '../../../app-error';
import type { DbOrTx, Tx } from '../../../db/client';
import { decisionAppeals, moderationDecisions, photos, staffClaims } from '../../../db/schema/index';
import { writeAudit } from '../core/staff-audit';
import { assertSite } from '../core/staff-guard';
import type { StaffIdentity } from '../core/staff-session';
import { banMember, liftBan, suspensionEndNotAllowed } from '../decisions/member-ban';
import { banView } from '../members/member-file';
import { recordDecision } from '../decisions/statement-of-reasons';
import { queueComplaintReply } from './complaint-reply';
import { holdsClaim } from './queue-claims';
import { openItem, QUEUE_SOURCES } from './queue-sources';

export const QUEUE_TARGETS: Record<StaffQueue, StaffAuditTarget> = {
  photos: 'photo',
  profileReports: 'profile_report',
  chatReports: 'chat_report',
  complaints: 'complaint',
  appeals: 'appeal',
};

const CLOSED_STATUS: Record<DecideBody['decision'], string> = {
  approve: 'active',
  reject: 'rejected',
  dismiss: 'dismissed',
  warn: 'actioned',
  suspend: 'actioned',
  ban: 'actioned',
  resolve: 'resolved',
  uphold: 'upheld',
  reverse: 'reversed',
};

/**
 * An appeal is reviewed by someone other than the staff member who took the decision appealed (the member is
 * told so): that one may neither claim nor decide it.
 */
export async function refuseOwnAppeal(
  db: DbOrTx,
  staff: StaffIdentity,
  queue: StaffQueue,
  itemId: number,
): Promise<void> {
  if (queue !== 'appeals') return;
  const [appealed] = await db
    .select({ staffId: moderationDecisions.staffId })
    .from(decisionAppeals)
    .innerJoin(moderationDecisions, eq(moderationDecisions.id, decisionAppeals.decisionId))
    .where(eq(decisionAppeals.id, itemId));
  if (appealed?.staffId === staff.id) {
    throw caseError(
      400,
      'decision_not_allowed',
      'own_decision',
      'You took the decision this appeal is about; another staff member reviews it.',
    );
  }
}

export const itemNotFound = () =>
  new AppError(404, 'queue_item_not_found', 'This item does not exist or has been handled.');

export async function decideItem(
  app: FastifyInstance,
  staff: StaffIdentity,
  queue: StaffQueue,
  itemId: number,
  body: DecideBody,
): Promise<DecideAnswer> {
  if (!QUEUE_DECISIONS[queue].includes(body.decision)) {
    const decisions = QUEUE_DECISIONS[queue];
    throw caseError(
      400,
      'decision_not_allowed',
      `queue_${queue}`,
      `The ${queue} queue takes ${decisions.join(', ')}.`,
      { queue, decisions },
    );
  }
  const until = body.until ? new Date(body.until) : null;
  if (body.decision === 'suspend' && (!until || until.getTime() <= Date.now())) {
    throw suspensionEndNotAllowed();
  }
  const head = await openItem(app.db, queue, itemId);
  if (!head) throw itemNotFound();
  assertSite(staff, head.siteId);
  await refuseOwnAppeal(app.db, staff, queue, itemId);
  const restricts = body.decision === 'suspend' || body.decision === 'ban';
  if (body.decision !== 'dismiss' && head.memberId === null && queue !== 'complaints') {
    throw caseError(
      400,
      'decision_not_allowed',
      'member_gone',
      'The member concerned no longer exists; only dismiss is possible.',
    );
  }

  let bannedMember: number | null = null;
  const answer = await app.db.transaction(async (tx: Tx) => {
    if (!(await holdsClaim(tx, queue, itemId, staff.id))) {
      throw new AppError(409, 'queue_item_not_claimed', 'Claim the item before deciding it.');
    }
    if (!(await QUEUE_SOURCES[queue].close(tx, itemId, CLOSED_STATUS[body.decision]))) throw itemNotFound();

    let decisionUser = head.memberId;
    if (queue === 'appeals') {
      const [appealed] = await tx
        .select({ decision: moderationDecisions })
        .from(decisionAppeals)
        .innerJoin(moderationDecisions, eq(moderationDecisions.id, decisionAppeals.decisionId))
        .where(eq(decisionAppeals.id, itemId));
      if (appealed && body.decision === 'reverse') {
        const original = appealed.decision;
        decisionUser = original.userId;
        if ((original.kind === 'suspend' || original.kind === 'ban') && original.userId !== null) {
          const lifted = await liftBan(tx, original.userId);
          // On the member too, so the member's history in the audit log shows the ban ending.
          if (lifted) {
            await writeAudit(tx, staff, {
              action: 'member.unban',
              targetType: 'member',
              targetId: original.userId,
              siteId: head.siteId,
              reason: body.reason,
              before: { ban: banView(lifted) },
              after: { ban: null, appealId: itemId },
            });
          }
        }
        if (original.kind === 'reject' && original.queue === 'photos' && original.itemId !== null) {
          await tx
            .update(photos)
            .set({ status: 'active' })
            .where(and(eq(photos.id, original.itemId), eq(photos.status, 'rejected')));
        }
      }
    }
    const decisionId = await recordDecision(app, tx, {
      userId: queue === 'complaints' ? null : decisionUser,
      kind: body.decision,
      ground: body.ground ?? null,
      reason: body.reason,
      until: body.decision === 'suspend' ? until : null,
      queue,
      itemId,
      itemCreatedAt: head.createdAt,
      staffId: staff.id,
      siteId: head.siteId,
    });
    if (restricts && head.memberId !== null) {
      const ban = await banMember(tx, app.sessions, {
        userId: head.memberId,
        kind: body.decision === 'ban' ? 'ban' : 'suspend',
        until: body.decision === 'suspend' ? until : null,
        reason: body.reason,
        ground: body.ground ?? null,
        staffId: staff.id,
        decisionId,
      });
      // Beside the queue's own entry: a ban decided from a queue is found under the member, and under
      // "Member banned", like one made from the member's file.
      await writeAudit(tx, staff, {
        action: body.decision === 'ban' ? 'member.ban' : 'member.suspend',
        targetType: 'member',
        targetId: head.memberId,
        siteId: head.siteId,
        reason: body.reason,
        before: { ban: null },
        after: { ban: banView(ban), decisionId, queue, itemId },
      });
      bannedMember = head.memberId;
    }
    if (queue === 'complaints') await queueComplaintReply(app, tx, itemId, body.reason);
    await tx.delete(staffClaims).where(and(eq(staffClaims.queue, queue), eq(staffClaims.itemId, itemId)));
    await writeAudit(tx, staff, {
      action: 'queue.decide',
      targetType: QUEUE_TARGETS[queue],
      targetId: itemId,
      siteId: head.siteId,
      reason: body.reason,
      before: { status: 'open', memberId: head.memberId },
      after: {
        decision: body.decision,
        ground: body.ground ?? null,
        until: until?.toISOString() ?? null,
        decisionId,
      },
    });
    const [decision] = await tx
      .select({ statement: moderationDecisions.statement })
      .from(moderationDecisions)
      .where(eq(moderationDecisions.id, decisionId));
    return { id: itemId, decision: body.decision, statementId: decision?.statement ? decisionId : null };
  });
  if (bannedMember !== null) app.sessions.announceEnded(bannedMember, 'revoked');
  return answer;
}
