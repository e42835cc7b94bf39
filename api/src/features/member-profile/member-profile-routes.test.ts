import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import {
  blocks,
  conversations,
  creditLedger,
  likes,
  photos,
  profileReports,
  profileVisits,
  users,
} from '../../db/schema/index';
import { createConversation, createMember, createSites, FIXTURE_PASSWORD } from '../../testing/fixtures';
import { Browser, buildTestApp } from '../../testing/test-app';

test('member profile, likes, photo rules and blocking', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt, herz } = await createSites(app.db);
  const free = await createMember(app.db, {
    siteId: flirt.id,
    email: 'free@example.com',
    name: 'Tom',
    credits: 10,
  });
  const premium = await createMember(app.db, { siteId: flirt.id, email: 'vip@example.com', paidUser: true });
  const anna = await createMember(app.db, {
    siteId: flirt.id,
    email: 'anna@example.com',
    name: 'Anna',
    gender: 'female',
    withPhoto: true,
  });
  const other = await createMember(app.db, { siteId: herz.id, email: 'other@example.com', gender: 'female' });
  await app.db.insert(photos).values(
    [1, 2, 3, 4].map((n) => ({
      userId: anna,
      filename: `anna-${n}.jpg`,
      thumbFilename: `anna-${n}-t.jpg`,
      status: 'active' as const,
      position: n,
    })),
  );
  await app.db.insert(photos).values({
    userId: anna,
    filename: 'anna-p.jpg',
    thumbFilename: 'anna-p-t.jpg',
    status: 'pending',
    position: 9,
  });

  const tom = new Browser(app);
  await tom.login('free@example.com', FIXTURE_PASSWORD);
  const vip = new Browser(app);
  await vip.login('vip@example.com', FIXTURE_PASSWORD);
  const annaBrowser = new Browser(app);
  await annaBrowser.login('anna@example.com', FIXTURE_PASSWORD);

  await t.test(
    'visible fields, and photos by rights: free members see two, premium all, nobody pending ones',
    async () => {
      const view = (await tom.get(`/api/member.php?id=${anna}`)).json();
      assert.equal(view.name, 'Anna');
      assert.deepEqual(
        view.fields.map((f: { field: string }) => f.field),
        ['age', 'city', 'interests'],
      );
      assert.equal(view.photos_total, 5);
      assert.equal(view.photos.length, 2);
      assert.equal(view.photos_hidden, 3);
      assert.equal(view.unlock_credits, 3);
      assert.ok(view.photos[0].is_main);
      const all = (await vip.get(`/api/member.php?id=${anna}`)).json();
      assert.equal(all.photos.length, 5);
      assert.equal(all.photos_hidden, 0);
      assert.ok(!all.photos.some((p: { url: string }) => p.url.includes('anna-p')));
      const own = (await annaBrowser.get(`/api/member.php?id=${anna}`)).json();
      assert.equal(own.photos.length, 5);
    },
  );

  await t.test('unlocking photos costs photo_credits once, in the ledger', async () => {
    const unlock = () =>
      tom.request({ method: 'POST', url: '/api/photo-unlock.php', payload: { profile_id: anna } });
    const first = await unlock();
    assert.equal(first.statusCode, 200, first.body);
    assert.deepEqual(first.json(), { ok: true, credits: 7, charged: true });
    assert.deepEqual((await unlock()).json(), { ok: true, credits: 7, charged: false });
    assert.equal((await tom.get(`/api/member.php?id=${anna}`)).json().photos.length, 5);
    const rows = await app.db.select().from(creditLedger).where(eq(creditLedger.userId, free));
    assert.equal(rows.length, 1);
    assert.equal(rows[0]!.delta, -3);
    const poor = new Browser(app);
    await createMember(app.db, { siteId: flirt.id, email: 'poor@example.com' });
    await poor.login('poor@example.com', FIXTURE_PASSWORD);
    const refused = await poor.request({
      method: 'POST',
      url: '/api/photo-unlock.php',
      payload: { profile_id: anna },
    });
    assert.equal(refused.statusCode, 402);
    assert.equal(refused.json().error, 'insufficient_credits');
  });

  await t.test('other sites and unknown ids are 404; bad ids 400', async () => {
    assert.equal((await tom.get(`/api/member.php?id=${other}`)).json().error, 'member_not_found');
    assert.equal((await tom.get('/api/member.php?id=999999')).statusCode, 404);
    assert.equal((await tom.get('/api/member.php?id=abc')).statusCode, 400);
    assert.equal((await new Browser(app).get(`/api/member.php?id=${anna}`)).statusCode, 403);
  });

  await t.test(
    'a like back is a match; opening the profile clears the new flag and records the visit',
    async () => {
      const like = (body: unknown, browser = annaBrowser) =>
        browser.request({ method: 'POST', url: '/api/like.php', payload: body });
      const first = await like({ profile_id: free });
      assert.equal(first.statusCode, 200, first.body);
      assert.equal(first.json().match, false);
      assert.equal((await like({ profile_id: free })).json().created, false);
      const [fresh] = await app.db
        .select()
        .from(likes)
        .where(and(eq(likes.fromUserId, anna), eq(likes.toUserId, free)));
      assert.equal(fresh?.isNew, true);
      const view = (await tom.get(`/api/member.php?id=${anna}`)).json();
      assert.equal(view.liked_me, true);
      const [seen] = await app.db
        .select()
        .from(likes)
        .where(and(eq(likes.fromUserId, anna), eq(likes.toUserId, free)));
      assert.equal(seen?.isNew, false);
      const visits = await app.db.select().from(profileVisits).where(eq(profileVisits.visitedId, anna));
      assert.ok(visits.some((v) => v.visitorId === free));
      const back = await like({ profile_id: anna }, tom);
      assert.equal(back.json().match, true);
      assert.equal(back.json().profile.name, 'Anna');
      assert.match(back.json().profile.main_image.match, /^\/uploads\//);
      assert.equal((await like({ profile_id: anna })).json().error, 'cannot_like_self');
      assert.equal((await like({ profile_id: other })).statusCode, 404);
      assert.equal((await like({ profile_id: 'x' })).statusCode, 400);
      assert.equal(
        (
          await new Browser(app).request({
            method: 'POST',
            url: '/api/like.php',
            payload: { profile_id: anna },
          })
        ).statusCode,
        403,
      );
    },
  );

  await t.test(
    'blocking deletes chats and likes; the blocked member can no longer reach the blocker',
    async () => {
      await createConversation(app.db, free, anna, 2);
      const blocked = await annaBrowser.request({
        method: 'POST',
        url: '/api/block.php',
        payload: { profile_id: free },
      });
      assert.equal(blocked.statusCode, 200, blocked.body);
      const between = await app.db.select().from(likes).where(eq(likes.fromUserId, free));
      assert.equal(between.length, 0);
      assert.equal((await app.db.select().from(conversations)).length, 0);
      const view = await tom.get(`/api/member.php?id=${anna}`);
      assert.equal(view.statusCode, 403);
      assert.deepEqual(
        { error: view.json().error, name: view.json().name },
        { error: 'blocked_by_member', name: 'Anna' },
      );
      const like = await tom.request({ method: 'POST', url: '/api/like.php', payload: { profile_id: anna } });
      assert.equal(like.json().error, 'blocked_by_member');
      const search = (await tom.get('/api/members.php?gender=female')).json();
      assert.ok(!search.results.some((card: { id: number }) => card.id === anna));
      assert.equal((await tom.get('/api/likes.php')).json().liked_by.length, 0);
      // The blocker still sees the profile (to unblock), marked as blocked, and cannot like it.
      const mine = (await annaBrowser.get(`/api/member.php?id=${free}`)).json();
      assert.equal(mine.blocked, true);
      const likeBlocked = await annaBrowser.request({
        method: 'POST',
        url: '/api/like.php',
        payload: { profile_id: free },
      });
      assert.equal(likeBlocked.json().error, 'member_blocked');
      assert.deepEqual(
        (await annaBrowser.get('/api/blocks.php')).json().map((c: { id: number }) => c.id),
        [free],
      );
      const unblock = await annaBrowser.request({
        method: 'DELETE',
        url: `/api/block.php?profile_id=${free}`,
      });
      assert.equal(unblock.statusCode, 200);
      assert.equal((await tom.get(`/api/member.php?id=${anna}`)).statusCode, 200);
      assert.equal(
        (await annaBrowser.request({ method: 'DELETE', url: `/api/block.php?profile_id=${free}` }))
          .statusCode,
        404,
      );
      assert.equal((await app.db.select().from(blocks)).length, 0);
    },
  );

  await t.test('reports are stored; self reports and bad reasons refused', async () => {
    const report = (payload: unknown) => tom.request({ method: 'POST', url: '/api/report.php', payload });
    assert.equal(
      (await report({ profile_id: anna, reason: 'fake', comment: 'Stock photos' })).statusCode,
      200,
    );
    assert.equal((await report({ profile_id: free, reason: 'fake' })).json().error, 'cannot_report_self');
    assert.equal((await report({ profile_id: anna, reason: 'boring' })).statusCode, 400);
    const rows = await app.db.select().from(profileReports);
    assert.deepEqual(
      rows.map((r) => [r.reporterId, r.reportedId, r.reason, r.comment]),
      [[free, anna, 'fake', 'Stock photos']],
    );
  });

  await t.test('invisible viewers leave no visit', async () => {
    await app.db.update(users).set({ invisible: true }).where(eq(users.id, premium));
    await app.db.delete(profileVisits);
    await vip.get(`/api/member.php?id=${anna}`);
    const visits = await app.db.select().from(profileVisits).where(eq(profileVisits.visitorId, premium));
    assert.equal(visits.length, 0);
  });
});
