// The inbox's live socket: let in only with a staff session of the inbox's permission and the site's origin;
// a member's message to a fictional profile of the operator's sites arrives as inbox.changed, others' not.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { createMember, createSites, FIXTURE_PASSWORD } from '../../testing/fixtures';
import { staffBrowser } from '../../testing/staff';
import { Browser, buildTestApp } from '../../testing/test-app';
import { openInboxLive as open, until } from './inbox-live-test-client';

test('inbox live socket: staff only, same origin; new waiting conversations of its sites arrive', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt, herz } = await createSites(app.db);
  const anna = await createMember(app.db, { siteId: flirt.id, email: 'anna@x.test', isFictional: true });
  await createMember(app.db, { siteId: flirt.id, email: 'tom@x.test' });
  const heidi = await createMember(app.db, { siteId: herz.id, email: 'heidi@x.test', isFictional: true });
  await createMember(app.db, { siteId: herz.id, email: 'hans@x.test' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;

  const operator = await staffBrowser(app, 'operator', { sites: [flirt.id] });
  const cookie = `staff=${operator.browser.cookie('staff')}`;
  const moderator = await staffBrowser(app, 'moderator');

  await assert.rejects(open(port, undefined).opened, /401/);
  await assert.rejects(open(port, `staff=${moderator.browser.cookie('staff')}`).opened, /403/);
  await assert.rejects(open(port, cookie, 'https://evil.example').opened, /403/);

  const live = open(port, cookie);
  await live.opened;
  t.after(() => live.socket.close());

  const hans = new Browser(app, 'herz.test');
  await hans.login('hans@x.test', FIXTURE_PASSWORD);
  await hans.request({
    method: 'POST',
    url: '/api/messages.php',
    payload: { profile_id: heidi, body: 'Hallo Heidi', client_message_id: randomUUID() },
  });
  const tom = new Browser(app);
  await tom.login('tom@x.test', FIXTURE_PASSWORD);
  const sent = await tom.request({
    method: 'POST',
    url: '/api/messages.php',
    payload: { profile_id: anna, body: 'Hello Anna', client_message_id: randomUUID() },
  });
  const conversationId = sent.json().conversation_id as number;
  await until(() => live.frames.some((f) => f.conversationId === conversationId));
  assert.deepEqual(live.frames, [{ type: 'inbox.changed', siteId: flirt.id, conversationId }]);

  // A claim is news for the other operators too.
  await operator.browser.request({ method: 'POST', url: `/api/staff/inbox/${conversationId}/claim` });
  await until(() => live.frames.length === 2);

  // What is not a frame of this version on the instances' topic (an older instance's, or not JSON at all) is
  // dropped, not relayed to the staff screens.
  await app.live.publishTopic('staff-inbox', JSON.stringify({ type: 'inbox.moved', siteId: flirt.id }));
  await app.live.publishTopic('staff-inbox', 'not json');
  await operator.browser.request({ method: 'POST', url: `/api/staff/inbox/${conversationId}/release` });
  await until(() => live.frames.length === 3);
  assert.deepEqual(
    live.frames.map((frame) => frame.type),
    ['inbox.changed', 'inbox.changed', 'inbox.changed'],
  );
});
