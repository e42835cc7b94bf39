import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { staffAudit } from '../../../db/schema/index';
import { createSites } from '../../../testing/fixtures';
import { STAFF_PASSWORD, staffBrowser } from '../../../testing/staff';
import { Browser, buildTestApp } from '../../../testing/test-app';
import { createReadyStaffAccount, createStaffAccount } from '../auth/staff-accounts';
import { totpCode } from '../auth/staff-totp';

test('staff login needs password and TOTP code; a code works once; me tells role, permissions and sites', async (t) => {
  const { app } = await buildTestApp(t);
  await createSites(app.db);
  const { totpSecret } = await createReadyStaffAccount(app.db, {
    email: 'mod@staff.test',
    role: 'moderator',
    password: STAFF_PASSWORD,
  });
  const browser = new Browser(app);
  const login = (password: string, code: string) =>
    browser.request({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email: 'mod@staff.test', password, code },
    });

  assert.equal((await browser.get('/api/staff/me')).statusCode, 401);
  const wrongCode = totpCode(totpSecret, Date.now() + 10 * 60_000);
  assert.equal((await login(STAFF_PASSWORD, wrongCode)).statusCode, 401);
  assert.equal((await login('wrong password!', totpCode(totpSecret))).statusCode, 401);

  const code = totpCode(totpSecret);
  const ok = await login(STAFF_PASSWORD, code);
  assert.equal(ok.statusCode, 200, ok.body);
  // Plain http in tests: the development cookie name; SameSite=Strict and HttpOnly always.
  const cookie = ok.cookies.find((c) => c.name === 'staff');
  assert.ok(cookie?.httpOnly);
  assert.equal(cookie.sameSite, 'Strict');
  const me = (await browser.get('/api/staff/me')).json();
  assert.equal(me.staff.role, 'moderator');
  assert.ok(me.staff.permissions.includes('queues.moderate'));
  assert.ok(!me.staff.permissions.includes('payments.refund'));
  assert.equal(me.staff.sites, null);
  assert.equal(me.staff.siteList.length, 2);

  // The same code again (a replay from another browser) is refused.
  const replay = await new Browser(app).request({
    method: 'POST',
    url: '/api/staff/login',
    payload: { email: 'mod@staff.test', password: STAFF_PASSWORD, code },
  });
  assert.equal(replay.statusCode, 401);

  // A member session is not a staff session, and a staff cookie is not a member session.
  assert.equal((await browser.get('/api/user.php')).json().logged_in ?? false, false);

  const logout = await browser.request({ method: 'POST', url: '/api/staff/logout' });
  assert.equal(logout.statusCode, 200);
  assert.equal((await browser.get('/api/staff/me')).statusCode, 401);
  // Each failure is in the account's trail with the step that failed (a wrong code after the right password
  // says the password is known); neither the password nor the code is.
  const rows = await app.db.select().from(staffAudit).orderBy(staffAudit.id);
  assert.deepEqual(
    rows
      .filter((row) => row.action.startsWith('staff.log'))
      .map((row) => [row.action, (row.after as { failed?: string } | null)?.failed ?? null]),
    [
      ['staff.login_failed', 'code'],
      ['staff.login_failed', 'password'],
      ['staff.login', null],
      ['staff.login_failed', 'replay'],
      ['staff.logout', null],
    ],
  );
  const failures = rows.filter((row) => row.action === 'staff.login_failed');
  assert.ok(failures.every((row) => row.staffId === null && row.targetType === 'staff'));
  assert.ok(!JSON.stringify(failures).includes(STAFF_PASSWORD));
  assert.ok(!JSON.stringify(failures).includes(wrongCode));
  // A guess at an address with no account leaves no row (there is no account to file it under).
  await new Browser(app).request({
    method: 'POST',
    url: '/api/staff/login',
    payload: { email: 'nobody@staff.test', password: STAFF_PASSWORD, code },
  });
  assert.equal((await app.db.select().from(staffAudit)).length, rows.length);
});

