import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { createSites } from '../../testing/fixtures';
import { buildTestApp, CLIENT_HEADERS } from '../../testing/test-app';

const adult = `${new Date().getUTCFullYear() - 30}-01-15`;
const signupBody = (n: number) => ({
  email: `new${n}@example.com`,
  name: 'Newbie',
  date_of_birth: adult,
  password: 'a-good-password',
  gender: 'female',
  sexuality: 'hetero',
});
// signup.php allows 10 an hour per address, signup-check.php 30 a minute.
const SIGNUPS_PER_HOUR = 10;

test('signup limits count the address, whatever cookie each request carries', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt } = await createSites(app.db);
  const post = (url: string, payload: unknown, ip: string, cookie?: string) =>
    app.inject({
      method: 'POST',
      url,
      payload: payload as Record<string, unknown>,
      headers: {
        host: 'flirt.test',
        ...CLIENT_HEADERS,
        'x-forwarded-for': ip,
        ...(cookie ? { cookie } : {}),
      },
    });
  const sessionCookie = (response: Awaited<ReturnType<typeof post>>) =>
    response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const accounts = async () =>
    (await app.db.select({ id: users.id }).from(users).where(eq(users.siteId, flirt.id))).length;

  await t.test('each signup sent with the previous new account`s cookie is still counted', async () => {
    let cookie: string | undefined;
    const statuses: number[] = [];
    for (let n = 0; n < SIGNUPS_PER_HOUR + 3; n++) {
      const response = await post('/api/signup.php', signupBody(n), '10.1.0.1', cookie);
      statuses.push(response.statusCode);
      if (response.statusCode === 200) cookie = sessionCookie(response);
    }
    assert.equal(statuses.filter((s) => s === 200).length, SIGNUPS_PER_HOUR, statuses.join(','));
    assert.equal(statuses.at(-1), 429);
    assert.equal(await accounts(), SIGNUPS_PER_HOUR);
  });

  await t.test('signups at once, each with another session, from one address', async () => {
    // Sessions of the accounts made above, logged in from elsewhere; then all of them sign up from one address.
    const cookies: string[] = [];
    for (let n = 0; n < SIGNUPS_PER_HOUR; n++) {
      const login = await post(
        '/api/user.php',
        { email: `new${n}@example.com`, password: 'a-good-password' },
        `10.2.0.${n + 1}`,
      );
      assert.equal(login.statusCode, 200, login.body);
      cookies.push(sessionCookie(login));
    }
    const before = await accounts();
    const answers = await Promise.all(
      cookies
        .concat(cookies)
        .map((cookie, n) => post('/api/signup.php', signupBody(100 + n), '10.1.0.2', cookie)),
    );
    assert.ok(answers.every((a) => a.statusCode === 200 || a.statusCode === 429));
    const created = answers.filter((a) => a.statusCode === 200).length;
    assert.ok(created <= SIGNUPS_PER_HOUR, `${created} accounts from one address`);
    assert.equal((await accounts()) - before, created);
  });

  await t.test('signup-check counts the address too', async () => {
    let cookie: string | undefined;
    const statuses: number[] = [];
    for (let n = 0; n < 31; n++) {
      const response = await post(
        '/api/signup-check.php',
        { email: `probe${n}@example.com` },
        '10.1.0.3',
        cookie,
      );
      statuses.push(response.statusCode);
      // A fresh cookie each time, as a script would send.
      cookie = `sid=forged-${n}`;
    }
    assert.equal(statuses.filter((s) => s === 200).length, 30);
    assert.equal(statuses.at(-1), 429);
  });
});
