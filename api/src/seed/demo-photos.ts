import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { createAvatar, type Options as CoreOptions } from '@dicebear/core';
import * as avataaars from '@dicebear/avataaars';
import type { EyeColor, Gender, HairColor } from '@dating/shared/contract';
import { Random } from './random';

const WIDTH = 360;
const HEIGHT = 450;
const THUMB_WIDTH = 160;
const THUMB_HEIGHT = 200;
/** A demo member has this many photos at most; how many is drawn from their seed. */
export const MAX_DEMO_PHOTOS = 4;

/** What a demo portrait is drawn from, so the picture agrees with the profile beside it. */
export interface PortraitTraits {
  /** Same seed, same face: a re-seed draws the same people again. */
  seed: string;
  gender: Gender;
  hairColor: HairColor;
  /** The colour of the open eyes (the style draws them as dots; `withIris` colours them). */
  eyeColor: EyeColor;
  age: number;
}

// The style's own options plus the core ones (seed, backgroundColor), as createAvatar takes them.
type AvatarOptions = Partial<avataaars.Options & CoreOptions>;
type Pick1<K extends keyof AvatarOptions> =
  NonNullable<AvatarOptions[K]> extends readonly (infer U)[] ? U : never;

const HAIR: Record<HairColor, string[]> = {
  black: ['2c1b18'],
  brown: ['4a312c', '724133'],
  blond: ['d6b370', 'b58143'],
  red: ['c93305', 'a55728'],
  grey: ['e8e1e1'],
  white: ['ecdcbf'],
  bald: ['2c1b18'],
  other: ['f59797', 'a55728'],
};
const TOPS_FEMALE: Pick1<'top'>[] = [
  'bob',
  'bun',
  'curly',
  'curvy',
  'longButNotTooLong',
  'miaWallace',
  'straight01',
  'straight02',
  'straightAndStrand',
  'bigHair',
];
const TOPS_MALE: Pick1<'top'>[] = [
  'shortFlat',
  'shortRound',
  'shortWaved',
  'shortCurly',
  'theCaesar',
  'theCaesarAndSidePart',
  'sides',
  'shaggy',
  'frizzle',
  'dreads01',
];
// The library's yellow and orange skins read as cartoon characters, not people.
const SKINS = ['614335', 'ae5d29', 'd08b5b', 'edb98a', 'ffdbb4'];
const FACIAL_HAIR: Pick1<'facialHair'>[] = ['beardLight', 'beardMedium', 'beardMajestic', 'moustacheFancy'];
const GLASSES: Pick1<'accessories'>[] = ['prescription01', 'prescription02', 'round'];
const CLOTHING: Pick1<'clothing'>[] = [
  'blazerAndShirt',
  'blazerAndSweater',
  'collarAndSweater',
  'hoodie',
  'shirtCrewNeck',
  'shirtScoopNeck',
  'shirtVNeck',
];
const CLOTHES_COLORS = [
  '262e33',
  '5199e4',
  '25557c',
  'e6e6e6',
  '929598',
  '3c4f5c',
  'ff488e',
  'ff5c5c',
  'a7ffc4',
];
// A dating profile smiles: none of the library's crying, eye-rolling or vomiting faces.
const EYES: Pick1<'eyes'>[] = ['default', 'happy', 'wink', 'side', 'squint'];
const MOUTHS: Pick1<'mouth'>[] = ['smile', 'default', 'twinkle'];
const BROWS: Pick1<'eyebrows'>[] = ['default', 'raisedExcited', 'upDown'];
const NATURAL_BROWS: Pick1<'eyebrows'>[] = ['defaultNatural', 'raisedExcitedNatural', 'flatNatural'];
// Soft studio backdrops rather than the library's one sky blue, so a search page is not a wall of one colour.
const BACKDROPS = ['f4d9e4', 'dfe7f7', 'e6f2e0', 'f7ead7', 'e9e1f5', 'd9eef0', 'f5e0da'];

function hashOf(seed: string): number {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash;
}

/** How many photos the member with this seed has: 1 to 4, most often 2 or 3. */
export function portraitCount(seed: string): number {
  return Number(new Random(hashOf(`${seed}#count`)).weighted({ 1: 20, 2: 30, 3: 30, 4: 20 }));
}

/** What stays the same in every photo of one person: face, skin, hair, beard, their own glasses. */
function personOf(traits: PortraitTraits) {
  const random = new Random(hashOf(traits.seed));
  const female = traits.gender === 'female';
  return {
    skin: random.pick(SKINS),
    top: female ? random.pick(TOPS_FEMALE) : traits.hairColor === 'bald' ? 'sides' : random.pick(TOPS_MALE),
    hair: random.pick(HAIR[traits.hairColor]),
    facialHair: !female && random.chance(traits.age > 30 ? 0.45 : 0.2) ? random.pick(FACIAL_HAIR) : null,
    glasses: random.chance(traits.age > 45 ? 0.4 : 0.1) ? random.pick(GLASSES) : null,
    brows: random.chance(0.5) ? NATURAL_BROWS : BROWS,
    backdrop: random.int(0, BACKDROPS.length - 1),
  };
}

