import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq, inArray, sql } from 'drizzle-orm';
import {
  accountDeletions,
  complaints,
  creditLedger,
  directDebitMandates,
  discountCodes,
  emailOutbox,
  payments,
  trackingRecords,
  users,
} from '../../db/schema/index';
import { createMember, createSites } from '../../testing/fixtures';
import { buildTestApp } from '../../testing/test-app';
import { purgeDeletedAccounts } from './purge-deleted-accounts';
import type { Db } from '../../db/client';

const DAY = 24 * 3600_000;

test('the purge keeps payments and the credit ledger for the books, without the member', async (t) => {
  const { app, config } = await buildTestApp(t);
  const { flirt } = await createSites(app.db);
  const email = 'payer@example.com';
  const userId = await createMember(app.db, { siteId: flirt.id, email, name: 'Paula Payer' });
  const stayer = await createMember(app.db, { siteId: flirt.id, email: 'stayer@example.com' });

  await app.db.insert(directDebitMandates).values({
    userId,
    accountHolder: 'Paula Payer',
    iban: 'NL91ABNA0417164300',
    street: 'Damrak',
    houseNumber: '1',
    postalCode: '1012 LG',
    city: 'Amsterdam',
    mobile: '+31612345678',
    status: 'active',
  });
  const paid = await app.db
    .insert(payments)
    .values([
      {
        userId,
        credits: 100,
        amountCents: 1999,
        currency: 'EUR',
        paymentMethod: 'sepa_direct_debit',
        status: 'completed',
        provider: 'test',
        providerReference: 'psp-1',
        completedAt: new Date(),
      },
      {
        userId: stayer,
        credits: 50,
        amountCents: 999,
        currency: 'EUR',
        paymentMethod: 'creditcard',
        status: 'completed',
        provider: 'test',
        providerReference: 'psp-2',
        completedAt: new Date(),
      },
    ])
    .returning({ id: payments.id });
  const booked = await app.db
    .insert(creditLedger)
    .values([
      { userId, delta: 100, reason: 'payment', reference: String(paid[0]!.id), balanceAfter: 100 },
      { userId, delta: -5, reason: 'message', reference: 'message:1', balanceAfter: 95 },
    ])
    .returning({ id: creditLedger.id });
  await app.db.insert(emailOutbox).values({
    siteId: flirt.id,
    toAddress: email,
    locale: 'en',
    template: 'account_deleted',
    data: { userId, name: 'Paula Payer', link: 'http://flirt.test/login?reactivate=x' },
  });

  const requested = new Date(Date.now() - 15 * DAY);
  await app.db.update(users).set({ deletedAt: requested }).where(eq(users.id, userId));
  await app.db.insert(accountDeletions).values({
    userId,
    siteId: flirt.id,
    requestedAt: requested,
    reactivateUntil: new Date(requested.getTime() + 14 * DAY),
  });

  assert.equal(await purgeDeletedAccounts(app.db, { now: new Date(), uploadsDir: config.uploadsDir }), 1);

  assert.equal((await app.db.select().from(users).where(eq(users.id, userId))).length, 0, 'user gone');
  const kept = await app.db
    .select()
    .from(payments)
    .where(
      inArray(
        payments.id,
        paid.map((row) => row.id),
      ),
    )
    .orderBy(payments.id);
  assert.deepEqual(
    kept.map((row) => [row.userId, row.amountCents, row.currency, row.status, row.providerReference]),
    [
      [null, 1999, 'EUR', 'completed', 'psp-1'],
      [stayer, 999, 'EUR', 'completed', 'psp-2'],
    ],
    'both payments stay; only the erased member loses the link',
  );
  const ledger = await app.db
    .select()
    .from(creditLedger)
    .where(
      inArray(
        creditLedger.id,
        booked.map((row) => row.id),
      ),
    )
    .orderBy(creditLedger.id);
  assert.deepEqual(
    ledger.map((row) => [row.userId, row.delta, row.reason]),
    [
      [null, 100, 'payment'],
      [null, -5, 'message'],
    ],
  );

  // Nothing that names the member is left beside the books: the mandate (name, IBAN, address, phone)
  // goes with the account, and so do the mails addressed to it.
  assert.equal((await app.db.select().from(directDebitMandates)).length, 0);
  assert.equal((await app.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email))).length, 0);
  // Every column of the kept rows as text, so a column added later is checked too.
  const leftovers = JSON.stringify(
    await app.db.execute(
      sql`select row_to_json(p)::text as row from payments p union all select row_to_json(l)::text from credit_ledger l`,
    ),
  );
  for (const personal of [email, 'Paula', 'NL91ABNA0417164300', '+31612345678', 'Damrak']) {
    assert.ok(!leftovers.includes(personal), `no ${personal} in payments or ledger`);
  }
});

