import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq, inArray, sql } from 'drizzle-orm';
import {
  accountDeletions,
  creditLedger,
  directDebitMandates,
  emailOutbox,
  payments,
  users,
} from '../../db/schema/index';
import { createMember, createSites } from '../../testing/fixtures';
import { buildTestApp } from '../../testing/test-app';
import { purgeDeletedAccounts } from './purge-deleted-accounts';

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
