import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { accountTokens, emailOutbox, sessions } from '../../db/schema/index';
import { createMember, createSites, FIXTURE_PASSWORD } from '../../testing/fixtures';
import { Browser, buildTestApp } from '../../testing/test-app';

test('password reset: same answer for unknown addresses, limit per requester, single-use expiring links, sessions end', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt } = await createSites(app.db);
  const userId = await createMember(app.db, { siteId: flirt.id, email: 'reset@example.com', name: 'Rita' });
  const visitor = new Browser(app);
  const ask = (email: string, from = '127.0.0.1') =>
    visitor.request({
      method: 'POST',
      url: '/api/password-reset.php',
      headers: { 'x-forwarded-for': from },
      payload: { email },
    });
  // The reset links mailed so far, oldest first (not the notices of a changed password).
  const tokens = async () =>
    (
      await app.db
        .select()
        .from(emailOutbox)
        .where(
          and(eq(emailOutbox.toAddress, 'reset@example.com'), eq(emailOutbox.template, 'password_reset')),
        )
        .orderBy(emailOutbox.id)
    ).map((row) => new URL(String(row.data.link)).searchParams.get('token')!);

  await t.test('an unknown address gets the very answer a member gets, and no mail', async () => {
    const unknown = await ask('nobody@example.com', '198.51.100.20');
    const known = await ask('reset@example.com', '198.51.100.20');
    assert.equal(unknown.statusCode, 200);
    assert.equal(unknown.body, known.body);
    assert.equal(
      (await app.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'nobody@example.com'))).length,
      0,
    );
    assert.equal((await ask('not-an-email')).json().error, 'validation_failed');
    await app.db.delete(emailOutbox);
    await app.db.delete(accountTokens);
  });

  await t.test('a forged Host cannot point the reset link elsewhere', async () => {
    const forged = await app.inject({
      method: 'POST',
      url: '/api/password-reset.php',
      headers: { host: 'evil.example', 'x-requested-with': 'dating-web', 'x-forwarded-for': '10.1.1.1' },
      payload: { email: 'reset@example.com' },
    });
    assert.equal(forged.statusCode, 200);
    const [mail] = await app.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'reset@example.com'));
    assert.match(String(mail!.data.link), /^https:\/\/flirt\.test\/reset-password\/do\?token=/);
    await app.db.delete(emailOutbox);
    await app.db.delete(accountTokens);
  });

  await t.test('three mails a day, then password_reset_limit', async () => {
    for (let i = 0; i < 3; i++) assert.equal((await ask('Reset@Example.com')).statusCode, 200);
    const limited = await ask('reset@example.com');
    assert.equal(limited.statusCode, 429);
    assert.equal(limited.json().error, 'password_reset_limit');
    assert.equal(limited.json().message, 'Too many password reset emails sent, please try again tomorrow.');
    const mails = await app.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'reset@example.com'));
    assert.equal(mails.length, 3);
    assert.match(String(mails[0]!.data.link), /^http:\/\/flirt\.test\/reset-password\/do\?token=/);
    // The limit is the requester's: the member asking from their own address still gets a mail.
    const own = await app.inject({
      method: 'POST',
      url: '/api/password-reset.php',
      headers: { host: 'flirt.test', 'x-requested-with': 'dating-web', 'x-forwarded-for': '192.0.2.77' },
      payload: { email: 'reset@example.com' },
    });
    assert.equal(own.statusCode, 200);
    assert.equal(
      (await app.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'reset@example.com'))).length,
      4,
    );
  });

  await t.test(
    'a reset ends the other sessions, keeps the current one, and the link works once',
    async () => {
      const phone = new Browser(app);
      await phone.login('reset@example.com', FIXTURE_PASSWORD);
      const laptop = new Browser(app);
      await laptop.login('reset@example.com', FIXTURE_PASSWORD);
      const [token] = await tokens();
      assert.equal((await laptop.get(`/api/password-reset.php?token=${token}`)).statusCode, 200);
      const mismatch = await laptop.request({
        method: 'POST',
        url: '/api/password-reset-do.php',
        payload: { token, password: 'new-password-1', password_confirm: 'new-password-2' },
      });
      assert.equal(mismatch.statusCode, 400);
      assert.equal(mismatch.json().details[0].message, 'passwords_not_same');
      const done = await laptop.request({
        method: 'POST',
        url: '/api/password-reset-do.php',
        payload: { token, password: 'new-password-1', password_confirm: 'new-password-1' },
      });
      assert.equal(done.statusCode, 200, done.body);
      assert.equal(
        (await laptop.get('/api/user.php')).statusCode,
        200,
        'the browser that reset stays logged in',
      );
      assert.equal((await phone.get('/api/user.php')).statusCode, 403, 'other sessions end');
      assert.equal((await app.db.select().from(sessions).where(eq(sessions.userId, userId))).length, 1);
      await new Browser(app).login('reset@example.com', 'new-password-1');
      const reused = await laptop.request({
        method: 'POST',
        url: '/api/password-reset-do.php',
        payload: { token, password: 'new-password-3', password_confirm: 'new-password-3' },
      });
      assert.equal(reused.statusCode, 410);
      assert.equal(reused.json().error, 'link_invalid');
      assert.equal(reused.json().message, 'Link expired or invalid, request a new email');
      assert.equal((await laptop.get(`/api/password-reset.php?token=${token}`)).statusCode, 410);
      // Every other reset link mailed before this reset dies with it.
      for (const older of (await tokens()).slice(1)) {
        assert.equal((await laptop.get(`/api/password-reset.php?token=${older}`)).statusCode, 410);
      }
    },
  );

  await t.test('a password change kills the reset links mailed before it', async () => {
    const asked = await ask('reset@example.com', '203.0.113.9');
    assert.equal(asked.statusCode, 200);
    const pending = (await tokens()).at(-1)!;
    assert.equal((await visitor.get(`/api/password-reset.php?token=${pending}`)).statusCode, 200);
    const member = new Browser(app);
    await member.login('reset@example.com', 'new-password-1');
    const changed = await member.request({
      method: 'POST',
      url: '/api/password-change.php',
      payload: {
        old_password: 'new-password-1',
        password: 'new-password-5',
        password_confirm: 'new-password-5',
      },
    });
    assert.equal(changed.statusCode, 200, changed.body);
    const old = await visitor.request({
      method: 'POST',
      url: '/api/password-reset-do.php',
      payload: { token: pending, password: 'new-password-6', password_confirm: 'new-password-6' },
    });
    assert.equal(old.statusCode, 410);
    await new Browser(app).login('reset@example.com', 'new-password-5');
  });

  await t.test('an expired link is refused; a reset from a logged-out browser logs it in', async () => {
    assert.equal((await ask('reset@example.com', '203.0.113.10')).statusCode, 200);
    const second = (await tokens()).at(-1)!;
    await app.db.update(accountTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await visitor.request({
      method: 'POST',
      url: '/api/password-reset-do.php',
      payload: { token: second, password: 'new-password-4', password_confirm: 'new-password-4' },
    });
    assert.equal(expired.statusCode, 410);
    await app.db.update(accountTokens).set({ expiresAt: new Date(Date.now() + 3600_000) });
    const done = await visitor.request({
      method: 'POST',
      url: '/api/password-reset-do.php',
      payload: { token: second, password: 'new-password-4', password_confirm: 'new-password-4' },
    });
    assert.equal(done.statusCode, 200, done.body);
    assert.equal((await visitor.get('/api/user.php')).json().id, userId);
  });
});
