import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq, inArray } from 'drizzle-orm';
import {
  accountDeletions,
  accountTokens,
  discountCodes,
  emailOutbox,
  messages,
  profiles,
  users,
} from '../../db/schema/index';
import { createConversation, createMember, createSites, FIXTURE_PASSWORD } from '../../testing/fixtures';
import { Browser, buildTestApp } from '../../testing/test-app';
import { purgeDeletedAccounts, purgeExpiredTokens } from './purge-deleted-accounts';

const DAY = 24 * 3600_000;

test('deletion: retention offer, export, deletion, reactivation within 14 days, purge after', async (t) => {
  const { app, config } = await buildTestApp(t);
  const { flirt } = await createSites(app.db);
  const userId = await createMember(app.db, {
    siteId: flirt.id,
    email: 'leave@example.com',
    name: 'Lea',
    withPhoto: true,
  });
  const friend = await createMember(app.db, { siteId: flirt.id, email: 'friend@example.com' });
  await createConversation(app.db, userId, friend, 2);
  const browser = new Browser(app);
  await browser.login('leave@example.com', FIXTURE_PASSWORD);

  await t.test('the retention offer is the company delete_discount, as a personal code', async () => {
    const info = (await browser.get('/api/account-deletion.php')).json();
    assert.deepEqual(info, { delete_discount: 50, retention_code: null });
    // Only inside the deletion flow: with the password it asks for, never on demand.
    const bare = await browser.request({ method: 'POST', url: '/api/retention-offer.php' });
    assert.equal(bare.statusCode, 400);
    const wrong = await browser.request({
      method: 'POST',
      url: '/api/retention-offer.php',
      payload: { password: 'not-the-password' },
    });
    assert.equal(wrong.statusCode, 400);
    assert.equal(wrong.json().error, 'password_wrong');
    assert.deepEqual(
      await app.db.select().from(discountCodes).where(eq(discountCodes.userId, userId)),
      [],
      'no code without the password',
    );
    const offer = await browser.request({
      method: 'POST',
      url: '/api/retention-offer.php',
      payload: { password: FIXTURE_PASSWORD },
    });
    assert.deepEqual(offer.json(), { code: `STAY${userId}`, percentage: 50 });
    // Once per member: asking again answers the same code, not a fresh one, even after it expired.
    await app.db
      .update(discountCodes)
      .set({ expires: new Date(Date.now() - 1000) })
      .where(eq(discountCodes.code, `STAY${userId}`));
    const again = await browser.request({
      method: 'POST',
      url: '/api/retention-offer.php',
      payload: { password: FIXTURE_PASSWORD },
    });
    assert.deepEqual(again.json(), { code: `STAY${userId}`, percentage: 50 });
    const codes = await app.db.select().from(discountCodes).where(eq(discountCodes.userId, userId));
    assert.equal(codes.length, 1);
    assert.ok(codes[0]!.expires! < new Date(), 'not renewed');
    const [code] = await app.db
      .select()
      .from(discountCodes)
      .where(eq(discountCodes.code, `STAY${userId}`));
    assert.equal(code?.userId, userId);
    assert.equal((await browser.get('/api/account-deletion.php')).json().retention_code, `STAY${userId}`);
  });

  await t.test('the export is a JSON download of profile, photos, messages and payments', async () => {
    const response = await browser.get('/api/account-export.php');
    assert.equal(response.statusCode, 200);
    assert.match(
      String(response.headers['content-disposition']),
      /^attachment; filename="flirt\.test-account-/,
    );
    const data = response.json();
    assert.equal(data.user.id, userId);
    assert.equal(data.photos.length, 1);
    assert.equal(data.messages.length, 2);
    assert.deepEqual(data.payments, []);
    assert.equal((await new Browser(app).get('/api/account-export.php')).statusCode, 403);
  });

  let reactivationToken = '';
  await t.test(
    'deleting needs the password and a reason; it logs out and mails a reactivation link',
    async () => {
      const noReason = await browser.request({
        method: 'POST',
        url: '/api/account-deletion.php',
        payload: { reasons: [], password: FIXTURE_PASSWORD },
      });
      assert.equal(noReason.statusCode, 400);
      const wrong = await browser.request({
        method: 'POST',
        url: '/api/account-deletion.php',
        payload: { reasons: ['no_matches'], password: 'nope' },
      });
      assert.equal(wrong.json().error, 'password_wrong');
      const done = await browser.request({
        method: 'POST',
        url: '/api/account-deletion.php',
        payload: { reasons: ['no_matches', 'too_expensive'], comment: 'Bye', password: FIXTURE_PASSWORD },
      });
      assert.equal(done.statusCode, 200, done.body);
      assert.equal((await browser.get('/api/user.php')).statusCode, 403);
      const login = await new Browser(app).request({
        method: 'POST',
        url: '/api/user.php',
        payload: { email: 'leave@example.com', password: FIXTURE_PASSWORD },
      });
      assert.equal(login.statusCode, 409);
      assert.equal(login.json().error, 'account_pending_deletion');
      const [mail] = await app.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.template, 'account_deleted'));
      const link = new URL(String(mail!.data.link));
      assert.equal(link.pathname, '/login');
      reactivationToken = link.searchParams.get('reactivate')!;
    },
  );

  await t.test(
    'signing up again with the address gets account_pending_deletion; a new link can be asked for',
    async () => {
      const check = await new Browser(app).request({
        method: 'POST',
        url: '/api/signup-check.php',
        payload: { email: 'leave@example.com' },
      });
      assert.equal(check.statusCode, 409);
      assert.equal(check.json().error, 'account_pending_deletion');
      const unknown = await new Browser(app).request({
        method: 'POST',
        url: '/api/reactivation-mail.php',
        payload: { email: 'friend@example.com' },
      });
      assert.equal(unknown.statusCode, 404);
      const again = await new Browser(app).request({
        method: 'POST',
        url: '/api/reactivation-mail.php',
        payload: { email: 'leave@example.com' },
      });
      assert.equal(again.statusCode, 200);
      const old = await new Browser(app).request({
        method: 'POST',
        url: '/api/reactivate.php',
        payload: { token: reactivationToken },
      });
      assert.equal(old.statusCode, 410, 'the new link replaces the old one');
      const mails = await app.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.template, 'account_deleted'));
      reactivationToken = new URL(String(mails.at(-1)!.data.link)).searchParams.get('reactivate')!;
    },
  );

  await t.test('the link reactivates and logs in within 14 days, once', async () => {
    const visitor = new Browser(app);
    const response = await visitor.request({
      method: 'POST',
      url: '/api/reactivate.php',
      payload: { token: reactivationToken },
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().id, userId);
    assert.equal((await visitor.get('/api/user.php')).statusCode, 200);
    const twice = await visitor.request({
      method: 'POST',
      url: '/api/reactivate.php',
      payload: { token: reactivationToken },
    });
    assert.equal(twice.statusCode, 410);
  });

  await t.test('after 14 days the purge erases the account and its data; before, it keeps it', async () => {
    await new Browser(app).login('leave@example.com', FIXTURE_PASSWORD);
    const again = new Browser(app);
    await again.login('leave@example.com', FIXTURE_PASSWORD);
    await again.request({
      method: 'POST',
      url: '/api/account-deletion.php',
      payload: { reasons: ['privacy'], password: FIXTURE_PASSWORD },
    });
    const requests = await app.db
      .select()
      .from(accountDeletions)
      .where(eq(accountDeletions.userId, userId))
      .orderBy(accountDeletions.id);
    assert.equal(requests.length, 2, 'the taken-back request and this one');
    const requested = (await app.db.select().from(users).where(eq(users.id, userId)))[0]!.deletedAt!;
    const options = { uploadsDir: config.uploadsDir };
    assert.equal(
      await purgeDeletedAccounts(app.db, { ...options, now: new Date(requested.getTime() + 13 * DAY) }),
      0,
    );
    assert.equal((await app.db.select().from(users).where(eq(users.id, userId))).length, 1);
    assert.equal(
      await purgeDeletedAccounts(app.db, {
        ...options,
        now: new Date(requested.getTime() + 14 * DAY + 1000),
      }),
      1,
    );
    assert.equal((await app.db.select().from(users).where(eq(users.id, userId))).length, 0);
    assert.equal((await app.db.select().from(profiles).where(eq(profiles.userId, userId))).length, 0);
    assert.equal((await app.db.select().from(messages).where(eq(messages.senderId, userId))).length, 0);
    assert.equal((await app.db.select().from(users).where(eq(users.id, friend))).length, 1, 'others stay');
    // The proof of the erasure outlives the member; the request taken back earlier proves nothing and goes.
    const records = await app.db
      .select()
      .from(accountDeletions)
      .where(
        inArray(
          accountDeletions.id,
          requests.map((row) => row.id),
        ),
      );
    assert.deepEqual(
      records.map(({ id, userId: member, siteId, reasons, requestedAt, completedAt, comment }) => ({
        id,
        member,
        siteId,
        reasons,
        requestedAt,
        completed: completedAt !== null,
        comment,
      })),
      [
        {
          id: requests[1]!.id,
          member: null,
          siteId: flirt.id,
          reasons: ['privacy'],
          requestedAt: requests[1]!.requestedAt,
          completed: true,
          comment: null,
        },
      ],
    );
    const signup = await new Browser(app).request({
      method: 'POST',
      url: '/api/signup-check.php',
      payload: { email: 'leave@example.com' },
    });
    assert.equal(signup.statusCode, 200, 'the address is free again');
  });

  await t.test('expired links are dropped 30 days after they expired', async () => {
    const now = new Date();
    await app.db.insert(accountTokens).values([
      {
        userId: friend,
        purpose: 'password_reset',
        tokenHash: 'old',
        expiresAt: new Date(now.getTime() - 31 * DAY),
      },
      {
        userId: friend,
        purpose: 'password_reset',
        tokenHash: 'recent',
        expiresAt: new Date(now.getTime() - 29 * DAY),
      },
    ]);
    assert.equal(await purgeExpiredTokens(app.db, now), 1);
    const left = await app.db
      .select({ hash: accountTokens.tokenHash })
      .from(accountTokens)
      .where(eq(accountTokens.userId, friend));
    assert.deepEqual(
      left.map((row) => row.hash),
      ['recent'],
    );
  });
});

