import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { FIRST_ANSWERS_ELEMENT_ID, type FirstAnswers } from '@dating/shared/contract';
import { users } from '../db/schema/index';
import { createMember, createSites, FIXTURE_PASSWORD } from '../testing/fixtures';
import { Browser, buildTestApp } from '../testing/test-app';
import { fixtureRoot, writeFile } from './frontend-test-app';

/** A built shell whose boot-assets.json lists its start-up scripts, messages, pages, documents and offers. */
function builtShell(): string {
  const root = fixtureRoot();
  writeFile(
    join(root, 'shell/dist/boot-assets.json'),
    JSON.stringify({
      startup: ['startup-libraries.1111.js'],
      messages: { en: ['messages-en.2222.js'], de: ['messages-de.3333.js'], pl: ['messages-pl.4444.js'] },
      pages: { home: ['shell-page-home.5555.js'], content: ['shell-page-content.6666.js'] },
      documents: { en: ['content-documents-en-json.7777.js'], de: ['content-documents-de-json.8888.js'] },
      shared: {
        rxjs: ['rxjs.1212.js'],
        'single-spa-react': ['single-spa-react.3434.js'],
        '@tanstack/react-query': ['react-query.5656.js'],
      },
      // A list that names something other than a plain file of the build is not repeated into the page.
      nonsense: ['x'],
    }),
  );
  return root;
}

function answersIn(html: string): FirstAnswers {
  const match = new RegExp(
    `<script id="${FIRST_ANSWERS_ELEMENT_ID}" type="application/json">(.*?)</script>`,
  ).exec(html);
  assert.ok(match, 'the page carries its first answers');
  return JSON.parse(match[1]!) as FirstAnswers;
}

const HELD = /<template data-after-paint>.*?<\/template>/g;

/** What the page fetches at once: its HTML without the preloads held until it is painted. */
const liveIn = (html: string) => html.replace(HELD, '');

/** The shell's script preloads, live or held until the page is painted (after-paint-preloads.ts). */
const preloadsIn = (html: string) =>
  [...html.matchAll(/<link rel="preload" href="\/([^"]+)" as="script" fetchpriority="low">/g)].map(
    (match) => match[1],
  );

test('the page a visitor gets answers the start-up calls as the API would', async (t) => {
  const root = builtShell();
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const { app } = await buildTestApp(t, { frontendRoot: root });
  await createSites(app.db);
  const visitor = new Browser(app, 'herz.test');

  const page = await visitor.get('/pages/terms');
  assert.equal(page.statusCode, 200);
  const answers = answersIn(page.body);
  const settingsUrl = '/api/settings.php?_force_domain=herz.test';
  assert.deepEqual(
    Object.keys(answers).sort(),
    // The terms also ask for the site's own text of them in the page's language (the site's: German).
    [
      '/api/companyinfo.php',
      '/api/content-page.php?page=terms&locale=de',
      '/api/user.php',
      settingsUrl,
    ].sort(),
  );
  for (const url of Object.keys(answers)) {
    const direct = await visitor.get(url);
    assert.deepEqual(answers[url], { status: direct.statusCode, body: direct.json() }, url);
  }
  assert.equal(answers['/api/user.php']?.status, 403, 'a visitor is not logged in');
  assert.match(String(page.headers.vary), /cookie/);
  assert.doesNotMatch(String(page.headers['cache-control']), /private/);
});

test("a lander's page also answers the lander's own first call", async (t) => {
  const root = builtShell();
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const { app } = await buildTestApp(t, { frontendRoot: root });
  const { flirt } = await createSites(app.db);
  const anna = await createMember(app.db, { siteId: flirt.id, email: 'anna@example.com', withPhoto: true });
  const visitor = new Browser(app, 'flirt.test');
  for (const [path, url] of [
    ['/landers/gallery/spring', '/api/lander-members.php?limit=12'],
    ['/landers/tinderswipe', '/api/lander-members.php?limit=10'],
    ['/landers/maplanding', '/api/lander-map.php'],
    [`/members/${anna}/landing2/summer`, `/api/lander-member.php?id=${anna}`],
  ] as const) {
    const answers = answersIn((await visitor.get(path)).body);
    const direct = await visitor.get(url);
    assert.equal(direct.statusCode, 200, url);
    assert.deepEqual(answers[url], { status: 200, body: direct.json() }, path);
  }
  const home = answersIn((await visitor.get('/')).body);
  assert.equal(Object.keys(home).length, 3, 'other pages answer only the shell start-up calls');
});

