import assert from 'node:assert/strict';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { photos, siteContentPages, sites } from '../db/schema/index';
import { createMember, createSites } from '../testing/fixtures';
import { staffBrowser } from '../testing/staff';
import { Browser, buildTestApp, type TestApp } from '../testing/test-app';
import { fixtureRoot, remotesCommand, writeFile } from './frontend-test-app';
import { sourceMessages } from './head-messages';
import { DEFAULT_FRONTEND_ROOT, REMOTE_PACKAGE_NAMES } from './remote-packages';

/**
 * A repository-shaped folder with the real index.html: the shell's messages as its build writes them
 * (head-messages.json), the remotes' as source folders (what a package not built yet falls back to).
 */
function siteRoot(): string {
  // mf-landers 0.2.0: a built version whose headline differs, for the registry to switch to.
  const root = fixtureRoot({ 'mf-landers': ['0.2.0'] });
  writeFile(
    join(root, 'shell/dist/index.html'),
    readFileSync(join(DEFAULT_FRONTEND_ROOT, 'shell/src/index.html')),
  );
  writeFile(
    join(root, 'shell/dist/head-messages.json'),
    JSON.stringify(sourceMessages(join(DEFAULT_FRONTEND_ROOT, 'shell/src'))),
  );
  for (const remote of REMOTE_PACKAGE_NAMES) {
    const messages = sourceMessages(join(DEFAULT_FRONTEND_ROOT, remote, 'src'));
    for (const [locale, texts] of Object.entries(messages))
      writeFile(join(root, remote, 'src/features/all/messages', `${locale}.json`), JSON.stringify(texts));
  }
  const landers = sourceMessages(join(DEFAULT_FRONTEND_ROOT, 'mf-landers/src'));
  writeFile(
    join(root, 'mf-landers/dist/0.2.0/head-messages.json'),
    JSON.stringify({
      ...landers,
      en: { ...landers.en, 'landers.niche.flirt-headline': 'Flirt tonight, version 0.2.0' },
    }),
  );
  return root;
}

