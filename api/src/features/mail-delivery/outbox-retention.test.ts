import assert from 'node:assert/strict';
import { test } from 'node:test';
import { emailOutbox } from '../../db/schema/index';
import { createSites } from '../../testing/fixtures';
import { buildTestApp } from '../../testing/test-app';
import { OUTBOX_RETENTION_MS, purgeOldOutboxMail } from './outbox-retention';

const DAY = 24 * 3600_000;

test('sent and failed mails leave the outbox after the retention period; pending ones never', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt } = await createSites(app.db);
  const now = new Date();
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const mail = (
    toAddress: string,
    status: 'pending' | 'sent' | 'failed',
    createdAt: Date,
    sentAt: Date | null = null,
  ) => ({
    siteId: flirt.id,
    toAddress,
    locale: 'en' as const,
    template: 'activation',
    data: { link: 'http://flirt.test/' },
    status,
    createdAt,
    sentAt,
  });
  await app.db
    .insert(emailOutbox)
    .values([
      mail('sent-old@example.com', 'sent', ago(40), ago(31)),
      mail('sent-recent@example.com', 'sent', ago(29), ago(29)),
      mail('queued-long-sent-lately@example.com', 'sent', ago(40), ago(10)),
      mail('failed-old@example.com', 'failed', ago(31)),
      mail('failed-recent@example.com', 'failed', ago(29)),
      mail('pending-old@example.com', 'pending', ago(60)),
    ]);

  assert.equal(OUTBOX_RETENTION_MS, 30 * DAY);
  assert.equal(await purgeOldOutboxMail(app.db, now), 2);
  const left = await app.db.select({ to: emailOutbox.toAddress }).from(emailOutbox).orderBy(emailOutbox.id);
  assert.deepEqual(
    left.map((row) => row.to),
    [
      'sent-recent@example.com',
      'queued-long-sent-lately@example.com',
      'failed-recent@example.com',
      'pending-old@example.com',
    ],
  );
  assert.equal(await purgeOldOutboxMail(app.db, now), 0, 'a second run finds nothing more');
});

test('a backlog larger than one batch goes entirely in one run', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt } = await createSites(app.db);
  const now = new Date();
  const old = new Date(now.getTime() - 45 * DAY);
  await app.db.insert(emailOutbox).values(
    Array.from({ length: 7 }, (_, index) => ({
      siteId: flirt.id,
      toAddress: `member${index}@example.com`,
      locale: 'en' as const,
      template: 'activation',
      status: 'sent' as const,
      createdAt: old,
      sentAt: old,
    })),
  );
  assert.equal(await purgeOldOutboxMail(app.db, now, 2), 7);
  assert.equal((await app.db.select().from(emailOutbox)).length, 0);
});