/** Marks a member deleted 15 days ago, with a due deletion request; returns the request's id. */
async function deletedLongAgo(db: Db, userId: number, siteId: number, comment: string | null = null) {
  const requested = new Date(Date.now() - 15 * DAY);
  await db.update(users).set({ deletedAt: requested }).where(eq(users.id, userId));
  const [row] = await db
    .insert(accountDeletions)
    .values({
      userId,
      siteId,
      reasons: ['found_partner', 'privacy'],
      comment,
      requestedAt: requested,
      reactivationTokenHash: `hash-${userId}`,
      reactivateUntil: new Date(requested.getTime() + 14 * DAY),
    })
    .returning({ id: accountDeletions.id });
  return row!.id;
}

const payment = (userId: number, discountCode: string | null, providerReference: string) => ({
  userId,
  credits: 100,
  amountCents: 1499,
  currency: 'EUR',
  paymentMethod: 'creditcard' as const,
  status: 'completed' as const,
  provider: 'test',
  providerReference,
  discountCode,
  completedAt: new Date(),
});

test('kept rows lose every identifier of the erased member, and a record of the erasure stays', async (t) => {
  const { app, config } = await buildTestApp(t);
  const { flirt, herz } = await createSites(app.db);
  const email = 'leaver@example.com';
  const leaver = await createMember(app.db, { siteId: flirt.id, email, name: 'Lena Leaver' });
  const second = await createMember(app.db, { siteId: flirt.id, email: 'second@example.com' });
  const viewer = await createMember(app.db, { siteId: flirt.id, email: 'viewer@example.com' });
  const other = await createMember(app.db, { siteId: flirt.id, email: 'other@example.com' });

  await app.db
    .insert(discountCodes)
    .values({ siteId: flirt.id, code: 'LENA-VIP', valuePercentage: 30, userId: leaver });
  const paid = await app.db
    .insert(payments)
    .values([
      payment(leaver, `STAY${leaver}`, 'psp-stay'),
      payment(leaver, 'LENA-VIP', 'psp-vip'),
      payment(leaver, 'WELCOME', 'psp-welcome'),
      payment(viewer, 'WELCOME', 'psp-viewer'),
    ])
    .returning({ id: payments.id });
  const ledgerRow = (userId: number, reason: string, reference: string, unlockTargetId?: number) => ({
    userId,
    delta: 1,
    reason,
    reference,
    balanceAfter: 1,
    unlockTargetId: unlockTargetId ?? null,
  });
  const booked = await app.db
    .insert(creditLedger)
    .values([
      ledgerRow(leaver, 'payment', String(paid[0]!.id)),
      ledgerRow(leaver, 'signup_grant', `user:${leaver}`),
      ledgerRow(leaver, 'photo_unlock', `${leaver}:${other}`, other),
      ledgerRow(second, 'signup_grant', `user:${second}`),
      ledgerRow(viewer, 'photo_unlock', `${viewer}:${leaver}`, leaver),
      ledgerRow(viewer, 'photo_unlock', `${viewer}:${other}`, other),
      // Its text looks like the leaver's, but the typed target decides: not the leaver's.
      ledgerRow(viewer, 'photo_unlock', `${viewer}:${leaver}0`),
      ledgerRow(viewer, 'signup_grant', `user:${viewer}`),
    ])
    .returning({ id: creditLedger.id });
  await app.db.insert(trackingRecords).values([
    {
      siteId: flirt.id,
      userId: leaver,
      network: 'affnet',
      ref: 'click-123',
      sub1: 'a',
      sub2: 'b',
      sub3: 'c',
    },
    { siteId: flirt.id, userId: viewer, network: 'affnet', ref: 'click-456', sub1: 'x' },
  ]);
  const complaint = (userId: number | null, siteId: number, from: string) => ({
    siteId,
    userId,
    name: 'Lena Leaver',
    email: from,
    subject: 'billing',
    body: 'My card ending 4242 was charged twice',
  });
  const filed = await app.db
    .insert(complaints)
    .values([
      complaint(leaver, flirt.id, email),
      complaint(null, flirt.id, 'Leaver@Example.com'),
      complaint(null, herz.id, email),
      complaint(viewer, flirt.id, 'viewer@example.com'),
    ])
    .returning({ id: complaints.id });

  // An earlier request the member took back, then the one that is due.
  await app.db.insert(accountDeletions).values({
    userId: leaver,
    siteId: flirt.id,
    comment: 'Too many mails, Lena',
    requestedAt: new Date(Date.now() - 40 * DAY),
    reactivateUntil: new Date(Date.now() - 26 * DAY),
    reactivatedAt: new Date(Date.now() - 39 * DAY),
  });
  const deletionId = await deletedLongAgo(app.db, leaver, flirt.id, 'I met Peter here, thanks');
  await deletedLongAgo(app.db, second, flirt.id);

  const now = new Date();
  assert.equal(await purgeDeletedAccounts(app.db, { now, uploadsDir: config.uploadsDir }), 2);

  const ledger = await app.db
    .select()
    .from(creditLedger)
    .where(
      inArray(
        creditLedger.id,
        booked.map((row) => row.id),
      ),
    )
    .orderBy(creditLedger.id);
  const erased = (index: number) => `erased:${booked[index]!.id}`;
  assert.deepEqual(
    ledger.map((row) => [row.userId, row.reason, row.reference, row.delta]),
    [
      [null, 'payment', String(paid[0]!.id), 1],
      [null, 'signup_grant', erased(1), 1],
      [null, 'photo_unlock', erased(2), 1],
      [null, 'signup_grant', erased(3), 1],
      [viewer, 'photo_unlock', erased(4), 1],
      [viewer, 'photo_unlock', `${viewer}:${other}`, 1],
      [viewer, 'photo_unlock', `${viewer}:${leaver}0`, 1],
      [viewer, 'signup_grant', `user:${viewer}`, 1],
    ],
    'a payment keeps its id; every reference naming an erased member is replaced, each one unique',
  );

  const kept = await app.db
    .select()
    .from(payments)
    .where(
      inArray(
        payments.id,
        paid.map((row) => row.id),
      ),
    )
    .orderBy(payments.id);
  assert.deepEqual(
    kept.map((row) => [row.userId, row.discountCode, row.providerReference, row.amountCents]),
    [
      [null, 'erased', 'psp-stay', 1499],
      [null, 'erased', 'psp-vip', 1499],
      [null, 'WELCOME', 'psp-welcome', 1499],
      [viewer, 'WELCOME', 'psp-viewer', 1499],
    ],
    'personal codes go, a campaign code and the provider reference stay',
  );

  const tracking = await app.db.select().from(trackingRecords).orderBy(trackingRecords.id);
  assert.deepEqual(
    tracking.map((row) => [row.userId, row.network, row.ref, row.sub1, row.sub2, row.sub3]),
    [
      [null, 'affnet', null, null, null, null],
      [viewer, 'affnet', 'click-456', 'x', null, null],
    ],
  );

  const complaintRows = await app.db
    .select()
    .from(complaints)
    .where(
      inArray(
        complaints.id,
        filed.map((row) => row.id),
      ),
    )
    .orderBy(complaints.id);
  assert.deepEqual(
    complaintRows.map((row) => [row.userId, row.siteId, row.name, row.email, row.subject, row.body]),
    [
      [null, flirt.id, 'erased', 'erased', 'billing', 'erased'],
      [null, flirt.id, 'erased', 'erased', 'billing', 'erased'],
      [null, herz.id, 'Lena Leaver', email, 'billing', 'My card ending 4242 was charged twice'],
      [
        viewer,
        flirt.id,
        'Lena Leaver',
        'viewer@example.com',
        'billing',
        'My card ending 4242 was charged twice',
      ],
    ],
    "the leaver's complaints on this site, logged in or not; another site's member with the address keeps theirs",
  );

  const records = await app.db
    .select()
    .from(accountDeletions)
    .where(inArray(accountDeletions.siteId, [flirt.id]))
    .orderBy(accountDeletions.id);
  assert.equal(records.length, 2, 'one record per erasure; the request taken back is gone');
  const record = records.find((row) => row.id === deletionId);
  assert.deepEqual(record && { ...record, requestedAt: undefined, reactivateUntil: undefined }, {
    id: deletionId,
    userId: null,
    siteId: flirt.id,
    reasons: ['found_partner', 'privacy'],
    comment: null,
    requestedAt: undefined,
    reactivationTokenHash: null,
    reactivateUntil: undefined,
    reactivatedAt: null,
    completedAt: now,
  });

  // Every column of every kept table as text, so a column added later is checked too.
  const leftovers = JSON.stringify(
    await app.db.execute(sql`
      select row_to_json(p)::text as row from payments p
      union all select row_to_json(l)::text from credit_ledger l
      union all select row_to_json(t)::text from tracking_records t
      union all select row_to_json(d)::text from account_deletions d
      union all select row_to_json(c)::text from complaints c where c.site_id = ${flirt.id} and c.user_id is null`),
  );
  for (const personal of [
    email,
    'Lena',
    'Peter',
    `STAY${leaver}`,
    'LENA-VIP',
    'click-123',
    `user:${leaver}`,
  ]) {
    assert.ok(!leftovers.toLowerCase().includes(personal.toLowerCase()), `no ${personal} in a kept row`);
  }
  assert.ok(!leftovers.includes(`${viewer}:${leaver}"`), 'no photo unlock naming the leaver');
});

