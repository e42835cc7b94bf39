// Claims: an operator takes a conversation before answering it, so two never write at once. One row per
// conversation; the insert takes a free or lapsed claim (or renews one's own) and refuses a live claim of
// someone else in one statement, so of two operators racing exactly one wins (PostgreSQL serialises them on
// the primary key).
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { INBOX_CLAIM_SECONDS } from '@dating/shared/contract';
import type { DbOrTx } from '../../db/client';
import { operatorClaims, staffAccounts } from '../../db/schema/index';

export async function takeInboxClaim(
  db: DbOrTx,
  conversationId: number,
  staffId: number,
): Promise<{ claimedUntil: Date } | null> {
  const claimedUntil = sql`now() + make_interval(secs => ${INBOX_CLAIM_SECONDS})`;
  const [row] = await db
    .insert(operatorClaims)
    .values({ conversationId, staffId, claimedUntil })
    .onConflictDoUpdate({
      target: operatorClaims.conversationId,
      set: { staffId, claimedUntil },
      setWhere: sql`${operatorClaims.claimedUntil} < now() or ${operatorClaims.staffId} = ${staffId}`,
    })
    .returning({ claimedUntil: operatorClaims.claimedUntil });
  return row ?? null;
}

/** Typing renews the operator's own live claim; false when they hold none (it lapsed and someone took it). */
export async function renewInboxClaim(db: DbOrTx, conversationId: number, staffId: number) {
  const rows = await db
    .update(operatorClaims)
    .set({ claimedUntil: sql`now() + make_interval(secs => ${INBOX_CLAIM_SECONDS})` })
    .where(
      and(
        eq(operatorClaims.conversationId, conversationId),
        eq(operatorClaims.staffId, staffId),
        gt(operatorClaims.claimedUntil, sql`now()`),
      ),
    )
    .returning({ claimedUntil: operatorClaims.claimedUntil });
  return rows[0] ?? null;
}

/**
 * Inside an answer's transaction: whether the operator holds a live claim, and if so it is used up (deleted),
 * so a second send on the same claim, pressed at the same moment, finds none.
 */
export async function spendInboxClaim(tx: DbOrTx, conversationId: number, staffId: number): Promise<boolean> {
  const rows = await tx
    .delete(operatorClaims)
    .where(
      and(
        eq(operatorClaims.conversationId, conversationId),
        eq(operatorClaims.staffId, staffId),
        gt(operatorClaims.claimedUntil, sql`now()`),
      ),
    )
    .returning({ id: operatorClaims.conversationId });
  return rows.length > 0;
}

export async function releaseInboxClaim(db: DbOrTx, conversationId: number, staffId: number) {
  const rows = await db
    .delete(operatorClaims)
    .where(and(eq(operatorClaims.conversationId, conversationId), eq(operatorClaims.staffId, staffId)))
    .returning({ id: operatorClaims.conversationId });
  return rows.length > 0;
}

/** Live claims on these conversations, with the holder's name. */
export async function inboxClaimsOf(db: DbOrTx, conversationIds: number[]) {
  const claims = new Map<number, { id: number; name: string; until: Date }>();
  if (conversationIds.length === 0) return claims;
  const rows = await db
    .select({
      conversationId: operatorClaims.conversationId,
      id: staffAccounts.id,
      name: staffAccounts.name,
      until: operatorClaims.claimedUntil,
    })
    .from(operatorClaims)
    .innerJoin(staffAccounts, eq(staffAccounts.id, operatorClaims.staffId))
    .where(
      and(
        inArray(operatorClaims.conversationId, conversationIds),
        gt(operatorClaims.claimedUntil, sql`now()`),
      ),
    );
  for (const row of rows) claims.set(row.conversationId, { id: row.id, name: row.name, until: row.until });
  return claims;
}
