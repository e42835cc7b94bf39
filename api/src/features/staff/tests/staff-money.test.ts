import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { creditBundles, creditLedger, payments, staffAudit, users } from '../../../db/schema/index';
import { createMember, createSites, FIXTURE_PASSWORD } from '../../../testing/fixtures';
import { staffBrowser } from '../../../testing/staff';
import { Browser, buildTestApp } from '../../../testing/test-app';

test('credit corrections: one ledger row per Idempotency-Key, never a negative balance, audited', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt } = await createSites(app.db);
  const member = await createMember(app.db, { siteId: flirt.id, email: 'm@example.com', credits: 10 });
  const support = await staffBrowser(app, 'support');
  const correct = (delta: number, key: string) =>
    support.browser.request({
      method: 'POST',
      url: `/api/staff/members/${member}/credits`,
      headers: { 'idempotency-key': key },
      payload: { delta, reason: 'Goodwill after a failed message' },
    });
  const [a, b] = await Promise.all([correct(25, 'key-credits-1'), correct(25, 'key-credits-1')]);
  const answers = [a, b].map((r) => r.statusCode).sort();
  // The second of two at once waits or is told the first is running; never a second booking.
  assert.ok(answers[0] === 200, JSON.stringify(answers));
  const replay = await correct(25, 'key-credits-1');
  assert.equal(replay.statusCode, 200);
  assert.equal(replay.json().balance, 35);
  const rows = await app.db.select().from(creditLedger).where(eq(creditLedger.userId, member));
  assert.equal(rows.length, 1);
  assert.equal(rows[0]?.reason, 'staff_correction');
  assert.equal(rows[0]?.balanceAfter, 35);

  const negative = await correct(-36, 'key-credits-2');
  assert.equal(negative.statusCode, 409);
  assert.equal(negative.json().error, 'credits_would_go_negative');
  const [user] = await app.db.select({ credits: users.credits }).from(users).where(eq(users.id, member));
  assert.equal(user?.credits, 35);
  const take = await correct(-35, 'key-credits-3');
  assert.equal(take.statusCode, 200, take.body);
  assert.equal(take.json().balance, 0);

  const audit = await app.db.select().from(staffAudit).where(eq(staffAudit.action, 'member.credits'));
  assert.equal(audit.length, 2);
  assert.deepEqual(audit[0]?.before, { credits: 10 });
  assert.equal((audit[0]?.after as { credits: number }).credits, 35);
  assert.equal(audit[0]?.role, 'support');
});

test('a refund happens once, whatever the keys; a moderator cannot refund', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt } = await createSites(app.db);
  const [bundle] = await app.db
    .insert(creditBundles)
    .values({ siteId: flirt.id, credits: 100, amountCents: 2000, currency: 'EUR' })
    .returning();
  app.payments.sandbox.webhookPlan = () => [0];
  await createMember(app.db, { siteId: flirt.id, email: 'payer@example.com' });
  const browser = new Browser(app, 'flirt.test');
  await browser.login('payer@example.com', FIXTURE_PASSWORD);
  const started = await browser.request({
    method: 'POST',
    url: '/api/payment.php',
    payload: { bundleId: bundle!.id, method: 'visa' },
  });
  const { paymentId, checkoutUrl } = started.json();
  await app.payments.sandbox.choose(new URL(checkoutUrl).pathname.split('/').pop()!, 'paid');
  await app.payments.sandbox.idle();

  const refund = (who: Browser, key: string) =>
    who.request({
      method: 'POST',
      url: `/api/staff/payments/${paymentId}/refund`,
      headers: { 'idempotency-key': key },
      payload: { reason: 'Member asked within 14 days' },
    });
  const moderator = await staffBrowser(app, 'moderator');
  assert.equal((await refund(moderator.browser, 'refund-key-0')).statusCode, 403);

  const support = await staffBrowser(app, 'support');
  const other = await staffBrowser(app, 'support');
  const results = await Promise.all([
    refund(support.browser, 'refund-key-1'),
    refund(other.browser, 'refund-key-2'),
  ]);
  const codes = results.map((r) => r.statusCode).sort();
  assert.deepEqual(codes, [200, 409], results.map((r) => r.body).join(' | '));
  await app.payments.sandbox.idle();
  const [payment] = await app.db.select().from(payments).where(eq(payments.id, paymentId));
  assert.equal(payment?.status, 'refunded');
  // The same key again replays the first answer instead of refunding again.
  const winner = results.find((r) => r.statusCode === 200)!;
  const winnerKey = winner === results[0] ? 'refund-key-1' : 'refund-key-2';
  const winnerBrowser = winner === results[0] ? support.browser : other.browser;
  const replay = await refund(winnerBrowser, winnerKey);
  assert.equal(replay.statusCode, 200);
  assert.equal(replay.headers['idempotent-replayed'], 'true');
  const audit = await app.db.select().from(staffAudit).where(eq(staffAudit.action, 'payment.refund'));
  assert.equal(audit.length, 1);
  assert.equal(audit[0]?.reason, 'Member asked within 14 days');
});

