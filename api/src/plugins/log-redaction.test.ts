import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { emailOutbox } from '../db/schema/index';
import { createSites } from '../testing/fixtures';
import { Browser, buildTestApp } from '../testing/test-app';
import { redactUrl } from './log-redaction';

const STAFF_TOKEN = 'log-test-staff-token-0123456789';

test('the log holds no token: a reset, an activation and a mailbox visit', async (t) => {
  process.env.ADMIN_TOKEN = STAFF_TOKEN;
  const lines: string[] = [];
  const { app } = await buildTestApp(t, {}, undefined, { write: (line) => lines.push(line) });
  await createSites(app.db);
  const visitor = new Browser(app, 'flirt.test');
  const linkToken = async (to: string, template: string) => {
    const rows = await app.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));
    const row = rows.filter((r) => r.template === template).at(-1);
    return new URL(String(row!.data.link)).searchParams.get('token')!;
  };

  const signup = await visitor.request({
    method: 'POST',
    url: '/api/signup.php',
    payload: {
      email: 'logged@example.com',
      name: 'Lou',
      date_of_birth: `${new Date().getUTCFullYear() - 30}-01-15`,
      password: 'a-good-password',
      gender: 'female',
      sexuality: 'hetero',
    },
  });
  assert.equal(signup.statusCode, 200, signup.body);
  const activation = await linkToken('logged@example.com', 'activation');
  const activated = await visitor.get(`/api/activate.php?token=${activation}`);
  assert.equal(activated.statusCode, 303);

  assert.equal(
    (
      await new Browser(app, 'flirt.test').request({
        method: 'POST',
        url: '/api/password-reset.php',
        payload: { email: 'logged@example.com' },
      })
    ).statusCode,
    200,
  );
  const reset = await linkToken('logged@example.com', 'password_reset');
  assert.equal((await visitor.get(`/api/password-reset.php?token=${reset}`)).statusCode, 200);
  const done = await visitor.request({
    method: 'POST',
    url: '/api/password-reset-do.php',
    payload: { token: reset, password: 'another-good-password', password_confirm: 'another-good-password' },
  });
  assert.equal(done.statusCode, 200, done.body);
  const sessionCookie = visitor.cookie('sid')!;

  const staff = await visitor.request({
    method: 'GET',
    url: '/api/dev/mailbox.json',
    headers: { authorization: `Bearer ${STAFF_TOKEN}` },
  });
  assert.equal(staff.statusCode, 200);
  // Someone trying a token in the URL: refused, and the URL is logged without it.
  const tab = new Browser(app, 'flirt.test');
  assert.notEqual((await tab.get(`/api/dev/mailbox?token=${STAFF_TOKEN}`)).statusCode, 200);

  const log = lines.join('');
  assert.ok(lines.length > 10, 'requests were logged');
  assert.match(log, /\/api\/activate\.php\?\[redacted\]/);
  for (const [name, secret] of Object.entries({
    activation,
    reset,
    staff: STAFF_TOKEN,
    session: sessionCookie,
  })) {
    assert.ok(!log.includes(secret), `the ${name} token is in the log`);
  }
});

test('redactUrl keeps what is harmless and hides what is secret', () => {
  assert.equal(redactUrl('/api/members.php?page=2'), '/api/members.php?page=2');
  assert.equal(
    redactUrl('/api/dev/mailbox?to=a%40b.c&token=abc'),
    '/api/dev/mailbox?to=a%40b.c&token=%5Bredacted%5D',
  );
  assert.equal(redactUrl('/reset-password/do?t=abc'), '/reset-password/do?[redacted]');
  assert.equal(redactUrl('/login?reactivate=abc'), '/login?[redacted]');
});
