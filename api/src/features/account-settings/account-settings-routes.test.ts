import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { emailOutbox, notificationDisabledReasons, sessions } from '../../db/schema/index';
import { createMember, createSites, FIXTURE_PASSWORD } from '../../testing/fixtures';
import { Browser, buildTestApp } from '../../testing/test-app';

test('settings: preferences, invisible mode, disabled reasons, password and e-mail change', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt } = await createSites(app.db);
  const userId = await createMember(app.db, { siteId: flirt.id, email: 'set@example.com' });
  await createMember(app.db, { siteId: flirt.id, email: 'other@example.com' });
  const browser = new Browser(app);
  await browser.login('set@example.com', FIXTURE_PASSWORD);

  await t.test('settings need a login', async () => {
    assert.equal((await new Browser(app).get('/api/account-settings.php')).statusCode, 403);
  });

  await t.test(
    'every notification type of spec section 3 starts on; switching one off and on sticks',
    async () => {
      const initial = (await browser.get('/api/account-settings.php')).json();
      assert.equal(initial.notifications.length, 8);
      assert.ok(initial.notifications.every((n: { email: boolean; push: boolean }) => n.email && n.push));
      const off = await browser.request({
        method: 'PUT',
        url: '/api/account-settings.php',
        payload: { invisible: true, notifications: [{ type: 'promotions', email: false, push: true }] },
      });
      assert.equal(off.statusCode, 200, off.body);
      const stored = (await browser.get('/api/account-settings.php')).json();
      assert.equal(stored.invisible, true);
      assert.deepEqual(
        stored.notifications.find((n: { type: string }) => n.type === 'promotions'),
        { type: 'promotions', email: false, push: true },
      );
      assert.equal((await browser.get('/api/user.php')).json().invisible, true);
      await browser.request({
        method: 'PUT',
        url: '/api/account-settings.php',
        payload: { notifications: [{ type: 'promotions', email: true, push: true }] },
      });
      const back = (await browser.get('/api/account-settings.php')).json();
      assert.equal(back.notifications.find((n: { type: string }) => n.type === 'promotions').email, true);
      const bad = await browser.request({
        method: 'PUT',
        url: '/api/account-settings.php',
        payload: { notifications: [{ type: 'spam', email: true, push: true }] },
      });
      assert.equal(bad.statusCode, 400);
    },
  );

  await t.test('a disabled reason is shown and can be re-enabled', async () => {
    await app.db.insert(notificationDisabledReasons).values({ userId, reason: 'bounce' });
    assert.deepEqual((await browser.get('/api/account-settings.php')).json().disabled_reasons, ['bounce']);
    const response = await browser.request({
      method: 'POST',
      url: '/api/notifications-enable.php',
      payload: { reason: 'bounce' },
    });
    assert.deepEqual(response.json().disabled_reasons, []);
  });

  await t.test(
    "password change: 'Please check your old password.', mismatch, then other sessions end",
    async () => {
      const other = new Browser(app);
      await other.login('set@example.com', FIXTURE_PASSWORD);
      const wrong = await browser.request({
        method: 'POST',
        url: '/api/password-change.php',
        payload: { old_password: 'nope', password: 'brand-new-pass', password_confirm: 'brand-new-pass' },
      });
      assert.equal(wrong.statusCode, 400);
      assert.equal(wrong.json().error, 'old_password_wrong');
      assert.equal(wrong.json().message, 'Please check your old password.');
      const mismatch = await browser.request({
        method: 'POST',
        url: '/api/password-change.php',
        payload: {
          old_password: FIXTURE_PASSWORD,
          password: 'brand-new-pass',
          password_confirm: 'brand-new-pasz',
        },
      });
      assert.equal(mismatch.json().details[0].message, 'passwords_not_same');
      const before = await app.db.select().from(sessions).where(eq(sessions.userId, userId));
      const done = await browser.request({
        method: 'POST',
        url: '/api/password-change.php',
        payload: {
          old_password: FIXTURE_PASSWORD,
          password: 'brand-new-pass',
          password_confirm: 'brand-new-pass',
        },
      });
      assert.equal(done.statusCode, 200);
      assert.equal((await other.get('/api/user.php')).statusCode, 403);
      assert.equal((await browser.get('/api/user.php')).statusCode, 200);
      const after = await app.db.select().from(sessions).where(eq(sessions.userId, userId));
      assert.equal(after.length, 1);
      // This tab's session keeps its id (its live channel belongs to it) under a new token.
      // `browser` logged in before `other`, so its session is the older one.
      assert.equal(
        after[0]?.id,
        Math.min(...before.map((row) => row.id)),
        'the changing session keeps its id',
      );
      assert.ok(
        before.every((row) => row.tokenHash !== after[0]?.tokenHash),
        'the token the old password was used with no longer works',
      );
    },
  );

  await t.test(
    'e-mail change: valid and unused address, confirmed by a link to the new address',
    async () => {
      const change = (email: string, password = 'brand-new-pass') =>
        browser.request({ method: 'POST', url: '/api/mail-change.php', payload: { email, password } });
      assert.equal((await change('not-an-address')).json().error, 'validation_failed');
      const taken = await change('other@example.com');
      assert.equal(taken.statusCode, 409);
      assert.equal(taken.json().error, 'email_in_use');
      assert.equal((await change('new@example.com', 'wrong')).json().error, 'old_password_wrong');
      assert.equal((await change('new@example.com')).statusCode, 200);
      assert.equal((await change('newer@example.com')).statusCode, 200);
      const [oldMail] = await app.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, 'new@example.com'));
      const [mail] = await app.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, 'newer@example.com'));
      assert.equal(mail?.template, 'mail_change');
      const token = (link: unknown) => new URL(String(link)).searchParams.get('token');
      const stale = await new Browser(app).request({
        method: 'POST',
        url: '/api/mail-change-do.php',
        payload: { token: token(oldMail!.data.link) },
      });
      assert.equal(stale.statusCode, 410, 'only the latest request counts');
      assert.equal(
        (await browser.get('/api/user.php')).json().email,
        'set@example.com',
        'nothing changes before the click',
      );
      // The member's other sessions end with the change; the browser that confirms keeps its own.
      const elsewhere = new Browser(app);
      await elsewhere.login('set@example.com', 'brand-new-pass');
      const done = await browser.request({
        method: 'POST',
        url: '/api/mail-change-do.php',
        payload: { token: token(mail!.data.link) },
      });
      assert.equal(done.statusCode, 200, done.body);
      assert.equal(done.json().email, 'newer@example.com');
      assert.equal((await browser.get('/api/user.php')).json().email, 'newer@example.com');
      assert.equal((await elsewhere.get('/api/user.php')).statusCode, 403, 'other sessions end');
      assert.equal((await app.db.select().from(sessions).where(eq(sessions.userId, userId))).length, 1);
    },
  );
});