test('each action on a member writes its audit row: who, which member and site, why, and what changed', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt } = await createSites(app.db);
  const member = await createMember(app.db, { siteId: flirt.id, email: 'm@example.com' });
  const admin = await staffBrowser(app, 'admin');
  const act = async (path: string, payload: object) => {
    const answer = await admin.browser.request({
      method: 'POST',
      url: `/api/staff/members/${member}/${path}`,
      payload,
    });
    assert.equal(answer.statusCode, 200, `${path}: ${answer.body}`);
  };
  await act('reset-mail', { reason: 'asked by phone' });
  await act('end-sessions', { reason: 'lost phone' });
  await act('direct-debit-block', { reason: 'chargebacks' });
  await act('notes', { text: 'called us about a refund' });
  await act('ban', { kind: 'ban', reason: 'scam messages', ground: 'scam' });
  await act('unban', { reason: 'appeal accepted' });

  const rows = await app.db.select().from(staffAudit).where(eq(staffAudit.targetId, member));
  const byAction = new Map(rows.filter((row) => row.targetType === 'member').map((row) => [row.action, row]));
  for (const [action, reason] of [
    ['member.reset_mail', 'asked by phone'],
    ['member.end_sessions', 'lost phone'],
    ['member.direct_debit_block', 'chargebacks'],
    ['member.note', null],
    ['member.ban', 'scam messages'],
    ['member.unban', 'appeal accepted'],
  ] as const) {
    const row = byAction.get(action);
    assert.ok(row, `${action} audited`);
    assert.equal(row.siteId, flirt.id, action);
    assert.equal(row.role, 'admin', action);
    assert.equal(row.reason, reason, action);
  }
  assert.deepEqual(byAction.get('member.direct_debit_block')?.after, { blocked: true });
  assert.deepEqual(byAction.get('member.unban')?.after, { ban: null });
  assert.equal((byAction.get('member.note')?.after as { text: string }).text, 'called us about a refund');
});

test('an Idempotency-Key is each staff account’s own: another account’s same key neither replays nor skips the site check', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt, herz } = await createSites(app.db);
  const herzMember = await createMember(app.db, { siteId: herz.id, email: 'h@example.com', credits: 10 });
  const flirtMember = await createMember(app.db, { siteId: flirt.id, email: 'f@example.com', credits: 10 });
  const correct = (browser: Browser, member: number) =>
    browser.request({
      method: 'POST',
      url: `/api/staff/members/${member}/credits`,
      headers: { 'idempotency-key': 'shared-key-0001' },
      payload: { delta: 3, reason: 'Goodwill after a failed message' },
    });
  const everywhere = await staffBrowser(app, 'admin');
  assert.equal((await correct(everywhere.browser, herzMember)).json().balance, 13);
  // The same request and key from a support agent of the other site: their 403, not the admin's answer.
  const limited = await staffBrowser(app, 'support', { sites: [flirt.id] });
  const replayed = await correct(limited.browser, herzMember);
  assert.equal(replayed.statusCode, 403);
  assert.equal(replayed.json().error, 'staff_site_forbidden');
  // Another agent's correction with that key books (it is not taken for the admin's).
  const other = await staffBrowser(app, 'support');
  const own = await correct(other.browser, flirtMember);
  assert.equal(own.statusCode, 200, own.body);
  assert.equal(own.headers['idempotent-replayed'], undefined);
  assert.equal(own.json().balance, 13);
  assert.equal((await correct(other.browser, flirtMember)).json().balance, 13);
  const rows = await app.db.select().from(creditLedger).where(eq(creditLedger.reason, 'staff_correction'));
  assert.equal(rows.length, 2);
});