/** The backdrop of photo `index` of a person: each photo of one member has another one. */
function backdropOf(traits: PortraitTraits, index: number): string {
  const start = personOf(traits).backdrop;
  return BACKDROPS[(start + index) % BACKDROPS.length] ?? 'f4d9e4';
}

/**
 * Photo `index` (0 = the main photo) of the person the traits describe, as an SVG: an illustrated
 * head-and-shoulders portrait (DiceBear avataaars) that fits the profile's gender, hair and age. The face,
 * skin, hair and beard are the person's in every photo; the backdrop, clothes and expression change, so the
 * photos read as several pictures of one person.
 */
export function portraitSvg(traits: PortraitTraits, index = 0): string {
  const person = personOf(traits);
  const shot = new Random(hashOf(`${traits.seed}#${index}`));
  const clothing = shot.pick(CLOTHING);
  const clothesColor = shot.pick(CLOTHES_COLORS);
  // The main photo looks into the camera, eyes open, with a smile; the others may wink, squint or look aside.
  const eyes = index === 0 ? 'default' : shot.pick(EYES);
  const mouth = index === 0 ? 'smile' : shot.pick(MOUTHS);
  const eyebrows = shot.pick(person.brows);
  const sunglasses = !person.glasses && index > 0 && shot.chance(0.25);
  const options: AvatarOptions = {
    seed: `${traits.seed}#${index}`,
    backgroundColor: [backdropOf(traits, index)],
    skinColor: [person.skin],
    top: [person.top],
    topProbability: 100,
    hairColor: [person.hair],
    facialHair: person.facialHair ? [person.facialHair] : [],
    facialHairProbability: person.facialHair ? 100 : 0,
    facialHairColor: [person.hair],
    accessories: person.glasses ? [person.glasses] : sunglasses ? ['wayfarers'] : [],
    accessoriesProbability: person.glasses || sunglasses ? 100 : 0,
    accessoriesColor: ['262e33'],
    eyes: [eyes],
    eyebrows: [eyebrows],
    mouth: [mouth],
    clothing: [clothing],
    clothesColor: [clothesColor],
  };
  return withIris(createAvatar(avataaars, options).toString(), traits.eyeColor);
}

const IRIS: Record<EyeColor, string | null> = {
  brown: '#5b3a1e',
  blue: '#2f6db5',
  green: '#3c7a3c',
  grey: '#6b7785',
  hazel: '#8a6a2e',
  other: null,
};
// Where avataaars places its eyes component; its open eyes are dots in the style's translucent black.
const EYES_GROUP = '<g transform="translate(76 90)">';
const EYE_DOT_FILL = 'fill="#000" fill-opacity=".6"';

/** Colours the open eyes of an avataaars portrait (closed or squinting eyes have no dot to colour). */
export function withIris(svg: string, eyeColor: EyeColor): string {
  const iris = IRIS[eyeColor];
  const start = svg.indexOf(EYES_GROUP);
  if (!iris || start < 0) return svg;
  const end = svg.indexOf('</g>', start);
  const group = svg.slice(start, end).replaceAll(EYE_DOT_FILL, `fill="${iris}"`);
  return svg.slice(0, start) + group + svg.slice(end);
}

export interface GeneratedPhoto {
  filename: string;
  thumbFilename: string;
}

/** Renders one portrait SVG into the 4:5 frame profile photos use: the square avatar on a matching backdrop. */
async function renderPortrait(svg: string, backdrop: string): Promise<{ main: Buffer; thumb: Buffer }> {
  // Drawn at the frame's width straight away (no upscaling of a smaller raster), extended upwards.
  const sized = svg.replace('<svg ', `<svg width="${WIDTH}" height="${WIDTH}" `);
  const background = `#${backdrop}`;
  const { data, info } = await sharp(Buffer.from(sized))
    .flatten({ background })
    .extend({ top: HEIGHT - WIDTH, background })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  // The upload qualities, without mozjpeg: it makes the files ~10% smaller but the encoding 9 times slower,
  // which a seed of 500 members with 1-4 photos each would feel (35 s instead of 10).
  const [main, thumb] = await Promise.all([
    sharp(data, raw).jpeg({ quality: 82 }).toBuffer(),
    sharp(data, raw).resize(THUMB_WIDTH, THUMB_HEIGHT).jpeg({ quality: 78 }).toBuffer(),
  ]);
  return { main, thumb };
}

/**
 * Draws the member's 1-4 portraits and stores them the way uploads are stored: re-encoded JPEGs without
 * metadata plus a thumbnail each, named `<baseName>-<n>.jpg`; the first is the main photo.
 */
export async function generatePortraits(
  uploadsDir: string,
  baseName: string,
  traits: PortraitTraits,
  count = portraitCount(traits.seed),
): Promise<GeneratedPhoto[]> {
  await mkdir(uploadsDir, { recursive: true });
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const { main, thumb } = await renderPortrait(portraitSvg(traits, index), backdropOf(traits, index));
      const filename = `${baseName}-${index + 1}.jpg`;
      const thumbFilename = `${baseName}-${index + 1}-thumb.jpg`;
      await Promise.all([
        writeFile(join(uploadsDir, filename), main),
        writeFile(join(uploadsDir, thumbFilename), thumb),
      ]);
      return { filename, thumbFilename };
    }),
  );
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
