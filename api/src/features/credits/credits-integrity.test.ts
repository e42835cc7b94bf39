// Money integrity: the ledger is written once per movement and never rewritten, concurrent spends cannot
// overdraw, and a request retried after a lost reply moves nothing twice. Concurrency only means something on
// PostgreSQL (PGlite has one connection), so the api-pg step (DATABASE_URL) is the one that proves it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { creditLedger, photos, users } from '../../db/schema/index';
import { createMember, createSites, FIXTURE_PASSWORD } from '../../testing/fixtures';
import { Browser, buildTestApp } from '../../testing/test-app';

test('100 concurrent spends of 1 credit on a balance of 10 succeed exactly 10 times', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt } = await createSites(app.db);
  const userId = await createMember(app.db, { siteId: flirt.id, email: 'spender@example.com', credits: 10 });
  const spends = await Promise.allSettled(
    Array.from({ length: 100 }, (_, i) =>
      app.credits.apply({ userId, delta: -1, reason: 'message', reference: `spend-${i}` }),
    ),
  );
  const succeeded = spends.filter((s) => s.status === 'fulfilled');
  assert.equal(succeeded.length, 10);
  for (const failed of spends.filter((s) => s.status === 'rejected')) {
    assert.equal((failed.reason as { errorId?: string }).errorId, 'insufficient_credits');
  }
  assert.equal(await app.credits.balance(userId), 0);
  const rows = await app.db
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId))
    .orderBy(creditLedger.id);
  assert.equal(rows.length, 10);
  // Each row carries the balance its own update left: 9, 8, ... 0, each exactly once.
  assert.deepEqual(
    rows.map((row) => row.balanceAfter).sort((a, b) => b - a),
    [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
  );
});

test('the same movement booked concurrently moves the balance once', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt } = await createSites(app.db);
  const userId = await createMember(app.db, { siteId: flirt.id, email: 'twice@example.com' });
  const results = await Promise.all(
    Array.from({ length: 20 }, () =>
      app.credits.apply({ userId, delta: 50, reason: 'signup_grant', reference: `user:${userId}` }),
    ),
  );
  assert.equal(results.filter((r) => r.applied).length, 1);
  assert.equal(await app.credits.balance(userId), 50);
});

test('the ledger refuses UPDATE and DELETE; erasure may only unlink a row', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt } = await createSites(app.db);
  const userId = await createMember(app.db, { siteId: flirt.id, email: 'books@example.com' });
  await app.credits.apply({ userId, delta: 5, reason: 'grant', reference: 'g-1' });
  const [row] = await app.db.select().from(creditLedger).where(eq(creditLedger.userId, userId));
  assert.equal(row!.balanceAfter, 5, 'balance_after is written with the row, not patched later');
  await assert.rejects(app.db.update(creditLedger).set({ delta: 500 }).where(eq(creditLedger.id, row!.id)));
  await assert.rejects(
    app.db.update(creditLedger).set({ balanceAfter: 0 }).where(eq(creditLedger.id, row!.id)),
  );
  await assert.rejects(
    app.db.update(creditLedger).set({ reference: 'other' }).where(eq(creditLedger.id, row!.id)),
  );
  await assert.rejects(app.db.delete(creditLedger).where(eq(creditLedger.id, row!.id)));
  // The sanctioned unlinking, and deleting the member (whose foreign key sets user_id null), both pass.
  await app.db
    .update(creditLedger)
    .set({ reference: sql`'erased:' || ${creditLedger.id}::text` })
    .where(eq(creditLedger.id, row!.id));
  await app.db.delete(users).where(eq(users.id, userId));
  const [kept] = await app.db.select().from(creditLedger).where(eq(creditLedger.id, row!.id));
  assert.equal(kept!.userId, null);
  assert.equal(kept!.delta, 5);
  assert.equal(kept!.reference, `erased:${row!.id}`);
});

test('photo unlock: charges once, typed target, nothing when no photo is hidden, replays after a lost reply', async (t) => {
  let crashAfterCommit = false;
  const { app } = await buildTestApp(t, {}, (instance) => {
    // A crash between commit and reply: the work is done, the member never hears of it and retries.
    instance.addHook('preSerialization', async (request) => {
      if (crashAfterCommit && request.url === '/api/photo-unlock.php') {
        crashAfterCommit = false;
        throw new Error('simulated crash after commit');
      }
    });
  });
  const { flirt } = await createSites(app.db);
  const viewer = await createMember(app.db, { siteId: flirt.id, email: 'viewer@example.com', credits: 10 });
  const few = await createMember(app.db, { siteId: flirt.id, email: 'few@example.com', withPhoto: true });
  const many = await createMember(app.db, { siteId: flirt.id, email: 'many@example.com', gender: 'female' });
  await app.db.insert(photos).values(
    [1, 2, 3, 4].map((n) => ({
      userId: many,
      filename: `many-${n}.jpg`,
      thumbFilename: `many-${n}-t.jpg`,
      status: 'active' as const,
      position: n,
    })),
  );
  const browser = new Browser(app);
  await browser.login('viewer@example.com', FIXTURE_PASSWORD);
  const unlock = (profileId: number, key?: string) =>
    browser.request({
      method: 'POST',
      url: '/api/photo-unlock.php',
      payload: { profile_id: profileId },
      ...(key ? { headers: { 'idempotency-key': key } } : {}),
    });

  const nothingHidden = await unlock(few);
  assert.equal(nothingHidden.statusCode, 200, nothingHidden.body);
  assert.deepEqual(nothingHidden.json(), { ok: true, credits: 10, charged: false });
  assert.equal((await app.db.select().from(creditLedger)).length, 0);

  crashAfterCommit = true;
  const crashed = await unlock(many, 'unlock-many-0001');
  assert.equal(crashed.statusCode, 500);
  const retried = await unlock(many, 'unlock-many-0001');
  assert.equal(retried.statusCode, 200, retried.body);
  assert.equal(retried.headers['idempotent-replayed'], 'true');
  assert.deepEqual(retried.json(), { ok: true, credits: 7, charged: true }, 'the first answer, replayed');
  assert.equal(await app.credits.balance(viewer), 7);
  const ledger = await app.db.select().from(creditLedger).where(eq(creditLedger.userId, viewer));
  assert.equal(ledger.length, 1);
  assert.equal(ledger[0]!.unlockTargetId, many);
  assert.equal(ledger[0]!.balanceAfter, 7);
});
