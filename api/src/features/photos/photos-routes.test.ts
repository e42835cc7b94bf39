import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { photos, sites } from '../../db/schema/index';
import { createMember, createSites, FIXTURE_PASSWORD } from '../../testing/fixtures';
import { staffBrowser } from '../../testing/staff';
import { Browser, buildTestApp } from '../../testing/test-app';

async function jpegWithGps(width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 120 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'TestCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 22/1 0/1' } })
    .toBuffer();
}

function multipart(file: Buffer, filename = 'me.jpg', type = 'image/jpeg') {
  const boundary = '----members-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

test('photos: upload, limits, order and moderation', async (t) => {
  const { app, config } = await buildTestApp(t);
  const { flirt } = await createSites(app.db);
  await createMember(app.db, { siteId: flirt.id, email: 'free@example.com' });
  await createMember(app.db, { siteId: flirt.id, email: 'vip@example.com', paidUser: true });
  const browser = new Browser(app);
  await browser.login('free@example.com', FIXTURE_PASSWORD);
  const upload = (file: Buffer, query = '', as = browser, filename?: string, type?: string) =>
    as.request({ method: 'POST', url: `/api/photos.php${query}`, ...multipart(file, filename, type) });

  await t.test(
    'an upload is re-encoded without metadata, cropped, with a thumbnail; pending under moderation',
    async () => {
      const response = await upload(
        await jpegWithGps(),
        '?crop_x=0.25&crop_y=0&crop_width=0.5&crop_height=1',
      );
      assert.equal(response.statusCode, 200, response.body);
      const body = response.json();
      assert.equal(body.photos.length, 1);
      assert.deepEqual([body.limit, body.used], [3, 1]);
      const [photo] = body.photos;
      assert.equal(photo.status, 'pending');
      assert.equal(photo.is_main, true);
      const file = join(config.uploadsDir, photo.url.replace('/uploads/', ''));
      const meta = await sharp(file).metadata();
      assert.equal(meta.exif, undefined);
      assert.equal(meta.format, 'jpeg');
      assert.deepEqual([meta.width, meta.height], [400, 600]);
      const thumb = await sharp(join(config.uploadsDir, photo.thumb_url.replace('/uploads/', ''))).metadata();
      assert.deepEqual([thumb.width, thumb.height], [320, 320]);
    },
  );

  await t.test('not an image, too small, bad crop, too large: clear 4xx and nothing stored', async () => {
    const text = await upload(Buffer.from('hello, not a photo'), '', browser, 'x.jpg');
    assert.deepEqual([text.statusCode, text.json().error], [415, 'not_an_image']);
    const tiny = await upload(await jpegWithGps(50, 50));
    assert.deepEqual([tiny.statusCode, tiny.json().error], [422, 'photo_too_small']);
    const crop = await upload(await jpegWithGps(), '?crop_x=0.8&crop_y=0&crop_width=0.5&crop_height=1');
    assert.equal(crop.statusCode, 400);
    const big = Buffer.concat([await jpegWithGps(), Buffer.alloc(11 * 1024 * 1024)]);
    const large = await upload(big);
    assert.deepEqual([large.statusCode, large.json().error], [413, 'photo_too_large']);
    assert.equal((await app.db.select().from(photos)).length, 1);
  });

  await t.test('free members get 3 photos, premium 25', async () => {
    assert.equal((await upload(await jpegWithGps())).statusCode, 200);
    assert.equal((await upload(await jpegWithGps())).statusCode, 200);
    const fourth = await upload(await jpegWithGps());
    assert.equal(fourth.statusCode, 409);
    assert.deepEqual([fourth.json().error, fourth.json().limit], ['photo_limit_reached', 3]);
    const vip = new Browser(app);
    await vip.login('vip@example.com', FIXTURE_PASSWORD);
    for (let i = 0; i < 4; i++) assert.equal((await upload(await jpegWithGps(), '', vip)).statusCode, 200);
    assert.equal((await vip.get('/api/photos.php')).json().limit, 25);
  });

  await t.test('reorder, main photo, delete; other members cannot touch them', async () => {
    const list = (await browser.get('/api/photos.php')).json().photos as { id: number; is_main: boolean }[];
    const ids = list.map((p) => p.id);
    const reordered = await browser.request({
      method: 'PUT',
      url: '/api/photos.php',
      payload: { order: [...ids].reverse(), main_id: ids[2] },
    });
    assert.equal(reordered.statusCode, 200, reordered.body);
    assert.equal(reordered.json().photos[0].id, ids[2]);
    assert.equal(reordered.json().photos.filter((p: { is_main: boolean }) => p.is_main).length, 1);
    const partial = await browser.request({
      method: 'PUT',
      url: '/api/photos.php',
      payload: { order: [ids[0]] },
    });
    assert.equal(partial.json().error, 'invalid_photo_order');
    const vip = new Browser(app);
    await vip.login('vip@example.com', FIXTURE_PASSWORD);
    const foreign = await vip.request({ method: 'DELETE', url: `/api/photos.php?id=${ids[0]}` });
    assert.equal(foreign.statusCode, 404);
    const [main] = await app.db.select().from(photos).where(eq(photos.id, ids[2]!));
    assert.equal(
      (await browser.request({ method: 'DELETE', url: `/api/photos.php?id=${ids[2]}` })).statusCode,
      200,
    );
    assert.ok(!existsSync(join(config.uploadsDir, main!.filename)));
    const after = (await browser.get('/api/photos.php')).json().photos;
    assert.equal(after.length, 2);
    assert.equal(after.filter((p: { is_main: boolean }) => p.is_main).length, 1);
  });

  await t.test(
    'moderators approve or reject in the staff photo queue; without moderation photos are active at once',
    async () => {
      const moderator = (await staffBrowser(app, 'moderator')).browser;
      const pending = (await moderator.get('/api/staff/queues/photos')).json().items as { id: number }[];
      assert.ok(pending.length >= 2);
      const decide = async (photoId: number, decision: string) => {
        await moderator.request({ method: 'POST', url: `/api/staff/queues/photos/${photoId}/claim` });
        return moderator.request({
          method: 'POST',
          url: `/api/staff/queues/photos/${photoId}/decide`,
          payload: { decision, reason: 'Checked against the photo rules.', ground: 'nudity' },
        });
      };
      assert.equal((await decide(pending[0]!.id, 'approve')).statusCode, 200);
      assert.equal((await decide(pending[1]!.id, 'reject')).statusCode, 200);
      const statuses = await app.db.select({ id: photos.id, status: photos.status }).from(photos);
      const statusOf = (id: number) => statuses.find((row) => row.id === id)?.status;
      assert.deepEqual([statusOf(pending[0]!.id), statusOf(pending[1]!.id)], ['active', 'rejected']);
      assert.equal((await decide(pending[2]!.id, 'maybe')).statusCode, 400);
      await app.db.update(sites).set({ photoModeration: false }).where(eq(sites.id, flirt.id));
      app.sites.invalidate();
      const direct = await upload(await jpegWithGps());
      assert.ok(
        direct
          .json()
          .photos.some(
            (p: { status: string; id: number }) =>
              p.status === 'active' && !pending.some((q: { id: number }) => q.id === p.id),
          ),
      );
    },
  );
});
