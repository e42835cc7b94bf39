// @feature-public: other features import this module (docs/conventions.md, Layout).
// Whether an operator is at work for a site: a live staff session of an operator whose sites include it. The
// demo auto-responder stays quiet then, so members get the operators' answers, not canned ones.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { STAFF_SESSION_IDLE_SECONDS } from '@dating/shared/contract';
import type { DbOrTx } from '../../db/client';
import { staffAccounts, staffSessions } from '../../db/schema/index';

export async function operatorOnDuty(db: DbOrTx, siteId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: staffSessions.id })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
    .where(
      and(
        eq(staffAccounts.role, 'operator'),
        isNull(staffAccounts.disabledAt),
        gt(staffSessions.expiresAt, sql`now()`),
        gt(staffSessions.lastSeenAt, sql`now() - make_interval(secs => ${STAFF_SESSION_IDLE_SECONDS})`),
        sql`(${staffAccounts.sites} is null or ${staffAccounts.sites} @> ${JSON.stringify([siteId])}::jsonb)`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
