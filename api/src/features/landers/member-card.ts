// The picture a shared link shows (Open Graph / Twitter large card, 1200x630): the member's approved main
// photo cut to the card with the site's name on a band, or, for a member without one and for the landers,
// the site's own card. Made with sharp once per photo and site name and kept beside the uploads (a photo's
// name is random and never reused, so a made card never goes stale).
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
const BAND = 96;
/** The brand colour of index.html's theme-color. */
const BRAND = '#C8107A';

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function band(siteName: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${BAND}">` +
      `<rect width="100%" height="100%" fill="${BRAND}"/>` +
      `<text x="48" y="64" font-family="sans-serif" font-size="48" font-weight="700" fill="#fff">${escapeXml(siteName)}</text>` +
      '</svg>',
  );
}

function siteCard(siteName: string): Promise<Buffer> {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}">` +
    `<rect width="100%" height="100%" fill="${BRAND}"/>` +
    `<text x="50%" y="50%" text-anchor="middle" dominant-baseline="middle" font-family="sans-serif" ` +
    `font-size="96" font-weight="700" fill="#fff">${escapeXml(siteName)}</text></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

async function photoCard(source: Buffer, siteName: string): Promise<Buffer> {
  const photo = await sharp(source)
    .resize({ width: CARD_WIDTH, height: CARD_HEIGHT - BAND, fit: 'cover', position: 'attention' })
    .toBuffer();
  return sharp({
    create: { width: CARD_WIDTH, height: CARD_HEIGHT, channels: 3, background: BRAND },
  })
    .composite([
      { input: photo, top: 0, left: 0 },
      { input: band(siteName), top: CARD_HEIGHT - BAND, left: 0 },
    ])
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

/**
 * The card of a photo (`photo`: an approved main photo's stored name, checked by the caller) or of the site
 * (`photo` null), as JPEG. A photo whose file is missing gets the site's card.
 */
export async function memberCard(
  uploadsDir: string,
  siteName: string,
  photo: string | null,
): Promise<Buffer> {
  const dir = join(uploadsDir, 'cards');
  const key = createHash('sha256')
    .update(`${photo ?? ''}\u0000${siteName}`)
    .digest('hex')
    .slice(0, 32);
  const target = join(dir, `${key}.jpg`);
  try {
    return await readFile(target);
  } catch {
    // not made yet
  }
  let source: Buffer | null = null;
  if (photo) {
    try {
      source = await readFile(join(uploadsDir, photo));
    } catch {
      source = null;
    }
  }
  const card = source ? await photoCard(source, siteName) : await siteCard(siteName);
  await mkdir(dir, { recursive: true });
  // Written aside and renamed, so a parallel request never reads half a file.
  const temp = `${target}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temp, card);
  await rename(temp, target);
  return card;
}
