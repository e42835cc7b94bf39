// The inbox's live socket: let in only with a staff session of the inbox's permission and the site's origin;
// a member's message to a fictional profile of the operator's sites arrives as inbox.changed, others' not; an
// admin's change of the account (role, sites, disabled), a logout and a password change end sockets at once.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { type TestContext, test } from 'node:test';
import { LIVE_CLOSE_CODES } from '@dating/shared/contract';
import { createMember, createSites, FIXTURE_PASSWORD } from '../../testing/fixtures';
import { anotherStaffDevice, STAFF_PASSWORD, staffBrowser } from '../../testing/staff';
import { Browser, buildTestApp } from '../../testing/test-app';
import { openInboxLive as open, until } from './inbox-live-test-client';

/**
 * A server listening on a port, with a fictional profile and a member on each site (anna and tom on flirt,
 * heidi and hans on herz).
 */
async function listeningInbox(t: TestContext) {
  const { app } = await buildTestApp(t);
  const { flirt, herz } = await createSites(app.db);
  const anna = await createMember(app.db, { siteId: flirt.id, email: 'anna@x.test', isFictional: true });
  await createMember(app.db, { siteId: flirt.id, email: 'tom@x.test' });
  const heidi = await createMember(app.db, { siteId: herz.id, email: 'heidi@x.test', isFictional: true });
  await createMember(app.db, { siteId: herz.id, email: 'hans@x.test' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  return { app, flirt, herz, anna, heidi, port };
}

test('inbox live socket: staff only, same origin; new waiting conversations of its sites arrive', async (t) => {
  const { app, flirt, anna, heidi, port } = await listeningInbox(t);

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

test('inbox live socket: ends at once when an admin takes the inbox away, moves the operator or disables them', async (t) => {
  const { app, flirt, herz, anna, heidi, port } = await listeningInbox(t);
  const admin = await staffBrowser(app, 'admin');
  const change = (id: number, action: string, payload: object) =>
    admin.browser.request({
      method: action === 'update' ? 'PATCH' : 'POST',
      url: action === 'update' ? `/api/staff/accounts/${id}` : `/api/staff/accounts/${id}/${action}`,
      payload: { ...payload, reason: 'changes in the team' },
    });
  const connect = async (operator: Awaited<ReturnType<typeof staffBrowser>>) => {
    const live = open(port, `staff=${operator.browser.cookie('staff')}`);
    await live.opened;
    t.after(() => live.socket.close());
    return live;
  };
  const tom = new Browser(app);
  await tom.login('tom@x.test', FIXTURE_PASSWORD);
  const hans = new Browser(app, 'herz.test');
  await hans.login('hans@x.test', FIXTURE_PASSWORD);
  const write = async (browser: Browser, profileId: number) => {
    const sent = await browser.request({
      method: 'POST',
      url: '/api/messages.php',
      payload: { profile_id: profileId, body: 'Hello there', client_message_id: randomUUID() },
    });
    return sent.json().conversation_id as number;
  };
  // Far sooner than the periodic check (a minute): the change itself ended it.
  const SOON = 3_000;
  const endedSoon = (live: ReturnType<typeof open>) =>
    Promise.race([
      live.closed,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('socket still open')), SOON)),
    ]);

  // Demoted to marketing on another site: the socket ends, the REST calls are refused, nothing of site 1 comes.
  const demoted = await staffBrowser(app, 'operator', { sites: [flirt.id] });
  const bystander = await staffBrowser(app, 'operator', { sites: [flirt.id] });
  const demotedLive = await connect(demoted);
  const bystanderLive = await connect(bystander);
  assert.equal((await change(demoted.id, 'update', { role: 'marketing', sites: [herz.id] })).statusCode, 200);
  assert.deepEqual(await endedSoon(demotedLive), {
    code: LIVE_CLOSE_CODES.sessionEnded,
    reason: 'access_changed',
  });
  assert.equal((await demoted.browser.get('/api/staff/inbox')).statusCode, 403);
  const flirtConversation = await write(tom, anna);
  await until(() => bystanderLive.frames.some((f) => f.conversationId === flirtConversation));
  assert.deepEqual(demotedLive.frames, []);
  assert.equal(bystanderLive.socket.readyState, bystanderLive.socket.OPEN);

  // Still an operator, on the other site: the socket ends; the tab's new one hears that site only.
  const moved = await staffBrowser(app, 'operator', { sites: [flirt.id] });
  const movedLive = await connect(moved);
  assert.equal((await change(moved.id, 'update', { role: 'operator', sites: [herz.id] })).statusCode, 200);
  assert.deepEqual(await endedSoon(movedLive), {
    code: LIVE_CLOSE_CODES.sessionEnded,
    reason: 'access_changed',
  });
  const again = await connect(moved);
  await write(tom, anna);
  const herzConversation = await write(hans, heidi);
  await until(() => again.frames.some((f) => f.conversationId === herzConversation));
  assert.deepEqual(again.frames, [
    { type: 'inbox.changed', siteId: herz.id, conversationId: herzConversation },
  ]);

  // Disabled: its sessions end, and so does the socket.
  const leaving = await staffBrowser(app, 'operator', { sites: [flirt.id] });
  const leavingLive = await connect(leaving);
  assert.equal((await change(leaving.id, 'disable', {})).statusCode, 200);
  assert.deepEqual(await endedSoon(leavingLive), {
    code: LIVE_CLOSE_CODES.sessionEnded,
    reason: 'session_ended',
  });
  assert.equal(bystanderLive.socket.readyState, bystanderLive.socket.OPEN);
});

test("inbox live socket: the operator's logout ends its socket at once; a password change ends the other sessions' sockets", async (t) => {
  const { app, flirt, port } = await listeningInbox(t);
  const connect = async (cookie: string | undefined) => {
    const live = open(port, `staff=${cookie}`);
    await live.opened;
    t.after(() => live.socket.close());
    return live;
  };
  const endedSoon = (live: ReturnType<typeof open>) =>
    Promise.race([
      live.closed,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('socket still open')), 3_000)),
    ]);

  const leaving = await staffBrowser(app, 'operator', { sites: [flirt.id] });
  const leavingLive = await connect(leaving.browser.cookie('staff'));
  const logout = await leaving.browser.request({ method: 'POST', url: '/api/staff/logout' });
  assert.equal(logout.statusCode, 200);
  assert.deepEqual(await endedSoon(leavingLive), {
    code: LIVE_CLOSE_CODES.sessionEnded,
    reason: 'session_ended',
  });

  // The same operator on two devices (the second with the next code): a new password from the first ends
  // the second's session and socket, and the first's socket stays.
  const operator = await staffBrowser(app, 'operator', { sites: [flirt.id] });
  const phone = await anotherStaffDevice(app, operator);
  const desktopLive = await connect(operator.browser.cookie('staff'));
  const phoneLive = await connect(phone.cookie('staff'));
  const changed = await operator.browser.request({
    method: 'POST',
    url: '/api/staff/me/password',
    payload: { currentPassword: STAFF_PASSWORD, newPassword: 'a new staff password for tests' },
  });
  assert.equal(changed.statusCode, 200, changed.body);
  assert.deepEqual(await endedSoon(phoneLive), {
    code: LIVE_CLOSE_CODES.sessionEnded,
    reason: 'session_ended',
  });
  assert.equal(desktopLive.socket.readyState, desktopLive.socket.OPEN);
});
