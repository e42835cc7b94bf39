// @feature-public: other features import this module (docs/conventions.md, Layout).
import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { AppError } from '../../app-error';
import { photoDecodes } from './decode-slots';

// libvips' operation cache would keep decoded photos' memory after a burst of uploads (see decode-slots.ts).
sharp.cache(false);

export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
const MAX_EDGE = 1280;
const THUMB_EDGE = 320;
// A decompression bomb (a tiny file that decodes to gigapixels) is refused before it is decoded: the pixel
// budget of one request (a 40-megapixel camera photo fits).
const MAX_INPUT_PIXELS = 50_000_000;

/** A crop rectangle as fractions (0..1) of the upright image. */
export interface Crop {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface StoredPhoto {
  filename: string;
  thumbFilename: string;
}

/**
 * Decodes the upload, turns it upright, crops, and writes fresh JPEGs (a full size and a square thumbnail).
 * Nothing of the sent file survives: sharp drops EXIF (GPS included), ICC and XMP unless asked to keep them.
 */
export function processPhoto(input: Buffer, crop: Crop | null, dir: string): Promise<StoredPhoto> {
  return photoDecodes.run(() => decodeAndStore(input, crop, dir));
}

async function decodeAndStore(input: Buffer, crop: Crop | null, dir: string): Promise<StoredPhoto> {
  let upright: { data: Buffer; info: { width: number; height: number } };
  try {
    upright = await sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new AppError(
      415,
      'not_an_image',
      'This file is not a photo we can read (use JPEG, PNG, WebP or GIF).',
    );
  }
  const { width, height } = upright.info;
  if (width < 100 || height < 100)
    throw new AppError(422, 'photo_too_small', 'The photo must be at least 100 × 100 pixels.');

  let pipeline = sharp(upright.data);
  if (crop) {
    const left = Math.floor(crop.x * width);
    const top = Math.floor(crop.y * height);
    const cropWidth = Math.min(width - left, Math.max(1, Math.round(crop.width * width)));
    const cropHeight = Math.min(height - top, Math.max(1, Math.round(crop.height * height)));
    if (cropWidth < 100 || cropHeight < 100) {
      throw new AppError(422, 'photo_too_small', 'The cropped photo must be at least 100 × 100 pixels.');
    }
    pipeline = pipeline.extract({ left, top, width: cropWidth, height: cropHeight });
  }
  const cropped = await pipeline.toBuffer();
  const base = randomUUID();
  const filename = `${base}.jpg`;
  const thumbFilename = `${base}-thumb.jpg`;
  const [full, thumb] = await Promise.all([
    sharp(cropped)
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer(),
    sharp(cropped)
      .resize({ width: THUMB_EDGE, height: THUMB_EDGE, fit: 'cover', position: 'attention' })
      .jpeg({ quality: 78, mozjpeg: true })
      .toBuffer(),
  ]);
  await Promise.all([writeFile(join(dir, filename), full), writeFile(join(dir, thumbFilename), thumb)]);
  return { filename, thumbFilename };
}
