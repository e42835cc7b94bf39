// @feature-public: other features import this module (docs/conventions.md, Layout).
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sqlRows } from '../../db/sql-rows';
import { emailOutbox } from '../../db/schema/index';

/**
 * How long a sent or failed mail stays in the outbox. Long enough for support to answer "I never got the
 * mail" (when it went, or why it failed) and for bounce reports to arrive; after that the row is only the
 * member's address and mail content kept for no purpose (GDPR storage limitation).
 */
export const OUTBOX_RETENTION_MS = 30 * 24 * 3600_000;

// Deleting in bounded batches keeps the first run after a long time from holding a huge lock and log.
const BATCH = 5000;

/**
 * Deletes sent mails and given-up (failed) mails older than the retention period; pending mails are never
 * touched, however old. Age counts from sending, or from queueing for a mail that was never sent (its
 * attempts end within hours of that). Returns how many rows went.
 */
export async function purgeOldOutboxMail(db: DbOrTx, now: Date, batchSize = BATCH): Promise<number> {
  const cutoff = new Date(now.getTime() - OUTBOX_RETENTION_MS).toISOString();
  let deleted = 0;
  for (;;) {
    const removed = await sqlRows<{ id: number }>(
      db,
      sql`
      delete from ${emailOutbox}
      where id in (
        select id from ${emailOutbox}
        where status in ('sent', 'failed') and coalesce(sent_at, created_at) < ${cutoff}::timestamptz
        limit ${batchSize}
      )
      returning id`,
    );
    const count = removed.length;
    deleted += count;
    if (count < batchSize) return deleted;
  }
}
