import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema/index';
import { createMember, createSites, FIXTURE_PASSWORD } from '../testing/fixtures';
import { Browser, buildTestApp } from '../testing/test-app';
import { fixtureRoot, writeFile } from './frontend-test-app';

test('a profile page answers 404 for an id never used and 410 for a deleted member', async (t) => {
  const root = fixtureRoot();
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const { app } = await buildTestApp(t, { frontendRoot: root });
  const { flirt } = await createSites(app.db);
  const anna = await createMember(app.db, { siteId: flirt.id, email: 'anna@example.com' });
  const gone = await createMember(app.db, { siteId: flirt.id, email: 'gone@example.com' });
  await createMember(app.db, { siteId: flirt.id, email: 'carl@example.com' });
  await app.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone));
  const visitor = new Browser(app, 'flirt.test');
  await visitor.login('carl@example.com', FIXTURE_PASSWORD);

  assert.equal((await visitor.get(`/members/${anna}`)).statusCode, 200);
  const never = await visitor.get('/members/999999999');
  assert.equal(never.statusCode, 404);
  assert.match(never.headers['content-type'] as string, /^text\/html/, 'the shell still shows its page');
  assert.equal((await visitor.get(`/members/${gone}`)).statusCode, 410);

  const api = await visitor.get(`/api/member.php?id=${gone}`);
  assert.equal(api.statusCode, 410);
  assert.equal(api.json().error, 'member_deleted');
  assert.equal((await visitor.get('/api/member.php?id=999999999')).json().error, 'member_not_found');
});

test('robots.txt keeps crawlers out of member pages and names the sitemap; /favicon.ico is the icon', async (t) => {
  const root = fixtureRoot();
  t.after(() => rmSync(root, { recursive: true, force: true }));
  writeFile(join(root, 'shell/dist/icons/icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  const { app } = await buildTestApp(t, { frontendRoot: root });
  await createSites(app.db);
  const visitor = new Browser(app, 'flirt.test');

  const robots = await visitor.get('/robots.txt');
  assert.equal(robots.statusCode, 200);
  assert.match(robots.headers['content-type'] as string, /^text\/plain/);
  assert.match(robots.body, /^User-agent: \*$/m);
  assert.match(robots.body, /^Disallow: \/api\/$/m);
  assert.match(robots.body, /^Disallow: \/chats$/m);
  assert.match(robots.body, /^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m);

  const icon = await visitor.get('/favicon.ico');
  assert.equal(icon.statusCode, 200);
  assert.match(icon.headers['content-type'] as string, /^image\/png/);
});
