// Two API instances on one PostgreSQL database and one Redis: an operator whose inbox socket is on one
// instance hears at once of a member's message stored by the other, and of another operator's claim there; an
// admin's change of the operator's account on the other instance ends the socket at once.
// Skipped, saying so, without both servers (see testing/servers-reachable).
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';
import { LIVE_CLOSE_CODES } from '@dating/shared/contract';
import type { FastifyInstance } from 'fastify';
import { createMember, createSites, FIXTURE_PASSWORD } from '../../testing/fixtures';
import { createScratchPostgres } from '../../testing/scratch-postgres';
import { postgresUrl, redisUrl, serversMissing } from '../../testing/servers-reachable';
import { staffBrowser } from '../../testing/staff';
import { Browser, buildTestApp } from '../../testing/test-app';
import { openInboxLive, until } from './inbox-live-test-client';

const portOf = (app: FastifyInstance) => (app.server.address() as AddressInfo).port;

test('inbox events cross instances over Redis: a message stored on one reaches staff sockets on the other', async (t) => {
  const missing = await serversMissing();
  if (missing) {
    t.skip(missing);
    return;
  }
  const database = await createScratchPostgres(postgresUrl, 'inbox_live_redis');
  t.after(() => database.drop());
  const { app: first } = await buildTestApp(t, { databaseUrl: database.url, redisUrl });
  const { app: second } = await buildTestApp(t, { databaseUrl: database.url, redisUrl });
  await first.listen({ port: 0, host: '127.0.0.1' });
  await second.listen({ port: 0, host: '127.0.0.1' });
  const { flirt } = await createSites(first.db);
  const anna = await createMember(first.db, { siteId: flirt.id, email: 'anna@x.test', isFictional: true });
  await createMember(first.db, { siteId: flirt.id, email: 'tom@x.test' });

  // The operator's tab is on the second instance; the member and the other operator use the first.
  const operator = await staffBrowser(second, 'operator', { sites: [flirt.id] });
  const other = await staffBrowser(first, 'operator', { sites: [flirt.id] });
  const live = openInboxLive(portOf(second), `staff=${operator.browser.cookie('staff')}`);
  await live.opened;
  t.after(() => live.socket.close());

  const tom = new Browser(first);
  await tom.login('tom@x.test', FIXTURE_PASSWORD);
  const sent = await tom.request({
    method: 'POST',
    url: '/api/messages.php',
    payload: { profile_id: anna, body: 'Hello Anna', client_message_id: randomUUID() },
  });
  assert.equal(sent.statusCode, 200, sent.body);
  const conversationId = sent.json().conversation_id as number;
  // Well within the page's 30 s poll: it came over the fan-out.
  await until(() => live.frames.length >= 1, 3_000);
  assert.deepEqual(live.frames, [{ type: 'inbox.changed', siteId: flirt.id, conversationId }]);

  const claimed = await other.browser.request({
    method: 'POST',
    url: `/api/staff/inbox/${conversationId}/claim`,
  });
  assert.equal(claimed.statusCode, 200, claimed.body);
  await until(() => live.frames.length >= 2, 3_000);
  // Once each: the instance that stored the message announced it, the other only passed it on.
  await new Promise((resolve) => setTimeout(resolve, 200));
  assert.equal(live.frames.length, 2, JSON.stringify(live.frames));
});

test('an account changed on one instance ends its inbox socket on the other at once', async (t) => {
  const missing = await serversMissing();
  if (missing) {
    t.skip(missing);
    return;
  }
  const database = await createScratchPostgres(postgresUrl, 'inbox_live_redis_access');
  t.after(() => database.drop());
  const { app: first } = await buildTestApp(t, { databaseUrl: database.url, redisUrl });
  const { app: second } = await buildTestApp(t, { databaseUrl: database.url, redisUrl });
  await first.listen({ port: 0, host: '127.0.0.1' });
  await second.listen({ port: 0, host: '127.0.0.1' });
  const { flirt, herz } = await createSites(first.db);

  const operator = await staffBrowser(second, 'operator', { sites: [flirt.id] });
  const admin = await staffBrowser(first, 'admin');
  const live = openInboxLive(portOf(second), `staff=${operator.browser.cookie('staff')}`);
  await live.opened;
  t.after(() => live.socket.close());

  const changed = await admin.browser.request({
    method: 'PATCH',
    url: `/api/staff/accounts/${operator.id}`,
    payload: { role: 'marketing', sites: [herz.id], reason: 'moves to marketing' },
  });
  assert.equal(changed.statusCode, 200, changed.body);
  // Long before the second instance's own check (a minute): the announcement came over Redis.
  const ended = await Promise.race([
    live.closed,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('socket still open')), 3_000)),
  ]);
  assert.deepEqual(ended, { code: LIVE_CLOSE_CODES.sessionEnded, reason: 'access_changed' });
});
