import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sqlRows } from '../../db/sql-rows';
import { emailOutbox } from '../../db/schema/index';
import { composeMail, type OutboxRow } from './compose-mail';
import type { MailTransport } from './mail-transport';

/** After this many failed sends a mail is marked failed, so one bad address cannot block the queue. */
export const MAX_ATTEMPTS = 5;
/**
 * How long a claimed mail belongs to its deliverer. Far longer than any SMTP send takes, so a slow send is
 * not taken over (and sent twice) by another instance; short enough that a crashed one delays mail only a bit.
 */
export const LEASE_MS = 10 * 60_000;
const FIRST_RETRY_MS = 60_000;

/** 1, 5, 25, 125 minutes: a server that is down for a while is not hammered, a blip costs a minute. */
export function retryDelayMs(attempts: number): number {
  return FIRST_RETRY_MS * 5 ** Math.max(0, attempts - 1);
}

export interface DeliveryResult {
  sent: number;
  /** Sends that failed this run (kept for a retry, or given up). */
  failed: number;
  /** Of those, mails that reached MAX_ATTEMPTS and are now marked failed. */
  gaveUp: number;
}

export interface DeliveryOptions {
  limit?: number;
  /** The clock, injected so tests can step past a lease or a retry delay. */
  now?: Date;
  /** Where a mail that is given up on is reported (the server passes its logger). */
  onGiveUp?: (mail: { id: number; template: string; attempts: number; error: string }) => void;
}

/**
 * Leases a batch of due mails to this deliverer in one committed statement. SKIP LOCKED keeps concurrent
 * claims from blocking each other, and the lease (locked_until) keeps every other instance off the mails
 * after the statement, while they are sent. Each claim counts as an attempt, so a mail whose send crashes
 * the process every time still ends as failed.
 */
export async function claimDueMails(db: DbOrTx, limit: number, now: Date): Promise<OutboxRow[]> {
  const leaseEnd = new Date(now.getTime() + LEASE_MS);
  const claimed = await sqlRows<{ id: number | string }>(
    db,
    sql`
    update ${emailOutbox}
    set locked_until = ${leaseEnd.toISOString()}::timestamptz, attempts = attempts + 1
    where id in (
      select id from ${emailOutbox}
      where status = 'pending'
        and (locked_until is null or locked_until <= ${now.toISOString()}::timestamptz)
      order by id
      limit ${limit}
      for update skip locked
    )
    returning id`,
  );
  const ids = claimed.map((row) => Number(row.id));
  if (ids.length === 0) return [];
  return db
    .select()
    .from(emailOutbox)
    .where(sql`${emailOutbox.id} in (${sql.join(ids, sql`, `)})`)
    .orderBy(emailOutbox.id);
}

function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

/**
 * Sends the due mails, oldest first, at least once: a mail is marked sent only after the SMTP server took
 * it, so a crash between the two sends it again after its lease rather than losing it. A failed send waits
 * retryDelayMs before the next try; after MAX_ATTEMPTS it is marked failed with its last error.
 */
export async function deliverPending(
  db: DbOrTx,
  transport: MailTransport,
  { limit = 50, now = new Date(), onGiveUp }: DeliveryOptions = {},
): Promise<DeliveryResult> {
  const result: DeliveryResult = { sent: 0, failed: 0, gaveUp: 0 };
  for (const row of await claimDueMails(db, limit, now)) {
    const mine = and(eq(emailOutbox.id, row.id), eq(emailOutbox.status, 'pending'));
    try {
      await transport.send(await composeMail(db, row));
    } catch (error) {
      const giveUp = row.attempts >= MAX_ATTEMPTS;
      await db
        .update(emailOutbox)
        .set({
          status: giveUp ? 'failed' : 'pending',
          lockedUntil: giveUp ? null : new Date(now.getTime() + retryDelayMs(row.attempts)),
          lastError: errorText(error),
        })
        .where(mine);
      result.failed += 1;
      if (giveUp) {
        result.gaveUp += 1;
        onGiveUp?.({ id: row.id, template: row.template, attempts: row.attempts, error: errorText(error) });
      }
      continue;
    }
    await db
      .update(emailOutbox)
      .set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: null })
      .where(mine);
    result.sent += 1;
  }
  return result;
}
