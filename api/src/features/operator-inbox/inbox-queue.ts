// The queue: conversations whose member waits for a fictional profile's answer, oldest wait first, within
// the operator's sites and languages, with who holds a claim on each.
import { and, asc, count, eq, min } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { InboxPage } from '@dating/shared/contract';
import type { DbOrTx } from '../../db/client';
import { operatorQueue, profiles } from '../../db/schema/index';
import { inboxClaimsOf } from './inbox-claims';
import { inScope, type OperatorScope } from './inbox-scope';

export const INBOX_PAGE_SIZE = 50;

const memberProfile = alias(profiles, 'queue_member_profile');
const fictionalProfile = alias(profiles, 'queue_fictional_profile');

export interface QueueFilter {
  site?: number;
  language?: string;
}

function conditions(scope: OperatorScope, filter: QueueFilter) {
  return and(
    ...inScope(scope, operatorQueue.siteId, operatorQueue.language),
    filter.site === undefined ? undefined : eq(operatorQueue.siteId, filter.site),
    filter.language === undefined ? undefined : eq(operatorQueue.language, filter.language as never),
  );
}

/** The oldest waiting conversations (one indexed range; the benchmark times exactly this). */
export function queueItems(db: DbOrTx, scope: OperatorScope, filter: QueueFilter = {}) {
  return db
    .select({
      conversationId: operatorQueue.conversationId,
      siteId: operatorQueue.siteId,
      language: operatorQueue.language,
      waitingSince: operatorQueue.waitingSince,
      lastMessageAt: operatorQueue.lastMessageAt,
      memberId: operatorQueue.memberId,
      memberName: memberProfile.name,
      profileId: operatorQueue.profileId,
      profileName: fictionalProfile.name,
    })
    .from(operatorQueue)
    .innerJoin(memberProfile, eq(memberProfile.userId, operatorQueue.memberId))
    .innerJoin(fictionalProfile, eq(fictionalProfile.userId, operatorQueue.profileId))
    .where(conditions(scope, filter))
    .orderBy(asc(operatorQueue.waitingSince), asc(operatorQueue.conversationId))
    .limit(INBOX_PAGE_SIZE);
}

export async function loadInbox(db: DbOrTx, scope: OperatorScope, filter: QueueFilter): Promise<InboxPage> {
  const [items, [totals]] = await Promise.all([
    queueItems(db, scope, filter),
    db
      .select({ waiting: count(), oldest: min(operatorQueue.waitingSince) })
      .from(operatorQueue)
      .where(conditions(scope, filter)),
  ]);
  const claims = await inboxClaimsOf(
    db,
    items.map((item) => item.conversationId),
  );
  const now = new Date();
  const oldest = totals?.oldest ?? null;
  return {
    items: items.map((item) => {
      const claim = claims.get(item.conversationId);
      return {
        conversationId: item.conversationId,
        siteId: item.siteId,
        language: item.language,
        waitingSince: item.waitingSince.toISOString(),
        lastMessageAt: item.lastMessageAt.toISOString(),
        member: { id: item.memberId, name: item.memberName },
        profile: { id: item.profileId, name: item.profileName },
        claimedBy: claim ? { id: claim.id, name: claim.name, until: claim.until.toISOString() } : null,
      };
    }),
    waiting: totals?.waiting ?? 0,
    oldestWaitSeconds: oldest ? Math.max(0, Math.round((now.getTime() - oldest.getTime()) / 1000)) : null,
    serverTime: now.toISOString(),
  };
}
