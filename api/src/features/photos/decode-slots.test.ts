import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import sharp from 'sharp';
import { PHOTO_DECODE_SLOTS, photoDecodes } from './decode-slots';
import { processPhoto } from './process-photo';

test('a burst of photo uploads is decoded a few at a time', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'decode-slots-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#39c' } })
    .jpeg()
    .toBuffer();
  const stored = await Promise.all(Array.from({ length: 8 }, () => processPhoto(photo, null, dir)));
  assert.equal(stored.length, 8);
  assert.ok(photoDecodes.mostActive >= 1);
  assert.ok(photoDecodes.mostActive <= PHOTO_DECODE_SLOTS, `${photoDecodes.mostActive} at once`);
  assert.equal(photoDecodes.active, 0, 'every slot is given back');
  // A failing decode gives its slot back too.
  await assert.rejects(processPhoto(Buffer.from('not a photo'), null, dir), /not a photo/);
  assert.equal(photoDecodes.active, 0);
});
