import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { creditLedger, users } from '../../db/schema/index';
import { createMember, createSites } from '../../testing/fixtures';
import { buildTestApp } from '../../testing/test-app';

test('credits move only through the ledger, once per reference, never below zero', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt } = await createSites(app.db);
  const userId = await createMember(app.db, { siteId: flirt.id, email: 'anna@example.com' });

  const granted = await app.credits.apply({ userId, delta: 100, reason: 'payment', reference: 'pay-1' });
  assert.deepEqual(granted, { applied: true, balance: 100 });

  // A webhook delivered again books nothing.
  const again = await app.credits.apply({ userId, delta: 100, reason: 'payment', reference: 'pay-1' });
  assert.deepEqual(again, { applied: false, balance: 100 });

  await assert.rejects(
    app.credits.apply({ userId, delta: -101, reason: 'message', reference: 'msg-1' }),
    (error: { errorId?: string }) => error.errorId === 'insufficient_credits',
  );
  assert.equal(await app.credits.balance(userId), 100);

  // Concurrent spends of the whole balance: exactly the affordable ones succeed.
  const spends = await Promise.allSettled(
    Array.from({ length: 8 }, (_, i) =>
      app.credits.apply({ userId, delta: -30, reason: 'message', reference: `m-${i}` }),
    ),
  );
  assert.equal(spends.filter((s) => s.status === 'fulfilled').length, 3);
  assert.equal(await app.credits.balance(userId), 10);

  // Inside a caller's transaction a refused spend rolls back to a savepoint; the caller's writes stay.
  await app.db.transaction(async (tx) => {
    await app.credits.apply({ userId, delta: 5, reason: 'grant', reference: 'g-1' }, tx);
    await assert.rejects(
      app.credits.apply({ userId, delta: -50, reason: 'message', reference: 'm-big' }, tx),
    );
  });
  assert.equal(await app.credits.balance(userId), 15);

  const ledger = await app.db.select().from(creditLedger).where(eq(creditLedger.userId, userId));
  assert.equal(
    ledger.reduce((sum, row) => sum + row.delta, 0),
    15,
    'the ledger sums to the balance',
  );
  assert.ok(ledger.every((row) => row.balanceAfter >= 0));
  await assert.rejects(
    app.db
      .insert(creditLedger)
      .values({ userId, delta: 1, reason: 'payment', reference: 'pay-1', balanceAfter: 1 }),
    'the database itself refuses a second booking',
  );
});

test('a new reference books in one statement: the ledger row carries the balance, a refused spend says why', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt } = await createSites(app.db);
  const userId = await createMember(app.db, { siteId: flirt.id, email: 'bea@example.com' });
  await app.credits.apply({ userId, delta: 20, reason: 'payment', reference: 'pay-new' });

  const spent = await app.db.transaction((tx) =>
    app.credits.applyNew({ userId, delta: -15, reason: 'message', reference: 'new-1', messageId: 1 }, tx),
  );
  assert.deepEqual(spent, { applied: true, balance: 5 });
  const [row] = await app.db.select().from(creditLedger).where(eq(creditLedger.reference, 'new-1'));
  assert.equal(row?.delta, -15);
  assert.equal(row?.balanceAfter, 5);
  assert.equal(row?.messageId, 1);

  await assert.rejects(
    app.db.transaction((tx) =>
      app.credits.applyNew({ userId, delta: -6, reason: 'message', reference: 'new-2' }, tx),
    ),
    (error: { errorId?: string }) => error.errorId === 'insufficient_credits',
  );
  await app.db.update(users).set({ creditsFrozen: true }).where(eq(users.id, userId));
  await assert.rejects(
    app.db.transaction((tx) =>
      app.credits.applyNew({ userId, delta: -1, reason: 'message', reference: 'new-3' }, tx),
    ),
    (error: { errorId?: string }) => error.errorId === 'credits_frozen',
  );
  // A reference booked before is a bug here: the database refuses it instead of charging again.
  await app.db.update(users).set({ creditsFrozen: false }).where(eq(users.id, userId));
  await assert.rejects(
    app.db.transaction((tx) =>
      app.credits.applyNew({ userId, delta: -1, reason: 'message', reference: 'new-1' }, tx),
    ),
  );
  assert.equal(await app.credits.balance(userId), 5);
  const ledger = await app.db.select().from(creditLedger).where(eq(creditLedger.userId, userId));
  assert.deepEqual(
    ledger.map((entry) => entry.reference),
    ['pay-new', 'new-1'],
  );
});