test('an account reactivated after the purge read its list is neither erased nor recorded as erased', async (t) => {
  const { app, config } = await buildTestApp(t);
  const { flirt } = await createSites(app.db);
  const userId = await createMember(app.db, { siteId: flirt.id, email: 'back@example.com' });
  await app.db.insert(creditLedger).values({
    userId,
    delta: 10,
    reason: 'signup_grant',
    reference: `user:${userId}`,
    balanceAfter: 10,
  });
  await app.db
    .insert(trackingRecords)
    .values({ siteId: flirt.id, userId, network: 'affnet', ref: 'click-9' });
  const deletionId = await deletedLongAgo(app.db, userId, flirt.id, 'maybe later');
  // The request is still open, but the member is back: the account's deleted_at was cleared first.
  await app.db.update(users).set({ deletedAt: null }).where(eq(users.id, userId));

  assert.equal(await purgeDeletedAccounts(app.db, { now: new Date(), uploadsDir: config.uploadsDir }), 0);

  assert.equal((await app.db.select().from(users).where(eq(users.id, userId))).length, 1);
  const [request] = await app.db.select().from(accountDeletions).where(eq(accountDeletions.id, deletionId));
  assert.equal(request?.completedAt, null, 'nothing recorded as erased');
  assert.equal(request?.comment, 'maybe later', 'the whole erasure was undone, not half of it');
  const [grant] = await app.db.select().from(creditLedger).where(eq(creditLedger.userId, userId));
  assert.equal(grant?.reference, `user:${userId}`);
  const [tracking] = await app.db.select().from(trackingRecords).where(eq(trackingRecords.userId, userId));
  assert.equal(tracking?.ref, 'click-9');
});
