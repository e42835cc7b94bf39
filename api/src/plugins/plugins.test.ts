import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { conversationParticipants, users } from '../db/schema/index';
import { createConversation, createMember, createSites, FIXTURE_PASSWORD } from '../testing/fixtures';
import { Browser, buildTestApp } from '../testing/test-app';

test('cross-cutting rules: CSRF, idempotency, errors, OpenAPI', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt } = await createSites(app.db);
  const anna = await createMember(app.db, { siteId: flirt.id, email: 'anna@example.com' });
  const ben = await createMember(app.db, { siteId: flirt.id, email: 'ben@example.com' });
  const carl = await createMember(app.db, { siteId: flirt.id, email: 'carl@example.com' });
  const browser = new Browser(app, 'flirt.test');
  await browser.login('anna@example.com', FIXTURE_PASSWORD);
  const sid = browser.cookie('sid')!;

  await t.test(
    'a write without X-Requested-With is refused with 403 csrf_failed and changes nothing',
    async () => {
      const response = await app.inject({
        method: 'PUT',
        url: '/api/user.php',
        headers: { host: 'flirt.test', cookie: `sid=${sid}` },
        payload: { language: 'de' },
      });
      assert.equal(response.statusCode, 403);
      assert.equal(response.json().error, 'csrf_failed');
      const [row] = await app.db.select({ language: users.language }).from(users).where(eq(users.id, anna));
      assert.equal(row!.language, 'en');
    },
  );

  await t.test('the page-hidden beacon needs no header when it comes from the same origin', async () => {
    const crossSite = await app.inject({
      method: 'POST',
      url: '/api/page-hidden.php',
      headers: { host: 'flirt.test', cookie: `sid=${sid}`, origin: 'https://evil.example' },
      payload: {},
    });
    assert.equal(crossSite.statusCode, 403);
    const sameOrigin = await app.inject({
      method: 'POST',
      url: '/api/page-hidden.php',
      headers: {
        host: 'flirt.test',
        cookie: `sid=${sid}`,
        origin: 'http://flirt.test',
        'content-type': 'text/plain',
      },
      payload: '{}',
    });
    assert.equal(sameOrigin.statusCode, 204);
    const [row] = await app.db.select({ lastSeenAt: users.lastSeenAt }).from(users).where(eq(users.id, anna));
    assert.ok(row!.lastSeenAt && Date.now() - row!.lastSeenAt.getTime() < 60_000);
  });

  await t.test('a repeated Idempotency-Key returns the first answer and changes nothing', async () => {
    const first = await createConversation(app.db, ben, anna, 2);
    const second = await createConversation(app.db, carl, anna, 1);
    const key = 'delete-chat-0001';
    const once = await browser.request({
      method: 'DELETE',
      url: `/api/chat.php?conversation=${first}`,
      headers: { 'idempotency-key': key },
    });
    assert.equal(once.statusCode, 200);
    // Reviving the chat shows that a replay does not run the handler again.
    await app.db
      .update(conversationParticipants)
      .set({ hiddenAt: null })
      .where(eq(conversationParticipants.conversationId, first));
    const again = await browser.request({
      method: 'DELETE',
      url: `/api/chat.php?conversation=${first}`,
      headers: { 'idempotency-key': key },
    });
    assert.equal(again.statusCode, 200);
    assert.equal(again.headers['idempotent-replayed'], 'true');
    assert.deepEqual(again.json(), once.json());
    const chats = (await browser.get('/api/chats.php')).json();
    assert.equal(chats.length, 2, 'the replay did not hide the chat again');

    const reused = await browser.request({
      method: 'DELETE',
      url: `/api/chat.php?conversation=${second}`,
      headers: { 'idempotency-key': key },
    });
    assert.equal(reused.statusCode, 422);
    assert.equal(reused.json().error, 'idempotency_key_reused');
    assert.equal((await browser.get('/api/chats.php')).json().length, 2);
  });

  await t.test('keys are per user: another member using the same key runs their own request', async () => {
    const other = new Browser(app, 'flirt.test');
    await other.login('ben@example.com', FIXTURE_PASSWORD);
    const response = await other.request({
      method: 'PUT',
      url: '/api/user.php',
      headers: { 'idempotency-key': 'delete-chat-0001' },
      payload: { language: 'fr' },
    });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['idempotent-replayed'], undefined);
  });

  await t.test('unknown API paths answer a JSON 404 with an error id', async () => {
    const response = await browser.get('/api/nothing-here.php');
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().error, 'not_found');
  });

  await t.test('a body that is not JSON is a 400 invalid_json', async () => {
    const response = await browser.request({
      method: 'PUT',
      url: '/api/user.php',
      headers: { 'content-type': 'application/json' },
      payload: '{"language":',
    });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().error, 'invalid_json');
  });

  await t.test('the OpenAPI document lists the calls with their schemas', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    assert.equal(response.statusCode, 200);
    const document = response.json();
    assert.ok(document.paths['/api/user.php'].post.requestBody);
    assert.ok(document.paths['/api/settings.php'].get.responses['200']);
    assert.ok(
      document.paths['/api/chat.php'].delete.parameters.some(
        (p: { name: string }) => p.name === 'conversation',
      ),
    );
  });
});
