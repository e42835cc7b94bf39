import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { complaints } from '../../db/schema/index';
import { createMember, createSites, FIXTURE_PASSWORD } from '../../testing/fixtures';
import { Browser, buildTestApp } from '../../testing/test-app';
import { COMPLAINTS_PER_HOUR } from './complaints-routes';

// Each case its own client address, so the per-address rate limit of one case cannot answer another.
const ip = (n: number) => ({ 'x-forwarded-for': `198.51.100.${n}` });

const valid = {
  name: 'Anna Jansen',
  email: 'Anna@Example.com',
  topic: 'billing',
  message: 'I was charged twice for the same credit bundle on Monday.',
};

test('complaints are validated, stored per site and rate limited', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt, herz } = await createSites(app.db);
  const anna = await createMember(app.db, { siteId: flirt.id, email: 'anna@example.com', gender: 'female' });

  await t.test('a visitor files a complaint and gets a reference', async () => {
    const visitor = new Browser(app, 'herz.test');
    const response = await visitor.request({
      method: 'POST',
      url: '/api/complaints.php',
      payload: valid,
      headers: ip(1),
    });
    assert.equal(response.statusCode, 201, response.body);
    const { reference } = response.json();
    assert.match(reference, /^C-\d{6}$/);
    const [row] = await app.db
      .select()
      .from(complaints)
      .where(eq(complaints.id, Number(reference.slice(2))));
    assert.equal(row?.siteId, herz.id);
    assert.equal(row?.userId, null);
    assert.equal(row?.email, 'anna@example.com');
    assert.equal(row?.subject, 'billing');
    assert.equal(row?.status, 'open');
  });

  await t.test('a logged-in member is linked to the complaint', async () => {
    const member = new Browser(app, 'flirt.test');
    await member.login('anna@example.com', FIXTURE_PASSWORD);
    const response = await member.request({
      method: 'POST',
      url: '/api/complaints.php',
      payload: valid,
      headers: ip(2),
    });
    assert.equal(response.statusCode, 201, response.body);
    const rows = await app.db.select().from(complaints).where(eq(complaints.userId, anna));
    assert.equal(rows.length, 1);
    assert.equal(rows[0]?.siteId, flirt.id);
  });

  await t.test('bad input gets 400 validation_failed and stores nothing', async () => {
    const before = (await app.db.select().from(complaints)).length;
    const visitor = new Browser(app, 'flirt.test');
    for (const [index, payload] of [
      { ...valid, email: 'not an address' },
      { ...valid, message: 'too short' },
      { ...valid, topic: 'lottery' },
      { ...valid, name: '   ' },
      { name: valid.name },
    ].entries()) {
      // The limit counts refused requests too, so each bad one comes from its own address.
      const response = await visitor.request({
        method: 'POST',
        url: '/api/complaints.php',
        payload,
        headers: ip(10 + index),
      });
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.equal(response.json().error, 'validation_failed');
    }
    assert.equal((await app.db.select().from(complaints)).length, before);
  });

  await t.test('without the CSRF header the form is refused', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/complaints.php',
      headers: { host: 'flirt.test' },
      payload: valid,
    });
    assert.equal(response.statusCode, 403);
    assert.equal(response.json().error, 'csrf_failed');
  });

  await t.test(`more than ${COMPLAINTS_PER_HOUR} an hour from one address get 429 rate_limited`, async () => {
    const spammer = new Browser(app, 'flirt.test');
    const headers = { 'x-forwarded-for': '203.0.113.9' };
    for (let i = 0; i < COMPLAINTS_PER_HOUR; i++) {
      const response = await spammer.request({
        method: 'POST',
        url: '/api/complaints.php',
        payload: valid,
        headers,
      });
      assert.equal(response.statusCode, 201, response.body);
    }
    const refused = await spammer.request({
      method: 'POST',
      url: '/api/complaints.php',
      payload: valid,
      headers,
    });
    assert.equal(refused.statusCode, 429);
    assert.equal(refused.json().error, 'rate_limited');
  });
});