test('logging into a deleted account: pending deletion only for the right password, within 14 days', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt } = await createSites(app.db);
  const userId = await createMember(app.db, { siteId: flirt.id, email: 'gone@example.com' });
  const owner = new Browser(app);
  await owner.login('gone@example.com', FIXTURE_PASSWORD);
  const deleted = await owner.request({
    method: 'POST',
    url: '/api/account-deletion.php',
    payload: { reasons: ['privacy'], password: FIXTURE_PASSWORD },
  });
  assert.equal(deleted.statusCode, 200, deleted.body);

  const login = (email: string, password: string) => {
    const visitor = new Browser(app);
    return visitor
      .request({ method: 'POST', url: '/api/user.php', payload: { email, password } })
      .then((response) => ({ response, sid: visitor.cookie('sid') }));
  };

  const wrong = await login('gone@example.com', 'not the password');
  const unknown = await login('nobody@example.com', 'not the password');
  assert.equal(wrong.response.statusCode, 401);
  assert.deepEqual(wrong.response.json(), unknown.response.json(), 'a wrong password reveals nothing');

  const right = await login('gone@example.com', FIXTURE_PASSWORD);
  assert.equal(right.response.statusCode, 409);
  assert.equal(right.response.json().error, 'account_pending_deletion');
  assert.equal(right.sid, undefined, 'no session for a deleted account');

  // The reactivation mail the login page offers goes out for the address.
  const before = (await app.db.select().from(emailOutbox)).length;
  const mail = await new Browser(app).request({
    method: 'POST',
    url: '/api/reactivation-mail.php',
    payload: { email: 'gone@example.com' },
  });
  assert.equal(mail.statusCode, 200);
  assert.equal((await app.db.select().from(emailOutbox)).length, before + 1);

  // Past the window (the purge has not run yet) the account is as good as gone.
  await app.db
    .update(accountDeletions)
    .set({ reactivateUntil: new Date(Date.now() - 1000) })
    .where(eq(accountDeletions.userId, userId));
  const late = await login('gone@example.com', FIXTURE_PASSWORD);
  assert.equal(late.response.statusCode, 401);
  assert.equal(late.response.json().error, 'login_failed');
  assert.equal(late.sid, undefined);
});
