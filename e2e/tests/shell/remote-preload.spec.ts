// A remote's page arrives in 2 requests in a row (issue 15): its manifest, then its entry, `./app`, the
// route's page and the visitor's messages together. The server names those files in the page it sends
// and the shell asks the federation runtime for the same exposes; nothing waits for the remote's code to
// run before it is asked for, and no other page or locale of the remote is downloaded.
import { expect, test } from '@playwright/test';

interface Manifest {
  exposes: { path: string; assets: { js: { sync: string[] } } }[];
}

test("each page and messages expose of every remote is one file, the one the remote's root loads", async ({
  request,
}) => {
  const { remotes } = (await (await request.get('/mf/remotes.json')).json()) as {
    remotes: Record<string, string>;
  };
  for (const [remote, manifestUrl] of Object.entries(remotes)) {
    const { exposes } = (await (await request.get(manifestUrl)).json()) as Manifest;
    const named = exposes.filter(({ path }) => /^\.\/(page|messages)\//.test(path));
    expect(named.length, `${remote} exposes its pages and messages`).toBeGreaterThan(11);
    for (const { path, assets } of named)
      expect(assets.js.sync, `${remote} ${path}`).toEqual([
        expect.stringMatching(`^${path.slice(2).replace('/', '-')}\\.[0-9a-f]{8}\\.js$`),
      ]);
  }
});

test("a first visit fetches the route's remote files up front, and only those", async ({
  browser,
  request,
}) => {
  const answer = await request.get('/api/lander-members.php?limit=1');
  const { members } = (await answer.json()) as { members: { id: number }[] };
  const pages = [
    { path: '/members', page: 'page-members', locale: 'en' },
    { path: `/members/${members[0]!.id}`, page: 'page-members-id', locale: 'en' },
    { path: '/login?hl=de', page: 'page-login', locale: 'de' },
    { path: '/landers/gallery', page: 'page-landers-kind-slug', locale: 'en' },
  ];
  for (const { path, page: pageFile, locale } of pages) {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(path);
    await expect(page.locator('[data-remote-root] h1').first()).toBeVisible();
    // A page drawn on the server shows its heading before any script: its scripts come once it is painted.
    await page.waitForLoadState('networkidle');
    const scripts = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter(({ name }) => new URL(name).pathname.endsWith('.js'))
        .map(({ name, initiatorType }) => ({ path: new URL(name).pathname, initiatorType })),
    );
    await context.close();
    const remoteScripts = scripts
      .filter(({ path }) => path.startsWith('/mf/'))
      .map(({ path, initiatorType }) => ({ file: path.split('/').pop()!, initiatorType }));
    // The shell's own files too: the libraries it offers remotes (lifecycles, the query store) come with
    // the page, not once the remote's page has run; main.js too. The page's only script tag is the one that
    // starts main.js after the first paint.
    for (const { path: file, initiatorType } of scripts.filter(({ path }) => !path.startsWith('/mf/')))
      if (file !== '/start-after-paint.js')
        expect.soft(initiatorType, `${path}: ${file} was preloaded`).toBe('link');

    const files = remoteScripts.map(({ file }) => file.replace(/\.[0-9a-f]{8}\.js$/, ''));
    expect(files, path).toEqual(
      expect.arrayContaining(['remoteEntry.js', '__federation_expose_app', pageFile, `messages-${locale}`]),
    );
    // Fetched by a preload link (the server's or the shell's), not by a script tag once other code ran.
    for (const { file, initiatorType } of remoteScripts)
      expect.soft(initiatorType, `${path}: ${file} was preloaded`).toBe('link');
    const others = files.filter((file) => /^(page|messages)-/.test(file) && file !== pageFile);
    expect(others, `${path}: no other page or locale`).toEqual([`messages-${locale}`]);
  }
});
