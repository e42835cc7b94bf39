import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { emailOutbox, users } from '../../db/schema/index';
import { createMember, createSites, FIXTURE_PASSWORD } from '../../testing/fixtures';
import { Browser, buildTestApp } from '../../testing/test-app';

test('common passwords are refused; password and e-mail changes are announced, to the old address too', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt } = await createSites(app.db);
  const userId = await createMember(app.db, { siteId: flirt.id, email: 'old@example.com', name: 'Olga' });
  const browser = new Browser(app);
  await browser.login('old@example.com', FIXTURE_PASSWORD);
  const mailsTo = (to: string, template: string) =>
    app.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.template, template)));
  const hash = async () =>
    (await app.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId)))[0]!.hash;

  const before = await hash();
  for (const weak of ['12345678', 'password']) {
    const refused = await browser.request({
      method: 'POST',
      url: '/api/password-change.php',
      payload: { old_password: FIXTURE_PASSWORD, password: weak, password_confirm: weak },
    });
    assert.equal(refused.statusCode, 400, weak);
    assert.equal(refused.json().error, 'password_too_common');
  }
  assert.equal(await hash(), before);
  assert.equal((await mailsTo('old@example.com', 'password_changed')).length, 0);

  const strong = 'violet staircase under rain';
  const changed = await browser.request({
    method: 'POST',
    url: '/api/password-change.php',
    payload: { old_password: FIXTURE_PASSWORD, password: strong, password_confirm: strong },
  });
  assert.equal(changed.statusCode, 200, changed.body);
  const [notice] = await mailsTo('old@example.com', 'password_changed');
  assert.ok(notice, 'the member hears of the new password');
  assert.match(String(notice.data.link), /\/reset-password$/);

  const asked = await browser.request({
    method: 'POST',
    url: '/api/mail-change.php',
    payload: { email: 'new@example.com', password: strong },
  });
  assert.equal(asked.statusCode, 200, asked.body);
  const [confirm] = await mailsTo('new@example.com', 'mail_change');
  const token = new URL(String(confirm!.data.link)).searchParams.get('token');
  const done = await browser.request({ method: 'POST', url: '/api/mail-change-do.php', payload: { token } });
  assert.equal(done.statusCode, 200, done.body);
  assert.equal((await mailsTo('old@example.com', 'email_changed')).length, 1, 'the old address is told');
  assert.equal((await mailsTo('new@example.com', 'email_changed')).length, 1);
});
