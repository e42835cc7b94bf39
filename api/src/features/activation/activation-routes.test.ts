import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { emailOutbox } from '../../db/schema/index';
import { createSites } from '../../testing/fixtures';
import { Browser, buildTestApp } from '../../testing/test-app';

test('activation link, activation pages and resend limit', async (t) => {
  const { app } = await buildTestApp(t);
  await createSites(app.db);
  const browser = new Browser(app);
  const created = await browser.request({
    method: 'POST',
    url: '/api/signup.php',
    payload: {
      email: 'act@example.com',
      name: 'Acty',
      date_of_birth: '1991-01-01',
      password: 'a-good-password',
      gender: 'male',
      sexuality: 'hetero',
    },
  });
  assert.equal(created.statusCode, 200, created.body);
  const links = async () =>
    (await app.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'act@example.com'))).map((row) =>
      String(row.data.link),
    );

  await t.test('a wrong token redirects to /activate/error and changes nothing', async () => {
    const response = await browser.get('/api/activate.php?token=' + 'x'.repeat(43));
    assert.equal(response.statusCode, 303);
    assert.equal(response.headers.location, '/activate/error');
    assert.equal((await browser.get('/api/activate.php')).headers.location, '/activate/error');
    assert.equal((await browser.get('/api/user.php')).json().status, 'not_confirmed');
  });

  await t.test('resend is limited to 3 activation mails an hour, the signup mail included', async () => {
    for (let i = 0; i < 2; i++) {
      const response = await browser.request({ method: 'POST', url: '/api/activation-mail.php' });
      assert.equal(response.statusCode, 200, response.body);
    }
    const limited = await browser.request({ method: 'POST', url: '/api/activation-mail.php' });
    assert.equal(limited.statusCode, 429);
    assert.equal(limited.json().error, 'activation_mail_limit');
    assert.equal((await links()).length, 3);
    const anonymous = await new Browser(app).request({ method: 'POST', url: '/api/activation-mail.php' });
    assert.equal(anonymous.statusCode, 403);
  });

  await t.test('the mailed link confirms the account and enables the profile, once', async () => {
    const link = new URL((await links())[0]!);
    const response = await new Browser(app).get(link.pathname + link.search);
    assert.equal(response.statusCode, 303);
    assert.equal(response.headers.location, '/activate/done');
    const user = (await browser.get('/api/user.php')).json();
    assert.equal(user.status, 'confirmed');
    assert.equal(user.profile.status, 'active');
    const again = await new Browser(app).get(link.pathname + link.search);
    assert.equal(again.headers.location, '/activate/done?already=1', 'a second click: already active');
    const other = await new Browser(app).get('/api/activate.php?token=' + 'y'.repeat(43));
    assert.equal(other.headers.location, '/activate/error', 'an unknown link still fails');
    const resend = await browser.request({ method: 'POST', url: '/api/activation-mail.php' });
    assert.equal(resend.json().error, 'already_activated');
  });
});
