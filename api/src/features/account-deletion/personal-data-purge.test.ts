import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { accountDeletions, emailOutbox, users } from '../../db/schema/index';
import { createMember, createSites } from '../../testing/fixtures';
import { buildTestApp } from '../../testing/test-app';
import { purgePersonalData } from './personal-data-purge';

const DAY = 24 * 3600_000;

test('one purge run erases accounts past their 14 days and drops outbox mail past its retention', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt } = await createSites(app.db);
  const now = new Date();
  const ago = (days: number) => new Date(now.getTime() - days * DAY);

  const leaver = await createMember(app.db, { siteId: flirt.id, email: 'leaver@example.com' });
  const returner = await createMember(app.db, { siteId: flirt.id, email: 'returner@example.com' });
  for (const [userId, requestedAt] of [
    [leaver, ago(15)],
    [returner, ago(3)],
  ] as const) {
    await app.db.update(users).set({ deletedAt: requestedAt }).where(eq(users.id, userId));
    await app.db.insert(accountDeletions).values({
      userId,
      siteId: flirt.id,
      requestedAt,
      reactivateUntil: new Date(requestedAt.getTime() + 14 * DAY),
    });
  }
  const mail = { siteId: flirt.id, locale: 'en' as const, template: 'activation', data: {} };
  await app.db.insert(emailOutbox).values([
    { ...mail, toAddress: 'old@example.com', status: 'sent', createdAt: ago(40), sentAt: ago(40) },
    { ...mail, toAddress: 'new@example.com', status: 'sent', createdAt: ago(2), sentAt: ago(2) },
  ]);

  await purgePersonalData(app, now);

  const members = await app.db.select({ id: users.id }).from(users);
  assert.deepEqual(
    members.map((row) => row.id),
    [returner],
    'the account within its 14 days stays',
  );
  const outbox = await app.db.select({ to: emailOutbox.toAddress }).from(emailOutbox);
  assert.deepEqual(
    outbox.map((row) => row.to),
    ['new@example.com'],
  );
});
