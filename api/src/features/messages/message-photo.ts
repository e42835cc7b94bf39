// Photo messages: the upload is re-encoded like a profile photo (metadata stripped), plus a blurred thumbnail,
// the only file a free member gets until they unlock the photo with photo_credits.
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { processPhoto } from '../photos/process-photo';

export interface StoredMessagePhoto {
  filename: string;
  thumbFilename: string;
  blurFilename: string;
}

export async function storeMessagePhoto(input: Buffer, dir: string): Promise<StoredMessagePhoto> {
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
