import assert from 'node:assert/strict';
import { test } from 'node:test';
import { writeFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { photos, profiles, users } from '../../db/schema/index';
import { createMember, createSites } from '../../testing/fixtures';
import { Browser, buildTestApp } from '../../testing/test-app';

const TOKEN = 'lander-test-admin-token-0123456789';

test('lander API', async (t) => {
  process.env.ADMIN_TOKEN = TOKEN;
  t.after(() => delete process.env.ADMIN_TOKEN);
  const { app, config } = await buildTestApp(t);
  const { flirt, herz } = await createSites(app.db);
  const withPhoto: number[] = [];
  for (let i = 0; i < 5; i++) {
    withPhoto.push(
      await createMember(app.db, {
        siteId: flirt.id,
        email: `p${i}@example.com`,
        gender: 'female',
        withPhoto: true,
      }),
    );
  }
  const noPhoto = await createMember(app.db, { siteId: flirt.id, email: 'nophoto@example.com' });
  const pending = await createMember(app.db, {
    siteId: flirt.id,
    email: 'pending@example.com',
    withPhoto: true,
  });
  await app.db.update(photos).set({ status: 'pending' }).where(eq(photos.userId, pending));
  const hidden = await createMember(app.db, {
    siteId: flirt.id,
    email: 'hidden@example.com',
    withPhoto: true,
  });
  await app.db.update(users).set({ invisible: true }).where(eq(users.id, hidden));
  const other = await createMember(app.db, { siteId: herz.id, email: 'herz@example.com', withPhoto: true });
  // The first one was on the site a minute ago: online, and first in the list.
  await app.db
    .update(users)
    .set({ lastSeenAt: new Date(Date.now() - 60_000) })
    .where(eq(users.id, withPhoto[0]!));
  const visitor = new Browser(app);

  await t.test(
    'members: listable members with an approved photo, recently seen first, as WebP srcsets',
    async () => {
      const response = await visitor.get('/api/lander-members.php?limit=10');
      assert.equal(response.statusCode, 200, response.body);
      const { members } = response.json();
      const ids = members.map((member: { id: number }) => member.id);
      assert.deepEqual([...ids].sort(), [...withPhoto].sort());
      assert.equal(ids[0], withPhoto[0]);
      assert.equal(members[0].online, true);
      assert.equal(members[1].online, false);
      assert.ok(
        !ids.includes(noPhoto) && !ids.includes(pending) && !ids.includes(hidden) && !ids.includes(other),
      );
      assert.match(
        members[0].image.srcset,
        /lander-photo\.php\?f=fixture-[^&]+\.jpg&w=240 240w, .*w=480 480w, .*w=800 800w$/,
      );
      assert.equal(members[0].age > 18, true);
      assert.equal((await visitor.get('/api/lander-members.php?limit=2')).json().members.length, 2);
    },
  );

  await t.test('members: a bad limit is a 400, never a 500', async () => {
    for (const limit of ['0', '25', 'abc', '1e9']) {
      const response = await visitor.get(`/api/lander-members.php?limit=${limit}`);
      assert.equal(response.statusCode, 400, `${limit}: ${response.body}`);
      assert.equal(typeof response.json().error, 'string');
    }
  });

  await t.test('member: a listable member of this site only', async () => {
    const ok = await visitor.get(`/api/lander-member.php?id=${noPhoto}`);
    assert.equal(ok.statusCode, 200, ok.body);
    assert.equal(ok.json().member.id, noPhoto);
    assert.equal(ok.json().member.image, null);
    for (const id of [other, hidden, 999999]) {
      const response = await visitor.get(`/api/lander-member.php?id=${id}`);
      assert.equal(response.statusCode, 404, `${id}`);
      assert.equal(response.json().error, 'member_not_found');
    }
    for (const id of ['abc', '0', '99999999999']) {
      assert.equal((await visitor.get(`/api/lander-member.php?id=${id}`)).statusCode, 400, id);
    }
  });

  await t.test(
    "map: the visitor's country from the GeoIP header when the site serves it, with region tiles",
    async () => {
      const gb = await visitor.request({
        method: 'GET',
        url: '/api/lander-map.php',
        headers: { 'x-forwarded-for': '203.0.113.7', 'cf-ipcountry': 'GB' },
      });
      assert.equal(gb.statusCode, 200, gb.body);
      assert.equal(gb.json().country, 'GB');
      assert.deepEqual(gb.json().regions, [{ code: 'KEN', name: 'Kent', count: 5 }]);
      assert.equal(gb.json().members.length, 5);
      // No header, or a country the site does not serve: the site's first country.
      const us = await visitor.request({
        method: 'GET',
        url: '/api/lander-map.php',
        headers: { 'x-forwarded-for': '203.0.113.7', 'cf-ipcountry': 'US' },
      });
      assert.equal(us.json().country, 'GB');
      const nl = await visitor.request({
        method: 'GET',
        url: '/api/lander-map.php',
        headers: { 'x-forwarded-for': '203.0.113.7', 'x-country': 'nl' },
      });
      assert.equal(nl.json().country, 'NL');
      assert.deepEqual(nl.json().regions, []);
      assert.deepEqual(nl.json().members, []);
    },
  );

  await t.test(
    'photo: WebP of an approved photo of this site at a lander width, cached on disk',
    async () => {
      const [photo] = await app.db.select().from(photos).where(eq(photos.userId, withPhoto[1]!));
      await mkdir(config.uploadsDir, { recursive: true });
      const jpeg = await sharp({ create: { width: 1000, height: 1200, channels: 3, background: '#c8107a' } })
        .jpeg()
        .toBuffer();
      await writeFile(join(config.uploadsDir, photo!.filename), jpeg);
      const response = await visitor.get(`/api/lander-photo.php?f=${photo!.filename}&w=480`);
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.headers['content-type'], 'image/webp');
      assert.match(String(response.headers['cache-control']), /immutable/);
      const meta = await sharp(response.rawPayload).metadata();
      assert.equal(meta.format, 'webp');
      assert.equal(meta.width, 480);
      assert.ok(response.rawPayload.length < jpeg.length);
      const again = await visitor.get(`/api/lander-photo.php?f=${photo!.filename}&w=480`);
      assert.deepEqual(again.rawPayload, response.rawPayload);

      const [pendingPhoto] = await app.db.select().from(photos).where(eq(photos.userId, pending));
      const [otherPhoto] = await app.db.select().from(photos).where(eq(photos.userId, other));
      for (const name of [pendingPhoto!.filename, otherPhoto!.filename]) {
        assert.equal((await visitor.get(`/api/lander-photo.php?f=${name}&w=480`)).statusCode, 404, name);
      }
      // An approved photo whose file is gone: 404, not 500.
      const [missing] = await app.db.select().from(photos).where(eq(photos.userId, withPhoto[2]!));
      assert.equal((await visitor.get(`/api/lander-photo.php?f=${missing!.filename}&w=240`)).statusCode, 404);
      for (const query of [
        `f=${photo!.filename}&w=500`,
        'f=../../etc/passwd&w=240',
        'f=a.png&w=240',
        'w=240',
      ]) {
        assert.equal((await visitor.get(`/api/lander-photo.php?${query}`)).statusCode, 400, query);
      }
    },
  );

  await t.test('sitemap: every lander and content page of the site, with hreflang alternates', async () => {
    const response = await visitor.get('/sitemap.xml');
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /application\/xml/);
    const xml = response.body;
    assert.match(xml, /<loc>http:\/\/flirt\.test\/landers\/tinderswipe<\/loc>/);
    for (const kind of ['alonetonight', 'maplanding', 'video', 'transitionsvideolanding']) {
      assert.ok(xml.includes(`<loc>http://flirt.test/landers/${kind}</loc>`), kind);
    }
    assert.ok(xml.includes('hreflang="de" href="http://flirt.test/pages/faq?hl=de"'));
    assert.ok(xml.includes('hreflang="x-default" href="http://flirt.test/pages/faq"'));
    // The fixture site has no logged-out search, so member search is not offered to crawlers.
    assert.ok(!xml.includes('/members<'));
    const herzMap = await new Browser(app, 'herz.test').get('/sitemap.xml');
    assert.ok(herzMap.body.includes('<loc>http://herz.test/</loc>'));
  });

  await t.test('tracking look-up: staff only, this site only', async () => {
    const response = await visitor.request({
      method: 'POST',
      url: '/api/signup.php',
      payload: {
        email: 'tracked@example.com',
        name: 'Tracked',
        password: 'a-long-password-2024',
        date_of_birth: '1990-06-15',
        gender: 'female',
        sexuality: 'hetero',
        language: 'en',
        tracking: { network: 'adnet', ref: 'r1', sub1: 's1', sub3: 's3' },
      },
    });
    assert.equal(response.statusCode, 200, response.body);
    const id = response.json().id as number;
    const staff = { authorization: `Bearer ${TOKEN}` };
    const found = await visitor.request({
      method: 'GET',
      url: `/api/staff/tracking/${id}`,
      headers: staff,
    });
    assert.equal(found.statusCode, 200, found.body);
    assert.deepEqual(found.json(), { network: 'adnet', ref: 'r1', sub1: 's1', sub2: null, sub3: 's3' });
    assert.equal((await visitor.get(`/api/staff/tracking/${id}`)).statusCode, 401);
    const unknown = await visitor.request({
      method: 'GET',
      url: `/api/staff/tracking/${id + 1000}`,
      headers: staff,
    });
    assert.equal(unknown.statusCode, 404);
    const [profile] = await app.db.select().from(profiles).where(eq(profiles.userId, id));
    assert.equal(profile?.siteId, flirt.id);
  });
});
