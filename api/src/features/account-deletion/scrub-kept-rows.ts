import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { complaints, creditLedger, discountCodes, payments, trackingRecords } from '../../db/schema/index';
import { retentionCode } from './retention-code';

/** What a kept row shows instead of an identifier of an erased member. */
export const ERASED = 'erased';

export interface ErasedMember {
  userId: number;
  /** Stored lower-cased, as users.email is. */
  email: string;
  siteId: number;
}

/**
 * Removes the erased member's identifiers from the rows that outlive the account (bookkeeping, affiliate
 * counts, complaint statistics). Runs before the user row goes: afterwards user_id is null and the rows can
 * no longer be told apart from anyone else's.
 */
export async function scrubKeptRows(tx: DbOrTx, member: ErasedMember): Promise<void> {
  await scrubLedger(tx, member.userId);
  await scrubPayments(tx, member.userId);
  // The affiliate still gets its conversion counted (network, site, date); the click and sub ids the
  // network handed over identify the person behind the signup there, so they go.
  await tx
    .update(trackingRecords)
    .set({ ref: null, sub1: null, sub2: null, sub3: null })
    .where(eq(trackingRecords.userId, member.userId));
  // Complaints stay countable by site, topic and status; who wrote them and what they wrote goes. A
  // complaint sent while logged out is the member's too when it came from their address on their site.
  await tx
    .update(complaints)
    .set({ name: ERASED, email: ERASED, body: ERASED })
    .where(
      or(
        eq(complaints.userId, member.userId),
        and(eq(complaints.siteId, member.siteId), sql`lower(${complaints.email}) = ${member.email}`),
      ),
    );
}

/**
 * A ledger reference keeps only what the books need. Replacing one with `erased:<ledger id>` keeps
 * (reason, reference) unique, so a retried booking still cannot be booked twice.
 */
async function scrubLedger(tx: DbOrTx, userId: number): Promise<void> {
  const erasedReference = sql`${ERASED} || ':' || ${creditLedger.id}::text`;
  // The member's own rows: only a payment's reference (the payment's own id) is kept, because the books tie
  // ledger and payment together by it. Every other reference (user:<id>, <viewer>:<member>, a message id,
  // a reason added later) names the member or something of theirs that is gone.
  await tx
    .update(creditLedger)
    .set({ reference: erasedReference, messageId: null, unlockTargetId: null })
    .where(and(eq(creditLedger.userId, userId), ne(creditLedger.reason, 'payment')));
  // Other members' photo unlocks name the erased member, as `<viewer>:<member>` and as unlock_target_id.
  // The ledger's trigger allows exactly this unlinking (reference to erased:<id>, typed references to null).
  await tx
    .update(creditLedger)
    .set({ reference: erasedReference, unlockTargetId: null })
    .where(and(eq(creditLedger.reason, 'photo_unlock'), eq(creditLedger.unlockTargetId, userId)));
}

/**
 * A payment keeps amounts, dates, status, method and the provider's reference (reconciliation with the
 * provider's statement, refunds and chargebacks need it). A personal discount code such as STAY<user id>
 * names the member; a campaign code shared by everyone does not and stays.
 */
async function scrubPayments(tx: DbOrTx, userId: number): Promise<void> {
  const personal = await tx
    .select({ code: discountCodes.code })
    .from(discountCodes)
    .where(eq(discountCodes.userId, userId));
  const codes = [...new Set([retentionCode(userId), ...personal.map((row) => row.code)])];
  // Only the member's own payments: a personal code is theirs alone, while the same text may be a campaign
  // code on another site.
  await tx
    .update(payments)
    .set({ discountCode: ERASED })
    .where(and(eq(payments.userId, userId), inArray(payments.discountCode, codes)));
}
