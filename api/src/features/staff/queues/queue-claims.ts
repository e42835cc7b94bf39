// Claims: a moderator takes an item before deciding it, so two never work on the same one. One row per item;
// the insert takes a free or lapsed claim and refuses a live one of someone else in a single statement, so
// two moderators claiming at once cannot both win (PostgreSQL serialises them on the primary key).
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { STAFF_CLAIM_MINUTES, type StaffQueue } from '@dating/shared/contract';
import type { DbOrTx } from '../../../db/client';
import { staffAccounts, staffClaims } from '../../../db/schema/index';

export async function takeClaim(
  db: DbOrTx,
  queue: StaffQueue,
  itemId: number,
  staffId: number,
): Promise<{ claimedUntil: Date } | null> {
  const claimedUntil = new Date(Date.now() + STAFF_CLAIM_MINUTES * 60_000);
  const [row] = await db
    .insert(staffClaims)
    .values({ queue, itemId, staffId, claimedUntil })
    .onConflictDoUpdate({
      target: [staffClaims.queue, staffClaims.itemId],
      set: { staffId, claimedUntil },
      setWhere: sql`${staffClaims.claimedUntil} < now() or ${staffClaims.staffId} = ${staffId}`,
    })
    .returning({ claimedUntil: staffClaims.claimedUntil });
  return row ?? null;
}

/** Ends the staff member's own claim; false when they held none. */
export async function dropClaim(
  db: DbOrTx,
  queue: StaffQueue,
  itemId: number,
  staffId: number,
): Promise<boolean> {
  const rows = await db
    .delete(staffClaims)
    .where(
      and(eq(staffClaims.queue, queue), eq(staffClaims.itemId, itemId), eq(staffClaims.staffId, staffId)),
    )
    .returning({ itemId: staffClaims.itemId });
  return rows.length > 0;
}

/** Whether the staff member holds a live claim on the item; locks the claim row for the transaction. */
export async function holdsClaim(
  tx: DbOrTx,
  queue: StaffQueue,
  itemId: number,
  staffId: number,
): Promise<boolean> {
  const [row] = await tx
    .select({ staffId: staffClaims.staffId })
    .from(staffClaims)
    .where(
      and(
        eq(staffClaims.queue, queue),
        eq(staffClaims.itemId, itemId),
        eq(staffClaims.staffId, staffId),
        gt(staffClaims.claimedUntil, sql`now()`),
      ),
    )
    .for('update');
  return row !== undefined;
}

/** Live claims on the items, with the holder's name. */
export async function claimsOf(db: DbOrTx, queue: StaffQueue, itemIds: number[]) {
  if (itemIds.length === 0) return new Map<number, { id: number; name: string; until: Date }>();
  const rows = await db
    .select({
      itemId: staffClaims.itemId,
      id: staffAccounts.id,
      name: staffAccounts.name,
      until: staffClaims.claimedUntil,
    })
    .from(staffClaims)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffClaims.staffId))
    .where(
      and(
        eq(staffClaims.queue, queue),
        inArray(staffClaims.itemId, itemIds),
        gt(staffClaims.claimedUntil, sql`now()`),
      ),
    );
  return new Map(rows.map((row) => [row.itemId, { id: row.id, name: row.name, until: row.until }]));
}