test('a staff member’s change of the console’s language is audited, once per change', async (t) => {
  const { app } = await buildTestApp(t);
  await createSites(app.db);
  const { browser, id } = await staffBrowser(app, 'support');
  const choose = (locale: string) =>
    browser.request({ method: 'PATCH', url: '/api/staff/me', payload: { locale } });
  assert.equal((await choose('de')).statusCode, 200);
  assert.equal((await choose('de')).statusCode, 200);
  const rows = await app.db.select().from(staffAudit).where(eq(staffAudit.action, 'staff.locale'));
  assert.equal(rows.length, 1);
  assert.equal(rows[0]?.staffId, id);
  assert.deepEqual(rows[0]?.before, { locale: 'en' });
  assert.deepEqual(rows[0]?.after, { locale: 'de' });
});

test('staff writes need the CSRF header like members', async (t) => {
  const { app } = await buildTestApp(t);
  await createSites(app.db);
  const response = await app.inject({
    method: 'POST',
    url: '/api/staff/login',
    headers: { host: 'flirt.test' },
    payload: { email: 'a@b.c', password: 'x', code: '123456' },
  });
  assert.equal(response.statusCode, 403);
  assert.equal(response.json().error, 'csrf_failed');
});

test('setup link: choose a password, confirm the authenticator, logged in; the link then is used up', async (t) => {
  const { app } = await buildTestApp(t);
  await createSites(app.db);
  const { token } = await createStaffAccount(app.db, { email: 'first@staff.test', role: 'admin' });
  const browser = new Browser(app);
  const setup = await browser.request({
    method: 'POST',
    url: '/api/staff/setup',
    payload: { token, password: 'a long admin password' },
  });
  assert.equal(setup.statusCode, 200, setup.body);
  const { secret, totpUri } = setup.json();
  assert.match(totpUri, /^otpauth:\/\/totp\//);
  const bad = await browser.request({
    method: 'POST',
    url: '/api/staff/setup/confirm',
    payload: { token, code: '000000' },
  });
  assert.equal(bad.statusCode, 400);
  const confirm = await browser.request({
    method: 'POST',
    url: '/api/staff/setup/confirm',
    payload: { token, code: totpCode(secret) },
  });
  assert.equal(confirm.statusCode, 200, confirm.body);
  assert.equal((await browser.get('/api/staff/me')).json().staff.email, 'first@staff.test');
  const again = await browser.request({
    method: 'POST',
    url: '/api/staff/setup',
    payload: { token, password: 'another long one' },
  });
  assert.equal(again.statusCode, 400);
  assert.equal(again.json().error, 'staff_setup_invalid');
});

test('errors come in the staff member’s language', async (t) => {
  const { app } = await buildTestApp(t);
  await createSites(app.db);
  const { browser } = await staffBrowser(app, 'marketing', { locale: 'de' });
  const denied = await browser.get('/api/staff/audit');
  assert.equal(denied.statusCode, 403);
  assert.equal(denied.json().error, 'staff_permission_denied');
  assert.equal(denied.json().message, 'Deine Rolle erlaubt das nicht.');
  const anonymous = await new Browser(app).request({
    method: 'GET',
    url: '/api/staff/me',
    headers: { 'accept-language': 'nl' },
  });
  assert.equal(anonymous.statusCode, 401);
  assert.equal(anonymous.json().message, 'Log eerst in op de backoffice.');
});

test('the audit log refuses UPDATE and DELETE', async (t) => {
  const { app } = await buildTestApp(t);
  await createSites(app.db);
  await createStaffAccount(app.db, { email: 'x@staff.test', role: 'support' });
  const [row] = await app.db.select().from(staffAudit);
  assert.ok(row);
  await assert.rejects(app.db.update(staffAudit).set({ reason: 'changed' }).where(eq(staffAudit.id, row.id)));
  await assert.rejects(app.db.execute(sql`delete from staff_audit`));
});
