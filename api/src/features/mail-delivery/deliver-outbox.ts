import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { emailOutbox } from '../../db/schema/index';
import { composeMail, type OutboxRow } from './compose-mail';
import type { MailTransport } from './mail-transport';

const MAX_ATTEMPTS = 5;

export interface DeliveryResult {
  sent: number;
  failed: number;
}

/**
 * Claims a batch of pending mails in one statement (SKIP LOCKED: several API instances never take the same
 * mail) by marking them sent before sending: a crash mid-send loses a mail rather than sending it twice.
 */
async function claim(db: DbOrTx, limit: number): Promise<OutboxRow[]> {
  const result = await db.execute(sql`
    update ${emailOutbox}
    set status = 'sent', sent_at = now(), attempts = attempts + 1
    where id in (
      select id from ${emailOutbox}
      where status = 'pending' and attempts < ${MAX_ATTEMPTS}
      order by id
      limit ${limit}
      for update skip locked
    )
    returning id`);
  const ids = (result as unknown as { rows: { id: number | string }[] }).rows.map((row) => Number(row.id));
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(emailOutbox)
    .where(sql`${emailOutbox.id} in (${sql.join(ids, sql`, `)})`)
    .orderBy(emailOutbox.id);
  return rows;
}

/**
 * Sends the pending mails, oldest first. A failure goes back to pending with its error, for the next run;
 * after MAX_ATTEMPTS it is marked failed so one bad address cannot block the queue.
 */
export async function deliverPending(
  db: DbOrTx,
  transport: MailTransport,
  limit = 50,
): Promise<DeliveryResult> {
  const result: DeliveryResult = { sent: 0, failed: 0 };
  for (const row of await claim(db, limit)) {
    try {
      await transport.send(await composeMail(db, row));
      await db.update(emailOutbox).set({ lastError: null }).where(eq(emailOutbox.id, row.id));
      result.sent += 1;
    } catch (error) {
      await db
        .update(emailOutbox)
        .set({
          status: row.attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
          sentAt: null,
          lastError: error instanceof Error ? error.message.slice(0, 500) : String(error).slice(0, 500),
        })
        .where(eq(emailOutbox.id, row.id));
      result.failed += 1;
    }
  }
  return result;
}
