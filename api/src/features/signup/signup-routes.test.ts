import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import {
  creditLedger,
  emailOutbox,
  inviteCodes,
  profiles,
  sites,
  trackingRecords,
  users,
} from '../../db/schema/index';
import { createMember, createSites } from '../../testing/fixtures';
import { Browser, buildTestApp } from '../../testing/test-app';

const adult = '1990-04-12';
const validSignup = {
  email: 'new.member@example.com',
  name: 'Newbie',
  date_of_birth: adult,
  password: 'a-good-password',
  gender: 'female',
  sexuality: 'hetero',
};

function yearsAgo(years: number, days = 0): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

test('signup: validation, account creation, credits, tracking, modes and limits', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt, herz } = await createSites(app.db);
  await createMember(app.db, { siteId: flirt.id, email: 'taken@example.com' });

  const signup = (payload: Record<string, unknown>, host = 'flirt.test', ip = '10.0.0.1') =>
    new Browser(app, host).request({
      method: 'POST',
      url: '/api/signup.php',
      payload,
      headers: { 'x-forwarded-for': ip },
    });

  const fieldErrors = async (payload: Record<string, unknown>) => {
    const response = await signup(payload, 'flirt.test', '10.0.0.2');
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().error, 'validation_failed');
    return (response.json().details as { field: string; message: string }[]).map(
      (d) => `${d.field}:${d.message}`,
    );
  };

  await t.test('every validation message of spec section 5 comes back as an id on its field', async () => {
    assert.ok(
      (await fieldErrors({ ...validSignup, name: '@anna' })).includes('body.name:username_starts_with_at'),
    );
    assert.ok(
      (await fieldErrors({ ...validSignup, name: 'Anna@Example.com', email: 'anna@example.com' })).includes(
        'body.name:username_equals_email',
      ),
    );
    assert.ok(
      (await fieldErrors({ ...validSignup, date_of_birth: yearsAgo(18, 1) })).includes(
        'body.date_of_birth:date_of_birth_too_young',
      ),
    );
    assert.ok(
      (await fieldErrors({ ...validSignup, date_of_birth: '1990-02-31' })).includes(
        'body.date_of_birth:invalid_date_of_birth',
      ),
    );
    assert.ok(
      (await fieldErrors({ ...validSignup, email: 'anna@' })).some((e) => e.startsWith('body.email:')),
    );
    assert.equal((await app.db.select().from(users)).length, 1, 'a refused signup creates nothing');
  });

  await t.test('an 18th birthday today is old enough', async () => {
    const response = await signup({
      ...validSignup,
      email: 'birthday@example.com',
      date_of_birth: yearsAgo(18),
    });
    assert.equal(response.statusCode, 200, response.body);
  });

  await t.test('an existing address gets email_exists, on the check and on signup', async () => {
    const check = await new Browser(app).request({
      method: 'POST',
      url: '/api/signup-check.php',
      payload: { email: ' Taken@Example.com ' },
    });
    assert.equal(check.statusCode, 409);
    assert.equal(check.json().error, 'email_exists');
    assert.equal(check.json().message, 'An account with this e-mail address already exists');
    const response = await signup({ ...validSignup, email: 'taken@example.com' });
    assert.equal(response.statusCode, 409);
    assert.equal(response.json().error, 'email_exists');
    const free = await new Browser(app).request({
      method: 'POST',
      url: '/api/signup-check.php',
      payload: { email: 'free@example.com' },
    });
    assert.equal(free.statusCode, 200);
  });

  await t.test(
    'signup creates a not_confirmed user with a disabled profile, logs in and mails activation',
    async () => {
      const browser = new Browser(app);
      const response = await browser.request({
        method: 'POST',
        url: '/api/signup.php',
        payload: { ...validSignup, language: 'de', tracking: { network: 'adnet', ref: 'r1', sub1: 's1' } },
      });
      assert.equal(response.statusCode, 200, response.body);
      const user = response.json();
      assert.equal(user.status, 'not_confirmed');
      assert.equal(user.profile.status, 'disabled');
      assert.equal(user.language, 'de');
      assert.equal(user.credits, flirt.signupCredits, 'the signup credits are granted');
      assert.ok(browser.cookie('sid'));
      assert.equal((await browser.get('/api/user.php')).json().id, user.id);
      const ledger = await app.db.select().from(creditLedger).where(eq(creditLedger.userId, user.id));
      assert.deepEqual(
        ledger.map((row) => [row.reason, row.delta]),
        [['signup_grant', flirt.signupCredits]],
      );
      const [tracking] = await app.db
        .select()
        .from(trackingRecords)
        .where(eq(trackingRecords.userId, user.id));
      assert.equal(tracking?.network, 'adnet');
      assert.equal(tracking?.sub1, 's1');
      const mails = await app.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, validSignup.email));
      assert.equal(mails.length, 1);
      assert.equal(mails[0]!.template, 'activation');
      assert.equal(mails[0]!.locale, 'de');
      assert.match(String(mails[0]!.data.link), /^http:\/\/flirt\.test\/api\/activate\.php\?token=/);
    },
  );

  await t.test('the same address may join another site', async () => {
    const response = await signup({ ...validSignup }, 'herz.test', '10.0.0.3');
    assert.equal(response.statusCode, 200, response.body);
  });

  await t.test('later steps fill in the profile; they need a session', async () => {
    const browser = new Browser(app);
    const created = await browser.request({
      method: 'POST',
      url: '/api/signup.php',
      payload: { ...validSignup, email: 'steps@example.com' },
      headers: { 'x-forwarded-for': '10.0.0.4' },
    });
    assert.equal(created.statusCode, 200);
    const anonymous = await new Browser(app).request({
      method: 'PUT',
      url: '/api/signup.php',
      payload: { city: 'x' },
    });
    assert.equal(anonymous.statusCode, 403);
    const bad = await browser.request({
      method: 'PUT',
      url: '/api/signup.php',
      payload: { hair_color: 'purple' },
    });
    assert.equal(bad.statusCode, 400);
    const response = await browser.request({
      method: 'PUT',
      url: '/api/signup.php',
      payload: {
        country: 'nl',
        region: 'Noord-Holland',
        city: 'Haarlem',
        hair_color: 'red',
        interests: ['music'],
        personal_text: 'Hi!',
      },
    });
    assert.equal(response.statusCode, 200, response.body);
    const profile = response.json().profile;
    assert.equal(profile.country, 'NL');
    assert.equal(profile.city, 'Haarlem');
    assert.equal(profile.hair_color, 'red');
    assert.deepEqual(profile.interests, ['music']);
    assert.equal(profile.personal_text, 'Hi!');
  });

  await t.test('with_trafficsource: refused without a tracking record, admitted with one', async () => {
    await app.db.update(sites).set({ signups: 'with_trafficsource' }).where(eq(sites.id, herz.id));
    app.sites.invalidate();
    const refused = await signup({ ...validSignup, email: 'ts@example.com' }, 'herz.test', '10.0.0.5');
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().error, 'signup_requires_traffic_source');
    const admitted = await signup(
      { ...validSignup, email: 'ts@example.com', tracking: { network: 'partner' } },
      'herz.test',
      '10.0.0.5',
    );
    assert.equal(admitted.statusCode, 200, admitted.body);
  });

  await t.test('none: invite-only; a valid code admits up to its uses, a wrong one is refused', async () => {
    await app.db.update(sites).set({ signups: 'none' }).where(eq(sites.id, herz.id));
    app.sites.invalidate();
    await app.db.insert(inviteCodes).values({ siteId: herz.id, code: 'FRIENDS', maxUses: 1 });
    const noCode = await signup({ ...validSignup, email: 'inv1@example.com' }, 'herz.test', '10.0.0.6');
    assert.equal(noCode.json().error, 'signup_invite_only');
    assert.equal(noCode.statusCode, 403);
    const wrong = await signup(
      { ...validSignup, email: 'inv1@example.com', invite_code: 'NOPE' },
      'herz.test',
      '10.0.0.6',
    );
    assert.equal(wrong.json().error, 'invite_code_invalid');
    const ok = await signup(
      { ...validSignup, email: 'inv1@example.com', invite_code: 'FRIENDS' },
      'herz.test',
      '10.0.0.6',
    );
    assert.equal(ok.statusCode, 200, ok.body);
    const usedUp = await signup(
      { ...validSignup, email: 'inv2@example.com', invite_code: 'FRIENDS' },
      'herz.test',
      '10.0.0.6',
    );
    assert.equal(usedUp.json().error, 'invite_code_invalid');
    const refusedRows = await app.db.select().from(users).where(eq(users.email, 'inv2@example.com'));
    assert.equal(refusedRows.length, 0, 'a refused signup leaves nothing behind');
  });

  await t.test('closed: nobody signs up, not with an invite code nor a traffic source', async () => {
    await app.db.update(sites).set({ signups: 'closed' }).where(eq(sites.id, herz.id));
    app.sites.invalidate();
    await app.db.insert(inviteCodes).values({ siteId: herz.id, code: 'CLOSEDTOO', maxUses: 5 });
    const attempts = [
      { ...validSignup, email: 'closed1@example.com' },
      { ...validSignup, email: 'closed1@example.com', invite_code: 'CLOSEDTOO' },
      { ...validSignup, email: 'closed1@example.com', tracking: { network: 'partner' } },
    ];
    for (const payload of attempts) {
      const refused = await signup(payload, 'herz.test', '10.0.0.7');
      assert.equal(refused.statusCode, 403, refused.body);
      assert.equal(refused.json().error, 'signup_closed');
      assert.ok(refused.json().message);
    }
    const check = await new Browser(app, 'herz.test').request({
      method: 'POST',
      url: '/api/signup-check.php',
      payload: { email: 'closed2@example.com' },
      headers: { 'x-forwarded-for': '10.0.0.7' },
    });
    assert.equal(check.statusCode, 403, 'the form says so at its first field');
    assert.equal(check.json().error, 'signup_closed');
    assert.equal((await app.db.select().from(users).where(eq(users.email, 'closed1@example.com'))).length, 0);
    const [code] = await app.db.select().from(inviteCodes).where(eq(inviteCodes.code, 'CLOSEDTOO'));
    assert.equal(code?.uses, 0, 'the invite code was not used up');
    // Another site keeps its own mode.
    const open = await signup({ ...validSignup, email: 'closed3@example.com' }, 'flirt.test', '10.0.0.7');
    assert.equal(open.statusCode, 200, open.body);
  });

  await t.test('signups from one address are limited to 10 an hour', async () => {
    let last = 0;
    for (let i = 0; i < 11; i++) {
      const response = await signup(
        { ...validSignup, email: `flood${i}@example.com` },
        'flirt.test',
        '10.9.9.9',
      );
      last = response.statusCode;
      if (i < 10) assert.equal(response.statusCode, 200, response.body);
    }
    assert.equal(last, 429);
    const rows = await app.db
      .select({ id: profiles.userId })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId));
    assert.ok(rows.length > 10);
  });
});