/** The head as a crawler reads it: no script runs. */
function headOf(html: string) {
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  const attr = (pattern: RegExp) => pattern.exec(head)?.[1]?.replace(/&amp;/g, '&') ?? null;
  const metaContent = (key: string) => attr(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`));
  return {
    head,
    lang: /<html lang="([^"]+)"/.exec(html)?.[1] ?? null,
    title: /<title>([\s\S]*?)<\/title>/.exec(head)?.[1] ?? null,
    titles: head.match(/<title>/g)?.length ?? 0,
    description: metaContent('description'),
    robots: metaContent('robots'),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    hreflangs: [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]*)"/g)].map((match) => [
      match[1],
      match[2]!.replace(/&amp;/g, '&'),
    ]),
    og: (key: string) => metaContent(`og:${key}`),
    twitter: (key: string) => metaContent(`twitter:${key}`),
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    ),
    body: /<body>([\s\S]*?)<header/.exec(html)?.[1] ?? '',
  };
}

describe('the head the server writes', () => {
  let root: string;
  let testApp: TestApp;
  const cleanups: (() => Promise<void>)[] = [];
  let memberId: number;
  let photoless: number;
  let herzMember: number;
  const english = () => new Browser(testApp.app, 'flirt.test');
  const german = () => new Browser(testApp.app, 'herz.test');
  const page = async (browser: Browser, path: string) => {
    const response = await browser.get(path);
    assert.equal(response.statusCode, 200, path);
    return headOf(response.body);
  };

  before(async () => {
    root = siteRoot();
    // One app for the suite: its clean-up runs when the suite ends, not after this hook.
    testApp = await buildTestApp(
      { after: (fn) => void cleanups.push(fn as () => Promise<void>) },
      { frontendRoot: root },
    );
    const { flirt, herz } = await createSites(testApp.app.db);
    await testApp.app.db.update(sites).set({ loggedOutSearch: true });
    memberId = await createMember(testApp.app.db, {
      siteId: flirt.id,
      email: 'script@flirt.test',
      name: `<script>alert("x")</script> O'Neil`,
      gender: 'female',
      withPhoto: true,
    });
    photoless = await createMember(testApp.app.db, { siteId: flirt.id, email: 'nophoto@flirt.test' });
    herzMember = await createMember(testApp.app.db, {
      siteId: herz.id,
      email: 'anna@herz.test',
      name: 'Anna',
      withPhoto: true,
    });
    // The fixture's photo file: a real picture, as the photo pipeline stores them.
    const photoRow = await testApp.app.db.query.photos.findFirst({
      where: (photo) => eq(photo.userId, memberId),
    });
    const jpeg = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#3366aa' } })
      .jpeg()
      .toBuffer();
    writeFile(join(testApp.config.uploadsDir, photoRow!.filename), jpeg);
  });
  after(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    rmSync(root, { recursive: true, force: true });
  });

  test('the home page: title and description in the site language, hreflang, Organization JSON-LD', async () => {
    const en = await page(english(), '/');
    assert.equal(en.lang, 'en');
    assert.equal(en.title, 'Welcome to Flirt · Flirt', 'as the shell names the home page');
    assert.equal(en.titles, 1, 'the build placeholder title is replaced, not repeated');
    assert.equal(en.description, 'Flirt near you');
    assert.equal(en.canonical, 'http://flirt.test/');
    assert.equal(en.hreflangs.length, 12, 'eleven locales and x-default');
    assert.deepEqual(en.hreflangs.at(-1), ['x-default', 'http://flirt.test/']);
    assert.ok(en.hreflangs.some(([lang, href]) => lang === 'de' && href === 'http://flirt.test/?hl=de'));
    assert.equal(en.robots, null, 'the home page is indexed');
    const org = en.jsonLd.find((item) => item['@type'] === 'Organization');
    assert.equal(org?.name, 'Flirt');
    assert.equal(org?.url, 'http://flirt.test/');

    const de = await page(german(), '/');
    assert.equal(de.lang, 'de');
    assert.equal(de.title, 'Willkommen bei Herz · Herz');
    assert.equal(de.description, 'Herzlich');
    // Another language on the same site: the shell's messages, not the site's German copy.
    const inGerman = await page(english(), '/?hl=de');
    assert.equal(inGerman.title, 'Willkommen bei Flirt · Flirt');
    assert.equal(
      inGerman.description,
      'Lerne Menschen in deiner Nähe kennen, chatte und sieh, wer dich mag.',
    );
    assert.equal(inGerman.canonical, 'http://flirt.test/?hl=de');
  });

  test('a lander: niche headline, OG and Twitter card, and its first screen with a signup link', async () => {
    const en = await page(english(), '/landers/gallery/spring?network=ads&sub1=a&utm_x=1');
    assert.equal(en.title, 'Flirt with singles near you · Flirt');
    assert.equal(en.description, 'Chat, flirt and see where it takes you. Signing up is free.');
    assert.equal(en.canonical, 'http://flirt.test/landers/gallery/spring', 'no tracking in the canonical');
    assert.equal(en.og('title'), en.title);
    assert.equal(en.og('url'), en.canonical);
    assert.equal(en.og('site_name'), 'Flirt');
    assert.equal(en.og('locale'), 'en_GB');
    assert.equal(en.og('image'), 'http://flirt.test/api/member-card.php');
    assert.equal(en.og('image:width'), '1200');
    assert.equal(en.og('image:height'), '630');
    assert.equal(en.twitter('card'), 'summary_large_image');
    assert.equal(en.robots, null);
    assert.match(en.body, /<h1>Flirt with singles near you<\/h1>/);
    assert.match(en.body, /<a href="\/signup\?network=ads&amp;sub1=a">Sign up free<\/a>/);

    const de = await page(german(), '/landers/tinderswipe');
    assert.equal(de.lang, 'de');
    assert.equal(de.title, 'Finde den Menschen, mit dem du dein Leben teilst · Herz');
    assert.equal(de.og('locale'), 'de_DE');
    assert.match(de.body, /<h1>Finde den Menschen, mit dem du dein Leben teilst<\/h1>/);
    assert.match(de.body, /<a href="\/signup">Kostenlos anmelden<\/a>/);
  });

  test('a member landing and a public profile: the member named, escaped, with their card image', async () => {
    const landing = await page(english(), `/members/${memberId}/landing`);
    assert.equal(
      landing.title,
      `Get to know &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; O&#39;Neil · Flirt`,
    );
    assert.doesNotMatch(landing.head + landing.body, /<script>alert/, 'a name never becomes markup');
    assert.equal(landing.og('image'), `http://flirt.test/api/member-card.php?id=${memberId}`);
    assert.equal(landing.twitter('image'), landing.og('image'));
    assert.match(landing.body, /<h1>Get to know &lt;script&gt;/);

    const de = await page(german(), `/members/${herzMember}/landing2`);
    assert.equal(de.title, 'Ist Anna dein Typ? · Herz');
    assert.equal(de.canonical, `http://herz.test/members/${herzMember}/landing2`);

    const profile = await page(english(), `/members/${photoless}`);
    assert.equal(profile.title, 'nophoto, 36 · Flirt'.replace('36', String(ageOf('1990-05-17'))));
    assert.equal(profile.og('type'), 'profile');
    assert.equal(profile.og('image'), `http://flirt.test/api/member-card.php?id=${photoless}`);
    assert.equal(profile.robots, null);
    assert.doesNotMatch(profile.body, /lander-first-screen/, 'a profile draws no first screen of its own');
  });

  test('content pages and the FAQ: their title in the locale, FAQPage JSON-LD, /faq known as /pages/faq', async () => {
    const terms = await page(english(), '/pages/terms');
    assert.equal(terms.title, 'Terms and conditions · Flirt');
    assert.equal(terms.og('title'), null, 'no social card for a content page');

    const faq = await page(german(), '/faq');
    assert.equal(faq.title, 'Häufig gestellte Fragen · Herz');
    assert.equal(faq.canonical, 'http://herz.test/pages/faq');
    const faqLd = faq.jsonLd.find((item) => item['@type'] === 'FAQPage') as
      { mainEntity: { name: string; acceptedAnswer: { text: string } }[] } | undefined;
    assert.equal(faqLd?.mainEntity.length, 4, 'the questions of the FAQ');
    assert.equal(faqLd.mainEntity[0]?.name, 'Wie funktionieren Credits?');
    assert.match(faqLd.mainEntity[3]?.acceptedAnswer.text ?? '', /hilfe@herz\.test/, 'its values filled in');
    for (const entry of faqLd.mainEntity) {
      assert.ok(entry.name.length > 0);
      assert.doesNotMatch(entry.acceptedAnswer.text, /<[a-z]/, 'answers as plain text');
    }
    assert.doesNotMatch(faq.body, /lander-first-screen/);
  });

  test("a content page's own text (site console) names the page, describes it and gives the FAQ's questions", async () => {
    const [herz] = await testApp.app.db.select().from(sites).where(eq(sites.domain, 'herz.test'));
    await testApp.app.db.insert(siteContentPages).values({
      siteId: herz!.id,
      page: 'faq',
      locale: 'de',
      title: 'Fragen & Antworten',
      body: '## Kostet {site} etwas?\nDie Anmeldung bei {site} ist kostenlos.\n\n## Wie erreiche ich euch?\n- per E-Mail an {email}\n\n## Eine Frage ohne Antwort',
      validFrom: '2026-12-01',
    });
    const faq = await page(german(), '/faq');
    assert.equal(faq.title, 'Fragen &amp; Antworten · Herz');
    assert.equal(faq.description, 'Die Anmeldung bei Herz ist kostenlos.');
    const faqLd = faq.jsonLd.find((item) => item['@type'] === 'FAQPage') as
      { mainEntity: { name: string; acceptedAnswer: { text: string } }[] } | undefined;
    assert.deepEqual(
      faqLd?.mainEntity.map((entry) => [entry.name, entry.acceptedAnswer.text]),
      [
        ['Kostet Herz etwas?', 'Die Anmeldung bei Herz ist kostenlos.'],
        ['Wie erreiche ich euch?', 'per E-Mail an hilfe@herz.test'],
      ],
    );
    // The page carries the shell's call for the text, answered, so the shell asks for nothing more.
    const html = (await german().get('/faq')).body;
    const answers = JSON.parse(
      /<script id="api-first-answers" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}',
    ) as Record<string, { status: number; body: { text: { title: string } | null } }>;
    assert.equal(answers['/api/content-page.php?page=faq&locale=de']?.body.text?.title, 'Fragen & Antworten');
    const english = await page(german(), '/pages/faq?hl=en');
    assert.equal(
      english.title,
      'Frequently asked questions · Herz',
      'other languages keep the built-in text',
    );

    await testApp.app.db.delete(siteContentPages).where(eq(siteContentPages.siteId, herz!.id));
    const builtIn = await page(german(), '/faq');
    assert.equal(builtIn.title, 'Häufig gestellte Fragen · Herz', 'a reset shows at the next page load');
  });

  test('logged-in, signup, payment and staff pages are noindex', async () => {
    for (const path of [
      '/chats',
      '/signup',
      '/login',
      '/credits',
      '/staff/login',
      `/members/${memberId}/signup`,
    ]) {
      const response = await english().get(path);
      assert.equal(headOf(response.body).robots, 'noindex, nofollow', path);
    }
    const gone = await english().get('/members/999999');
    assert.equal(gone.statusCode, 404);
    assert.equal(headOf(gone.body).robots, 'noindex, nofollow', 'a profile never there');
    const de = await page(german(), '/signup');
    assert.equal(de.robots, 'noindex, nofollow');
    assert.equal(de.lang, 'de');
    assert.equal((await page(english(), '/pricing')).robots, null, 'the price list is public');
  });

  test("a registry change serves the new version's texts: the head is cached per served versions", async () => {
    const path = '/landers/gallery';
    assert.equal((await page(english(), path)).title, 'Flirt with singles near you · Flirt');
    const set = await remotesCommand(testApp.app, root, 'set', 'mf-landers', '0.2.0', '--site', 'flirt.test');
    assert.equal(set.code, 0, set.output);
    try {
      const head = await page(english(), path);
      assert.equal(head.title, 'Flirt tonight, version 0.2.0 · Flirt');
      assert.match(head.body, /<h1>Flirt tonight, version 0\.2\.0<\/h1>/);
      assert.equal(
        (await page(german(), '/landers/tinderswipe')).title,
        'Finde den Menschen, mit dem du dein Leben teilst · Herz',
        'other sites keep theirs',
      );
    } finally {
      assert.equal(
        (await remotesCommand(testApp.app, root, 'unset', 'mf-landers', '--site', 'flirt.test')).code,
        0,
      );
    }
    assert.equal((await page(english(), path)).title, 'Flirt with singles near you · Flirt');
  });

  test("the console's lander copy: the page's head, first screen and first answers carry it at once, and lose it when removed", async () => {
    const path = '/landers/tinderswipe';
    const builtIn = 'Finde den Menschen, mit dem du dein Leben teilst';
    // Cached before the edit: the edit must not wait for the cache.
    assert.equal((await page(german(), path)).title, `${builtIn} · Herz`);
    const { browser: marketing } = await staffBrowser(testApp.app, 'marketing');
    const put = (field: string, text: string) =>
      marketing.request({
        method: 'PUT',
        url: `/api/staff/lander-copy/herz.test/tinderswipe/de/${field}`,
        payload: { text },
      });
    assert.equal((await put('headline', 'Neu verliebt <in> Berlin')).statusCode, 200);
    assert.equal((await put('cta', 'Jetzt starten')).statusCode, 200);

    const response = await german().get(path);
    const edited = headOf(response.body);
    assert.equal(edited.title, 'Neu verliebt &lt;in&gt; Berlin · Herz');
    assert.equal(edited.og('title'), edited.title, 'escaped in the attribute too');
    assert.match(edited.body, /<h1>Neu verliebt &lt;in&gt; Berlin<\/h1>/);
    assert.match(edited.body, /<a href="\/signup">Jetzt starten<\/a>/);
    // The lander takes the same answer from the page (no round trip, no flash of the built-in text).
    const answers = JSON.parse(
      /<script id="api-first-answers" type="application\/json">([\s\S]*?)<\/script>/.exec(response.body)![1]!,
    ) as Record<string, { body: unknown }>;
    assert.deepEqual(answers['/api/lander-copy.php?kind=tinderswipe']?.body, {
      copy: { de: { headline: 'Neu verliebt <in> Berlin', cta: 'Jetzt starten' } },
    });
    // Another locale, another kind and another site keep the built-in texts.
    assert.match(
      (await page(german(), `${path}?hl=en`)).body,
      /<h1>Find someone to share your life with<\/h1>/,
    );
    assert.equal((await page(german(), '/landers/gallery')).title, `${builtIn} · Herz`);
    assert.match((await page(english(), path)).body, /<h1>Flirt with singles near you<\/h1>/);

    for (const field of ['headline', 'cta'])
      assert.equal(
        (
          await marketing.request({
            method: 'DELETE',
            url: `/api/staff/lander-copy/herz.test/tinderswipe/de/${field}`,
          })
        ).statusCode,
        200,
      );
    const reverted = await page(german(), path);
    assert.equal(reverted.title, `${builtIn} · Herz`);
    assert.match(reverted.body, /<a href="\/signup">Kostenlos anmelden<\/a>/);
  });

  test("the card image: the member's approved photo at 1200x630, the site's card otherwise", async () => {
    const withPhoto = await english().get(`/api/member-card.php?id=${memberId}`);
    assert.equal(withPhoto.statusCode, 200);
    assert.equal(withPhoto.headers['content-type'], 'image/jpeg');
    const meta = await sharp(withPhoto.rawPayload).metadata();
    assert.deepEqual([meta.width, meta.height], [1200, 630]);

    const site = await english().get('/api/member-card.php');
    const none = await english().get(`/api/member-card.php?id=${photoless}`);
    assert.equal(none.statusCode, 200);
    assert.ok(none.rawPayload.equals(site.rawPayload), 'no approved photo: the site card');
    assert.notEqual(withPhoto.rawPayload.length, site.rawPayload.length);

    // A main photo not approved (yet) is never on a card, whatever file is there.
    await testApp.app.db.update(photos).set({ status: 'pending' }).where(eq(photos.userId, memberId));
    try {
      const pending = await english().get(`/api/member-card.php?id=${memberId}`);
      assert.ok(pending.rawPayload.equals(site.rawPayload), 'a pending photo: the site card');
    } finally {
      await testApp.app.db.update(photos).set({ status: 'active' }).where(eq(photos.userId, memberId));
    }

    assert.equal((await german().get(`/api/member-card.php?id=${memberId}`)).statusCode, 404, 'other site');
    assert.equal((await english().get('/api/member-card.php?id=abc')).statusCode, 400);
  });
});

function ageOf(birthDate: string): number {
  const born = new Date(birthDate);
  const now = new Date();
  let age = now.getUTCFullYear() - born.getUTCFullYear();
  if (
    now.getUTCMonth() < born.getUTCMonth() ||
    (now.getUTCMonth() === born.getUTCMonth() && now.getUTCDate() < born.getUTCDate())
  )
    age -= 1;
  return age;
}