test("a lander's page preloads its lead photo as its design shows it; other pages preload none", async (t) => {
  const root = builtShell();
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const { app } = await buildTestApp(t, { frontendRoot: root });
  const { flirt } = await createSites(app.db);
  await createMember(app.db, { siteId: flirt.id, email: 'anna@example.com', withPhoto: true });
  await createMember(app.db, { siteId: flirt.id, email: 'bea@example.com', withPhoto: true });
  const visitor = new Browser(app, 'flirt.test');
  // Live in the page, not held until it is painted like the scripts' preloads: the paint needs the photo.
  const leadPhotoIn = (html: string) =>
    [...liveIn(html).matchAll(/<link rel="preload" as="image" ([^>]*)>/g)].map((match) => match[1]);

  const gallery = (await visitor.get('/landers/gallery')).body;
  const { members } = answersIn(gallery)['/api/lander-members.php?limit=12']?.body as {
    members: { image: { src: string; srcset: string } | null }[];
  };
  const image = members[0]?.image;
  assert.ok(image && members.length === 2);
  // As HTML writes them: the `&` of the query strings as `&amp;`.
  const html = (value: string) => value.replaceAll('&', '&amp;');
  assert.deepEqual(leadPhotoIn(gallery), [
    `href="${html(image.src)}" imagesrcset="${html(image.srcset)}" imagesizes="(min-width: 768px) 25vw, 50vw" fetchpriority="high"`,
  ]);
  assert.match(leadPhotoIn((await visitor.get('/landers/tinderswipe')).body)[0] ?? '', /400px, 92vw/);
  for (const path of ['/landers/maplanding', '/landers/iconslanding', '/members', '/'])
    assert.deepEqual(leadPhotoIn((await visitor.get(path)).body), [], path);
});

test("a profile's page answers the profile's call and preloads its first photo", async (t) => {
  const root = builtShell();
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const { app } = await buildTestApp(t, { frontendRoot: root });
  const { flirt } = await createSites(app.db);
  const anna = await createMember(app.db, { siteId: flirt.id, email: 'anna@example.com', withPhoto: true });
  const bea = await createMember(app.db, { siteId: flirt.id, email: 'bea@example.com' });
  await createMember(app.db, { siteId: flirt.id, email: 'carl@example.com' });
  // This site shows profiles to members only.
  const visitor = new Browser(app, 'flirt.test');
  await visitor.login('carl@example.com', FIXTURE_PASSWORD);

  const page = (await visitor.get(`/members/${anna}`)).body;
  const url = `/api/member.php?id=${anna}`;
  const direct = await visitor.get(url);
  assert.equal(direct.statusCode, 200);
  assert.deepEqual(answersIn(page)[url], { status: 200, body: direct.json() });
  const [photo] = (direct.json() as { photos: { url: string }[] }).photos;
  assert.ok(photo);
  assert.deepEqual(
    [...page.matchAll(/<link rel="preload" as="image" ([^>]*)>/g)].map((match) => match[1]),
    [`href="${photo.url.replaceAll('&', '&amp;')}" fetchpriority="high"`],
  );
  const noPhoto = (await visitor.get(`/members/${bea}`)).body;
  assert.equal(answersIn(noPhoto)[`/api/member.php?id=${bea}`]?.status, 200);
  assert.doesNotMatch(noPhoto, /as="image"/, 'a member without a photo: nothing to preload');
});

test("the search's page answers the search it starts with and preloads its first row of photos", async (t) => {
  const root = builtShell();
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const { app } = await buildTestApp(t, { frontendRoot: root });
  const { flirt } = await createSites(app.db);
  // Tom (hetero man) searches for women.
  for (const name of ['ann', 'bea', 'cleo'])
    await createMember(app.db, {
      siteId: flirt.id,
      email: `${name}@example.com`,
      gender: 'female',
      withPhoto: name !== 'bea',
    });
  await createMember(app.db, { siteId: flirt.id, email: 'tom@example.com', gender: 'male' });
  const tom = new Browser(app, 'flirt.test');
  await tom.login('tom@example.com', FIXTURE_PASSWORD);

  const page = (await tom.get('/members?ref=partner7')).body;
  const url = '/api/members.php?gender=female&country=GB&page=1&page_size=24&trafficsource=partner7';
  const direct = await tom.get(url);
  assert.equal(direct.statusCode, 200);
  assert.deepEqual(answersIn(page)[url], { status: 200, body: direct.json() }, 'as mf-members asks for it');
  const results = (
    direct.json() as {
      results: { main_image: { match: string; thumb_filename: string; filename: string } | null }[];
    }
  ).results;
  // Members with a photo come first; the first row on a phone is two tiles.
  assert.deepEqual(
    results.map((result) => result.main_image !== null),
    [true, true, false],
  );
  const thumbs = results
    .slice(0, 2)
    .map(({ main_image: image }) => image!.match.replace(image!.filename, image!.thumb_filename));
  assert.deepEqual(
    [...page.matchAll(/<link rel="preload" as="image" ([^>]*)>/g)].map((match) => match[1]),
    thumbs.map((thumb) => `href="${thumb}" fetchpriority="high"`),
  );

  // A search sent without script names its filters in the address: the page carries that search instead.
  const sent = (await tom.get('/members?gender=male&country=GB&min_age=&ref=partner7')).body;
  const sentUrl = '/api/members.php?gender=male&country=GB&page=1&page_size=24&trafficsource=partner7';
  assert.deepEqual(answersIn(sent)[sentUrl], { status: 200, body: (await tom.get(sentUrl)).json() });
  assert.equal(answersIn(sent)[url], undefined, 'not the default search');
});

