import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';
import { createMember, createSites, FIXTURE_PASSWORD } from '../../testing/fixtures';
import { Browser, buildTestApp } from '../../testing/test-app';
import { openLiveClient } from './live-test-client';

test('a like and a match reach the open tabs live', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt } = await createSites(app.db);
  const anna = await createMember(app.db, { siteId: flirt.id, email: 'anna@example.com', gender: 'female' });
  const ben = await createMember(app.db, { siteId: flirt.id, email: 'ben@example.com' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  const host = 'flirt.test';
  const annaBrowser = new Browser(app, host);
  const benBrowser = new Browser(app, host);
  await annaBrowser.login('anna@example.com', FIXTURE_PASSWORD);
  await benBrowser.login('ben@example.com', FIXTURE_PASSWORD);
  const annaTab = await openLiveClient({ port, host, cookie: `sid=${annaBrowser.cookie('sid')}` });
  const benTab = await openLiveClient({ port, host, cookie: `sid=${benBrowser.cookie('sid')}` });
  await Promise.all([annaTab, benTab].map((tab) => tab.next((frame) => frame.type === 'ready')));

  const like = (browser: Browser, id: number) =>
    browser.request({ method: 'POST', url: '/api/like.php', payload: { profile_id: id } });
  assert.equal((await like(benBrowser, anna)).statusCode, 200);
  const received = await annaTab.next((frame) => frame.type === 'like.received');
  assert.deepEqual(received.payload, { profileId: ben });
  // The modal's profile for that id is open to her now.
  assert.equal((await annaBrowser.get(`/api/live-profile.php?id=${ben}`)).json().name, 'ben');

  // Liking again changes nothing and announces nothing.
  await like(benBrowser, anna);
  assert.equal((await like(annaBrowser, ben)).json().match, true);
  const [forBen, forAnna] = await Promise.all([
    benTab.next((frame) => frame.type === 'match.made'),
    annaTab.next((frame) => frame.type === 'match.made'),
  ]);
  assert.deepEqual(forBen.payload, { profileId: anna });
  assert.deepEqual(forAnna.payload, { profileId: ben });
  await new Promise((resolve) => setTimeout(resolve, 100));
  assert.equal(annaTab.frames.filter((frame) => frame.type === 'like.received').length, 1);
  assert.equal(benTab.frames.filter((frame) => frame.type === 'like.received').length, 0);
  annaTab.close();
  benTab.close();
});
