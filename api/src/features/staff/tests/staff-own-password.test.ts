// A staff member changes their own password: the current one proves it, the new one follows the setup rule,
// the account's other sessions end while this one stays, and the audit log says so without the password.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { staffAccounts, staffAudit } from '../../../db/schema/index';
import { createSites } from '../../../testing/fixtures';
import { STAFF_PASSWORD, staffBrowser } from '../../../testing/staff';
import { Browser, buildTestApp } from '../../../testing/test-app';
import { totpCode } from '../auth/staff-totp';

const NEW_PASSWORD = 'a brand new staff password';

test('a staff member changes their own password; their other sessions end, this one stays', async (t) => {
  const { app } = await buildTestApp(t);
  await createSites(app.db);
  const { browser, id, email, totpSecret } = await staffBrowser(app, 'moderator');
  // The same account logged in elsewhere (the next authenticator step: each code works once).
  const elsewhere = new Browser(app);
  const second = await elsewhere.request({
    method: 'POST',
    url: '/api/staff/login',
    payload: { email, password: STAFF_PASSWORD, code: totpCode(totpSecret, Date.now() + 30_000) },
  });
  assert.equal(second.statusCode, 200, second.body);
  const change = (payload: object) =>
    browser.request({ method: 'POST', url: '/api/staff/me/password', payload });

  const wrong = await change({ currentPassword: 'not my password', newPassword: NEW_PASSWORD });
  assert.equal(wrong.statusCode, 400);
  assert.equal(wrong.json().error, 'staff_password_wrong');
  const short = await change({ currentPassword: STAFF_PASSWORD, newPassword: 'too short' });
  assert.equal(short.statusCode, 400);
  assert.equal(short.json().error, 'validation_failed');
  assert.equal((await elsewhere.get('/api/staff/me')).statusCode, 200, 'a refused change ends nothing');

  const done = await change({ currentPassword: STAFF_PASSWORD, newPassword: NEW_PASSWORD });
  assert.equal(done.statusCode, 200, done.body);
  assert.equal((await browser.get('/api/staff/me')).statusCode, 200, 'this session stays');
  assert.equal((await elsewhere.get('/api/staff/me')).statusCode, 401, 'the other session ended');

  const login = (password: string) =>
    new Browser(app).request({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email, password, code: totpCode(totpSecret) },
    });
  // A login a minute later (each authenticator code works once, and the two above took the steps).
  await app.db.update(staffAccounts).set({ lastTotpStep: null }).where(eq(staffAccounts.id, id));
  assert.equal((await login(STAFF_PASSWORD)).statusCode, 401, 'the old password is gone');
  assert.equal((await login(NEW_PASSWORD)).statusCode, 200);

  const rows = await app.db
    .select()
    .from(staffAudit)
    .where(and(eq(staffAudit.action, 'staff.password_change'), eq(staffAudit.targetId, id)));
  assert.equal(rows.length, 1);
  assert.equal(rows[0]?.staffId, id);
  assert.equal(rows[0]?.role, 'moderator');
  assert.doesNotMatch(JSON.stringify(rows), /brand new|staff password/);
});

test('changing the password needs a staff session, and wrong guesses of the current one are slowed', async (t) => {
  const { app } = await buildTestApp(t);
  await createSites(app.db);
  const payload = { currentPassword: STAFF_PASSWORD, newPassword: NEW_PASSWORD };
  const anonymous = await new Browser(app).request({
    method: 'POST',
    url: '/api/staff/me/password',
    payload,
  });
  assert.equal(anonymous.statusCode, 401);
  const { browser } = await staffBrowser(app, 'support');
  const statuses: number[] = [];
  for (let i = 0; i < 5; i++) {
    const response = await browser.request({
      method: 'POST',
      url: '/api/staff/me/password',
      payload: { currentPassword: `guess number ${i}`, newPassword: NEW_PASSWORD },
    });
    statuses.push(response.statusCode);
  }
  // Three free tries, as at the login; then a wait.
  assert.deepEqual(statuses, [400, 400, 400, 429, 429]);
  // Blocked, even the right password waits.
  const right = await browser.request({ method: 'POST', url: '/api/staff/me/password', payload });
  assert.equal(right.statusCode, 429);
});