test('a member page carries their own session answer, renews their cookie and is private', async (t) => {
  const root = builtShell();
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const { app } = await buildTestApp(t, { frontendRoot: root });
  const { flirt } = await createSites(app.db);
  const userId = await createMember(app.db, { siteId: flirt.id, email: 'ida@example.com', name: 'Ida' });
  const member = new Browser(app, 'flirt.test');
  await member.login('ida@example.com', FIXTURE_PASSWORD);

  const page = await member.get('/');
  const answer = answersIn(page.body)['/api/user.php'];
  assert.equal(answer?.status, 200);
  assert.equal((answer?.body as { id: number }).id, userId);
  assert.match(String(page.headers['cache-control']), /^private/);
  // The likes come with the page too: the new-likes badge and the title's count need no first poll.
  const likes = answersIn(page.body)['/api/likes.php'];
  assert.equal(likes?.status, 200);
  assert.deepEqual(likes?.body, (await member.get('/api/likes.php')).json());

  const stranger = await new Browser(app, 'flirt.test').get('/');
  assert.equal(answersIn(stranger.body)['/api/user.php']?.status, 403, 'nobody else gets the member');

  // The cookie of a session that has ended: the page says so in the session's answer only, so the likes
  // asked for after a login on that page come from the server, not from a stale "log in first".
  const endedCookie = `sid=${member.cookie('sid')}`;
  assert.equal((await member.request({ method: 'POST', url: '/api/logout.php' })).statusCode, 200);
  const ended = await new Browser(app, 'flirt.test').request({
    method: 'GET',
    url: '/login',
    headers: { cookie: endedCookie },
  });
  assert.equal(answersIn(ended.body)['/api/user.php']?.status, 403);
  assert.equal(answersIn(ended.body)['/api/likes.php'], undefined);
});

test('no value in an answer can close the script it rides in', async (t) => {
  const root = builtShell();
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const { app } = await buildTestApp(t, { frontendRoot: root });
  const { flirt } = await createSites(app.db);
  const name = '</script><script>alert(1)</script>';
  await createMember(app.db, { siteId: flirt.id, email: 'eve@example.com', name });
  const eve = new Browser(app, 'flirt.test');
  await eve.login('eve@example.com', FIXTURE_PASSWORD);
  const page = await eve.get('/');
  assert.doesNotMatch(page.body, /<script>alert/);
  const user = answersIn(page.body)['/api/user.php']?.body as { profile: { name: string } };
  assert.equal(user.profile.name, name, 'the browser still reads the name as it is');
});

test('the page preloads the shell scripts of its route in the locale it will show', async (t) => {
  const root = builtShell();
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const { app } = await buildTestApp(t, { frontendRoot: root });
  const { herz } = await createSites(app.db);
  const ola = await createMember(app.db, { siteId: herz.id, email: 'ola@example.com' });
  await app.db.update(users).set({ language: 'pl' }).where(eq(users.id, ola));

  const german = await new Browser(app, 'herz.test').get('/pages/terms');
  assert.deepEqual(preloadsIn(german.body), [
    'startup-libraries.1111.js',
    'messages-de.3333.js',
    'shell-page-content.6666.js',
    'content-documents-de-json.8888.js',
    // The content page keeps the site's own text in a query store: the library comes with the page.
    'react-query.5656.js',
  ]);

  const english = await app.inject({
    url: '/',
    headers: { host: 'herz.test', 'accept-language': 'en-GB,en;q=0.8' },
  });
  assert.deepEqual(preloadsIn(english.body), [
    'startup-libraries.1111.js',
    'messages-en.2222.js',
    'shell-page-home.5555.js',
  ]);

  const polishMember = new Browser(app, 'herz.test');
  await polishMember.login('ola@example.com', FIXTURE_PASSWORD);
  const search = await polishMember.get('/members');
  assert.deepEqual(
    preloadsIn(search.body),
    ['startup-libraries.1111.js', 'messages-pl.4444.js', 'single-spa-react.3434.js', 'react-query.5656.js'],
    "the member's language; a remote's route has no shell page, but the libraries the shell offers its page",
  );
});
