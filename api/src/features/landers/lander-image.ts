import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { LanderImage } from '@dating/shared/contract';

/** The widths a lander asks for: a phone grid tile, a phone hero / desktop tile, a desktop hero. */
export const LANDER_WIDTHS = [240, 480, 800] as const;
export type LanderWidth = (typeof LANDER_WIDTHS)[number];

/** Stored photo names are random UUIDs (process-photo.ts) or the seed's names: letters, digits, dashes. */
export const PHOTO_NAME = /^[A-Za-z0-9_-]{1,100}\.jpg$/;

const url = (filename: string, width: number) =>
  `/api/lander-photo.php?f=${encodeURIComponent(filename)}&w=${width}`;

/**
 * The photo pipeline keeps JPEGs (1280 px and a 320 px square); landers are the first page an ad visitor
 * sees, so they get WebP at the width the layout needs instead (a third to half the bytes).
 */
export function landerImage(filename: string): LanderImage {
  return {
    src: url(filename, 480),
    srcset: LANDER_WIDTHS.map((width) => `${url(filename, width)} ${width}w`).join(', '),
  };
}

/**
 * The WebP of a stored photo at a width, made once and kept beside the uploads (the file names are
 * random and never reused, so a made variant never goes stale). Null when the photo file is missing.
 */
export async function landerVariant(
  uploadsDir: string,
  filename: string,
  width: LanderWidth,
): Promise<Buffer | null> {
  const dir = join(uploadsDir, 'lander');
  const target = join(dir, `${width}-${filename.replace(/\.jpg$/, '')}.webp`);
  try {
    return await readFile(target);
  } catch {
    // not made yet
  }
  let source: Buffer;
  try {
    source = await readFile(join(uploadsDir, filename));
  } catch {
    return null;
  }
  const webp = await sharp(source)
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 72, effort: 4 })
    .toBuffer();
  await mkdir(dir, { recursive: true });
  // Written aside and renamed, so a parallel request never reads half a file.
  const temp = `${target}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temp, webp);
  await rename(temp, target);
  return webp;
}
