// @feature-public: other features import this module (docs/conventions.md, Layout).
// Photo messages: the upload is re-encoded like a profile photo (metadata stripped), plus a blurred thumbnail,
// the only file a free member gets until they unlock the photo with photo_credits. The files live outside
// the public uploads folder (config.messagePhotosDir): they leave the server only through
// /api/message-photo.php, which checks who asks.
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client';
import { messages } from '../../db/schema/index';
import { processPhoto } from '../photos/process-photo';

export interface StoredMessagePhoto {
  filename: string;
  thumbFilename: string;
  blurFilename: string;
}

export async function storeMessagePhoto(input: Buffer, dir: string): Promise<StoredMessagePhoto> {
  await mkdir(dir, { recursive: true });
  const stored = await processPhoto(input, null, dir);
  const blurFilename = stored.thumbFilename.replace(/-thumb\.jpg$/, '-blur.jpg');
  // Blurred from the small thumbnail and shrunk first: nothing of the photo's detail survives to be sharpened.
  const thumb = await readFile(join(dir, stored.thumbFilename));
  const blurred = await sharp(thumb).resize(32, 32).blur(4).resize(320, 320).jpeg({ quality: 60 }).toBuffer();
  await writeFile(join(dir, blurFilename), blurred);
  return { ...stored, blurFilename };
}

export async function removeMessagePhoto(dir: string, photo: StoredMessagePhoto): Promise<void> {
  await Promise.all(
    [photo.filename, photo.thumbFilename, photo.blurFilename].map((name) =>
      rm(join(dir, name), { force: true }),
    ),
  );
}

/**
 * Photo messages stored before they had a folder of their own sat in the public uploads folder, where
 * anyone who knew a name could fetch them; on start-up they move out (a file already moved is skipped).
 */
export async function moveMessagePhotosOutOfUploads(db: Db, uploadsDir: string, privateDir: string) {
  const rows = await db
    .select({
      filename: messages.photoFilename,
      thumb: messages.photoThumbFilename,
      blur: messages.photoBlurFilename,
    })
    .from(messages)
    .where(isNotNull(messages.photoFilename));
  if (rows.length === 0) return;
  await mkdir(privateDir, { recursive: true });
  for (const name of rows.flatMap((row) => [row.filename, row.thumb, row.blur])) {
    if (!name || name.includes('/') || name.includes('..')) continue;
    await rename(join(uploadsDir, name), join(privateDir, name)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }
}
