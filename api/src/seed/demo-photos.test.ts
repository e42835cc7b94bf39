import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import sharp from 'sharp';
import { generatePortraits, portraitCount, portraitSvg, type PortraitTraits } from './demo-photos';

const anna: PortraitTraits = {
  seed: 'Anna-17',
  gender: 'female',
  hairColor: 'red',
  eyeColor: 'green',
  age: 29,
};

const seeds = Array.from({ length: 200 }, (_, i) => `Member-${i}`);

test("a demo member's portraits are decodable JPEGs in the profile photo frame, with thumbnails and no metadata", async () => {
  const dir = mkdtempSync(join(tmpdir(), 'portraits-'));
  try {
    const photos = await generatePortraits(dir, 'demo-1', anna, 4);
    assert.deepEqual(
      photos.map((photo) => photo.filename),
      ['demo-1-1.jpg', 'demo-1-2.jpg', 'demo-1-3.jpg', 'demo-1-4.jpg'],
    );
    for (const photo of photos) {
      const main = await sharp(join(dir, photo.filename)).metadata();
      const thumb = await sharp(join(dir, photo.thumbFilename)).metadata();
      assert.deepEqual([main.format, main.width, main.height], ['jpeg', 360, 450]);
      assert.deepEqual([thumb.format, thumb.width, thumb.height], ['jpeg', 160, 200]);
      assert.equal(main.exif, undefined);
      assert.equal(main.icc, undefined);
      // A real picture, not a flat fill: the face and clothes give the pixels spread.
      const stats = await sharp(join(dir, photo.filename)).stats();
      assert.ok(
        stats.channels.every((channel) => channel.stdev > 10),
        `${photo.filename} has a picture`,
      );
    }
    // The four are four pictures, not one file written four times.
    const bytes = new Set(photos.map((photo) => readFileSync(join(dir, photo.filename)).toString('base64')));
    assert.equal(bytes.size, 4);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a member has 1-4 portraits, drawn from their seed: the same seed always the same number', async () => {
  const counts = seeds.map(portraitCount);
  assert.ok(counts.every((count) => Number.isInteger(count) && count >= 1 && count <= 4));
  assert.deepEqual(new Set(counts), new Set([1, 2, 3, 4]), 'every count occurs among 200 members');
  const mean = counts.reduce((sum, count) => sum + count, 0) / counts.length;
  assert.ok(mean > 2 && mean < 3, `about 2.5 photos a member, not ${mean}`);
  assert.deepEqual(seeds.map(portraitCount), counts);

  const dir = mkdtempSync(join(tmpdir(), 'portraits-'));
  try {
    const photos = await generatePortraits(dir, 'demo-2', anna);
    assert.equal(photos.length, portraitCount(anna.seed));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the same seed draws the same pictures; another seed another person', async () => {
  assert.equal(portraitSvg(anna, 0), portraitSvg({ ...anna }, 0));
  assert.equal(portraitSvg(anna, 2), portraitSvg({ ...anna }, 2));
  assert.notEqual(portraitSvg(anna), portraitSvg({ ...anna, seed: 'Anna-18' }));
  const dir = mkdtempSync(join(tmpdir(), 'portraits-'));
  try {
    const [first] = await generatePortraits(dir, 'a', anna, 1);
    const [again] = await generatePortraits(dir, 'b', anna, 1);
    assert.deepEqual(readFileSync(join(dir, first!.filename)), readFileSync(join(dir, again!.filename)));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

/** The colours an SVG paints with, e.g. '#c93305'. */
const colours = (svg: string) => new Set(svg.match(/#[0-9a-f]{6}/gi)?.map((c) => c.toLowerCase()));

test("a member's photos are one person: same skin and hair, another backdrop, outfit or expression", () => {
  for (const seed of seeds.slice(0, 20)) {
    const traits = { ...anna, seed };
    const svgs = [0, 1, 2, 3].map((index) => portraitSvg(traits, index));
    assert.equal(new Set(svgs).size, 4, `${seed}: four different pictures`);
    const skins = ['#614335', '#ae5d29', '#d08b5b', '#edb98a', '#ffdbb4'];
    const skinOf = (svg: string) => skins.filter((skin) => colours(svg).has(skin));
    const hairOf = (svg: string) => ['#c93305', '#a55728'].filter((hair) => colours(svg).has(hair));
    for (const svg of svgs.slice(1)) {
      assert.deepEqual(skinOf(svg), skinOf(svgs[0]!), `${seed}: same skin`);
      assert.deepEqual(hairOf(svg), hairOf(svgs[0]!), `${seed}: same hair`);
    }
  }
});

test('the hair in the picture has the profile hair colour', () => {
  // avataaars draws hair with the chosen colour as a fill; red is c93305 or a55728 in our mapping.
  const svg = portraitSvg(anna);
  assert.match(svg, /#(c93305|a55728)/i);
  assert.doesNotMatch(portraitSvg({ ...anna, hairColor: 'black' }), /#c93305/i);
});

test("the main portrait's open eyes have the profile's eye colour", () => {
  const colours = new Map<string, string>();
  for (const eyeColor of ['brown', 'blue', 'green', 'grey', 'hazel'] as const) {
    const svg = portraitSvg({ ...anna, eyeColor }, 0);
    const eyes = /<g transform="translate\(76 90\)">(.*?)<\/g>/.exec(svg)?.[1] ?? '';
    const fills = new Set([...eyes.matchAll(/fill="(#[0-9a-f]{6})"/g)].map((match) => match[1]));
    assert.equal(fills.size, 1, `${eyeColor}: the eyes are drawn in one colour`);
    colours.set(eyeColor, [...fills][0] as string);
  }
  assert.equal(new Set(colours.values()).size, 5, 'five eye colours, five different irises');
  // Everything else is the same person in the same photo.
  const strip = (svg: string) => svg.replace(/<g transform="translate\(76 90\)">.*?<\/g>/, '');
  assert.equal(
    strip(portraitSvg({ ...anna, eyeColor: 'blue' })),
    strip(portraitSvg({ ...anna, eyeColor: 'brown' })),
  );
});
