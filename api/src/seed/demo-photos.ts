import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

const WIDTH = 360;
const HEIGHT = 450;
const THUMB_WIDTH = 160;
const THUMB_HEIGHT = 200;

function portraitSvg(initials: string, hue: number): string {
  const text = initials
    .replace(/[^\p{L}]/gu, '')
    .slice(0, 2)
    .toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue},62%,68%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360},55%,38%)"/>
  </linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>
  <circle cx="180" cy="185" r="84" fill="rgba(255,255,255,0.32)"/>
  <ellipse cx="180" cy="450" rx="150" ry="150" fill="rgba(255,255,255,0.32)"/>
  <text x="180" y="212" font-family="DejaVu Sans, Arial, sans-serif" font-size="72" font-weight="bold"
    fill="#ffffff" text-anchor="middle">${text}</text>
</svg>`;
}

export interface GeneratedPhoto {
  filename: string;
  thumbFilename: string;
}

/**
 * Draws a portrait-like avatar (gradient, head and shoulders, initials) and stores it the way uploads are
 * stored: a re-encoded JPEG without metadata plus a thumbnail.
 */
export async function generatePortrait(
  uploadsDir: string,
  baseName: string,
  initials: string,
  hue: number,
): Promise<GeneratedPhoto> {
  const image = sharp(Buffer.from(portraitSvg(initials, hue)));
  const [main, thumb] = await Promise.all([
    image.clone().jpeg({ quality: 82, mozjpeg: false }).toBuffer(),
    image.clone().resize(THUMB_WIDTH, THUMB_HEIGHT).jpeg({ quality: 78 }).toBuffer(),
  ]);
  const filename = `${baseName}.jpg`;
  const thumbFilename = `${baseName}-thumb.jpg`;
  await mkdir(uploadsDir, { recursive: true });
  await Promise.all([
    writeFile(join(uploadsDir, filename), main),
    writeFile(join(uploadsDir, thumbFilename), thumb),
  ]);
  return { filename, thumbFilename };
}

/** Runs the tasks with at most `limit` at a time (libvips already uses threads; this keeps memory low). */
export async function inBatches<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
